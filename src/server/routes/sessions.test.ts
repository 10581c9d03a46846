/**
 * Findings 2 and 9 of the trust issue: tokens were never revoked, and the token sat in a cookie
 * any script could read. Every token now names a session checked on every request, and the
 * browser's copy is an HttpOnly cookie that only our own pages may act with.
 */
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_COOKIE, CLIENT_ID_HEADER, SESSION_EXPIRES_COOKIE } from '../../shared/api';
import { pathVariants } from '../http/testing/pathVariants';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { accountsServerPerTest, sessionCookie, START, tightLimits } from './accountsTestServer';

const ANN = 'ann@example.com';
const DAY = 86_400_000;
const START_SECONDS = START.getTime() / 1000;
/** The test server's PUBLIC_URL, and the address the injected requests are sent to. */
const PUBLIC_ORIGIN = 'https://planimetry.example';
const OWN_ORIGIN = 'http://localhost';

describe.each(testDatabases)('sessions on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh server per test', () => {
    const server = accountsServerPerTest(testDatabase);
    const login = (body: object = {}) => server().request('POST', '/login', { body: { email: ANN, password: 'secret-123', ...body } });
    const user = (token: string) => server().request('GET', '/api/user', { token }).then((response) => response.statusCode);

    it('ends this session at logout: its token is refused and cannot be refreshed, while other devices go on', async () => {
      await server().registerAndVerify(ANN);
      const laptop = (await login()).json().accessToken as string;
      const phone = (await login()).json().accessToken as string;
      expect((await server().request('GET', `/logout/${ANN}`, { token: laptop })).json()).toEqual({ success: true });
      expect(await user(laptop)).toBe(401);
      server().advance(DAY - 60_000);
      expect((await server().request('GET', '/api/refresh', { token: laptop })).statusCode).toBe(401);
      expect(await user(phone)).toBe(200);
    });

    it('ends every other session when the password changes, keeping the one that changed it', async () => {
      await server().registerAndVerify(ANN);
      const thief = (await login({ remember: true })).json().accessToken as string;
      const owner = (await login()).json().accessToken as string;
      const changed = await server().request('POST', '/api/update/password', { token: owner, body: { oldPassword: 'secret-123', newPassword: 'better-456' } });
      expect(changed.statusCode).toBe(200);
      expect(await user(thief)).toBe(401);
      expect((await server().request('GET', '/api/refresh', { token: thief })).statusCode).toBe(401);
      expect(await user(owner)).toBe(200);
    });

    it('keeps a refreshed token in the same session, so ending the session ends it too', async () => {
      await server().registerAndVerify(ANN);
      const day = (await login()).json().accessToken as string;
      server().advance(60 * 60_000);
      const refreshed = (await server().request('GET', '/api/refresh', { token: day })).json().accessToken as string;
      await server().request('GET', `/logout/${ANN}`, { token: refreshed });
      expect(await user(refreshed)).toBe(401);
      expect(await user(day)).toBe(401);
    });

    it('refuses the tokens of a deleted account', async () => {
      const token = await server().registerAndVerify(ANN);
      await server().database.db.deleteFrom('users').execute();
      expect(await user(token)).toBe(401);
    });
  });

  describe.skipIf(testDatabase.skipReason !== undefined)('the token cookie', () => {
    const server = accountsServerPerTest(testDatabase);
    const login = (body: object = {}, headers: Record<string, string> = {}) =>
      server().request('POST', '/login', { body: { email: ANN, password: 'secret-123', ...body }, headers });

    it('is set HttpOnly, SameSite=Lax and Secure (PUBLIC_URL is https) at login, for a day or a year, beside a readable expiry', async () => {
      await server().registerAndVerify(ANN);
      for (const [remember, seconds] of [[false, 86_400], [true, 365 * 86_400]] as const) {
        const response = await login({ remember });
        const token = response.cookies.find((cookie) => cookie.name === ACCESS_TOKEN_COOKIE);
        expect(token).toMatchObject({ value: response.json().accessToken, httpOnly: true, sameSite: 'Lax', secure: true, path: '/', maxAge: seconds });
        const expires = response.cookies.find((cookie) => cookie.name === SESSION_EXPIRES_COOKIE);
        expect(expires).toMatchObject({ value: String(START_SECONDS + seconds), secure: true, maxAge: seconds });
        expect(expires?.httpOnly).toBeUndefined();
      }
    });

    it('is set at verification and at a refresh, and the refresh answer keeps the token out of reach of scripts', async () => {
      await server().request('POST', '/register', { body: { type: 'user', firstName: 'Ann', lastName: 'Lee', email: ANN, password: 'secret-123' } });
      const verified = await server().request('GET', `/verify/${await server().mailedToken(ANN)}`);
      expect(verified.cookies.find((cookie) => cookie.name === ACCESS_TOKEN_COOKIE)).toMatchObject({ httpOnly: true, maxAge: 86_400 });
      server().advance(60 * 60_000);
      const refreshed = await server().request('GET', '/api/refresh', { headers: { cookie: sessionCookie(verified) } });
      expect(refreshed.json()).toEqual({ success: true, refreshed: true });
      const cookie = refreshed.cookies.find((each) => each.name === ACCESS_TOKEN_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, maxAge: 365 * 86_400 });
      expect((await server().request('GET', '/api/user', { headers: { cookie: `${ACCESS_TOKEN_COOKIE}=${cookie?.value}` } })).statusCode).toBe(200);
    });

    it('authenticates reads by itself, but a change only from our own pages', async () => {
      await server().registerAndVerify(ANN);
      const cookie = sessionCookie(await login());
      expect((await server().request('GET', '/api/user', { headers: { cookie } })).statusCode).toBe(200);
      const rename = (headers: Record<string, string>) =>
        server().request('POST', '/api/update/name', { body: { firstName: 'Mallory', lastName: 'X' }, headers: { cookie, ...headers } });
      // A form on another site, and a request that shows no origin at all.
      for (const headers of [{ origin: 'https://evil.example' }, {}, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }] as Record<string, string>[]) {
        const refused = await rename(headers);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toContain('came from another site');
      }
      expect((await server().request('GET', '/api/user', { headers: { cookie } })).json().user.first_name).toBe('Ann');
      for (const headers of [{ origin: OWN_ORIGIN }, { origin: PUBLIC_ORIGIN }, { 'sec-fetch-site': 'same-origin' }] as Record<string, string>[]) {
        expect((await rename(headers)).statusCode).toBe(200);
      }
    });

    it('leaves API clients that send the token in the header alone', async () => {
      const token = await server().registerAndVerify(ANN);
      const renamed = await server().request('POST', '/api/update/name', { token, body: { firstName: 'Zoë', lastName: 'Lee' } });
      expect(renamed.statusCode).toBe(200);
      expect((await server().request('GET', '/api/refresh', { token })).json()).toEqual({ success: true, accessToken: token, refreshed: false });
    });

    it('refuses a login posted from another site, and a logout linked from one', async () => {
      await server().registerAndVerify(ANN);
      expect((await login({}, { origin: 'https://evil.example' })).statusCode).toBe(403);
      const cookie = sessionCookie(await login());
      const linked = await server().request('GET', `/logout/${ANN}`, { headers: { cookie, 'sec-fetch-site': 'cross-site' } });
      expect(linked.statusCode).toBe(403);
      expect((await server().request('GET', '/api/user', { headers: { cookie } })).statusCode).toBe(200);
    });

    it("refuses a logout on the cookie alone, and takes it from our pages' fetch, which sends the client id", async () => {
      await server().registerAndVerify(ANN);
      const cookie = sessionCookie(await login());
      // A link followed by a browser that sends neither Origin nor Sec-Fetch-Site (plain http).
      const bare = await server().request('GET', `/logout/${ANN}`, { headers: { cookie } });
      expect(bare.statusCode).toBe(403);
      expect(bare.cookies).toEqual([]);
      expect((await server().request('GET', '/api/user', { headers: { cookie } })).statusCode).toBe(200);
      const fetched = await server().request('GET', `/logout/${ANN}`, { headers: { cookie, [CLIENT_ID_HEADER]: 'tab-1' } });
      expect(fetched.statusCode).toBe(200);
      expect((await server().request('GET', '/api/user', { headers: { cookie } })).statusCode).toBe(401);
    });

    it('refuses a logout linked from another site under any spelling of its path', async () => {
      await server().registerAndVerify(ANN);
      const cookie = sessionCookie(await login());
      for (const path of pathVariants(`/logout/${ANN}`)) {
        const linked = await server().request('GET', path, { headers: { cookie, 'sec-fetch-site': 'cross-site' } });
        expect([403, 404], `${path} answered ${linked.statusCode}`).toContain(linked.statusCode);
      }
      expect((await server().request('GET', '/api/user', { headers: { cookie } })).statusCode).toBe(200);
    });

    it('is removed at logout, and the session with it', async () => {
      await server().registerAndVerify(ANN);
      const cookie = sessionCookie(await login());
      const out = await server().request('GET', `/logout/${ANN}`, { headers: { cookie, 'sec-fetch-site': 'same-origin' } });
      expect(out.statusCode).toBe(200);
      for (const name of [ACCESS_TOKEN_COOKIE, SESSION_EXPIRES_COOKIE]) {
        expect(out.cookies.find((each) => each.name === name)).toMatchObject({ value: '', maxAge: 0 });
      }
      expect((await server().request('GET', '/api/user', { headers: { cookie } })).statusCode).toBe(401);
    });

    it('is removed when it no longer names a live session', async () => {
      await server().registerAndVerify(ANN);
      const first = await login();
      const cookie = sessionCookie(first);
      await server().request('GET', `/logout/${ANN}`, { token: first.json().accessToken });
      const refused = await server().request('GET', '/api/user', { headers: { cookie } });
      expect(refused.statusCode).toBe(401);
      expect(refused.cookies.find((each) => each.name === ACCESS_TOKEN_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    });
  });
});

