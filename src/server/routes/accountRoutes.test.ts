import { describe, expect, it } from 'vitest';
import { readOutbox } from '../mail/readOutbox';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { FEEDBACK_THANKS } from './accountRoutes';
import { accountsServerPerTest, START, tightLimits } from './accountsTestServer';
import { WRONG_OLD_PASSWORD } from './passwordRoutes';
import { EMAIL_TAKEN } from './registrationRoutes';

const ANN = 'ann@example.com';
const DAY = 86_400_000;

describe.each(testDatabases)('account routes on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh server per test', () => {
    const server = accountsServerPerTest(testDatabase);

    it('answers the user with the spec\'s fields', async () => {
      const token = await server().registerAndVerify(ANN);
      const response = await server().request('GET', '/api/user', { token });
      expect(response.json()).toEqual({
        success: true,
        user: {
          email: ANN,
          first_name: 'Ann',
          last_name: 'Lee',
          device_uuid: null,
          is_session_user: false,
          is_from_app: false,
          // The trial starts at the verification: TRIAL_DAYS (7 by default) from then.
          trial_end: new Date(START.getTime() + 7 * DAY).toISOString(),
          extend_trial: false,
          subscription: null,
          userMeta: { first_name: 'Ann', last_name: 'Lee' },
          settings: { state: null },
          tours: { state: {} },
          educator: null,
          classroom: null,
        },
      });
      expect((await server().request('GET', '/api/user')).statusCode).toBe(401);
    });

    it('refreshes a token with less than a day left into a 365-day one, and hands back a younger token unchanged', async () => {
      await server().registerAndVerify(ANN);
      const year = (await server().request('POST', '/login', { body: { email: ANN, password: 'secret-123', remember: true } })).json().accessToken as string;
      expect((await server().request('GET', '/api/refresh', { token: year })).json()).toEqual({ success: true, accessToken: year, refreshed: false });

      const day = (await server().request('POST', '/login', { body: { email: ANN, password: 'secret-123' } })).json().accessToken as string;
      server().advance(60 * 60_000);
      const refreshed = await server().request('GET', '/api/refresh', { token: day });
      expect(refreshed.json()).toMatchObject({ success: true, refreshed: true });
      server().advance(300 * DAY);
      expect((await server().request('GET', '/api/user', { token: refreshed.json().accessToken })).statusCode).toBe(200);
      expect((await server().request('GET', '/api/refresh', { token: day })).statusCode).toBe(401);
    });

    it('updates the name, the address and the password', async () => {
      const token = await server().registerAndVerify(ANN);
      const name = await server().request('POST', '/api/update/name', { token, body: { firstName: ' Zoë Ann ', lastName: " d'Arc; DROP TABLE users " } });
      expect(name.json()).toEqual({ success: true, userMeta: { first_name: 'Zoë Ann', last_name: "d'Arc; DROP TABLE users" } });

      const email = await server().request('POST', '/api/update/email', { token, body: { email: ' Zoe@Example.org ', password: 'secret-123' } });
      expect(email.json()).toMatchObject({ success: true, user: { email: ANN, first_name: 'Zoë Ann' } });
      const link = (await readOutbox(server().dataDir)).find((mail) => mail.to === 'zoe@example.org')?.text ?? '';
      const confirmToken = /\/confirm-email\/(\S+)/.exec(link)?.[1] ?? '';
      expect((await server().request('GET', `/confirm-email/${confirmToken}`)).json()).toEqual({ success: true, email: 'zoe@example.org' });
      // The session goes on under the new address.
      const newToken = token;
      expect((await server().request('GET', '/api/user', { token: newToken })).json().user.email).toBe('zoe@example.org');

      const wrong = await server().request('POST', '/api/update/password', { token: newToken, body: { oldPassword: 'nope-nope', newPassword: 'better-456' } });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ success: false, message: WRONG_OLD_PASSWORD, field: 'oldPassword' });
      const short = await server().request('POST', '/api/update/password', { token: newToken, body: { oldPassword: 'secret-123', newPassword: '123' } });
      expect(short.json()).toMatchObject({ success: false, field: 'newPassword' });
      const changed = await server().request('POST', '/api/update/password', { token: newToken, body: { oldPassword: 'secret-123', newPassword: 'better-456' } });
      expect(changed.json()).toMatchObject({ success: true });
      expect((await server().request('POST', '/login', { body: { email: 'zoe@example.org', password: 'better-456' } })).statusCode).toBe(200);
      expect((await server().request('POST', '/login', { body: { email: ANN, password: 'better-456' } })).statusCode).toBe(401);
    });

    it('refuses an address another account has, and bad update bodies, changing nothing', async () => {
      const token = await server().registerAndVerify(ANN);
      await server().registerAndVerify('bob@example.com');
      const taken = await server().request('POST', '/api/update/email', { token, body: { email: 'BOB@example.com', password: 'secret-123' } });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ success: false, message: EMAIL_TAKEN, field: 'email' });
      const updateName = (body: unknown) => server().request('POST', '/api/update/name', { token, body });
      expect((await updateName({ firstName: 42, lastName: 'Lee' })).json()).toMatchObject({ success: false, field: 'firstName', message: expect.stringContaining('First name is not valid.') });
      expect((await updateName({ firstName: 'Zoë', lastName: '   ' })).json().message).toContain('Last name is required.');
      expect((await updateName({ name: 'Zoë Lee' })).json().message).toContain('First name is required.');
      expect((await updateName({ firstName: 'Z'.repeat(101), lastName: 'Lee' })).json().message).toContain('First name must be no more than 100 characters.');
      expect((await server().request('POST', '/api/update/email', { token, body: { email: 'nope', password: 'secret-123' } })).statusCode).toBe(400);
      expect((await server().request('POST', '/api/update/name', { body: { firstName: 'X', lastName: 'Y' } })).statusCode).toBe(401);
      expect((await server().request('GET', '/api/user', { token })).json().user).toMatchObject({ email: ANN, first_name: 'Ann', last_name: 'Lee' });
    });

    it('answers the site notification without a login', async () => {
      expect((await server().request('GET', '/api/notification')).json()).toEqual({ success: true, notification: { message: 'Maintenance on Sunday' } });
    });

    it('stores feedback and thanks the sender', async () => {
      const response = await server().request('POST', '/api/listening', { body: { email: ' Ann@Example.com', message: 'Love the wand 🙂' } });
      expect(response.json()).toEqual({ success: true, message: FEEDBACK_THANKS });
      const rows = await server().database.db.selectFrom('feedback').select(['email', 'message']).execute();
      expect(rows).toEqual([{ email: ANN, message: 'Love the wand 🙂' }]);
      expect((await server().request('POST', '/api/listening', { body: { email: ANN, message: '' } })).statusCode).toBe(400);
    });
  });
});

