import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_HEADER } from '../../shared/api';
import { accessFor } from '../../shared/billing';
import { CLASSROOM_MESSAGES, badgeSnippet } from '../../shared/classroom';
import { educatorApplicationsRepository } from '../db/educatorApplicationsRepository';
import { subscriptionsRepository } from '../db/subscriptionsRepository';
import { usersRepository } from '../db/usersRepository';
import { createMailer } from '../mail/mailer';
import { readOutbox } from '../mail/readOutbox';
import { accountsServerPerTest, PUBLIC_URL, START, tightLimits, type AccountsTestServer } from '../routes/accountsTestServer';
import { WRONG_CREDENTIALS } from '../routes/authRoutes';
import { EDUCATOR_REAPPLIED, EMAIL_TAKEN, VERIFICATION_SENT } from '../routes/registrationRoutes';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { educatorLifecycle } from './educatorLifecycle';
import { BADGE_URL_CHANGED, EDUCATOR_ALREADY_APPROVED, NO_EDUCATOR_APPLICATION, PAID_PLAN_RUNNING, STUDENTS_CANNOT_APPLY } from './educatorRoutes';

const TEACHER = 'teacher@hill.example.org';
const PASSWORD = 'secret-123';
const BADGE_MAIL = 'Your Planimetry educator badge and instructions';

/** The school's web server: its page is what the test puts there; each fetch is counted. */
interface School {
  url: string;
  page: string;
  fetches: number;
}

let schoolServer: Server | undefined;
const school: School = { url: '', page: '', fetches: 0 };
beforeEach(async () => {
  school.page = '<html><body>Hill School staff</body></html>';
  school.fetches = 0;
  schoolServer = createServer((_request, response) => {
    school.fetches += 1;
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(school.page);
  });
  await new Promise<void>((resolve) => schoolServer?.listen(0, '127.0.0.1', resolve));
  school.url = `http://127.0.0.1:${(schoolServer.address() as AddressInfo).port}/staff`;
});
afterEach(async () => {
  schoolServer?.closeAllConnections();
  await new Promise((resolve) => schoolServer?.close(resolve));
});

const educatorBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'educator',
  firstName: 'Edna',
  lastName: 'Krabappel',
  email: TEACHER,
  password: PASSWORD,
  nameOfSchool: 'Hill School',
  city: 'Leeds',
  country: 'GB',
  phoneNumber: '+441234567890',
  usage: 'Geometry lessons',
  badge_url: school.url,
  ...overrides,
});

const enableBody = (overrides: Record<string, unknown> = {}) => ({
  phone: '+441234567890',
  name: 'Dale School',
  city: 'York',
  country: 'GB',
  usage: 'Area of fields',
  badge_url: school.url,
  ...overrides,
});

/** The badge codes mailed to the address, oldest first. */
async function mailedBadgeCodes(server: AccountsTestServer, email = TEACHER): Promise<string[]> {
  const mails = (await readOutbox(server.dataDir)).filter((mail) => mail.to === email && mail.subject === BADGE_MAIL);
  return mails.map((mail) => /data-planimetry-badge="([0-9a-f]+)"/.exec(mail.text)?.[1] ?? '');
}

/** The administrator's side, on the test server's database and outbox. */
function admin(server: AccountsTestServer) {
  const { db } = server.database;
  return educatorLifecycle({
    applications: educatorApplicationsRepository(db),
    users: usersRepository(db),
    subscriptions: subscriptionsRepository(db),
    mailer: createMailer({ dataDir: server.dataDir }),
    now: () => START,
    badgeCheck: { allowPrivate: true },
  });
}

