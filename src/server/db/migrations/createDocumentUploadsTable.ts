import type { Kysely, Migration } from 'kysely';

/** The two tables as this migration knows them; later schema changes must not change what it does. */
interface MigrationSchema {
  documents: { id: string; state: string };
  document_uploads: { document_id: string; upload_name: string };
}

/** A saved state's `image.url` as the server serves uploads: `/api/uploads/<32 hex>.<png|jpg|gif>`. */
const UPLOAD_URL = /\/api\/uploads\/([0-9a-f]{32}\.(?:png|jpg|gif))(?:[?#].*)?$/;

/** The upload a stored state refers to, read leniently: a state that is not JSON refers to none. */
function uploadNameIn(stateText: string): string | undefined {
  try {
    const url = (JSON.parse(stateText) as { image?: { url?: unknown } | null }).image?.url;
    return typeof url === 'string' ? UPLOAD_URL.exec(url)?.[1] : undefined;
  } catch {
    return undefined;
  }
}

/** Documents are read in pages, so a large table never sits in memory whole. */
const PAGE = 200;

/**
 * Creates `document_uploads`: which upload (`<id>.png`, `.jpg` or `.gif` under DATA_DIR/uploads)
 * each saved document refers to, so the upload sweeper can delete the others after a day without
 * reading every state. Rows go with their document (`on delete cascade`), and are filled here
 * from the documents already saved.
 */
export const createDocumentUploadsTable: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<MigrationSchema>;
    await db.schema
      .createTable('document_uploads')
      .addColumn('document_id', 'text', (column) => column.notNull().references('documents.id').onDelete('cascade'))
      .addColumn('upload_name', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('document_uploads_pk', ['document_id', 'upload_name'])
      .execute();
    await db.schema.createIndex('document_uploads_upload_name').on('document_uploads').column('upload_name').execute();
    for (let after = ''; ; ) {
      const rows = await db.selectFrom('documents').select(['id', 'state']).where('id', '>', after).orderBy('id').limit(PAGE).execute();
      if (rows.length === 0) break;
      const values = rows.flatMap((row) => {
        const name = uploadNameIn(row.state);
        return name === undefined ? [] : [{ document_id: row.id, upload_name: name }];
      });
      if (values.length > 0) await db.insertInto('document_uploads').values(values).execute();
      after = rows[rows.length - 1]!.id;
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('document_uploads').execute();
  },
};
