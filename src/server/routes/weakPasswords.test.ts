/**
 * Issue 36 item 12: a weak new password ("password") is refused with the reason, at registration,
 * at a password change and when choosing the new password after a reset; nothing changes, and the
 * mailed one-time password still works for a second choice.
 */
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../mail/readOutbox';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { accountsServerPerTest } from './accountsTestServer';

const ANN = 'ann@example.com';
const WEAK = /^This password is too easy to guess\. This is a heavily used password\./;

describe.each(testDatabases)('weak new passwords on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh server per test', () => {
    const server = accountsServerPerTest(testDatabase);

    it('registration refuses "password" under the password field, makes no account and sends no mail', async () => {
      const refused = await server().request('POST', '/register', { body: { type: 'user', firstName: 'Ann', lastName: 'Lee', email: ANN, password: 'password' } });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ success: false, message: expect.stringMatching(WEAK), field: 'password' });
      // The person's own name is a guess too.
      const own = await server().request('POST', '/register', { body: { type: 'user', firstName: 'Annabel', lastName: 'Lee', email: ANN, password: 'annabel1' } });
      expect(own.json()).toMatchObject({ success: false, field: 'password' });
      await server().settled();
      expect(await readOutbox(server().dataDir)).toEqual([]);
      expect((await server().request('POST', '/login', { body: { email: ANN, password: 'password' } })).statusCode).toBe(401);
    });

    it('a password change refuses a weak new password with the reason and keeps the old one', async () => {
      const token = await server().registerAndVerify(ANN);
      const refused = await server().request('POST', '/api/update/password', { token, body: { oldPassword: 'secret-123', newPassword: 'qwerty123' } });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ success: false, message: expect.stringMatching(/^This password is too easy to guess\. /), field: 'newPassword' });
      // A wrong current password is still told first.
      const wrongOld = await server().request('POST', '/api/update/password', { token, body: { oldPassword: 'nope-nope', newPassword: 'password' } });
      expect(wrongOld.json()).toMatchObject({ field: 'oldPassword' });
      expect((await server().request('POST', '/login', { body: { email: ANN, password: 'secret-123' } })).statusCode).toBe(200);
    });

    it('choosing a weak password after a reset is refused with the reason, and the mailed password still lets the person choose again', async () => {
      await server().registerAndVerify(ANN);
      await server().request('POST', '/reset/password', { body: { email: ANN } });
      await server().settled();
      const mail = (await readOutbox(server().dataDir)).filter((sent) => sent.subject === 'Your one-time Planimetry password').at(-1);
      const mailed = /choose a new password:\n\n(\S+)\n/.exec(mail?.text ?? '')?.[1] ?? '';
      const refused = await server().request('POST', '/reset/new-password', { body: { email: ANN, password: mailed, newPassword: 'password' } });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ success: false, reason: 'weak-password', message: expect.stringMatching(WEAK), field: 'newPassword' });
      expect(refused.cookies).toEqual([]);
      const chosen = await server().request('POST', '/reset/new-password', { body: { email: ANN, password: mailed, newPassword: 'brand-new-789' } });
      expect(chosen.statusCode).toBe(200);
    });
  });
});
