import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/createDatabase';
import { testDatabases } from '../testing/databases';
import { openDiskFileStore } from './diskFileStore';
import type { FileStore } from './fileStore';
import { FILE_CHUNK_BYTES, openPostgresFileStore } from './postgresFileStore';

const key = (folder: string, letter: string, extension = 'png') => `${folder}/${letter.repeat(32)}.${extension}`;

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

const postgres = testDatabases.find((each) => each.kind === 'postgres')!;

/** Each store, opened on a fresh DATA_DIR (and a fresh schema for PostgreSQL). */
const stores: { name: string; skipReason: string | undefined; open(dataDir: string): Promise<{ files: FileStore; close(): Promise<void> }> }[] = [
  { name: 'disk', skipReason: undefined, open: async (dataDir) => ({ files: await openDiskFileStore(dataDir), close: () => Promise.resolve() }) },
  {
    name: 'postgres',
    skipReason: postgres.skipReason,
    async open(dataDir) {
      const database: Database = await postgres.open();
      return { files: await openPostgresFileStore(database.db, dataDir), close: () => database.destroy() };
    },
  },
];

describe.each(stores)('the $name file store', ({ skipReason, open }) => {
  describe.skipIf(skipReason !== undefined)('on a fresh store', () => {
    let dataDir: string;
    let files: FileStore;
    let close: () => Promise<void>;
    beforeEach(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'planimetry-files-'));
      ({ files, close } = await open(dataDir));
    });
    afterEach(async () => {
      await close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('stores a staged file of several chunks and gives back every byte, as a stream, a buffer and a local file', async () => {
      const bytes = randomBytes(2 * FILE_CHUNK_BYTES + 12345);
      const stored = key('uploads', 'a');
      await writeFile(files.stagingPath(stored), bytes);
      await files.commit(stored);

      const opened = await files.open(stored);
      expect(opened?.size).toBe(bytes.length);
      expect(Buffer.compare(await bytesOf(opened!.stream), bytes)).toBe(0);
      expect(Buffer.compare((await files.read(stored, bytes.length))!, bytes)).toBe(0);
      expect(await files.read(stored, bytes.length - 1)).toBeUndefined();
      const local = await files.local(stored);
      expect(Buffer.compare(await readFile(local!.path), bytes)).toBe(0);
      await local!.release();
    });

    it('writes small files, refuses to write a key twice, and lists only the direct files of a folder', async () => {
      await files.write(key('uploads/originals', 'b', 'owner'), Buffer.from('user-1'));
      await files.write(key('uploads', 'b'), Buffer.from('png'));
      await files.write(key('previews', 'c'), Buffer.alloc(0));
      await expect(files.write(key('uploads', 'b'), Buffer.from('again'))).rejects.toThrow();

      expect((await files.read(key('uploads/originals', 'b', 'owner'), 100))?.toString()).toBe('user-1');
      expect((await files.read(key('uploads', 'b'), 100))?.toString()).toBe('png');
      expect((await files.read(key('previews', 'c'), 100))?.length).toBe(0);
      expect((await files.list('uploads')).map((file) => file.key)).toEqual([key('uploads', 'b')]);
      expect((await files.list('uploads/originals')).map((file) => file.key)).toEqual([key('uploads/originals', 'b', 'owner')]);
      const [listed] = await files.list('previews');
      expect(Math.abs(listed!.storedAt - Date.now())).toBeLessThan(60_000);
    });

    it('removes stored and staged files alike, and a missing one is no error', async () => {
      await files.write(key('uploads', 'd'), Buffer.from('x'));
      await writeFile(files.stagingPath(key('uploads', 'e')), 'staged only');
      await files.remove([key('uploads', 'd'), key('uploads', 'e'), key('uploads', 'f')]);
      expect(await files.open(key('uploads', 'd'))).toBeUndefined();
      expect(await files.list('uploads')).toEqual([]);
      const left = await readdir(join(dataDir, files.kind === 'disk' ? 'uploads' : 'staging'), { withFileTypes: true });
      expect(left.filter((entry) => entry.isFile())).toEqual([]);
    });

    it('answers nothing for a key with nothing stored', async () => {
      expect(await files.open(key('uploads', '0'))).toBeUndefined();
      expect(await files.read(key('uploads', '0'), 10)).toBeUndefined();
      expect(await files.local(key('uploads', '0'))).toBeUndefined();
    });

    it.each(['uploads/../secret.png', '../uploads/' + 'a'.repeat(32) + '.png', 'uploads/ABC.png', 'other/' + 'a'.repeat(32) + '.png', 'uploads/originals/x/' + 'a'.repeat(32) + '.png'])(
      'refuses the key %s before touching anything',
      async (bad) => {
        expect(() => files.stagingPath(bad)).toThrow(/Not a stored file's key/);
        await expect(files.write(bad, Buffer.from('x'))).rejects.toThrow(/Not a stored file's key/);
        await expect(files.open(bad)).rejects.toThrow(/Not a stored file's key/);
        await expect(files.remove([bad])).rejects.toThrow(/Not a stored file's key/);
      },
    );
  });
});
