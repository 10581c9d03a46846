import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uploadResponseSchema } from '../../shared/api';
import { EMPTY_DOCUMENT_STATE } from '../../shared/testing/documentStates';
import { documentsRepository } from '../db/documentsRepository';
import { SQUARE_PLOT } from '../documents/testing/documentsTestApp';
import { referencedUploadNames } from '../db/documentUploadsRepository';
import { usersRepository } from '../db/usersRepository';
import { testDatabases } from '../testing/databases';
import { freshDatabasePerTest } from '../testing/freshDatabase';
import { bundleWorker, type BundledWorker } from './testing/bundleWorker';
import { fileUpload } from './testing/multipartBody';
import { openUploadTestApp, type UploadTestApp } from './testing/openUploadTestApp';
import { openDiskFileStore } from '../storage/diskFileStore';
import type { FileStore } from '../storage/fileStore';
import { startUploadSweeper, sweepUploads, UNREFERENCED_UPLOAD_MAX_AGE_MS } from './uploadSweeper';

const HOUR = 60 * 60 * 1000;
const NOW = new Date('2030-06-01T12:00:00.000Z');
const id = (letter: string): string => letter.repeat(32);
const image = (url: string) => ({ url, file: 'plan.svg', position: { x: 20, y: 20 }, originSizes: { width: 10, height: 10 }, realSizes: { width: 10, height: 10 }, ratio: 1, display: true });
const silent = { info: () => undefined, error: () => undefined };

/** Every file under `dir`, as paths relative to it, sorted. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1)).sort();
}

/** Writes `path` under `dir`, last modified `ageMs` before NOW. */
async function writeAged(dir: string, path: string, ageMs: number): Promise<void> {
  const file = join(dir, path);
  await writeFile(file, 'x');
  const when = new Date(NOW.getTime() - ageMs);
  await utimes(file, when, when);
}

describe.each(testDatabases)('sweepUploads on $kind', ({ skipReason, open }) => {
  describe.skipIf(skipReason !== undefined)('with a fresh database per test', () => {
    const database = freshDatabasePerTest(open);
    let dataDir: string;
    let uploadsDir: string;
    let files: FileStore;
    let ann: string;
    const save = (name: string, upload: string) =>
      documentsRepository(database.db).save({ userId: ann, name, state: { ...EMPTY_DOCUMENT_STATE, image: image(`/api/uploads/${upload}`) }, previewFile: null, deviceUuid: null, sessionId: null });
    const sweep = () => sweepUploads({ files, referencedNames: () => referencedUploadNames(database.db), now: () => NOW });

    beforeEach(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'planimetry-sweep-'));
      files = await openDiskFileStore(dataDir);
      uploadsDir = join(dataDir, 'uploads');
      ann = (await usersRepository(database.db).create({ email: 'ann@example.com', passwordHash: 'x', firstName: 'Ann', lastName: 'A' })).id;
    });
    afterEach(async () => {
      await rm(dataDir, { recursive: true, force: true });
    });

    it('deletes day-old uploads no document refers to, originals with them, and keeps referenced and young ones', async () => {
      const old = UNREFERENCED_UPLOAD_MAX_AGE_MS + HOUR;
      const young = UNREFERENCED_UPLOAD_MAX_AGE_MS - HOUR;
      await save('Referenced conversion', `${id('a')}.png`);
      await save('Referenced image', `${id('d')}.gif`);
      await writeAged(uploadsDir, `${id('a')}.png`, old);
      await writeAged(uploadsDir, `originals/${id('a')}.svg`, old);
      await writeAged(uploadsDir, `${id('b')}.png`, old);
      await writeAged(uploadsDir, `originals/${id('b')}.dxf`, old);
      await writeAged(uploadsDir, `${id('c')}.jpg`, old);
      await writeAged(uploadsDir, `${id('d')}.gif`, old);
      await writeAged(uploadsDir, `${id('e')}.png`, young);
      await writeAged(uploadsDir, `originals/${id('e')}.svg`, young);
      await writeAged(uploadsDir, `originals/${id('f')}.png`, old);

      const deleted = await sweep();
      expect(deleted.map((key) => key.slice('uploads/'.length)).sort()).toEqual(
        [`${id('b')}.png`, `${id('c')}.jpg`, `originals/${id('b')}.dxf`, `originals/${id('f')}.png`].sort(),
      );
      expect(await filesUnder(uploadsDir)).toEqual(
        [`${id('a')}.png`, `${id('d')}.gif`, `${id('e')}.png`, `originals/${id('a')}.svg`, `originals/${id('e')}.svg`].sort(),
      );
    });

    it('deletes an upload once the document that showed it is deleted or shows another', async () => {
      const old = UNREFERENCED_UPLOAD_MAX_AGE_MS + HOUR;
      const first = await save('One', `${id('a')}.png`);
      const second = await save('Two', `${id('b')}.png`);
      for (const path of [`${id('a')}.png`, `originals/${id('a')}.svg`, `${id('b')}.png`]) await writeAged(uploadsDir, path, old);
      expect(await sweep()).toEqual([]);

      await documentsRepository(database.db).delete(ann, first!.id);
      await documentsRepository(database.db).save({ userId: ann, id: second!.id, name: 'Two', state: EMPTY_DOCUMENT_STATE, previewFile: null, deviceUuid: null, sessionId: null });
      expect(await sweep()).toHaveLength(3);
      expect(await filesUnder(uploadsDir)).toEqual([]);
    });

    it('runs at start and then every interval until stopped', async () => {
      let sweeps = 0;
      // A referenced old file makes every sweep ask which uploads are referenced.
      await writeAged(uploadsDir, `${id('a')}.png`, UNREFERENCED_UPLOAD_MAX_AGE_MS + HOUR);
      const sweeper = startUploadSweeper({
        files,
        referencedNames: async () => {
          sweeps += 1;
          return new Set([`${id('a')}.png`]);
        },
        now: () => NOW,
        intervalMs: 20,
        log: silent,
      });
      await expect.poll(() => sweeps, { timeout: 2000 }).toBeGreaterThanOrEqual(3);
      await sweeper.stop();
      const stopped = sweeps;
      await writeAged(uploadsDir, `${id('b')}.png`, UNREFERENCED_UPLOAD_MAX_AGE_MS + HOUR);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(sweeps).toBe(stopped);
      expect(await filesUnder(uploadsDir)).toEqual([`${id('a')}.png`, `${id('b')}.png`]);
    });
  });
});

