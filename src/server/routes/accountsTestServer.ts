/** A fresh app with accounts on a fresh database and data directory, for the auth and account route tests. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, expect } from 'vitest';
import { ACCESS_TOKEN_HEADER } from '../auth/requestUser';
import { readOutbox } from '../mail/readOutbox';
import type { AppOptions } from '../app';
import type { TestDatabase } from '../testing/databases';
import { openTestApp, type TestApp } from '../testing/openTestApp';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../auth/rateLimits';
import type { AccountsOptions } from './accountServices';
import { backgroundTasks } from './backgroundTasks';

export const PUBLIC_URL = 'https://planimetry.example';
export const START = new Date('2026-03-01T09:00:00.000Z');

export interface AccountsTestServer extends TestApp {
  dataDir: string;
  /** Moves the server's clock. */
  advance(ms: number): void;
  request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options?: { body?: unknown; token?: string; ip?: string; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  /** Waits for the work routes started after answering (mail of a password reset). */
  settled(): Promise<void>;
  /** Registers, follows the mailed link, and answers the 1-day token from /verify. */
  registerAndVerify(email: string, password?: string): Promise<string>;
  /** The token in the newest verification link mailed to the address. */
  mailedToken(email: string): Promise<string>;
}

/** More areas of the app beside accounts (documents, map), given the test's data directory. */
export type MoreAppOptions = (dataDir: string) => Omit<AppOptions, 'db' | 'kind' | 'accounts'>;

/**
 * Gives each test a server; `extra` adds account options such as tighter rate limits, `more`
 * other areas of the app on the same data directory.
 */
export function accountsServerPerTest(
  testDatabase: TestDatabase,
  extra: Partial<AccountsOptions> = {},
  more: MoreAppOptions = () => ({}),
): () => AccountsTestServer {
  let current: AccountsTestServer | undefined;
  beforeEach(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'planimetry-accounts-'));
    let now = START.getTime();
    const background = backgroundTasks({ error: (object, message) => console.error(message, object) });
    const opened = await openTestApp(testDatabase, {
      ...more(dataDir),
      accounts: { dataDir, publicUrl: PUBLIC_URL, now: () => new Date(now), siteNotification: 'Maintenance on Sunday', background, ...extra },
    });
    const server: AccountsTestServer = {
      ...opened,
      dataDir,
      advance(ms) {
        now += ms;
      },
      request(method, url, options = {}) {
        return opened.app.inject({
          method,
          url,
          remoteAddress: options.ip ?? '203.0.113.1',
          headers: { ...options.headers, ...(options.token === undefined ? {} : { [ACCESS_TOKEN_HEADER]: options.token }) },
          ...(options.body === undefined ? {} : { payload: options.body as object }),
        });
      },
      settled: () => background.idle(),
      async mailedToken(email) {
        const mails = (await readOutbox(dataDir)).filter((mail) => mail.to === email && mail.subject.startsWith('Verify'));
        const link = /\/verify\/(\S+)/.exec(mails.at(-1)?.text ?? '');
        if (!link?.[1]) throw new Error(`No verification link mailed to ${email}`);
        return decodeURIComponent(link[1]);
      },
      async registerAndVerify(email, password = 'secret-123') {
        const registered = await server.request('POST', '/register', { body: { type: 'user', firstName: 'Ann', lastName: 'Lee', email, password } });
        expect(registered.json()).toMatchObject({ success: true });
        const verified = await server.request('GET', `/verify/${await server.mailedToken(email)}`);
        expect(verified.statusCode).toBe(200);
        return (verified.json() as { accessToken: string }).accessToken;
      },
    };
    current = server;
  });
  afterEach(async () => {
    await current?.close();
    if (current) await rm(current.dataDir, { recursive: true, force: true });
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('accountsServerPerTest: no server outside a test');
    return current;
  };
}

/** The `Cookie` header a browser would send after `response`: its session cookies, name=value. */
export function sessionCookie(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** Rate limits for tests: each count's maximum as given, every window 15 minutes. */
export function tightLimits(max: Omit<Record<keyof RateLimits, number>, 'documentsPerUser' | 'documentBytesPerUser'> & { documentsPerUser?: number }): RateLimits {
  const within = (count: number) => ({ max: count, windowMs: 15 * 60_000 });
  return {
    perIp: within(max.perIp),
    perIpAndAddress: within(max.perIpAndAddress),
    perAddress: within(max.perAddress),
    mailsPerAddress: within(max.mailsPerAddress),
    perUser: within(max.perUser),
    // Untouched unless a test is about it: the documents' own limit is a generous one.
    documentsPerUser: max.documentsPerUser === undefined ? DEFAULT_RATE_LIMITS.documentsPerUser : within(max.documentsPerUser),
    documentBytesPerUser: DEFAULT_RATE_LIMITS.documentBytesPerUser,
  };
}
