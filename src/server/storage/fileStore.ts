/**
 * Where uploads, converted images and previews are kept: one small interface with two
 * implementations, so every server process sees the same files. On disk under DATA_DIR (one
 * machine, the default) or in PostgreSQL when DATABASE_URL is set (several processes or
 * machines; see postgresFileStore). Keys are fixed folders and random names, checked here, so no
 * key can leave its folder whatever a caller passes.
 */
import type { Readable } from 'node:stream';

/** `uploads/<32 hex>.<ext>`, `uploads/originals/<32 hex>.<ext>` or `previews/<32 hex>.png`. */
export const FILE_KEY = /^(?:uploads|uploads\/originals|previews)\/[0-9a-f]{32}\.[a-z]{3,5}$/;

/** The folders keys live in. */
export type FileFolder = 'uploads' | 'uploads/originals' | 'previews';

export function checkFileKey(key: string): string {
  if (!FILE_KEY.test(key)) throw new Error(`Not a stored file's key: ${JSON.stringify(key)}`);
  return key;
}

/** A stored file being read: its bytes as a stream, and how many there are. */
export interface OpenedFile {
  readonly stream: Readable;
  readonly size: number;
}

/** A stored file as a file on this machine, for a child process to read; `release` deletes a copy. */
export interface LocalFile {
  readonly path: string;
  release(): Promise<void>;
}

export interface ListedFile {
  readonly key: string;
  /** When it was stored, in ms since the epoch (on disk, the file's modification time). */
  readonly storedAt: number;
}

export interface FileStore {
  readonly kind: 'disk' | 'postgres';
  /**
   * A local path to write the file that will be stored under `key` (a received upload, a
   * conversion's output); `commit(key)` then stores it. On disk this is the stored file itself.
   */
  stagingPath(key: string): string;
  /** Stores what was written at `stagingPath(key)`, streamed; the staged copy is then let go. */
  commit(key: string): Promise<void>;
  /** Stores small bytes (a preview, an owner note) under a new key; a key already stored is an error. */
  write(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored file as a stream, or undefined when there is none. */
  open(key: string): Promise<OpenedFile | undefined>;
  /** A small stored file's bytes (at most `maxBytes`, else undefined), or undefined when there is none. */
  read(key: string, maxBytes: number): Promise<Buffer | undefined>;
  /** The stored file on this machine's disk, or undefined when there is none. */
  local(key: string): Promise<LocalFile | undefined>;
  /** Deletes the files and any staged copies; missing ones are fine. */
  remove(keys: readonly string[]): Promise<void>;
  /** The files directly in `folder`. */
  list(folder: FileFolder): Promise<ListedFile[]>;
  /** Lets go of what the store holds open (not the database: its owner closes it). */
  close(): Promise<void>;
}
