import type { Kysely, Migration } from 'kysely';

/**
 * Creates `tours`: the remembered help flags of each client. Like `settings`, plain
 * schema-builder calls and `text` columns only, so it runs unchanged on SQLite and PostgreSQL.
 */
export const createToursTable: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('tours')
      .addColumn('client_id', 'text', (column) => column.primaryKey())
      .addColumn('tours', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('tours').execute();
  },
};
