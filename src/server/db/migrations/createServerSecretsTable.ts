import type { Kysely, Migration } from 'kysely';

/**
 * Creates `server_secrets`: secrets the server makes for itself when none is configured (the
 * access-token signing key). Kept in the database so that every server process on it signs and
 * checks with the same one; the first process to start inserts it, the others read it.
 */
export const createServerSecretsTable: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('value', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('server_secrets').execute();
  },
};