describe.each(testDatabases)('educator accounts on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh server per test', () => {
    const server = accountsServerPerTest(testDatabase, { badgeCheck: { allowPrivate: true } });
    const login = (password = PASSWORD) => server().request('POST', '/login', { body: { email: TEACHER, password } });
    const registerEducator = async () => {
      const registered = await server().request('POST', '/register', { body: educatorBody() });
      expect(registered.json()).toEqual({ success: true, message: VERIFICATION_SENT });
      const verified = await server().request('GET', `/verify/${await server().mailedToken(TEACHER)}`);
      expect(verified.statusCode).toBe(200);
      return verified.json().accessToken as string;
    };
    const application = () => server().database.db.selectFrom('educator_applications').selectAll().executeTakeFirst();

    it('goes from registration through the badge and the review to a login with the Educator plan', async () => {
      const registered = await server().request('POST', '/register', { body: educatorBody() });
      expect(registered.statusCode).toBe(200);
      // Before the address is proven: the verification mail only, and the login says so.
      expect(await mailedBadgeCodes(server())).toEqual([]);
      expect((await login()).json()).toMatchObject({ reason: 'unverified' });
      expect(school.fetches).toBe(0);

      const verified = await server().request('GET', `/verify/${await server().mailedToken(TEACHER)}`);
      const [code] = await mailedBadgeCodes(server());
      expect(code).toMatch(/^[0-9a-f]{24}$/);
      const badgeMail = (await readOutbox(server().dataDir)).find((mail) => mail.subject === BADGE_MAIL);
      expect(badgeMail?.text).toContain(badgeSnippet(code ?? '', PUBLIC_URL));
      expect(badgeMail?.text).toContain(school.url);
      expect(badgeMail?.text).toContain('within 24 hours');
      // No trial for educators, and /api/user tells where the account stands.
      const me = await server().request('GET', '/api/user', { token: verified.json().accessToken });
      expect(me.json().user).toMatchObject({ trial_end: START.toISOString(), subscription: null, educator: { status: 'badge-pending', nameOfSchool: 'Hill School', badge_url: school.url } });

      const noBadge = await login();
      expect(noBadge.statusCode).toBe(403);
      expect(noBadge.json()).toEqual({ success: false, reason: 'educator-badge', message: CLASSROOM_MESSAGES.badgeMissing });
      expect(noBadge.headers['set-cookie']).toBeUndefined();
      expect(school.fetches).toBe(1);

      school.page = `<html><body>${badgeSnippet(code ?? '', PUBLIC_URL)}</body></html>`;
      const found = await login();
      expect(found.statusCode).toBe(403);
      expect(found.json()).toEqual({ success: false, reason: 'educator-review', message: CLASSROOM_MESSAGES.reviewPending });
      expect(await application()).toMatchObject({ status: 'review-pending', badge_found_at: expect.any(String) });
      // Waiting for review: no more fetching.
      expect((await login()).json()).toMatchObject({ reason: 'educator-review' });
      expect(school.fetches).toBe(2);

      expect(await admin(server()).approve(TEACHER, PUBLIC_URL)).toMatchObject({ kind: 'done' });
      const approved = await login();
      expect(approved.statusCode).toBe(200);
      const user = (await server().request('GET', '/api/user', { token: approved.json().accessToken })).json().user;
      expect(user).toMatchObject({ educator: { status: 'approved' }, subscription: { stripe_plan: 'Educator', status: 'Opened', isOutdated: false } });
      expect(accessFor(user, START)).toMatchObject({ kind: 'app', reason: 'plan' });
      expect((await readOutbox(server().dataDir)).at(-1)?.subject).toBe('Your Planimetry educator account is approved');
    });

    it('tells a rejected educator so, and lets them register again with their password only', async () => {
      await registerEducator();
      expect(await admin(server()).reject(TEACHER, PUBLIC_URL)).toMatchObject({ kind: 'done' });
      const refused = await login();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ success: false, reason: 'educator-rejected', message: CLASSROOM_MESSAGES.reviewFailed });
      expect(school.fetches).toBe(0);

      // Someone else registering the address gets the taken-address answer and changes nothing.
      const stranger = await server().request('POST', '/register', { body: educatorBody({ password: 'guessed-99', nameOfSchool: 'Fake School' }) });
      expect(stranger.statusCode).toBe(409);
      expect(stranger.json()).toMatchObject({ message: EMAIL_TAKEN });
      expect(await application()).toMatchObject({ status: 'rejected', name_of_school: 'Hill School' });

      const [firstCode] = await mailedBadgeCodes(server());
      const again = await server().request('POST', '/register', { body: educatorBody({ nameOfSchool: 'Hill Academy' }) });
      expect(again.json()).toEqual({ success: true, message: EDUCATOR_REAPPLIED });
      expect(await application()).toMatchObject({ status: 'badge-pending', name_of_school: 'Hill Academy', reviewed_at: null });
      const codes = await mailedBadgeCodes(server());
      expect(codes).toHaveLength(2);
      expect(codes[1]).not.toBe(firstCode);
      expect((await login()).json()).toMatchObject({ reason: 'educator-badge' });
    });

    it('tells a wrong password nothing about the educator, and fetches nothing for it', async () => {
      await registerEducator();
      const wrong = await login('wrong-password');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ success: false, reason: 'credentials', message: WRONG_CREDENTIALS });
      expect(school.fetches).toBe(0);
    });

    it('confirms the registration its link was mailed for: a later user registration of the address does not make the owner an educator', async () => {
      // The owner registers as a user; someone else then registers the address as an educator.
      await server().request('POST', '/register', { body: { type: 'user', firstName: 'Owner', lastName: 'X', email: TEACHER, password: 'owners-pass' } });
      const ownersLink = await server().mailedToken(TEACHER);
      await server().request('POST', '/register', { body: educatorBody({ password: 'attackers-1' }) });
      expect(await application()).toBeDefined();
      const verified = await server().request('GET', `/verify/${ownersLink}`);
      const me = (await server().request('GET', '/api/user', { token: verified.json().accessToken })).json().user;
      expect(me.educator).toBeNull();
      expect(await application()).toBeUndefined();
      expect(await mailedBadgeCodes(server())).toEqual([]);
      expect((await server().request('POST', '/login', { body: { email: TEACHER, password: 'owners-pass' } })).statusCode).toBe(200);
    });

    it('keeps the school in a re-sent verification link, and a later educator registration\'s school wins only through its own link', async () => {
      await server().request('POST', '/register', { body: educatorBody() });
      expect((await server().request('GET', `/resend/${TEACHER}`)).statusCode).toBe(200);
      const resent = await server().mailedToken(TEACHER);
      // Someone registers the still unverified address for another school afterwards.
      await server().request('POST', '/register', { body: educatorBody({ password: 'attackers-1', nameOfSchool: 'Fake School', badge_url: 'https://fake.example.org/' }) });
      expect(await application()).toMatchObject({ name_of_school: 'Fake School' });
      expect((await server().request('GET', `/verify/${resent}`)).statusCode).toBe(200);
      expect(await application()).toMatchObject({ name_of_school: 'Hill School', badge_url: school.url, status: 'badge-pending' });
      const [code] = await mailedBadgeCodes(server());
      expect(code).toBe((await application())?.badge_code);
      expect((await login()).json()).toMatchObject({ reason: 'educator-badge' });
      expect((await login('attackers-1')).statusCode).toBe(401);
    });

    it('re-sends a pending educator\'s badge mail for the right password only, answering everyone the same', async () => {
      await registerEducator();
      await server().registerAndVerify('plain@example.com');
      const resend = (email: string, password: string) => server().request('POST', '/educator/resend-badge-email', { body: { email, password } });
      const answers = [await resend(TEACHER, 'wrong-password'), await resend('nobody@example.com', PASSWORD), await resend('plain@example.com', PASSWORD)];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({ success: true, message: CLASSROOM_MESSAGES.badgeEmailComing });
      }
      await server().settled();
      expect(await mailedBadgeCodes(server())).toHaveLength(1);
      expect((await resend(TEACHER.toUpperCase(), PASSWORD)).json()).toEqual({ success: true, message: CLASSROOM_MESSAGES.badgeEmailComing });
      await server().settled();
      const codes = await mailedBadgeCodes(server());
      expect(codes).toHaveLength(2);
      expect(codes[1]).toBe(codes[0]);
      expect((await readOutbox(server().dataDir)).filter((mail) => mail.to === 'plain@example.com' && mail.subject === BADGE_MAIL)).toEqual([]);
      // Malformed and huge bodies: a clear 400 or 413, nothing sent.
      expect((await server().request('POST', '/educator/resend-badge-email', { body: { email: 'not-an-address', password: PASSWORD } })).statusCode).toBe(400);
      expect((await server().request('POST', '/educator/resend-badge-email', { body: { email: TEACHER } })).json()).toMatchObject({ success: false, field: 'password' });
      const huge = await server().app.inject({ method: 'POST', url: '/educator/resend-badge-email', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: TEACHER, password: 'x'.repeat(20 * 1024 * 1024) }) });
      expect(huge.statusCode).toBe(413);
      await server().settled();
      expect(await mailedBadgeCodes(server())).toHaveLength(2);
    });

    it('turns a signed-in account into a waiting educator with /api/educator/enable, logging out every device', async () => {
      const first = await server().registerAndVerify(TEACHER);
      const second = (await login()).json().accessToken as string;
      expect((await server().request('POST', '/api/educator/enable', { body: enableBody() })).statusCode).toBe(401);
      const enabled = await server().request('POST', '/api/educator/enable', { body: enableBody(), token: first });
      expect(enabled.statusCode).toBe(200);
      expect(enabled.json()).toEqual({ success: true, message: CLASSROOM_MESSAGES.badgeEmailComing });
      for (const token of [first, second]) expect((await server().request('GET', '/api/user', { token })).statusCode).toBe(401);
      expect(await application()).toMatchObject({ status: 'badge-pending', name_of_school: 'Dale School', city: 'York', phone: '+441234567890' });
      const [code] = await mailedBadgeCodes(server());
      expect((await login()).json()).toMatchObject({ reason: 'educator-badge' });
      school.page = badgeSnippet(code ?? '', PUBLIC_URL);
      expect((await login()).json()).toMatchObject({ reason: 'educator-review' });
    });

    it('refuses /api/educator/enable to approved educators, students, paid plans and bad bodies', async () => {
      const token = await server().registerAndVerify(TEACHER);
      const enable = (body: unknown, as = token) => server().request('POST', '/api/educator/enable', { body, token: as });
      expect((await enable({ ...enableBody(), badge_url: 'javascript:alert(1)' })).json()).toMatchObject({ success: false, field: 'badge_url' });
      expect((await enable({ ...enableBody(), phone: '12' })).json()).toMatchObject({ success: false, field: 'phone' });
      const broken = await server().app.inject({
        method: 'POST',
        url: '/api/educator/enable',
        headers: { 'content-type': 'application/json', [ACCESS_TOKEN_HEADER]: token },
        payload: '{"phone": "+441234567890", "name": ',
      });
      expect(broken.statusCode).toBe(400);
      expect((await enable([enableBody()])).statusCode).toBe(400);
      const huge = await server().app.inject({
        method: 'POST',
        url: '/api/educator/enable',
        headers: { 'content-type': 'application/json', [ACCESS_TOKEN_HEADER]: token },
        payload: JSON.stringify(enableBody({ usage: 'x'.repeat(20 * 1024 * 1024) })),
      });
      expect(huge.statusCode).toBe(413);
      expect(await application()).toBeUndefined();

      const { db } = server().database;
      const { id } = await db.selectFrom('users').select('id').where('email', '=', TEACHER).executeTakeFirstOrThrow();
      await subscriptionsRepository(db).save({
        userId: id, plan: 'Pro', status: 'Opened', currency: 'USD', price: 9900, endsAt: '2027-03-01T00:00:00.000Z',
        unsubscribe: false, forgetData: false, provider: 'test', providerSubscriptionId: 'sub_1', dayEnds: null,
      });
      expect((await enable(enableBody())).json()).toEqual({ success: false, message: PAID_PLAN_RUNNING });
      expect(await application()).toBeUndefined();
      await db.deleteFrom('subscriptions').execute();

      await db.updateTable('users').set({ is_session_user: 1 }).where('id', '=', id).execute();
      const student = await enable(enableBody());
      expect(student.statusCode).toBe(403);
      expect(student.json()).toEqual({ success: false, message: STUDENTS_CANNOT_APPLY });
      await db.updateTable('users').set({ is_session_user: 0 }).where('id', '=', id).execute();

      expect((await enable(enableBody())).statusCode).toBe(200);
      school.page = badgeSnippet((await mailedBadgeCodes(server()))[0] ?? '', PUBLIC_URL);
      await login();
      await admin(server()).approve(TEACHER, PUBLIC_URL);
      const educator = (await login()).json().accessToken as string;
      const again = await enable(enableBody(), educator);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ success: false, message: EDUCATOR_ALREADY_APPROVED });
      expect(await application()).toMatchObject({ status: 'approved' });
    });

    it('moves an educator\'s badge page with /api/educator/badge-url, for their own application only', async () => {
      const teacherToken = await registerEducator();
      const otherToken = await server().registerAndVerify('other@example.com');
      const change = (url: unknown, token?: string) => server().request('POST', '/api/educator/badge-url', { body: { url }, token });
      expect((await change('https://new.hill.example.org/badge')).statusCode).toBe(401);
      const notEducator = await change('https://evil.example.org/', otherToken);
      expect(notEducator.statusCode).toBe(404);
      expect(notEducator.json()).toEqual({ success: false, message: NO_EDUCATOR_APPLICATION });
      expect((await change('file:///etc/passwd', teacherToken)).json()).toMatchObject({ success: false, field: 'url' });
      expect((await change(42, teacherToken)).statusCode).toBe(400);
      // Only https, and no longer than an address may be (AB7.39).
      expect((await change('http://hill.example.org/badge', teacherToken)).json()).toMatchObject({ success: false, field: 'url' });
      expect((await change(`https://hill.example.org/${'a'.repeat(3000)}`, teacherToken)).statusCode).toBe(400);
      expect(await application()).toMatchObject({ badge_url: school.url });

      await server().database.db.updateTable('educator_applications').set({ status: 'review-pending', badge_found_at: START.toISOString() }).execute();
      const moved = await change('https://new.hill.example.org/badge', teacherToken);
      expect(moved.json()).toEqual({ success: true, message: BADGE_URL_CHANGED, educator: { status: 'badge-pending', nameOfSchool: 'Hill School', badge_url: 'https://new.hill.example.org/badge' } });
      expect(await application()).toMatchObject({ status: 'badge-pending', badge_found_at: null, badge_url: 'https://new.hill.example.org/badge' });
      expect(await mailedBadgeCodes(server())).toHaveLength(2);

      // An approved educator is not sent back to waiting, nor a rejected one's page moved.
      await server().database.db.updateTable('educator_applications').set({ status: 'approved' }).execute();
      const approved = await change('https://other.hill.example.org/', teacherToken);
      expect(approved.statusCode).toBe(409);
      expect(approved.json()).toEqual({ success: false, message: EDUCATOR_ALREADY_APPROVED });
      await server().database.db.updateTable('educator_applications').set({ status: 'rejected' }).execute();
      expect((await change('https://other.hill.example.org/', teacherToken)).statusCode).toBe(409);
      expect(await application()).toMatchObject({ status: 'rejected', badge_url: 'https://new.hill.example.org/badge' });
    });
  });

  describe.skipIf(testDatabase.skipReason !== undefined)('with tight rate limits', () => {
    const server = accountsServerPerTest(testDatabase, {
      badgeCheck: { allowPrivate: true },
      rateLimits: tightLimits({ perIp: 100, perIpAndAddress: 3, perAddress: 100, mailsPerAddress: 100, perUser: 2 }),
    });

    it('limits badge mail requests like logins, and the signed-in educator calls per user', async () => {
      const resend = () => server().request('POST', '/educator/resend-badge-email', { body: { email: TEACHER, password: 'guess-1' } });
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await resend()).statusCode).toBe(200);
      expect((await resend()).statusCode).toBe(429);

      const token = await server().registerAndVerify('user@example.com');
      const change = () => server().request('POST', '/api/educator/badge-url', { body: { url: 'https://hill.example.org/' }, token });
      expect((await change()).statusCode).toBe(404);
      expect((await change()).statusCode).toBe(404);
      expect((await change()).statusCode).toBe(429);
      expect((await server().request('POST', '/api/educator/enable', { body: enableBody(), token })).statusCode).toBe(429);
    });
  });
});
