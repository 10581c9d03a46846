/**
 * Several server processes on one PostgreSQL database serve the same files: what one process
 * received, converted or wrote is served, printed and deleted through another, although each has
 * its own DATA_DIR. (On SQLite there is one process per DATA_DIR, and the disk is the store.)
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dataUri, PNG_A, SQUARE_PLOT } from '../documents/testing/documentsTestApp';
import { printBody, redPixels, solidPng, stateOverImage } from '../print/testing/printStates';
import { decodePng } from '../uploads/testing/readPng';
import { testDatabases } from '../testing/databases';
import { bundleWorker, type BundledWorker } from '../uploads/testing/bundleWorker';
import { fileUpload } from '../uploads/testing/multipartBody';
import { openUploadTestApp, type UploadTestApp } from '../uploads/testing/openUploadTestApp';
import { sweepUploads, UNREFERENCED_UPLOAD_MAX_AGE_MS } from '../uploads/uploadSweeper';
import { moveDiskFilesToStore } from './moveDiskFilesToStore';
import { openPostgresFileStore } from './postgresFileStore';

const postgres = testDatabases.find((each) => each.kind === 'postgres')!;
const dxf = (comment: string): string => `999\n${comment}\n0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n`;

describe.skipIf(postgres.skipReason !== undefined)('files shared by two server processes on PostgreSQL', () => {
  let worker: BundledWorker;
  let server: UploadTestApp | undefined;
  beforeAll(async () => {
    worker = await bundleWorker('src/server/uploads/testing/stubCadWorker.ts');
  });
  afterAll(() => worker.remove());
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  const open = async () => {
    server = await openUploadTestApp(worker.url, {}, { database: postgres, sharedFiles: true });
    const other = await server.anotherProcess();
    return { first: server.app, second: other.app, secondDir: other.dataDir, auth: server.auth };
  };

  it('serves and prints through one process an image kept through the other, and keeps no copy on either disk', async () => {
    const { first, second, secondDir, auth } = await open();
    const png = solidPng(300, 200, 'red');
    const kept = await first.inject({ method: 'POST', url: '/api/images', ...fileUpload('plan.png', png, auth) });
    expect(kept.statusCode, kept.body).toBe(200);
    const { path } = kept.json() as { path: string };

    const served = await second.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
    // Nothing stays on the receiving process's disk: its staged copies are gone, and it has no uploads folder.
    expect(await readdir(join(server!.dataDir, 'staging'))).toEqual([]);
    expect(await readdir(server!.dataDir)).not.toContain('uploads');

    const printed = await second.inject({ method: 'POST', url: '/api/print', payload: printBody({ state: stateOverImage(path, 300, 200) }), headers: auth });
    expect(printed.statusCode, printed.body).toBe(200);
    const data = (printed.json() as { data: string }).data;
    expect(redPixels(decodePng(Buffer.from(data.slice(data.indexOf(',') + 1), 'base64')))).toBeGreaterThan(300 * 200 * 0.5);
    // The copy the print's child read is deleted once the print is drawn.
    expect(await readdir(join(secondDir, 'staging'))).toEqual([]);
  });

  it('serves through one process a drawing converted by the other', async () => {
    const { first, second, auth } = await open();
    const converted = await first.inject({ method: 'POST', url: '/api/uploads', ...fileUpload('square.dxf', dxf('a square'), auth) });
    expect(converted.statusCode, converted.body).toBe(200);
    const served = await second.inject({ method: 'GET', url: (converted.json() as { path: string }).path });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it("serves a saved document's preview through the other process, and deleting the document there deletes it for both", async () => {
    const { first, second, auth } = await open();
    const saved = await first.inject({ method: 'POST', url: '/api/document', payload: { name: 'Plot', state: SQUARE_PLOT.state, preview: dataUri(PNG_A) }, headers: auth });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id, preview } = (saved.json() as { document: { id: string; preview: string } }).document;
    const served = await second.inject({ method: 'GET', url: `/preview/${preview}` });
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, PNG_A)).toBe(0);

    expect((await second.inject({ method: 'DELETE', url: `/api/document/${id}`, headers: auth })).statusCode).toBe(200);
    expect((await first.inject({ method: 'GET', url: `/preview/${preview}` })).statusCode).toBe(404);
  });

  it('sweeps day-old uploads no document refers to from the database', async () => {
    const { first, auth } = await open();
    const kept = await first.inject({ method: 'POST', url: '/api/images', ...fileUpload('plan.png', solidPng(10, 10, 'red'), auth) });
    const name = (kept.json() as { path: string }).path.slice('/api/uploads/'.length);
    const db = server!.database.db;
    const files = await openPostgresFileStore(db, server!.dataDir);
    const later = () => new Date(Date.now() + UNREFERENCED_UPLOAD_MAX_AGE_MS + 60_000);
    const deleted = await sweepUploads({ files, referencedNames: async () => new Set(), now: later });
    expect(deleted.sort()).toEqual([`uploads/${name}`, `uploads/originals/${name.split('.')[0]}.owner`].sort());
    expect(await db.selectFrom('stored_file_chunks').select('key').execute()).toEqual([]);
  });
});

describe.skipIf(postgres.skipReason !== undefined)('moving a one-machine DATA_DIR into PostgreSQL', () => {
  it('copies every upload and preview into the database, deletes them from the disk, and moves nothing twice', async () => {
    const database = await postgres.open();
    const dataDir = await mkdtemp(join(tmpdir(), 'planimetry-move-'));
    try {
      const id = (letter: string) => letter.repeat(32);
      await mkdir(join(dataDir, 'uploads', 'originals'), { recursive: true });
      await mkdir(join(dataDir, 'previews'));
      await writeFile(join(dataDir, 'uploads', `${id('a')}.png`), 'png bytes');
      await writeFile(join(dataDir, 'uploads', 'originals', `${id('a')}.svg`), '<svg/>');
      await writeFile(join(dataDir, 'uploads', 'originals', `${id('a')}.owner`), 'user-1');
      await writeFile(join(dataDir, 'previews', `${id('b')}.png`), 'preview bytes');
      await writeFile(join(dataDir, 'uploads', 'notes.txt'), 'not ours');
      const files = await openPostgresFileStore(database.db, dataDir);

      expect(await moveDiskFilesToStore(dataDir, files)).toBe(4);
      expect((await files.read(`uploads/${id('a')}.png`, 100))?.toString()).toBe('png bytes');
      expect((await files.read(`uploads/originals/${id('a')}.owner`, 100))?.toString()).toBe('user-1');
      expect((await files.read(`previews/${id('b')}.png`, 100))?.toString()).toBe('preview bytes');
      expect(await readdir(join(dataDir, 'uploads'), { recursive: true })).toEqual(['notes.txt', 'originals']);
      expect(await readdir(join(dataDir, 'previews'))).toEqual([]);

      // A file both on disk and in the database (another process moved it first) is only deleted from the disk.
      await writeFile(join(dataDir, 'previews', `${id('b')}.png`), 'a stale copy');
      expect(await moveDiskFilesToStore(dataDir, files)).toBe(0);
      expect((await files.read(`previews/${id('b')}.png`, 100))?.toString()).toBe('preview bytes');
      expect(await readdir(join(dataDir, 'previews'))).toEqual([]);
    } finally {
      await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
