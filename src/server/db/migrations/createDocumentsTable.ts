import type { Kysely, Migration } from 'kysely';

/**
 * Creates `documents`: saved drawings. The state is JSON text (validated with
 * `parseDocumentState` by the repository); the preview PNG is a file under `DATA_DIR/previews`
 * and the row keeps only its file name, so listing documents never drags images along.
 */
export const createDocumentsTable: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('documents')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('state', 'text', (column) => column.notNull())
      .addColumn('preview_file', 'text')
      .addColumn('archived', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('device_uuid', 'text')
      .addColumn('session_id', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('documents_user_name').on('documents').columns(['user_id', 'name']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('documents').execute();
  },
};
