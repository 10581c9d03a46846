/**
 * A fresh app for `POST /api/images`: uploads on a temporary DATA_DIR, real access tokens and one
 * user with a token. Keeping an image converts nothing, so the conversion pool fails if asked.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { accessTokens } from '../../auth/accessTokens';
import { requestUserVerifier } from '../../auth/requestUserVerifier';
import { buildApp } from '../../app';
import { sessionsRepository } from '../../db/sessionsRepository';
import { usersRepository } from '../../db/usersRepository';
import { grantPlan } from '../../billing/testing/grantPlan';
import { testDatabases } from '../../testing/databases';
import type { ConversionPool } from '../conversionPool';

export interface ImageTestApp {
  readonly app: FastifyInstance;
  /** A valid access token of the app's one user. */
  readonly token: string;
  /** Every file name left under DATA_DIR/uploads (received files included). */
  storedFiles(): Promise<string[]>;
  close(): Promise<void>;
}

const noConversions: ConversionPool = {
  convert: () => Promise.reject(new Error('POST /api/images must not convert')),
  render: () => Promise.reject(new Error('POST /api/images must not render')),
  running: 0,
  waiting: 0,
  health: () => ({ running: 0, waiting: 0, stuck: 0 }),
  close: () => Promise.resolve(),
};

export async function openImageTestApp(): Promise<ImageTestApp> {
  const sqlite = testDatabases.find((each) => each.kind === 'sqlite');
  if (!sqlite) throw new Error('no SQLite test database');
  const database = await sqlite.open();
  const dataDir = await mkdtemp(join(tmpdir(), 'planimetry-images-'));
  const tokens = accessTokens(randomBytes(32));
  const sessions = sessionsRepository(database.db);
  const app = await buildApp({
    forceCloseConnections: true,
    db: database.db,
    kind: database.kind,
    uploads: { dataDir, conversions: noConversions },
    documents: { dataDir, verify: requestUserVerifier(tokens, sessions) },
  });
  const user = await usersRepository(database.db).create({ email: 'ann@example.com', passwordHash: 'unused', firstName: 'Ann', lastName: 'Surveyor' });
  await grantPlan(database.db, user.id);
  const sid = await sessions.start(user.id, 'device-a', new Date(Date.now() + 86_400_000));
  const token = await tokens.sign({ sub: user.id, email: user.email, device: 'device-a', sid }, 'day');
  return {
    app,
    token,
    async storedFiles() {
      const entries = await readdir(join(dataDir, 'uploads'), { recursive: true, withFileTypes: true });
      return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    },
    async close() {
      await app.close();
      await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
