import type { Kysely, Migration } from 'kysely';

/**
 * Creates `auth_tokens`: one-time tokens for e-mail verification and password reset. Only the
 * SHA-256 of a token is kept, so a leaked database cannot be used to verify or reset accounts.
 * Tokens go with their user (`on delete cascade`).
 */
export const createAuthTokensTable: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('auth_tokens')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (column) => column.notNull())
      .addColumn('token_hash', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('auth_tokens_token_hash').on('auth_tokens').column('token_hash').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('auth_tokens').execute();
  },
};
