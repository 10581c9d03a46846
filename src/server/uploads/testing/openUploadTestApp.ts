/**
 * A fresh app with the upload and document routes on a temporary DATA_DIR, a conversion pool on a
 * bundled worker, real access tokens and one user (not on a trial) with a token, for one test.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ACCESS_TOKEN_HEADER } from '../../../shared/api';
import { accessTokens } from '../../auth/accessTokens';
import { requestUserVerifier } from '../../auth/requestUserVerifier';
import type { Database } from '../../db/createDatabase';
import type { RateLimits } from '../../auth/rateLimits';
import { sessionsRepository, type SessionsRepository } from '../../db/sessionsRepository';
import { usersRepository } from '../../db/usersRepository';
import { grantPlan } from '../../billing/testing/grantPlan';
import { testDatabases, type TestDatabase } from '../../testing/databases';
import { openTestApp } from '../../testing/openTestApp';
import { buildApp } from '../../app';
import { openFileStore } from '../../storage/openFileStore';
import { createConversionPool, type ConversionPool, type ConversionPoolOptions } from '../conversionPool';

export interface UploadTestApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly dataDir: string;
  readonly conversions: ConversionPool;
  /** A valid access token of the app's first user, who is not on a trial (a Pro plan). */
  readonly token: string;
  /** The header that carries `token`. */
  readonly auth: Record<string, string>;
  /**
   * Creates another user (on a running trial when asked, with neither trial nor plan for
   * `noAccess`, else with a Pro plan) and answers a valid access token of theirs.
   */
  addUser(options?: { trial?: boolean; noAccess?: boolean }): Promise<string>;
  /** Every file name left under DATA_DIR/uploads (originals included), sorted. */
  storedFiles(): Promise<string[]>;
  /**
   * Another server process on the same database: its own DATA_DIR and conversion pool, the same
   * token key and, with `sharedFiles`, the same file store. Closed with this app.
   */
  anotherProcess(): Promise<{ app: FastifyInstance; dataDir: string }>;
  close(): Promise<void>;
}

const sqlite = testDatabases.find((each) => each.kind === 'sqlite');

export interface UploadTestAppOptions {
  /** SQLite by default. */
  readonly database?: TestDatabase;
  /** The upload sweeper's clock and interval. */
  readonly clock?: () => Date;
  readonly sweepEveryMs?: number;
  /** Tighter upload limits. */
  readonly rateLimits?: RateLimits;
  /** Keep files as production does on the database: in PostgreSQL's shared store there. */
  readonly sharedFiles?: boolean;
}

/** Opens the app with a pool on `workerUrl`. */
export async function openUploadTestApp(
  workerUrl: URL,
  pool: Omit<ConversionPoolOptions, 'workerUrl'> = {},
  { database: testDatabase = sqlite, clock, sweepEveryMs, rateLimits, sharedFiles = false }: UploadTestAppOptions = {},
): Promise<UploadTestApp> {
  if (!testDatabase) throw new Error('no SQLite test database');
  const dataDir = await mkdtemp(join(tmpdir(), 'planimetry-uploads-'));
  const conversions = createConversionPool({ ...pool, workerUrl });
  const tokens = accessTokens(randomBytes(32));
  // Sessions are made on the test's database once it is open; the verifier reads them lazily.
  const opened: { sessions?: SessionsRepository } = {};
  const liveSessions: Pick<SessionsRepository, 'findLive'> = {
    findLive: async (sid, userId) => opened.sessions?.findLive(sid, userId),
  };
  const verify = requestUserVerifier(tokens, liveSessions);
  const testApp = await openTestApp(testDatabase, {
    uploads: { dataDir, conversions, clock, sweepEveryMs, rateLimits },
    documents: { dataDir, verify },
    sharedFilesIn: sharedFiles ? dataDir : undefined,
  });
  const others: { app: FastifyInstance; dataDir: string }[] = [];
  const sessions = sessionsRepository(testApp.database.db);
  opened.sessions = sessions;
  const users = usersRepository(testApp.database.db);
  let count = 0;
  const addUser = async ({ trial = false, noAccess = false } = {}): Promise<string> => {
    count += 1;
    const trialEnd = trial ? new Date(Date.now() + 7 * 86_400_000).toISOString() : noAccess ? new Date(Date.now() - 86_400_000).toISOString() : null;
    const user = await users.create({ email: `user${count}@example.com`, passwordHash: 'unused', firstName: 'Ann', lastName: 'Surveyor', trialEnd });
    // Not on a trial: a subscriber, who may convert.
    if (!trial && !noAccess) await grantPlan(testApp.database.db, user.id);
    const device = `device-${count}`;
    const sid = await sessions.start(user.id, device, new Date(Date.now() + 86_400_000));
    return tokens.sign({ sub: user.id, email: user.email, device, sid }, 'day');
  };
  const token = await addUser();
  return {
    app: testApp.app,
    database: testApp.database,
    dataDir,
    conversions,
    token,
    auth: { [ACCESS_TOKEN_HEADER]: token },
    addUser,
    async storedFiles() {
      const entries = await readdir(join(dataDir, 'uploads'), { recursive: true, withFileTypes: true });
      return entries.filter((entry) => entry.isFile()).map((entry) => entry.name).sort();
    },
    async anotherProcess() {
      const { db, kind } = testApp.database;
      const otherDir = await mkdtemp(join(tmpdir(), 'planimetry-uploads-'));
      const files = sharedFiles ? await openFileStore(kind, db, otherDir) : undefined;
      const other = await buildApp({
        forceCloseConnections: true,
        db,
        kind,
        files,
        uploads: { dataDir: otherDir, conversions: createConversionPool({ ...pool, workerUrl }), clock, sweepEveryMs, rateLimits },
        documents: { dataDir: otherDir, verify },
      });
      const opened = { app: other, dataDir: otherDir };
      others.push(opened);
      return opened;
    },
    async close() {
      for (const other of others) {
        await other.app.close();
        await rm(other.dataDir, { recursive: true, force: true });
      }
      await testApp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
