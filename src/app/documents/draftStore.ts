/**
 * The drawing kept on this device while it is not saved (issue 21, crash-safe drawing): one draft
 * per account, in IndexedDB through idb, so a tab that crashed or was closed can offer it back when
 * the app opens again. An image only the tab held (a blob: URL) is kept as its bytes beside the
 * state, since its URL dies with the tab. Only the account's own drafts are read: the key is the
 * account's address, so a second person on the same browser never sees the first one's drawing.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { SavedFile } from '../../engine/editor/editorEvents';
import { parseDocumentState, type DocumentState } from '../../shared/documentState';

export interface Draft {
  /** The account's address, lowercased. */
  readonly owner: string;
  readonly state: DocumentState;
  /** The saved document the drawing was opened from, or null for a drawing never saved. */
  readonly file: SavedFile | null;
  /** The image's bytes when only the tab held it; null otherwise (a stored image is fetched again). */
  readonly image: Blob | null;
  /** When it was written (ms since the epoch). */
  readonly savedAt: number;
}

export interface DraftStore {
  /** The owner's draft; undefined when there is none or it can no longer be read. */
  read(owner: string): Promise<Draft | undefined>;
  write(draft: Draft): Promise<void>;
  forget(owner: string): Promise<void>;
}

interface DraftDatabase extends DBSchema {
  drafts: { key: string; value: Draft };
}

const DATABASE = 'planimetry-drafts';
const STORE = 'drafts';

/** A stored value as the current app reads it: the state migrated and checked, or undefined. */
export function readableDraft(value: unknown): Draft | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { owner, state, file, image, savedAt } = value as Record<string, unknown>;
  if (typeof owner !== 'string' || typeof savedAt !== 'number') return undefined;
  try {
    return {
      owner,
      state: parseDocumentState(state),
      file: isSavedFile(file) ? file : null,
      image: typeof Blob !== 'undefined' && image instanceof Blob ? image : null,
      savedAt,
    };
  } catch {
    // A draft written by a newer app, or broken on disk, is not offered.
    return undefined;
  }
}

function isSavedFile(value: unknown): value is SavedFile {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof name === 'string';
}

/**
 * The drafts in this browser's IndexedDB. A browser without it (some private modes) keeps nothing
 * and says so once in the console; the drawing screen works on without the safety net.
 */
export function indexedDbDraftStore(): DraftStore {
  let opened: Promise<IDBPDatabase<DraftDatabase> | null> | null = null;
  const database = () =>
    (opened ??= (async () => {
      if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
      // Version 2, and the store made when it is missing: a database of that name left without it
      // (by version 1 opened elsewhere first, say) is repaired instead of failing every write.
      return await openDB<DraftDatabase>(DATABASE, 2, {
        upgrade(db) {
          if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE, { keyPath: 'owner' });
        },
      });
    })().catch((error: unknown) => {
      console.warn(`Unsaved drawings cannot be kept in this browser: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }));

  return {
    async read(owner) {
      const db = await database();
      return db ? readableDraft(await db.get(STORE, owner)) : undefined;
    },
    async write(draft) {
      const db = await database();
      await db?.put(STORE, draft);
    },
    async forget(owner) {
      const db = await database();
      await db?.delete(STORE, owner);
    },
  };
}

/** A store in memory: for tests and for places without IndexedDB. */
export function memoryDraftStore(): DraftStore & { readonly drafts: Map<string, Draft> } {
  const drafts = new Map<string, Draft>();
  return {
    drafts,
    read: async (owner) => drafts.get(owner),
    write: async (draft) => void drafts.set(draft.owner, draft),
    forget: async (owner) => void drafts.delete(owner),
  };
}
