/**
 * A fresh app with the upload routes on a temporary DATA_DIR and a conversion pool on a bundled
 * worker, for one test. The database is SQLite: the upload routes never touch it.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { testDatabases } from '../../testing/databases';
import { openTestApp } from '../../testing/openTestApp';
import { createConversionPool, type ConversionPool, type ConversionPoolOptions } from '../conversionPool';

export interface UploadTestApp {
  readonly app: FastifyInstance;
  readonly dataDir: string;
  readonly conversions: ConversionPool;
  /** Every file name left under DATA_DIR/uploads (originals included), sorted. */
  storedFiles(): Promise<string[]>;
  close(): Promise<void>;
}

export async function openUploadTestApp(workerUrl: URL, pool: Omit<ConversionPoolOptions, 'workerUrl'> = {}): Promise<UploadTestApp> {
  const sqlite = testDatabases.find((each) => each.kind === 'sqlite');
  if (!sqlite) throw new Error('no SQLite test database');
  const dataDir = await mkdtemp(join(tmpdir(), 'planimetry-uploads-'));
  const conversions = createConversionPool({ ...pool, workerUrl });
  const testApp = await openTestApp(sqlite, { uploads: { dataDir, conversions } });
  return {
    app: testApp.app,
    dataDir,
    conversions,
    async storedFiles() {
      const entries = await readdir(join(dataDir, 'uploads'), { recursive: true, withFileTypes: true });
      return entries.filter((entry) => entry.isFile()).map((entry) => entry.name).sort();
    },
    async close() {
      await testApp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
