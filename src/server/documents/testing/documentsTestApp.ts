/**
 * A fresh app with the documents routes on a fresh database for one test, with real users, real
 * access tokens (the accounts helper's jose signer), a movable clock for lock staleness, and a
 * record of the "documents changed" notifications.
 */
import type { RateLimit } from '../../auth/rateLimits';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import type { DocumentState } from '../../../shared/documentState';
import { buildApp } from '../../app';
import { ACCESS_TOKEN_HEADER } from '../../auth/requestUser';
import { requestUserVerifier } from '../../auth/requestUserVerifier';
import { accessTokens, type AccessTokens } from '../../auth/accessTokens';
import type { Database } from '../../db/createDatabase';
import { sessionsRepository } from '../../db/sessionsRepository';
import { usersRepository } from '../../db/usersRepository';
import { grantPlan } from '../../billing/testing/grantPlan';
import type { TestDatabase } from '../../testing/databases';

/** The editor-made state of tests/unit/squarePlotState.test.ts: a closed square under a known-length scale. */
export const SQUARE_PLOT = JSON.parse(readFileSync(new URL('../../../shared/testing/squarePlotState.json', import.meta.url), 'utf8')) as {
  state: DocumentState;
  results: { perimeter: number; area: number };
};

const fixture = (path: string) => readFileSync(new URL(`../../../../../shared/fixtures/${path}`, import.meta.url));
/** Real PNGs and a real GIF from the shared fixtures, as a client would send previews. */
export const PNG_A = fixture('images/floorplan-background_with_floorplanner.png');
export const PNG_B = fixture('images/landsat7-RGB.byte.png');
export const GIF = fixture('images/resvg-image.gif');
export const dataUri = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

export interface TestUser {
  id: string;
  email: string;
  /** A token for the named device of this user. */
  tokenFor(device: string): Promise<string>;
}

export interface DocumentsTestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  tokens: AccessTokens;
  /** Moves the server's clock (lock staleness and token expiry). */
  advance(ms: number): void;
  /** User ids the server announced a documents change for, in order. */
  changes: string[];
  /** An account with a Pro plan running to 2100. */
  createUser(email: string): Promise<TestUser>;
  /** `inject` with the token in the access-token header. */
  as(token: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Allowances other than the server's defaults (the documents options of the same names). */
export interface DocumentsTestLimits {
  requestLimit?: RateLimit;
  readLimit?: RateLimit;
}

async function openDocumentsTestApp(testDatabase: TestDatabase, limits: DocumentsTestLimits = {}): Promise<DocumentsTestApp> {
  const database = await testDatabase.open();
  const dataDir = await mkdtemp(join(tmpdir(), 'planimetry-documents-'));
  let now = Date.parse('2025-03-01T10:00:00.000Z');
  const clock = () => new Date(now);
  const tokens = accessTokens(randomBytes(32), clock);
  const sessions = sessionsRepository(database.db, clock);
  const verify = requestUserVerifier(tokens, sessions, clock);
  const changes: string[] = [];
  const app = await buildApp({
    forceCloseConnections: true,
    db: database.db,
    kind: database.kind,
    documents: { dataDir, clock, verify, onDocumentsChanged: (userId) => void changes.push(userId), ...limits },
  });
  const users = usersRepository(database.db, clock);
  return {
    app,
    database,
    dataDir,
    tokens,
    changes,
    advance(ms) {
      now += ms;
    },
    async createUser(email) {
      const user = await users.create({ email, passwordHash: 'not-used-by-these-tests', firstName: 'Ann', lastName: 'Surveyor' });
      // Saved documents are a paid feature: these accounts have a plan.
      await grantPlan(database.db, user.id);
      const tokenFor = async (device: string) => {
        const sid = await sessions.start(user.id, device, new Date(now + 86_400_000));
        return tokens.sign({ sub: user.id, email: user.email, device, sid }, 'day');
      };
      return { id: user.id, email: user.email, tokenFor };
    },
    as: (token, options) => app.inject({ ...options, headers: { ...options.headers, [ACCESS_TOKEN_HEADER]: token } }),
    async close() {
      await app.close();
      await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Gives each test of the enclosing `describe` its own documents app (with a tighter per-account limit when asked); returns a getter. */
export function freshDocumentsAppPerTest(testDatabase: TestDatabase, limits?: DocumentsTestLimits): () => DocumentsTestApp {
  let current: DocumentsTestApp | undefined;
  beforeEach(async () => {
    current = await openDocumentsTestApp(testDatabase, limits);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('freshDocumentsAppPerTest: no app outside a test');
    return current;
  };
}