describe.each(testDatabases)('behind a reverse proxy (TRUST_PROXY) on $kind', (testDatabase: TestDatabase) => {
  const limits = tightLimits({ perIp: 50, perIpAndAddress: 2, perAddress: 50, mailsPerAddress: 5, perUser: 5 });
  /** As the proxy at 10.0.0.1 forwards a request from `client` to https://app.example. */
  const proxied = (client: string, extra: Record<string, string> = {}) => ({
    ip: '10.0.0.1',
    headers: { 'x-forwarded-for': client, 'x-forwarded-host': 'app.example', 'x-forwarded-proto': 'https', ...extra },
  });

  describe.skipIf(testDatabase.skipReason !== undefined)('the proxy at 10.0.0.1 trusted', () => {
    const server = accountsServerPerTest(testDatabase, { rateLimits: limits }, () => ({ trustProxy: '10.0.0.1' }));

    it("counts login attempts by the address the proxy forwards, and takes the proxy's public address as our origin", async () => {
      await server().registerAndVerify(ANN);
      const login = (client: string) => server().request('POST', '/login', { body: { email: ANN, password: 'wrong-password' }, ...proxied(client) });
      expect([(await login('198.51.100.1')).statusCode, (await login('198.51.100.1')).statusCode]).toEqual([401, 401]);
      expect((await login('198.51.100.1')).statusCode).toBe(429);
      expect((await login('198.51.100.2')).statusCode).toBe(401);
      // A client that reaches the server itself, not through the proxy, cannot claim an address.
      const direct = (client: string) => server().request('POST', '/login', { body: { email: ANN, password: 'wrong-password' }, ...proxied(client), ip: '192.0.2.77' });
      expect([(await direct('198.51.100.4')).statusCode, (await direct('198.51.100.5')).statusCode]).toEqual([401, 401]);
      expect((await direct('198.51.100.6')).statusCode).toBe(429);

      const signedIn = await server().request('POST', '/login', { body: { email: ANN, password: 'secret-123' }, ...proxied('198.51.100.3') });
      const rename = await server().request('POST', '/api/update/name', {
        body: { firstName: 'Zoë', lastName: 'Lee' },
        ...proxied('198.51.100.3', { cookie: sessionCookie(signedIn), origin: 'https://app.example' }),
      });
      expect(rename.statusCode).toBe(200);
    });
  });

  describe.skipIf(testDatabase.skipReason !== undefined)('no proxy trusted (the default)', () => {
    const server = accountsServerPerTest(testDatabase, { rateLimits: limits });

    it('ignores forwarded addresses, so neither a fresh count nor another origin can be claimed', async () => {
      await server().registerAndVerify(ANN);
      const login = (client: string) => server().request('POST', '/login', { body: { email: ANN, password: 'wrong-password' }, ...proxied(client) });
      expect([(await login('198.51.100.1')).statusCode, (await login('198.51.100.2')).statusCode]).toEqual([401, 401]);
      expect((await login('198.51.100.3')).statusCode).toBe(429);

      const signedIn = await server().request('POST', '/login', { body: { email: ANN, password: 'secret-123' }, ip: '192.0.2.9' });
      const rename = await server().request('POST', '/api/update/name', {
        body: { firstName: 'Mallory', lastName: 'X' },
        ...proxied('192.0.2.9', { cookie: sessionCookie(signedIn), origin: 'https://app.example' }),
      });
      expect(rename.statusCode).toBe(403);
    });
  });
});