describe.each(testDatabases)('the app sweeps its uploads on $kind', (testDatabase) => {
  let worker: BundledWorker;
  beforeAll(async () => {
    worker = await bundleWorker('src/server/uploads/testing/stubCadWorker.ts');
  });
  afterAll(async () => {
    await worker?.remove();
  });

  describe.skipIf(testDatabase.skipReason !== undefined)('with a conversion saved in a document and one not', () => {
    let server: UploadTestApp;
    let clock: Date;
    beforeEach(async () => {
      clock = new Date();
      server = await openUploadTestApp(worker.url, {}, { database: testDatabase, clock: () => clock, sweepEveryMs: 50 });
    });
    afterEach(async () => {
      await server.close();
    });

    it('deletes the unsaved conversion a day later and keeps the saved one with its original', async () => {
      const dxf = '0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n';
      const convert = async () => {
        const response = await server.app.inject({ method: 'POST', url: '/api/uploads', ...fileUpload('plan.dxf', dxf, server.auth) });
        return uploadResponseSchema.parse(response.json()).path;
      };
      const saved = await convert();
      const unsaved = await convert();
      const document = { name: 'Plot', state: { ...SQUARE_PLOT.state, image: image(saved) } };
      const response = await server.app.inject({ method: 'POST', url: '/api/document', payload: document, headers: server.auth });
      expect(response.statusCode, response.body).toBe(200);
      const uploadsDir = join(server.dataDir, 'uploads');
      const savedId = saved.slice('/api/uploads/'.length, -'.png'.length);
      const unsavedId = unsaved.slice('/api/uploads/'.length, -'.png'.length);
      const filesOf = (id: string) => [`${id}.png`, `originals/${id}.dxf`, `originals/${id}.owner`];
      expect(await filesUnder(uploadsDir)).toEqual([...filesOf(savedId), ...filesOf(unsavedId)].sort());

      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await filesUnder(uploadsDir)).toHaveLength(6);
      clock = new Date(Date.now() + UNREFERENCED_UPLOAD_MAX_AGE_MS + HOUR);
      // The owner note goes and stays with the other files of its id.
      await expect.poll(() => filesUnder(uploadsDir), { timeout: 3000 }).toEqual(filesOf(savedId).sort());
      expect((await server.app.inject({ method: 'GET', url: saved })).statusCode).toBe(200);
      expect((await server.app.inject({ method: 'GET', url: unsaved })).statusCode).toBe(404);
    });
  });
});
