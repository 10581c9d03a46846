import type { Kysely, Migration } from 'kysely';

/**
 * Creates `settings`. Plain schema-builder calls and `text` columns only, so the same migration
 * runs unchanged on SQLite and PostgreSQL.
 */
export const createSettingsTable: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('settings')
      .addColumn('client_id', 'text', (column) => column.primaryKey())
      .addColumn('settings', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('settings').execute();
  },
};
