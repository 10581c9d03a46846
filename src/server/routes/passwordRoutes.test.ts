/**
 * Finding 1 of the trust issue: anyone could reset anyone's password. The mailed password is
 * now a one-time credential that asks for a new password and leaves the current one alone.
 */
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../mail/readOutbox';
import type { Mailer, MailMessage } from '../mail/mailer';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { accountsServerPerTest, type AccountsTestServer } from './accountsTestServer';
import { CHOOSE_NEW_PASSWORD, WRONG_CREDENTIALS } from './authRoutes';
import { ONE_TIME_PASSWORD_INVALID, RESET_SENT } from './passwordRoutes';

const ANN = 'ann@example.com';
const HOUR = 3_600_000;

async function oneTimePassword(server: AccountsTestServer, email = ANN): Promise<string> {
  await server.settled();
  const mails = (await readOutbox(server.dataDir)).filter((mail) => mail.to === email && mail.subject === 'Your one-time Planimetry password');
  const password = /hour, and you will be asked to choose a new password:\n\n(\S+)\n/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!password) throw new Error(`No one-time password was mailed to ${email}`);
  return password;
}

describe.each(testDatabases)('password reset on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh server per test', () => {
    const server = accountsServerPerTest(testDatabase);
    const login = (password: string, email = ANN) => server().request('POST', '/login', { body: { email, password } });
    const choose = (password: string, newPassword: string, email = ANN) =>
      server().request('POST', '/reset/new-password', { body: { email, password, newPassword } });

    it("lets a stranger's reset request change nothing: the owner's password still works", async () => {
      await server().registerAndVerify(ANN);
      const reset = await server().request('POST', '/reset/password', { body: { email: ANN }, ip: '192.0.2.66' });
      expect(reset.json()).toEqual({ success: true, message: RESET_SENT });
      expect(await oneTimePassword(server())).toMatch(/^[A-Za-z0-9]{14}$/);
      expect((await login('secret-123')).statusCode).toBe(200);
    });

    it('asks for a new password when someone logs in with the mailed one, instead of logging them in', async () => {
      await server().registerAndVerify(ANN);
      await server().request('POST', '/reset/password', { body: { email: ANN } });
      const response = await login(await oneTimePassword(server()));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, reason: 'new-password', message: CHOOSE_NEW_PASSWORD });
      expect(response.cookies).toEqual([]);
    });

    it('replaces the old password only when the new one is chosen, ends every session, and works once', async () => {
      const verifiedToken = await server().registerAndVerify(ANN);
      const otherDevice = (await login('secret-123')).json().accessToken as string;
      await server().request('POST', '/reset/password', { body: { email: ANN } });
      const mailed = await oneTimePassword(server());

      const chosen = await choose(mailed, 'brand-new-789');
      expect(chosen.statusCode).toBe(200);
      const fresh = chosen.json().accessToken as string;
      expect((await server().request('GET', '/api/user', { token: fresh })).statusCode).toBe(200);
      for (const ended of [verifiedToken, otherDevice]) expect((await server().request('GET', '/api/user', { token: ended })).statusCode).toBe(401);
      expect((await login('secret-123')).statusCode).toBe(401);
      expect((await login('brand-new-789')).statusCode).toBe(200);
      // Used up: neither a second choice nor a login with it works.
      expect((await choose(mailed, 'attacker-000')).json()).toEqual({ success: false, reason: 'credentials', message: ONE_TIME_PASSWORD_INVALID });
      expect((await login(mailed)).json()).toMatchObject({ reason: 'credentials', message: WRONG_CREDENTIALS });
    });

    it('expires the one-time password after an hour', async () => {
      await server().registerAndVerify(ANN);
      await server().request('POST', '/reset/password', { body: { email: ANN } });
      const mailed = await oneTimePassword(server());
      server().advance(HOUR);
      expect((await login(mailed)).statusCode).toBe(401);
      expect((await choose(mailed, 'brand-new-789')).statusCode).toBe(401);
      expect((await login('secret-123')).statusCode).toBe(200);
    });

    it('keeps only the newest one-time password alive', async () => {
      await server().registerAndVerify(ANN);
      await server().request('POST', '/reset/password', { body: { email: ANN } });
      const first = await oneTimePassword(server());
      await server().request('POST', '/reset/password', { body: { email: ANN } });
      const second = await oneTimePassword(server());
      expect(second).not.toBe(first);
      expect((await choose(first, 'brand-new-789')).statusCode).toBe(401);
      expect((await choose(second, 'brand-new-789')).statusCode).toBe(200);
    });

    it("does not accept one account's one-time password for another account", async () => {
      await server().registerAndVerify(ANN);
      await server().registerAndVerify('bob@example.com');
      await server().request('POST', '/reset/password', { body: { email: 'bob@example.com' } });
      const bobs = await oneTimePassword(server(), 'bob@example.com');
      expect((await choose(bobs, 'brand-new-789', ANN)).statusCode).toBe(401);
      expect((await login(bobs, ANN)).json().reason).toBe('credentials');
    });

    it('verifies an address that never was: the mail reached it', async () => {
      await server().request('POST', '/register', { body: { type: 'user', firstName: 'Ann', lastName: 'Lee', email: ANN, password: 'secret-123' } });
      await server().request('POST', '/reset/password', { body: { email: ANN } });
      expect((await choose(await oneTimePassword(server()), 'brand-new-789')).statusCode).toBe(200);
      expect((await login('brand-new-789')).statusCode).toBe(200);
    });

    it('refuses a short new password with the spec message, using nothing up', async () => {
      await server().registerAndVerify(ANN);
      await server().request('POST', '/reset/password', { body: { email: ANN } });
      const mailed = await oneTimePassword(server());
      const short = await choose(mailed, '12345');
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ field: 'newPassword', message: expect.stringContaining('New password must be at least 6 characters.') });
      expect((await choose(mailed, 'brand-new-789')).statusCode).toBe(200);
    });
  });

  describe.skipIf(testDatabase.skipReason !== undefined)('with mail that takes its time', () => {
    // The mail of a known address waits for the test to let it go; an unknown address sends none.
    const sent: MailMessage[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowMailer: Mailer = {
      async send(message) {
        await gate;
        sent.push(message);
      },
    };
    const server = accountsServerPerTest(testDatabase, { mailer: slowMailer });

    it('answers known and unknown addresses alike, without waiting for the lookup or the mail', async () => {
      await server().database.db
        .insertInto('users')
        .values({
          id: 'user-ann', email: ANN, password_hash: '$argon2id$unused', first_name: 'Ann', last_name: 'Lee', device_uuid: null,
          is_from_app: 0, is_session_user: 0, verified_at: '2026-01-01T00:00:00.000Z', trial_end: null, extend_trial: 0,
          created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
        })
        .execute();
      const known = await server().request('POST', '/reset/password', { body: { email: ANN } });
      const unknown = await server().request('POST', '/reset/password', { body: { email: 'nobody@example.com' } });
      // Both answered while the known address's mail is still held back.
      expect(sent).toEqual([]);
      expect(known.statusCode).toBe(unknown.statusCode);
      expect(known.body).toBe(unknown.body);
      expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
      release();
      await server().settled();
      expect(sent.map((mail) => mail.to)).toEqual([ANN]);
    });
  });
});
