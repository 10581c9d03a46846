/**
 * The file store shared by every server process: files in PostgreSQL, as rows of
 * `stored_file_chunks` (256 KiB of bytea each) under one `stored_files` row. A file is written in
 * one transaction, its `stored_files` row first, so no process ever reads half a file; it is read
 * a chunk at a time, so neither way holds a whole file in memory. Chosen over large objects,
 * which PostgreSQL keeps outside the table (a deleted row leaves its object behind unless
 * something unlinks it) and which need a transaction held open while a client reads.
 *
 * Files are received and converted on this machine first: staged under DATA_DIR/staging, then
 * committed. Staged files left by a process that died are deleted a day later, when a store opens.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { checkFileKey, FILE_KEY, type FileStore } from './fileStore';

/** Bytes per chunk row: large enough that a 50 MB upload is 200 rows, small enough to stream. */
export const FILE_CHUNK_BYTES = 256 * 1024;
/** Staged files older than this were left by a process that died. */
const STALE_STAGED_MS = 24 * 60 * 60 * 1000;

/** A staged file's name: its key with the folders flattened, so one folder holds them all. */
const stagedName = (key: string) => checkFileKey(key).replaceAll('/', '~');

async function deleteStaleStaged(stagingDir: string, now: number): Promise<void> {
  const names = await readdir(stagingDir).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      const info = await stat(join(stagingDir, name)).catch(() => undefined);
      if (info && now - info.mtimeMs > STALE_STAGED_MS) await rm(join(stagingDir, name), { force: true, recursive: true });
    }),
  );
}

/** Opens the store on `db` (migrated), staging under `dataDir`/staging. */
export async function openPostgresFileStore(db: Kysely<DatabaseSchema>, dataDir: string): Promise<FileStore> {
  const stagingDir = join(dataDir, 'staging');
  await mkdir(stagingDir, { recursive: true });
  await deleteStaleStaged(stagingDir, Date.now());
  const stagingPath = (key: string) => join(stagingDir, stagedName(key));

  /** Stores chunks from `source` under `key` in one transaction; the row goes in first. */
  const store = async (key: string, chunks: AsyncIterable<Buffer | Uint8Array>) => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('stored_files').values({ key, size: 0, chunks: 0, stored_at: new Date().toISOString() }).execute();
      let seq = 0;
      let size = 0;
      for await (const chunk of chunks) {
        await trx.insertInto('stored_file_chunks').values({ key, seq, bytes: Buffer.from(chunk) }).execute();
        seq += 1;
        size += chunk.byteLength;
      }
      await trx.updateTable('stored_files').set({ size, chunks: seq }).where('key', '=', key).execute();
    });
  };

  const found = (key: string) => db.selectFrom('stored_files').select(['size', 'chunks']).where('key', '=', checkFileKey(key)).executeTakeFirst();

  /** The file's chunks in order, each read when the reader asks for it. */
  async function* chunksOf(key: string, count: number): AsyncGenerator<Buffer> {
    for (let seq = 0; seq < count; seq += 1) {
      const row = await db.selectFrom('stored_file_chunks').select('bytes').where('key', '=', key).where('seq', '=', seq).executeTakeFirst();
      if (!row) throw new Error(`${key} was deleted while it was read`);
      yield Buffer.from(row.bytes);
    }
  }

  return {
    kind: 'postgres',
    stagingPath,
    async commit(key) {
      const path = stagingPath(key);
      await store(key, createReadStream(path, { highWaterMark: FILE_CHUNK_BYTES }));
      await rm(path, { force: true });
    },
    async write(key, bytes) {
      checkFileKey(key);
      const chunks = [];
      for (let at = 0; at < bytes.byteLength || at === 0; at += FILE_CHUNK_BYTES) chunks.push(bytes.subarray(at, at + FILE_CHUNK_BYTES));
      await store(key, Readable.from(chunks));
    },
    async open(key) {
      const file = await found(key);
      return file && { stream: Readable.from(chunksOf(key, file.chunks)), size: file.size };
    },
    async read(key, maxBytes) {
      const file = await found(key);
      if (!file || file.size > maxBytes) return undefined;
      const parts: Buffer[] = [];
      for await (const chunk of chunksOf(key, file.chunks)) parts.push(chunk);
      return Buffer.concat(parts);
    },
    async local(key) {
      const file = await found(key);
      if (!file) return undefined;
      // A name of its own per copy: two prints of one image at once must not share a file.
      const path = join(stagingDir, `copy-${randomBytes(8).toString('hex')}-${stagedName(key)}`);
      try {
        await pipeline(Readable.from(chunksOf(key, file.chunks)), createWriteStream(path, { flags: 'wx' }));
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      return { path, release: () => rm(path, { force: true }) };
    },
    async remove(keys) {
      if (keys.length === 0) return;
      keys.forEach(checkFileKey);
      // Chunks go with their row (on delete cascade).
      await db.deleteFrom('stored_files').where('key', 'in', keys).execute();
      await Promise.all(keys.map((key) => rm(stagingPath(key), { force: true })));
    },
    async list(folder) {
      const rows = await db.selectFrom('stored_files').select(['key', 'stored_at']).where('key', 'like', `${folder}/%`).execute();
      return rows
        .filter((row) => FILE_KEY.test(row.key) && !row.key.slice(folder.length + 1).includes('/'))
        .map((row) => ({ key: row.key, storedAt: Date.parse(row.stored_at) }));
    },
    close: () => Promise.resolve(),
  };
}
