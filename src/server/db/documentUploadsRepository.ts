/**
 * Which uploads saved documents refer to (`document_uploads`): written with each save, in the
 * save's transaction, and read by the upload sweeper, which deletes the others after a day.
 */
import type { Kysely } from 'kysely';
import type { DocumentState } from '../../shared/documentState';
import { STORED_IMAGE_NAME } from '../uploads/uploadStore';
import type { DatabaseSchema } from './DatabaseSchema';

/** The upload names a state refers to: its image's, when the image is served from `/api/uploads/`. */
export function uploadNamesOf(state: DocumentState): string[] {
  const url = state.image?.url;
  const name = url === undefined ? undefined : /\/api\/uploads\/([^/?#]+)(?:[?#].*)?$/.exec(url)?.[1];
  return name !== undefined && STORED_IMAGE_NAME.test(name) ? [name] : [];
}

/** Makes `names` the uploads document `documentId` refers to. Run it in the save's transaction. */
export async function replaceDocumentUploads(db: Kysely<DatabaseSchema>, documentId: string, names: readonly string[]): Promise<void> {
  await db.deleteFrom('document_uploads').where('document_id', '=', documentId).execute();
  if (names.length > 0) {
    await db
      .insertInto('document_uploads')
      .values([...new Set(names)].map((name) => ({ document_id: documentId, upload_name: name })))
      .execute();
  }
}

/** Every upload name some saved document refers to. */
export async function referencedUploadNames(db: Kysely<DatabaseSchema>): Promise<Set<string>> {
  const rows = await db.selectFrom('document_uploads').select('upload_name').distinct().execute();
  return new Set(rows.map((row) => row.upload_name));
}

/** Whether one of user `userId`'s saved documents refers to upload `name` (an upload made before uploads noted their owner). */
export async function userDocumentRefersTo(db: Kysely<DatabaseSchema>, userId: string, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('document_uploads')
    .innerJoin('documents', 'documents.id', 'document_uploads.document_id')
    .select('document_uploads.upload_name')
    .where('document_uploads.upload_name', '=', name)
    .where('documents.user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