describe.each(testDatabases)('rate limits on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with tight limits', () => {
    const server = accountsServerPerTest(testDatabase, {
      rateLimits: tightLimits({ perIp: 5, perIpAndAddress: 3, perAddress: 4, mailsPerAddress: 3, perUser: 3 }),
    });
    const login = (email: string, ip = '203.0.113.1', password = 'wrong-password') =>
      server().request('POST', '/login', { body: { email, password }, ip });

    it('stops an attacker guessing from one IP while the owner logs in from theirs', async () => {
      await server().registerAndVerify(ANN);
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await login(ANN)).statusCode).toBe(401);
      const limited = await login(ANN);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ success: false, message: 'Too many attempts. Please try again in 15 minutes.' });
      expect(limited.headers['retry-after']).toBe('900');
      // Before the fix ten wrong passwords from one IP locked the owner out everywhere.
      expect((await login(ANN, '198.51.100.7', 'secret-123')).statusCode).toBe(200);
    });

    it('bounds guesses at one address spread over many IPs, but never locks the owner out of a device they used', async () => {
      await server().registerAndVerify(ANN);
      const ownDevice = { email: ANN, password: 'secret-123', deviceUuid: 'owner-laptop-1' };
      expect((await server().request('POST', '/login', { body: ownDevice, ip: '198.51.100.7' })).statusCode).toBe(200);
      // The owner's right password above was not counted: four failures fill the address's count.
      for (let attempt = 0; attempt < 4; attempt += 1) expect((await login(ANN, `192.0.2.${attempt}`)).statusCode).toBe(401);
      expect((await login(ANN, '192.0.2.50')).statusCode).toBe(429);
      // A stranger who claims a made-up device id is still counted.
      expect((await server().request('POST', '/login', { body: { ...ownDevice, deviceUuid: 'guessed-device-9' }, ip: '192.0.2.51' })).statusCode).toBe(429);
      expect((await login('bob@example.com', '192.0.2.50')).statusCode).toBe(401);
      expect((await server().request('POST', '/login', { body: ownDevice, ip: '198.51.100.8' })).statusCode).toBe(200);
    });

    it('lets a person log in and out all day: only wrong passwords are counted', async () => {
      await server().registerAndVerify(ANN);
      for (let round = 0; round < 12; round += 1) {
        const loggedIn = await login(ANN, '198.51.100.7', 'secret-123');
        expect(loggedIn.statusCode, `login ${round + 1}`).toBe(200);
        const { accessToken } = loggedIn.json() as { accessToken: string };
        expect((await server().request('GET', `/logout/${ANN}`, { token: accessToken, ip: '198.51.100.7' })).statusCode).not.toBe(429);
      }
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await login(ANN, '198.51.100.7')).statusCode).toBe(401);
      expect((await login(ANN, '198.51.100.7')).statusCode).toBe(429);
    });

    it('limits one IP across addresses; another IP is unaffected', async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(`user${attempt}@example.com`)).statusCode).toBe(401);
      expect((await login('fresh@example.com')).statusCode).toBe(429);
      expect((await login('fresh@example.com', '198.51.100.7')).statusCode).toBe(401);
    });

    it('limits password resets per address, so nobody floods an inbox', async () => {
      await server().registerAndVerify(ANN);
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await server().request('POST', '/reset/password', { body: { email: ANN }, ip: `198.51.100.${attempt}` })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      await server().settled();
      expect((await readOutbox(server().dataDir)).filter((mail) => mail.subject === 'Your one-time Planimetry password')).toHaveLength(3);
    });

    it('limits verification link guesses per IP; another IP is unaffected', async () => {
      const guess = (ip: string) => server().request('GET', `/verify/${'x'.repeat(43)}`, { ip });
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await guess('203.0.113.9')).statusCode).toBe(400);
      expect((await guess('203.0.113.9')).statusCode).toBe(429);
      expect((await guess('198.51.100.9')).statusCode).toBe(400);
    });

    it('limits registrations per IP', async () => {
      const register = (email: string) => server().request('POST', '/register', { body: { type: 'user', firstName: 'A', lastName: 'B', email, password: 'secret-123' } });
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await register(`u${attempt}@example.com`)).statusCode).toBe(200);
      expect((await register('u9@example.com')).statusCode).toBe(429);
    });
  });
});
