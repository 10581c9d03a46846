import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../mail/readOutbox';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { accountsServerPerTest, PUBLIC_URL, START } from './accountsTestServer';
import { CLASSROOM_MESSAGES } from '../../shared/classroom';
import { NOT_VERIFIED, WRONG_CREDENTIALS } from './authRoutes';
import { ALREADY_VERIFIED, BAD_VERIFY_LINK, DISPOSABLE, EMAIL_TAKEN, VERIFICATION_SENT } from './registrationRoutes';

const ANN = 'ann@example.com';
const DAY = 86_400_000;

describe.each(testDatabases)('auth and registration routes on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh server per test', () => {
    const server = accountsServerPerTest(testDatabase);

    it('registers, mails a link that verifies the account once, and then lets the person log in', async () => {
      const registered = await server().request('POST', '/register', {
        body: { type: 'user', firstName: '  Zoë  ', lastName: 'Ångström', email: '  Ann@Example.COM ', password: 'secret-123' },
      });
      expect(registered.statusCode).toBe(200);
      expect(registered.json()).toMatchObject({ success: true });

      const [mail] = await readOutbox(server().dataDir);
      expect(mail?.to).toBe(ANN);
      expect(mail?.text).toContain('Hello,');
      expect(mail?.text).toMatch(new RegExp(`${PUBLIC_URL}/verify/[A-Za-z0-9_-]{43}\\n`));

      const beforeVerify = await server().request('POST', '/login', { body: { email: ANN, password: 'secret-123' } });
      expect(beforeVerify.statusCode).toBe(403);
      expect(beforeVerify.json()).toEqual({ success: false, reason: 'unverified', message: NOT_VERIFIED });

      const token = await server().mailedToken(ANN);
      const verified = await server().request('GET', `/verify/${token}`);
      expect(verified.statusCode).toBe(200);
      const { accessToken } = verified.json() as { accessToken: string };
      const me = await server().request('GET', '/api/user', { token: accessToken });
      expect(me.json()).toMatchObject({ success: true, user: { email: ANN, first_name: 'Zoë', last_name: 'Ångström' } });

      // Opened twice: the account is verified already, and the link gives no second session.
      const replayed = await server().request('GET', `/verify/${token}`);
      expect(replayed.statusCode).toBe(409);
      expect(replayed.json()).toEqual({ success: false, message: ALREADY_VERIFIED });
      expect(replayed.headers['set-cookie']).toBeUndefined();

      const login = await server().request('POST', '/login', { body: { email: ' ANN@example.com', password: 'secret-123' } });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toEqual({ success: true, accessToken: expect.any(String) });
    });

    it('gives a 1-day token by default and a 365-day token with Remember Me', async () => {
      await server().registerAndVerify(ANN);
      const day = await server().request('POST', '/login', { body: { email: ANN, password: 'secret-123' } });
      const year = await server().request('POST', '/login', { body: { email: ANN, password: 'secret-123', remember: true } });
      server().advance(2 * DAY);
      expect((await server().request('GET', '/api/user', { token: day.json().accessToken })).statusCode).toBe(401);
      expect((await server().request('GET', '/api/user', { token: year.json().accessToken })).statusCode).toBe(200);
    });

    it('answers a wrong password and an unknown address with the same message', async () => {
      await server().registerAndVerify(ANN);
      const wrong = await server().request('POST', '/login', { body: { email: ANN, password: 'not-the-one' } });
      const unknown = await server().request('POST', '/login', { body: { email: 'nobody@example.com', password: 'secret-123' } });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ success: false, reason: 'credentials', message: WRONG_CREDENTIALS });
      }
    });

    it('refuses a second account for a verified address, however it is written', async () => {
      await server().registerAndVerify(ANN);
      const again = await server().request('POST', '/register', { body: { type: 'user', firstName: 'A', lastName: 'B', email: 'ANN@example.com ', password: 'secret-456' } });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ success: false, message: EMAIL_TAKEN, field: 'email' });
    });

    it('refuses disposable addresses and suggests a fix for a typo of a common provider', async () => {
      const body = { type: 'user', firstName: 'A', lastName: 'B', password: 'secret-123' };
      const disposable = await server().request('POST', '/register', { body: { ...body, email: 'x@mailinator.com' } });
      expect(disposable.statusCode).toBe(422);
      expect(disposable.json().message).toContain('disposable');
      const typo = await server().request('POST', '/register', { body: { ...body, email: 'ann@gmial.com' } });
      expect(typo.json().message).toContain('did you mean: ann@gmail.com');
      expect((await server().request('GET', '/validate/x%40mailinator.com')).statusCode).toBe(200);
      expect(await readOutbox(server().dataDir)).toEqual([]);
    });

    it('validates addresses and checks them against the disposable list', async () => {
      expect((await server().request('GET', '/validate/free%40example.com')).json()).toEqual({ success: true });
      await server().registerAndVerify(ANN);
      expect((await server().request('GET', `/validate/${ANN}`)).json()).toEqual({ success: false, message: EMAIL_TAKEN, field: 'email' });
      const malformed = await server().request('GET', '/validate/not-an-address');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toContain('Email must be a valid email address.');
      expect((await server().request('GET', '/disposable/a%40gmail.com')).json()).toEqual({ success: true });
      expect((await server().request('GET', '/disposable/a%40mailinator.com')).json()).toEqual({ success: false, message: DISPOSABLE });
    });

    it('re-sends the verification mail with a new link and retires the old one', async () => {
      await server().request('POST', '/register', { body: { type: 'user', firstName: 'A', lastName: 'B', email: ANN, password: 'secret-123' } });
      const first = await server().mailedToken(ANN);
      const resent = await server().request('GET', `/resend/${ANN}`);
      expect(resent.json()).toMatchObject({ success: true });
      const second = await server().mailedToken(ANN);
      expect(second).not.toBe(first);
      expect((await server().request('GET', `/verify/${first}`)).statusCode).toBe(400);
      expect((await server().request('GET', `/verify/${second}`)).statusCode).toBe(200);
      expect((await server().request('GET', `/resend/${ANN}`)).statusCode).toBe(409);
      expect((await server().request('GET', '/resend/nobody%40example.com')).statusCode).toBe(404);
    });

    it('refuses an expired verification link and a made-up one', async () => {
      await server().request('POST', '/register', { body: { type: 'user', firstName: 'A', lastName: 'B', email: ANN, password: 'secret-123' } });
      const token = await server().mailedToken(ANN);
      server().advance(8 * DAY);
      expect((await server().request('GET', `/verify/${token}`)).json()).toEqual({ success: false, message: BAD_VERIFY_LINK });
      expect((await server().request('GET', `/verify/${'x'.repeat(43)}`)).statusCode).toBe(400);
    });

    it('hands a browser opening the link to the client page instead of spending the token', async () => {
      await server().request('POST', '/register', { body: { type: 'user', firstName: 'A', lastName: 'B', email: ANN, password: 'secret-123' } });
      const token = await server().mailedToken(ANN);
      const page = await server().app.inject({ method: 'GET', url: `/verify/${token}`, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(page.statusCode).toBe(404);
      expect(page.json().message).toContain('client is not built');
      expect((await server().request('GET', `/verify/${token}`)).statusCode).toBe(200);
    });

    it('refuses a session login to a session nobody started, with no token (the classroom tests cover the rest)', async () => {
      const response = await server().request('POST', '/session-login', { body: { session: 'Class 1', password: 'x' } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: CLASSROOM_MESSAGES.sessionLoginFailed });
      expect(response.cookies).toEqual([]);
    });

    it('logs out, releasing only this device\'s document locks', async () => {
      await server().registerAndVerify(ANN);
      const login = await server().request('POST', '/login', { body: { email: ANN, password: 'secret-123', deviceUuid: 'device-aaaa-1' } });
      const { db } = server().database;
      const me = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
      const stamp = START.toISOString();
      const lock = (document_id: string, device_uuid: string) => ({ document_id, user_id: me.id, device_uuid, locked_at: stamp, heartbeat_at: stamp });
      const doc = (id: string) => ({ id, user_id: me.id, name: id, state: '{}', preview_file: null, archived: 0, device_uuid: null, session_id: null, created_at: stamp, updated_at: stamp });
      await db.insertInto('documents').values([doc('doc-1'), doc('doc-2')]).execute();
      await db.insertInto('document_locks').values([lock('doc-1', 'device-aaaa-1'), lock('doc-2', 'device-bbbb-2')]).execute();

      const response = await server().request('GET', `/logout/${ANN}`, { token: login.json().accessToken });
      expect(response.json()).toEqual({ success: true });
      const left = await db.selectFrom('document_locks').select('document_id').execute();
      expect(left).toEqual([{ document_id: 'doc-2' }]);
      expect((await server().request('GET', `/logout/${ANN}`)).json()).toEqual({ success: true });
    });

    it('refuses bad registration input with the spec\'s messages and stores nothing', async () => {
      const cases: [unknown, string][] = [
        [{ type: 'user', firstName: 'A', lastName: 'B', email: ANN, password: '12345' }, 'Password must be at least 6 characters.'],
        [{ type: 'user', firstName: 'A', lastName: 'B', email: ANN, password: 'x'.repeat(129) }, 'Password must be no more than 128 characters.'],
        [{ type: 'user', firstName: '   ', lastName: 'B', email: ANN, password: 'secret-123' }, 'First name is required.'],
        [{ type: 'user', firstName: 'A'.repeat(101), lastName: 'B', email: ANN, password: 'secret-123' }, 'First name must be no more than 100 characters.'],
        [{ type: 'user', firstName: 'A', lastName: 'B', email: 'ann@', password: 'secret-123' }, 'Email must be a valid email address.'],
        [{ type: 'user', firstName: 42, lastName: 'B', email: ANN, password: 'secret-123' }, 'First name is not valid.'],
        [{ firstName: 'A', lastName: 'B', email: ANN, password: 'secret-123' }, 'Account type is not valid.'],
        [{ type: 'admin', firstName: 'A', lastName: 'B', email: ANN, password: 'secret-123' }, 'Account type is not valid.'],
        [{ type: 'educator', firstName: 'A', lastName: 'B', email: ANN, password: 'secret-123' }, 'School name is required.'],
      ];
      for (const [body, message] of cases) {
        const response = await server().request('POST', '/register', { body });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain(message);
      }
      const malformed = await server().app.inject({ method: 'POST', url: '/register', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ success: false, message: 'Malformed JSON body' });
      const huge = await server().app.inject({
        method: 'POST',
        url: '/register',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ firstName: 'x'.repeat(20 * 1024 * 1024) }),
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().success).toBe(false);
      expect(await server().database.db.selectFrom('users').selectAll().execute()).toEqual([]);
      expect((await server().request('GET', '/validate/free%40example.com')).json()).toEqual({ success: true });
    });

    it('registers an educator with the school\'s application, and refuses a bad phone storing nothing', async () => {
      const educator = {
        type: 'educator',
        firstName: 'A',
        lastName: 'B',
        email: ANN,
        password: 'secret-123',
        nameOfSchool: 'Hill School',
        city: 'Leeds',
        country: 'GB',
        phoneNumber: '+001234567890',
        usage: 'Geometry lessons',
        badge_url: 'https://hill.example.org/staff',
      };
      const badPhone = await server().request('POST', '/register', { body: { ...educator, phoneNumber: '12' } });
      expect(badPhone.statusCode).toBe(400);
      expect(badPhone.json()).toMatchObject({ success: false, field: 'phoneNumber', message: expect.stringContaining('Phone is not valid.') });
      expect(await server().database.db.selectFrom('users').selectAll().execute()).toEqual([]);
      // A number as people write it is read without its spaces, dashes and brackets (issue 36 item 10).
      const response = await server().request('POST', '/register', { body: { ...educator, phoneNumber: '(217) 555-0100' } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: VERIFICATION_SENT });
      const application = await server().database.db.selectFrom('educator_applications').selectAll().executeTakeFirstOrThrow();
      expect(application).toMatchObject({ name_of_school: 'Hill School', status: 'badge-pending', badge_url: 'https://hill.example.org/staff', phone: '2175550100' });
    });

    it('keeps the registering browser\'s device id and the app flag on the account', async () => {
      await server().request('POST', '/register', { body: { type: 'user', firstName: 'A', lastName: 'B', email: ANN, password: 'secret-123', app: true, deviceUuid: 'device-aaaa-1' } });
      const verified = await server().request('GET', `/verify/${await server().mailedToken(ANN)}`);
      const me = await server().request('GET', '/api/user', { token: verified.json().accessToken });
      expect(me.json().user).toMatchObject({ device_uuid: 'device-aaaa-1', is_from_app: true });
    });

    it('stores SQL-looking and unicode names as written', async () => {
      const firstName = "Robert'); DROP TABLE users;--";
      const lastName = '李 Ødegård 🙂';
      await server().request('POST', '/register', { body: { type: 'user', firstName, lastName, email: ANN, password: 'secret-123' } });
      const verified = await server().request('GET', `/verify/${await server().mailedToken(ANN)}`);
      const me = await server().request('GET', '/api/user', { token: verified.json().accessToken });
      expect(me.json().user).toMatchObject({ first_name: firstName, last_name: lastName });
    });

    it('refuses expired, forged and unsigned tokens with 401', async () => {
      const token = await server().registerAndVerify(ANN);
      const claims = { email: ANN, device: 'device-aaaa-1' };
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('someone')
        .setIssuedAt()
        .setExpirationTime('1d')
        .sign(new TextEncoder().encode('another-secret-another-secret-another'));
      const unsigned = new UnsecuredJWT(claims).setSubject('someone').setIssuedAt().setExpirationTime('1d').encode();
      for (const bad of [forged, unsigned, 'not.a.token']) {
        const response = await server().request('GET', '/api/user', { token: bad });
        expect(response.statusCode).toBe(401);
        expect(response.json().success).toBe(false);
      }
      server().advance(DAY + 1000);
      expect((await server().request('GET', '/api/user', { token })).statusCode).toBe(401);
    });
  });
});
