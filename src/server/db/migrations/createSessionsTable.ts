import type { Kysely, Migration } from 'kysely';

/**
 * Creates `sessions`: one row per login (or verification, or completed password reset). Every
 * access token names its session (`sid`), and every request checks the row, so ending a session
 * (logout, a password change or reset ending the others) refuses its token at once on every
 * server process, and a refresh can never revive it. Sessions go with their user.
 */
export const createSessionsTable: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('device_uuid', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('ended_at', 'text')
      .execute();
    await db.schema.createIndex('sessions_user_device').on('sessions').columns(['user_id', 'device_uuid']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sessions').execute();
  },
};
