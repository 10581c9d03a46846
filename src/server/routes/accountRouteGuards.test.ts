/**
 * Every route the trust issue added or changed, as an attacker calls it: without a token, with a
 * forged one, with one whose session has ended; with someone else's address; with bodies that are
 * malformed, of the wrong type or too large; and as often as a caller likes (mail, guesses).
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '../../shared/constants';
import { SQUARE_PLOT } from '../documents/testing/documentsTestApp';
import { readOutbox } from '../mail/readOutbox';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { accountsServerPerTest, tightLimits, type AccountsTestServer } from './accountsTestServer';

const ANN = 'ann@example.com';
const BOB = 'bob@example.com';

type Call = readonly [method: 'GET' | 'POST', url: string, body?: object];

/** Every route that needs a logged-in user, each with a body it would accept. */
const USER_ROUTES: readonly Call[] = [
  ['GET', '/api/user'],
  ['GET', '/api/refresh'],
  ['POST', '/api/update/name', { firstName: 'Mallory', lastName: 'X' }],
  ['POST', '/api/update/email', { email: 'mallory@example.net', password: 'secret-123' }],
  ['POST', '/api/update/password', { oldPassword: 'secret-123', newPassword: 'mallory-123' }],
  ['GET', '/api/documents'],
  ['POST', '/api/document', { name: 'Stolen', state: SQUARE_PLOT.state }],
];

const send = (server: AccountsTestServer, [method, url, body]: Call, token?: string) => server.request(method, url, { token, body });

/** Nothing any refused call could have changed is changed. */
async function expectUntouched(server: AccountsTestServer, token: string): Promise<void> {
  const user = (await server.request('GET', '/api/user', { token })).json().user;
  expect(user).toMatchObject({ email: ANN, first_name: 'Ann' });
  expect(await server.database.db.selectFrom('documents').selectAll().execute()).toEqual([]);
  expect((await readOutbox(server.dataDir)).filter((mail) => mail.to === 'mallory@example.net')).toEqual([]);
  expect((await server.request('POST', '/login', { body: { email: ANN, password: 'secret-123' } })).statusCode).toBe(200);
}

describe.each(testDatabases)('the account routes under attack on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with the default limits', () => {
    const server = accountsServerPerTest(testDatabase, {}, (dataDir) => ({ documents: { dataDir } }));
    const login = async (email = ANN) => (await server().request('POST', '/login', { body: { email, password: 'secret-123' } })).json().accessToken as string;

    it('refuses every route that needs a user without a token, with a forged one, and with a token whose session ended', async () => {
      await server().registerAndVerify(ANN);
      const loggedOut = await login();
      await server().request('GET', `/logout/${ANN}`, { token: loggedOut });
      const stolen = await login();
      const owner = await login();
      expect((await server().request('POST', '/api/update/password', { token: owner, body: { oldPassword: 'secret-123', newPassword: 'secret-123' } })).statusCode).toBe(200);

      for (const call of USER_ROUTES) {
        for (const token of [undefined, 'forged.token.value', loggedOut, stolen]) {
          const response = await send(server(), call, token);
          expect(response.statusCode, `${call[0]} ${call[1]} with ${token === undefined ? 'no token' : 'a bad token'}`).toBe(401);
        }
      }
      await expectUntouched(server(), owner);
    });

    it("logging out with someone else's address in the path ends only one's own session", async () => {
      await server().registerAndVerify(ANN);
      await server().registerAndVerify(BOB);
      const ann = await login(ANN);
      const bob = await login(BOB);
      expect((await server().request('GET', `/logout/${BOB}`, { token: ann })).statusCode).toBe(200);
      expect((await server().request('GET', '/api/user', { token: ann })).statusCode).toBe(401);
      expect((await server().request('GET', '/api/user', { token: bob })).json().user.email).toBe(BOB);
    });

    it('answers malformed, mistyped, empty and oversized bodies of every changed account route with a clear 4xx', async () => {
      await server().registerAndVerify(ANN);
      const token = await login();
      const routes = ['/login', '/reset/password', '/reset/new-password', '/api/update/email', '/api/update/password'];
      const raw = (url: string, payload: string, contentType = 'application/json'): Promise<LightMyRequestResponse> =>
        server().app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, 'access-token': token } });
      for (const url of routes) {
        expect((await raw(url, '{"email":')).json(), url).toEqual({ success: false, message: 'Malformed JSON body' });
        expect((await raw(url, 'email=ann@example.com', 'text/plain')).statusCode, url).toBe(415);
        expect((await raw(url, JSON.stringify({ email: 'x'.repeat(API_BODY_LIMIT_BYTES) }))).statusCode, url).toBe(413);
        for (const body of ['{}', '[]', 'null', '"ann@example.com"']) {
          const response = await raw(url, body);
          expect(response.statusCode, `${url} ${body}`).toBe(400);
          expect(response.json().success).toBe(false);
        }
      }
      await expectUntouched(server(), token);
    });
  });

  describe.skipIf(testDatabase.skipReason !== undefined)('with tight limits', () => {
    const server = accountsServerPerTest(testDatabase, {
      rateLimits: tightLimits({ perIp: 50, perIpAndAddress: 3, perAddress: 10, mailsPerAddress: 2, perUser: 3 }),
    });
    const mailsTo = async (to: string) => (await readOutbox(server().dataDir)).filter((mail) => mail.to === to).length;

    it('bounds the mail an address change sends to one new address, and the changes one user asks for', async () => {
      const token = await server().registerAndVerify(ANN);
      const change = (email: string) => server().request('POST', '/api/update/email', { token, body: { email, password: 'secret-123' } });
      expect([(await change('one@example.org')).statusCode, (await change('one@example.org')).statusCode]).toEqual([200, 200]);
      expect((await change('one@example.org')).statusCode).toBe(429);
      expect(await mailsTo('one@example.org')).toBe(2);
      // The third request of the user went through the per-user count; the fourth is over it.
      expect((await change('two@example.org')).statusCode).toBe(429);
      expect(await mailsTo('two@example.org')).toBe(0);
    });

    it('bounds the verification mails a resend sends to one address', async () => {
      await server().request('POST', '/register', { body: { type: 'user', firstName: 'Ann', lastName: 'Lee', email: ANN, password: 'secret-123' } });
      expect((await server().request('GET', `/resend/${ANN}`)).statusCode).toBe(200);
      expect((await server().request('GET', `/resend/${ANN}`)).statusCode).toBe(200);
      expect((await server().request('GET', `/resend/${ANN}`)).statusCode).toBe(429);
      expect(await mailsTo(ANN)).toBe(3);
    });

    it('counts guesses at a one-time password with the logins, so the two together stay bounded', async () => {
      await server().registerAndVerify(ANN);
      const login = () => server().request('POST', '/login', { body: { email: ANN, password: 'wrong-password' } });
      const guess = () => server().request('POST', '/reset/new-password', { body: { email: ANN, password: 'Guess2345678', newPassword: 'mallory-123' } });
      expect([(await login()).statusCode, (await guess()).statusCode, (await guess()).statusCode]).toEqual([401, 401, 401]);
      const refused = await guess();
      expect(refused.statusCode).toBe(429);
      expect((await login()).statusCode).toBe(429);
    });
  });
});
