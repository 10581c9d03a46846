/**
 * Finding 4 of the trust issue: whoever registered a victim's address first kept a working
 * password after the victim verified it. A pending registration is now replaced by a newer one,
 * and each link confirms its own registration's password.
 */
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../mail/readOutbox';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { accountsServerPerTest } from './accountsTestServer';
import { ALREADY_VERIFIED, EMAIL_TAKEN } from './registrationRoutes';

const VICTIM = 'victim@example.com';

describe.each(testDatabases)('registering an address someone else registered first, on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh server per test', () => {
    const server = accountsServerPerTest(testDatabase);
    const register = (firstName: string, password: string) =>
      server().request('POST', '/register', { body: { type: 'user', firstName, lastName: 'X', email: VICTIM, password } });
    const login = (password: string) => server().request('POST', '/login', { body: { email: VICTIM, password } });
    /** The links mailed to the victim's address, oldest first. */
    const links = async () =>
      (await readOutbox(server().dataDir))
        .filter((mail) => mail.to === VICTIM && mail.subject.startsWith('Verify'))
        .map((mail) => /\/verify\/(\S+)/.exec(mail.text)?.[1] ?? '');

    it("replaces the attacker's pending registration: the owner's link gives the owner's password, and the attacker's is dead", async () => {
      expect((await register('Mallory', 'attackers-1')).statusCode).toBe(200);
      expect((await server().request('GET', `/validate/${VICTIM}`)).json()).toEqual({ success: true });
      expect((await register('Victor', 'victims-22')).statusCode).toBe(200);
      const [attackers, victims] = await links();

      expect((await server().request('GET', `/verify/${victims}`)).statusCode).toBe(200);
      expect((await login('victims-22')).statusCode).toBe(200);
      expect((await login('attackers-1')).statusCode).toBe(401);
      // Dead: the address is verified, which is all the link's reader (the owner) is told.
      expect((await server().request('GET', `/verify/${attackers}`)).json()).toEqual({ success: false, message: ALREADY_VERIFIED });
      expect((await login('victims-22')).json()).toMatchObject({ success: true });
    });

    it("keeps the owner's own link working when the attacker registers again after them", async () => {
      await register('Victor', 'victims-22');
      await register('Mallory', 'attackers-1');
      const [victims, attackers] = await links();
      const verified = await server().request('GET', `/verify/${victims}`);
      expect(verified.statusCode).toBe(200);
      const me = await server().request('GET', '/api/user', { token: verified.json().accessToken });
      expect(me.json().user).toMatchObject({ first_name: 'Victor' });
      expect((await login('victims-22')).statusCode).toBe(200);
      expect((await login('attackers-1')).statusCode).toBe(401);
      // Dead: the address is verified, which is all the link's reader (the owner) is told.
      expect((await server().request('GET', `/verify/${attackers}`)).json()).toEqual({ success: false, message: ALREADY_VERIFIED });
    });

    it('tells its links apart by the time each was asked for, so the owner can tell their own', async () => {
      await register('Mallory', 'attackers-1');
      server().advance(7 * 60_000);
      await register('Victor', 'victims-22');
      const texts = (await readOutbox(server().dataDir)).map((mail) => mail.text);
      expect(texts[0]).toContain('asked for on 1 March 2026 at 09:00 UTC');
      expect(texts[1]).toContain('asked for on 1 March 2026 at 09:07 UTC');
    });

    it('refuses to register a verified address again', async () => {
      await register('Victor', 'victims-22');
      const [link] = await links();
      await server().request('GET', `/verify/${link}`);
      const again = await register('Mallory', 'attackers-1');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ success: false, message: EMAIL_TAKEN, field: 'email' });
      expect((await login('victims-22')).statusCode).toBe(200);
    });
  });
});
