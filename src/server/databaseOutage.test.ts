/**
 * The server while PostgreSQL goes away and comes back: sessions terminated by an operator, a
 * server that refuses connections, one that accepts them and never answers. PostgreSQL only:
 * SQLite is a file inside the process, with no connection to lose.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ID_HEADER } from '../shared/api';
import { DEFAULT_SETTINGS } from '../shared/settings';
import { buildApp } from './app';
import { SERVICE_UNAVAILABLE_MESSAGE } from './http/apiErrorHandler';
import { postgresUrl, testDatabases, type OpenedTestDatabase, type TestDatabaseOptions } from './testing/databases';
import { sessionsWaitingForLock, terminateSessions, uniqueApplicationName } from './testing/postgresSessions';
import { openSwitchableProxy, type SwitchableProxy } from './testing/switchableProxy';

const postgres = testDatabases.find((entry) => entry.kind === 'postgres')!;
const CLIENT = { [CLIENT_ID_HEADER]: 'outage-client-1' };
const SAVED = { ...DEFAULT_SETTINGS, lineWeight: 3 };

interface Opened {
  app: FastifyInstance;
  database: OpenedTestDatabase;
  applicationName: string;
  connectionErrors: ReturnType<typeof vi.fn>;
}

describe.skipIf(postgres.skipReason !== undefined)('the server while PostgreSQL is away (PostgreSQL only)', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function open(options: TestDatabaseOptions = {}): Promise<Opened> {
    const applicationName = uniqueApplicationName();
    const connectionErrors = vi.fn();
    const database = await postgres.open({ applicationName, onConnectionError: connectionErrors, ...options });
    cleanups.push(() => database.destroy());
    const app = await buildApp({ db: database.db, kind: database.kind });
    cleanups.push(() => app.close());
    return { app, database, applicationName, connectionErrors };
  }

  async function openThroughProxy(connectionTimeoutMillis: number): Promise<Opened & { proxy: SwitchableProxy }> {
    const target = new URL(postgresUrl!);
    const proxy = await openSwitchableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(() => proxy.close());
    return { ...(await open({ viaPort: proxy.port, connectionTimeoutMillis })), proxy };
  }

  const saveSettings = (app: FastifyInstance) =>
    app.inject({ method: 'POST', url: '/api/settings', headers: CLIENT, payload: { settings: SAVED } });
  const readSettings = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/settings', headers: CLIENT });
  const health = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/health' });

  const expectUnavailable = (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: SERVICE_UNAVAILABLE_MESSAGE });
    expect(response.headers['retry-after']).toBeDefined();
    // Neither SQL nor the driver's wording reaches the client.
    expect(response.body).not.toMatch(/select|settings"|terminat|ECONN|pg_/i);
  };
  const expectSaved = async (app: FastifyInstance) => {
    const response = await readSettings(app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, settings: SAVED });
  };

  it('lives through its idle sessions being terminated, logs it, and answers the next request on a new session', async () => {
    const { app, applicationName, connectionErrors } = await open();
    expect((await saveSettings(app)).statusCode).toBe(200);
    expect(await terminateSessions(postgresUrl!, applicationName)).toBeGreaterThan(0);
    await vi.waitFor(() => expect(connectionErrors).toHaveBeenCalled());
    expect(connectionErrors.mock.calls[0]?.[0]).toMatchObject({ code: '57P01' });
    await expectSaved(app);
  });

  it('answers 503 to a request whose session is terminated mid-query, then serves the next one', async () => {
    const { app, database, applicationName } = await open();
    expect((await saveSettings(app)).statusCode).toBe(200);
    const schema = (await database.db.selectNoFrom((eb) => eb.fn<string>('current_schema').as('name')).executeTakeFirstOrThrow()).name;
    // Another session holds the table, so the request's query waits inside PostgreSQL until cut.
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    cleanups.push(() => locker.end());
    await locker.query(`begin; lock table ${schema}.settings in access exclusive mode`);
    const inFlight = readSettings(app);
    await vi.waitFor(async () => expect(await sessionsWaitingForLock(postgresUrl!, applicationName)).toBe(1), { timeout: 5000 });
    expect(await terminateSessions(postgresUrl!, applicationName)).toBeGreaterThan(0);
    expectUnavailable(await inFlight);
    await locker.query('rollback');
    await expectSaved(app);
    expect((await health(app)).statusCode).toBe(200);
  });

  it('answers 503 at once from data routes and /api/health while the server refuses connections, and recovers when it is back', async () => {
    const { app, proxy, connectionErrors } = await openThroughProxy(2000);
    expect((await saveSettings(app)).statusCode).toBe(200);
    await proxy.set('refuse');
    await vi.waitFor(() => expect(connectionErrors).toHaveBeenCalled());
    const started = performance.now();
    expectUnavailable(await readSettings(app));
    expectUnavailable(await saveSettings(app));
    expectUnavailable(await health(app));
    expect(performance.now() - started).toBeLessThan(2000);
    await proxy.set('forward');
    await expectSaved(app);
    expect((await health(app)).statusCode).toBe(200);
  });

  it('answers 503 within the connection timeout when the server accepts connections and never answers', { timeout: 10_000 }, async () => {
    const { app, proxy, connectionErrors } = await openThroughProxy(400);
    expect((await saveSettings(app)).statusCode).toBe(200);
    await proxy.set('hang');
    // The pool's open session is cut too; once it is gone every query needs a new session.
    await vi.waitFor(() => expect(connectionErrors).toHaveBeenCalled());
    for (const request of [readSettings, health]) {
      const started = performance.now();
      expectUnavailable(await request(app));
      expect(performance.now() - started).toBeGreaterThanOrEqual(350);
      expect(performance.now() - started).toBeLessThan(3000);
    }
    await proxy.set('forward');
    await expectSaved(app);
  });
});
