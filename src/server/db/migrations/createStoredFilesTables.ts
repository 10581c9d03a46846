import type { Kysely, Migration } from 'kysely';

/**
 * Creates `stored_files` and `stored_file_chunks`: uploads, converted images and previews kept in
 * the database, so that every server process on it serves the same files (storage/postgresFileStore).
 * Made on SQLite too, where the server keeps files on disk and leaves the tables empty: one list of
 * migrations for both engines. `bytea` is PostgreSQL's bytes type; SQLite takes any type name.
 */
export const createStoredFilesTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('stored_files')
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('size', 'integer', (column) => column.notNull())
      .addColumn('chunks', 'integer', (column) => column.notNull())
      .addColumn('stored_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('stored_file_chunks')
      .addColumn('key', 'text', (column) => column.notNull().references('stored_files.key').onDelete('cascade'))
      .addColumn('seq', 'integer', (column) => column.notNull())
      .addColumn('bytes', 'bytea', (column) => column.notNull())
      .addPrimaryKeyConstraint('stored_file_chunks_pk', ['key', 'seq'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('stored_file_chunks').execute();
    await db.schema.dropTable('stored_files').execute();
  },
};
