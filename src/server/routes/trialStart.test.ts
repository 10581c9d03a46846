/**
 * The trial starts when the account's address is proven (spec §4 "Trial"): the verification link,
 * or the mailed one-time password of an unverified account. TRIAL_DAYS sets its length; 0 gives none.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_TRIAL_DAYS } from '../../shared/billing';
import { readOutbox } from '../mail/readOutbox';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { accountsServerPerTest, START, type AccountsTestServer } from './accountsTestServer';

const ANN = 'ann@example.com';
const DAY = 86_400_000;

async function oneTimePassword(server: AccountsTestServer): Promise<string> {
  await server.settled();
  const mails = (await readOutbox(server.dataDir)).filter((mail) => mail.to === ANN && mail.subject === 'Your one-time Planimetry password');
  const password = /choose a new password:\n\n(\S+)\n/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!password) throw new Error('No one-time password was mailed');
  return password;
}

const trialEndOf = async (server: AccountsTestServer, token: string) => {
  const response = await server.request('GET', '/api/user', { token });
  expect(response.statusCode).toBe(200);
  return (response.json() as { user: { trial_end: string | null } }).user.trial_end;
};

describe.each(testDatabases)('the trial on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with the default TRIAL_DAYS', () => {
    const server = accountsServerPerTest(testDatabase);

    it('has no trial before the verification, and one of 7 days from the moment the link is opened', async () => {
      await server().request('POST', '/register', { body: { type: 'user', firstName: 'Ann', lastName: 'Lee', email: ANN, password: 'secret-123' } });
      const stored = () => server().database.db.selectFrom('users').select('trial_end').where('email', '=', ANN).executeTakeFirstOrThrow();
      expect((await stored()).trial_end).toBeNull();
      server().advance(3 * 60 * 60_000);
      const verified = await server().request('GET', `/verify/${await server().mailedToken(ANN)}`);
      const token = (verified.json() as { accessToken: string }).accessToken;
      const expected = new Date(START.getTime() + 3 * 60 * 60_000 + DEFAULT_TRIAL_DAYS * DAY).toISOString();
      expect(await trialEndOf(server(), token)).toBe(expected);
    });

    it('never restarts the trial: a re-sent link opened later, and a later password reset, keep the first end', async () => {
      const token = await server().registerAndVerify(ANN);
      const first = await trialEndOf(server(), token);
      expect(first).toBe(new Date(START.getTime() + DEFAULT_TRIAL_DAYS * DAY).toISOString());
      server().advance(2 * DAY);
      // A verified address gets no new link; the reset's one-time password proves it again.
      expect((await server().request('GET', `/resend/${ANN}`)).statusCode).toBe(409);
      await server().request('POST', '/reset/password', { body: { email: ANN } });
      const password = await oneTimePassword(server());
      const reset = await server().request('POST', '/reset/new-password', { body: { email: ANN, password, newPassword: 'better-456' } });
      expect(reset.statusCode).toBe(200);
      expect(await trialEndOf(server(), (reset.json() as { accessToken: string }).accessToken)).toBe(first);
    });

    it('starts the trial of an unverified account that proves its address with the mailed one-time password', async () => {
      await server().request('POST', '/register', { body: { type: 'user', firstName: 'Ann', lastName: 'Lee', email: ANN, password: 'secret-123' } });
      await server().request('POST', '/reset/password', { body: { email: ANN } });
      const password = await oneTimePassword(server());
      const reset = await server().request('POST', '/reset/new-password', { body: { email: ANN, password, newPassword: 'better-456' } });
      expect(reset.statusCode).toBe(200);
      expect(await trialEndOf(server(), (reset.json() as { accessToken: string }).accessToken)).toBe(
        new Date(START.getTime() + DEFAULT_TRIAL_DAYS * DAY).toISOString(),
      );
    });
  });

  describe.skipIf(testDatabase.skipReason !== undefined)('with TRIAL_DAYS=3', () => {
    const server = accountsServerPerTest(testDatabase, { trialDays: 3 });

    it('gives a verified new account a trial of 3 days', async () => {
      const token = await server().registerAndVerify(ANN);
      expect(await trialEndOf(server(), token)).toBe(new Date(START.getTime() + 3 * DAY).toISOString());
    });
  });

  describe.skipIf(testDatabase.skipReason !== undefined)('with TRIAL_DAYS=0', () => {
    const server = accountsServerPerTest(testDatabase, { trialDays: 0 });

    it('gives a verified new account a trial that has already ended at its verification', async () => {
      const token = await server().registerAndVerify(ANN);
      expect(await trialEndOf(server(), token)).toBe(START.toISOString());
    });
  });
});
