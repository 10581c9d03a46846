import { describe, expect, it } from 'vitest';
import { readOutbox } from '../mail/readOutbox';
import { accountsServerPerTest } from '../routes/accountsTestServer';
import { testDatabases } from '../testing/databases';
import { cookieUnderBasePath } from './basePathBoundary';

const BASE_PATH = '/planimetry';
const ANN = 'ann@example.com';
const sqlite = testDatabases.find((entry) => entry.kind === 'sqlite')!;

describe('cookieUnderBasePath', () => {
  it('puts each cookie under the base path, the root one at the base path itself', () => {
    expect(cookieUnderBasePath('t=1; Max-Age=60; Path=/; HttpOnly; SameSite=Lax', BASE_PATH)).toBe('t=1; Max-Age=60; Path=/planimetry; HttpOnly; SameSite=Lax');
    expect(cookieUnderBasePath('k=2; Path=/session-login; HttpOnly', BASE_PATH)).toBe('k=2; Path=/planimetry/session-login; HttpOnly');
    expect(cookieUnderBasePath('k=2; path=/', BASE_PATH)).toBe('k=2; path=/planimetry');
    expect(cookieUnderBasePath('k=2; HttpOnly', BASE_PATH)).toBe('k=2; HttpOnly');
  });
});

describe('the app under BASE_PATH', () => {
  // No PUBLIC_URL: mail links follow the request's own (loopback) address, with the base path.
  const server = accountsServerPerTest(sqlite, { publicUrl: undefined }, () => ({ basePath: BASE_PATH }));

  it('answers its routes under the base path only, as they are matched there', async () => {
    expect((await server().request('GET', `${BASE_PATH}/api/health`)).statusCode).toBe(200);
    expect((await server().request('GET', `${BASE_PATH}/api/health?detail=1`)).statusCode).toBe(200);
    for (const url of ['/api/health', `${BASE_PATH}-other/api/health`, '/planimetryapi/health', '/']) {
      const outside = await server().request('GET', url);
      expect(outside.statusCode, url).toBe(404);
      expect(outside.json(), url).toMatchObject({ success: false });
    }
    // A route's own guard holds under the base path: no account, no user.
    expect((await server().request('GET', `${BASE_PATH}/api/user`)).statusCode).toBe(401);
    // Outside it nothing is done, not even a registration.
    const register = await server().request('POST', '/register', { body: { type: 'user', firstName: 'Ann', lastName: 'Lee', email: ANN, password: 'secret-123' } });
    expect(register.statusCode).toBe(404);
    expect(await readOutbox(server().dataDir)).toEqual([]);
  });

  it('sends a browser at the host’s root to the app', async () => {
    const root = await server().request('GET', '/', { headers: { accept: 'text/html' } });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe(`${BASE_PATH}/`);
    const elsewhere = await server().request('GET', '/other', { headers: { accept: 'text/html' } });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('mails links under the base path and sets its cookies for the base path only', async () => {
    const registered = await server().request('POST', `${BASE_PATH}/register`, {
      headers: { host: '127.0.0.1:8080' },
      body: { type: 'user', firstName: 'Ann', lastName: 'Lee', email: ANN, password: 'secret-123' },
    });
    expect(registered.statusCode).toBe(200);
    const [mail] = await readOutbox(server().dataDir);
    const link = /(http:\S+\/verify\/\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(link.startsWith(`http://127.0.0.1:8080${BASE_PATH}/verify/`)).toBe(true);

    const verified = await server().request('GET', new URL(link).pathname);
    expect(verified.statusCode).toBe(200);
    const login = await server().request('POST', `${BASE_PATH}/login`, { body: { email: ANN, password: 'secret-123' } });
    expect(login.statusCode).toBe(200);
    const cookies = [login.headers['set-cookie']].flat();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/; Path=\/planimetry;/);
  });
});
