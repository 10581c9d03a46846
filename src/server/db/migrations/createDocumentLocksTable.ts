import type { Kysely, Migration } from 'kysely';

/**
 * Creates `document_locks`: at most one row per document, naming the device that has it open.
 * A lock lives in the database rather than in one server's memory so that several server
 * processes behind one address agree on who holds a document.
 */
export const createDocumentLocksTable: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('document_locks')
      .addColumn('document_id', 'text', (column) => column.primaryKey().references('documents.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('device_uuid', 'text', (column) => column.notNull())
      .addColumn('locked_at', 'text', (column) => column.notNull())
      .addColumn('heartbeat_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('document_locks_device').on('document_locks').column('device_uuid').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('document_locks').execute();
  },
};
