import type { Kysely, Migration } from 'kysely';

/**
 * Adds `auth_tokens.payload`: what a one-time token carries besides its user, as JSON text. A
 * verification link carries the registration it confirms (so a link verifies exactly the
 * password its own registration chose), an e-mail change link carries the new address.
 */
export const addAuthTokenPayload: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('auth_tokens').addColumn('payload', 'text').execute();
    await db.schema.createIndex('auth_tokens_user_purpose').on('auth_tokens').columns(['user_id', 'purpose']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('auth_tokens_user_purpose').execute();
    await db.schema.alterTable('auth_tokens').dropColumn('payload').execute();
  },
};
