import { randomUUID } from 'node:crypto';
import { sql, SqliteAdapter, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import { z } from 'zod';
import { DOCUMENT_STATE_VERSION, parseDocumentState, type DocumentState } from '../../shared/documentState';
import type { DatabaseSchema, DocumentsTable } from './DatabaseSchema';
import { replaceDocumentUploads, uploadNamesOf } from './documentUploadsRepository';

/** A saved document as the list shows it: everything but the state. */
export interface DocumentSummary {
  id: string;
  name: string;
  /** File name of the preview PNG under `DATA_DIR/previews`, or null. */
  previewFile: string | null;
  archived: boolean;
  deviceUuid: string | null;
  sessionId: string | null;
  createdAt: string;
  updatedAt: string;
  /** The student's display name, in the lists of a session's documents (listInClassrooms) only. */
  studentName?: string;
}

/** A saved document with its state. */
export interface StoredDocument extends DocumentSummary {
  state: DocumentState;
}

/** A saved document with its state as JSON text in UTF-8 bytes, to send as they are (opening a document). */
export interface OpenedDocument extends DocumentSummary {
  stateJson: Buffer;
}

/** What `save` stores. Without `id` it creates a document; with one it updates that document. */
export interface SaveDocumentInput {
  userId: string;
  id?: string;
  name: string;
  /** Validated (and migrated to the current version) with `parseDocumentState` before storing. */
  state: unknown;
  previewFile: string | null;
  deviceUuid: string | null;
  sessionId: string | null;
}

/** A schema failure as readable lines ("✖ Too small… → at zoom") rather than zod's JSON dump. */
function describeFailure(error: unknown): string {
  if (error instanceof z.ZodError) return z.prettifyError(error);
  return error instanceof Error ? error.message : String(error);
}

/** Thrown by `save` when the state fails the saved-document schema; nothing is stored. */
export class InvalidDocumentStateError extends Error {
  constructor(cause: unknown) {
    super(`Document state is invalid: ${describeFailure(cause)}`, { cause });
    this.name = 'InvalidDocumentStateError';
  }
}

/**
 * Saved documents. Every call takes the owner's id and every query filters on it, so another
 * user's document id behaves exactly like an unknown one.
 */
export interface DocumentsRepository {
  /** The user's documents, newest change first, without their states. */
  list(userId: string): Promise<DocumentSummary[]>;
  /** The document, or null when it does not exist or belongs to someone else. */
  get(userId: string, id: string): Promise<StoredDocument | null>;
  /** The document without its state (whether it is the user's, its lock, its name), or null. */
  summary(userId: string, id: string): Promise<DocumentSummary | null>;
  /** The document with its state as JSON text to send, read without validating it again (stateJsonOf), or null. */
  open(userId: string, id: string): Promise<OpenedDocument | null>;
  /**
   * Creates (no `id`) or replaces (with `id`) a document, records the uploads its state refers to
   * (`document_uploads`), and answers it. An update of an id the user does not own answers null
   * and changes nothing. Throws `InvalidDocumentStateError`.
   */
  save(input: SaveDocumentInput): Promise<StoredDocument | null>;
  /** Sets the archived flag; answers the summary, or null for an id the user does not own. */
  setArchived(userId: string, id: string, archived: boolean): Promise<DocumentSummary | null>;
  /** Deletes the document; answers the deleted summary (its preview file is the caller's to remove), or null. */
  delete(userId: string, id: string): Promise<DocumentSummary | null>;
  /** The user's newest document with exactly this name, or null. Names are not unique. */
  findByName(userId: string, name: string): Promise<DocumentSummary | null>;
  /**
   * The documents students saved in these classroom sessions, newest change first. Only a
   * session's own students count: a document whose `session_id` merely names the session does not.
   */
  listInClassrooms(classroomIds: readonly string[]): Promise<DocumentSummary[]>;
  /** A student's document in one of the educator's sessions (read-only for them), its state as JSON text, or null. */
  openForEducator(educatorId: string, id: string): Promise<OpenedDocument | null>;
  /** Deletes these documents, whoever owns them; answers the deleted summaries (their previews are the caller's to remove). */
  deleteMany(ids: readonly string[]): Promise<DocumentSummary[]>;
}

const SUMMARY_COLUMNS = [
  'id',
  'name',
  'preview_file',
  'archived',
  'device_uuid',
  'session_id',
  'created_at',
  'updated_at',
] as const;

type SummaryRow = Pick<Selectable<DocumentsTable>, (typeof SUMMARY_COLUMNS)[number]>;

function toSummary(row: SummaryRow): DocumentSummary {
  return {
    id: row.id,
    name: row.name,
    previewFile: row.preview_file,
    archived: row.archived === 1,
    deviceUuid: row.device_uuid,
    sessionId: row.session_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Reads a stored state back through the schema, so a hand-edited or broken row never reaches a client. */
function readState(id: string, text: string): DocumentState {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`Stored state of document ${id} is not valid JSON`, { cause: error });
  }
  try {
    return parseDocumentState(json);
  } catch (error) {
    throw new Error(`Stored state of document ${id} is invalid: ${describeFailure(error)}`, { cause: error });
  }
}

/** How every state `save` stores begins: JSON.stringify of the schema's output writes `version` first. */
const CURRENT_STATE_PREFIX = Buffer.from(`{"version":${DOCUMENT_STATE_VERSION},`);

/**
 * A stored state as JSON bytes to send. Every save validated its state and stored it at the
 * current version, so a state that begins as `save` writes the current version is sent as it is:
 * validating it again cost about 0.6 CPU seconds per open of a 7 MB document on the event loop,
 * and one account re-opening its own document held every other request back (issue 35). A state
 * stored by an older version of the app is read through the schema, migrated, and written out.
 */
export function stateJsonOf(id: string, stored: Buffer): Buffer {
  if (stored.subarray(0, CURRENT_STATE_PREFIX.length).equals(CURRENT_STATE_PREFIX)) return stored;
  return Buffer.from(JSON.stringify(readState(id, stored.toString('utf8'))));
}

/**
 * The `state` column as UTF-8 bytes. SQLite hands a BLOB over as a Buffer with one copy, where a
 * TEXT becomes a JS string (decoded, then encoded again to be sent): for a 7 MB state that is
 * about 1 ms on the event loop instead of about 8. PostgreSQL would send a bytea as hex, twice
 * the bytes to parse, so there the text is read and encoded once.
 */
function stateBytesColumn(db: Kysely<DatabaseSchema>, column: 'state' | 'documents.state'): RawBuilder<Buffer | string> {
  return db.getExecutor().adapter instanceof SqliteAdapter ? sql<Buffer>`CAST(${sql.ref(column)} AS BLOB)` : sql<string>`${sql.ref(column)}`;
}

/** What `stateBytesColumn` read, as bytes. */
const asBytes = (value: Buffer | string): Buffer => (typeof value === 'string' ? Buffer.from(value) : value);

function validState(state: unknown): DocumentState {
  try {
    return parseDocumentState(state);
  } catch (error) {
    throw new InvalidDocumentStateError(error);
  }
}

/** Saved-document storage on either engine. `now` is injectable so tests can order documents. */
export function documentsRepository(db: Kysely<DatabaseSchema>, now: () => Date = () => new Date()): DocumentsRepository {
  /** The user's document row with its stored state text. */
  const stored = (userId: string, id: string) =>
    db
      .selectFrom('documents')
      .select([...SUMMARY_COLUMNS, 'state'])
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();

  const get = async (userId: string, id: string): Promise<StoredDocument | null> => {
    const row = await stored(userId, id);
    return row === undefined ? null : { ...toSummary(row), state: readState(row.id, row.state) };
  };

  const summary = async (userId: string, id: string): Promise<DocumentSummary | null> => {
    const row = await db
      .selectFrom('documents')
      .select(SUMMARY_COLUMNS)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row === undefined ? null : toSummary(row);
  };

  const ownState = stateBytesColumn(db, 'state');
  const open = async (userId: string, id: string): Promise<OpenedDocument | null> => {
    const row = await db
      .selectFrom('documents')
      .select([...SUMMARY_COLUMNS, ownState.as('state_bytes')])
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row === undefined ? null : { ...toSummary(row), stateJson: stateJsonOf(row.id, asBytes(row.state_bytes)) };
  };

  const studentState = stateBytesColumn(db, 'documents.state');
  /** Documents joined to the students who saved them in their own session. */
  const classroomDocuments = () =>
    db
      .selectFrom('documents')
      .innerJoin('classroom_students', (join) =>
        join.onRef('classroom_students.user_id', '=', 'documents.user_id').onRef('classroom_students.classroom_id', '=', 'documents.session_id'),
      );
  const summaryColumns = SUMMARY_COLUMNS.map((column) => `documents.${column}` as const);

  return {
    async list(userId) {
      const rows = await db
        .selectFrom('documents')
        .select(SUMMARY_COLUMNS)
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toSummary);
    },

    get,
    summary,
    open,

    async save(input) {
      const valid = validState(input.state);
      const uploads = uploadNamesOf(valid);
      const stamp = now().toISOString();
      const fields = {
        name: input.name,
        // Stored as JSON text: JSON.stringify writes every control character in the state's strings
        // (a NUL in a note, say) as a \u escape, so none reaches PostgreSQL's text column as it is.
        state: JSON.stringify(valid),
        preview_file: input.previewFile,
        device_uuid: input.deviceUuid,
        session_id: input.sessionId,
        updated_at: stamp,
      };
      // The document and the uploads it refers to change together, or not at all.
      if (input.id === undefined) {
        const id = randomUUID();
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('documents')
            .values({ ...fields, id, user_id: input.userId, archived: 0, created_at: stamp })
            .execute();
          await replaceDocumentUploads(trx, id, uploads);
        });
        return get(input.userId, id);
      }
      const id = input.id;
      const updated = await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('documents')
          .set(fields)
          .where('user_id', '=', input.userId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        await replaceDocumentUploads(trx, id, uploads);
        return true;
      });
      return updated ? get(input.userId, id) : null;
    },

    async setArchived(userId, id, archived) {
      const result = await db
        .updateTable('documents')
        .set({ archived: archived ? 1 : 0, updated_at: now().toISOString() })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows === 0n ? null : summary(userId, id);
    },

    async delete(userId, id) {
      const row = await db
        .deleteFrom('documents')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returning(SUMMARY_COLUMNS)
        .executeTakeFirst();
      return row === undefined ? null : toSummary(row);
    },

    async listInClassrooms(classroomIds) {
      if (classroomIds.length === 0) return [];
      const rows = await classroomDocuments()
        .innerJoin('users', 'users.id', 'documents.user_id')
        .select([...summaryColumns, 'users.first_name as student_name'])
        .where('classroom_students.classroom_id', 'in', [...classroomIds])
        .orderBy('documents.updated_at', 'desc')
        .orderBy('documents.created_at', 'desc')
        .orderBy('documents.id')
        .execute();
      return rows.map((row) => ({ ...toSummary(row), studentName: row.student_name }));
    },

    async openForEducator(educatorId, id) {
      const row = await classroomDocuments()
        .innerJoin('classrooms', 'classrooms.id', 'classroom_students.classroom_id')
        .select([...summaryColumns, studentState.as('state_bytes')])
        .where('classrooms.educator_id', '=', educatorId)
        .where('documents.id', '=', id)
        .executeTakeFirst();
      return row === undefined ? null : { ...toSummary(row), stateJson: stateJsonOf(row.id, asBytes(row.state_bytes)) };
    },

    async deleteMany(ids) {
      if (ids.length === 0) return [];
      const rows = await db.deleteFrom('documents').where('id', 'in', [...ids]).returning(SUMMARY_COLUMNS).execute();
      return rows.map(toSummary);
    },

    async findByName(userId, name) {
      const row = await db
        .selectFrom('documents')
        .select(SUMMARY_COLUMNS)
        .where('user_id', '=', userId)
        .where('name', '=', name)
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .executeTakeFirst();
      return row === undefined ? null : toSummary(row);
    },
  };
}
