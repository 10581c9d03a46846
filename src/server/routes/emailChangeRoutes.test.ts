/**
 * Finding 3 of the trust issue: a stolen token could move the account to the thief's address.
 * The change now needs the current password and a link opened at the new address.
 */
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../mail/readOutbox';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { accountsServerPerTest, type AccountsTestServer } from './accountsTestServer';
import { BAD_EMAIL_CHANGE_LINK, SAME_ADDRESS, WRONG_PASSWORD, emailChangeSent } from './emailChangeRoutes';
import { EMAIL_TAKEN } from './registrationRoutes';

const ANN = 'ann@example.com';
const NEW = 'ann.new@example.org';
const DAY = 86_400_000;

async function confirmationToken(server: AccountsTestServer, to = NEW): Promise<string> {
  const mail = (await readOutbox(server.dataDir)).filter((each) => each.to === to && each.subject.startsWith('Confirm your new')).at(-1);
  const token = /https:\/\/planimetry\.example\/confirm-email\/(\S+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`No confirmation link was mailed to ${to}`);
  return decodeURIComponent(token);
}

describe.each(testDatabases)('changing the e-mail address on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh server per test', () => {
    const server = accountsServerPerTest(testDatabase);
    const change = (token: string, body: unknown) => server().request('POST', '/api/update/email', { token, body });
    const addressOf = async (token: string) => (await server().request('GET', '/api/user', { token })).json().user.email as string;

    it('refuses a stolen token without the current password, mailing nothing and changing nothing', async () => {
      const token = await server().registerAndVerify(ANN);
      const mailsBefore = (await readOutbox(server().dataDir)).length;
      const wrong = await change(token, { email: 'thief@example.net', password: 'guess-123' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ success: false, message: WRONG_PASSWORD, field: 'password' });
      const missing = await change(token, { email: 'thief@example.net' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ field: 'password', message: expect.stringContaining('Current password is required.') });
      expect(await readOutbox(server().dataDir)).toHaveLength(mailsBefore);
      expect(await addressOf(token)).toBe(ANN);
    });

    it('changes the address only when the link mailed to the new one is opened, and tells the old one', async () => {
      const token = await server().registerAndVerify(ANN);
      const asked = await change(token, { email: NEW, password: 'secret-123' });
      expect(asked.json()).toMatchObject({ success: true, user: { email: ANN }, message: emailChangeSent(NEW) });
      const notice = (await readOutbox(server().dataDir)).find((mail) => mail.to === ANN && mail.subject.includes('change of your Planimetry e-mail'));
      expect(notice?.text).toContain(NEW);
      expect(notice?.text).not.toMatch(/confirm-email/);
      expect(await addressOf(token)).toBe(ANN);

      const link = await confirmationToken(server());
      expect((await server().request('GET', `/confirm-email/${link}`)).json()).toEqual({ success: true, email: NEW });
      expect(await addressOf(token)).toBe(NEW);
      expect((await server().request('POST', '/login', { body: { email: NEW, password: 'secret-123' } })).statusCode).toBe(200);
      expect((await server().request('POST', '/login', { body: { email: ANN, password: 'secret-123' } })).statusCode).toBe(401);
      const replayed = await server().request('GET', `/confirm-email/${link}`);
      expect(replayed.statusCode).toBe(400);
      expect(replayed.json()).toEqual({ success: false, message: BAD_EMAIL_CHANGE_LINK });
    });

    it('lets the link expire after a day, and only the newest request count', async () => {
      await server().registerAndVerify(ANN);
      const login = await server().request('POST', '/login', { body: { email: ANN, password: 'secret-123', remember: true } });
      const token = login.json().accessToken as string;
      await change(token, { email: 'first@example.org', password: 'secret-123' });
      const first = await confirmationToken(server(), 'first@example.org');
      await change(token, { email: NEW, password: 'secret-123' });
      expect((await server().request('GET', `/confirm-email/${first}`)).statusCode).toBe(400);
      const second = await confirmationToken(server());
      server().advance(DAY);
      expect((await server().request('GET', `/confirm-email/${second}`)).statusCode).toBe(400);
      expect(await addressOf(token)).toBe(ANN);
    });

    it("refuses another verified account's address and its own, but not an address someone only registered", async () => {
      const token = await server().registerAndVerify(ANN);
      await server().registerAndVerify('bob@example.com');
      const taken = await change(token, { email: 'BOB@example.com', password: 'secret-123' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ success: false, message: EMAIL_TAKEN, field: 'email' });
      expect((await change(token, { email: ANN, password: 'secret-123' })).json()).toEqual({ success: false, message: SAME_ADDRESS, field: 'email' });

      await server().request('POST', '/register', { body: { type: 'user', firstName: 'Eve', lastName: 'X', email: NEW, password: 'eves-pass-1' } });
      expect((await change(token, { email: NEW, password: 'secret-123' })).statusCode).toBe(200);
      expect((await server().request('GET', `/confirm-email/${await confirmationToken(server())}`)).statusCode).toBe(200);
      expect(await addressOf(token)).toBe(NEW);
      expect((await server().request('POST', '/login', { body: { email: NEW, password: 'eves-pass-1' } })).statusCode).toBe(401);
    });

    it('needs a login to ask, and hands a browser opening the link to the client page', async () => {
      expect((await server().request('POST', '/api/update/email', { body: { email: NEW, password: 'secret-123' } })).statusCode).toBe(401);
      const page = await server().app.inject({ method: 'GET', url: `/confirm-email/${'x'.repeat(43)}`, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(404);
      expect(page.json().message).toContain('client is not built');
    });
  });
});
