import { describe, expect, it } from 'vitest';
import {
  CLASSROOM_MESSAGES,
  CLASSROOM_PASSWORD_ALPHABET,
  CLASSROOM_PASSWORD_LENGTH,
  DEFAULT_CLASSROOM_MINUTES,
  classroomDocumentsResponseSchema,
  classroomSessionResponseSchema,
  classroomSessionsResponseSchema,
  type ClassroomSettings,
} from '../../shared/classroom';
import { userResponseSchema } from '../../shared/accounts';
import { DEFAULT_SETTINGS } from '../../shared/settings';
import { SQUARE_PLOT } from '../documents/testing/documentsTestApp';
import { START } from '../routes/accountsTestServer';
import { grantPlan } from '../billing/testing/grantPlan';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { classroomServerPerTest } from './testing/classroomTestServer';

const SETTINGS: ClassroomSettings = {
  state: { measurementSystem: 'imperial', imperial: 'fractions', inchFraction: 16, displayLineLength: true, displayAngles: 2 },
  lock: { value: 10, unit: 'ft' },
};
const MINUTE = 60_000;

/** Every educator route, each with a body it would accept. */
const educatorRoutes = (sessionId: string): [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] => [
  ['POST', '/api/educator/session', { name: 'Mine now' }],
  ['GET', '/api/educator/session'],
  ['POST', '/api/educator/session/stop'],
  ['DELETE', `/api/educator/session/${sessionId}`],
  ['GET', '/api/educator/sessions'],
  ['GET', `/api/educator/session/${sessionId}/documents`],
  ['PUT', '/api/educator/session/settings', { settings: SETTINGS }],
  ['DELETE', '/api/educator/documents'],
  ['POST', '/api/educator/revoke'],
];

describe.each(testDatabases)('educator classroom routes on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh server per test', () => {
    const server = classroomServerPerTest(testDatabase);

    it('starts a session with a generated password ending CLASSROOM_SESSION_MINUTES from now, and answers it until it is stopped', async () => {
      const { token } = await server().educator('teacher@school.example');
      expect((await server().request('GET', '/api/educator/session', { token })).json()).toEqual({ success: true, session: null });

      const session = await server().startSession(token, '  Geometry 7B ');
      expect(session).toMatchObject({ name: 'Geometry 7B', documents_count: 0, documents: [], isEnded: false, created_at: START.toISOString() });
      expect(session.ends_at).toBe(new Date(START.getTime() + DEFAULT_CLASSROOM_MINUTES * MINUTE).toISOString());
      expect(session.password).toHaveLength(CLASSROOM_PASSWORD_LENGTH);
      expect([...session.password].every((character) => CLASSROOM_PASSWORD_ALPHABET.includes(character))).toBe(true);
      const another = await server().educator('other@school.example');
      expect((await server().startSession(another.token)).password).not.toBe(session.password);

      const read = classroomSessionResponseSchema.parse((await server().request('GET', '/api/educator/session', { token })).json());
      expect(read.session).toEqual(session);

      const again = await server().request('POST', '/api/educator/session', { token, body: { name: 'Second' } });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ success: false, message: CLASSROOM_MESSAGES.sessionRunning });

      expect((await server().request('POST', '/api/educator/session/stop', { token })).json()).toEqual({ success: true, session: null });
      expect((await server().request('GET', '/api/educator/session', { token })).json()).toEqual({ success: true, session: null });
      const row = await server().database.db.selectFrom('classrooms').selectAll().where('id', '=', session.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ ended_at: START.toISOString(), ended_by_educator: 1 });
      // Stopping again is not an error: nothing runs.
      expect((await server().request('POST', '/api/educator/session/stop', { token })).statusCode).toBe(200);
      expect((await server().startSession(token, 'Second')).name).toBe('Second');
    });

    it('lists the educator’s own sessions newest first with their students’ documents, and one session’s documents', async () => {
      const { token } = await server().educator('teacher@school.example');
      const first = await server().startSession(token, 'Monday');
      const ann = await server().studentToken('ann-device-01', first);
      const saved = (await server().request('POST', '/api/document', { token: ann, body: { name: 'Plot A', state: SQUARE_PLOT.state } })).json().document;
      await server().request('POST', '/api/educator/session/stop', { token });
      server().advance(MINUTE);
      const second = await server().startSession(token, 'Tuesday');
      const other = await server().educator('other@school.example');
      await server().startSession(other.token, 'Elsewhere');

      const { sessions } = classroomSessionsResponseSchema.parse((await server().request('GET', '/api/educator/sessions', { token })).json());
      expect(sessions.map((session) => [session.name, session.isEnded, session.documents_count])).toEqual([
        ['Tuesday', false, 0],
        ['Monday', true, 1],
      ]);
      expect(sessions[1]?.documents).toEqual([{ id: saved.id, name: 'Plot A', session_id: first.id }]);
      expect(sessions[0]?.id).toBe(second.id);

      const listed = classroomDocumentsResponseSchema.parse((await server().request('GET', `/api/educator/session/${first.id}/documents`, { token })).json());
      expect(listed.documents.map((document) => [document.id, document.name, document.session_id])).toEqual([[saved.id, 'Plot A', first.id]]);
    });

    it('stores the settings of the running session, which its students read in GET /api/user; 404 without one', async () => {
      const { token } = await server().educator('teacher@school.example');
      const none = await server().request('PUT', '/api/educator/session/settings', { token, body: { settings: SETTINGS } });
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual({ success: false, message: CLASSROOM_MESSAGES.sessionNotFound });
      const session = await server().startSession(token);
      const student = await server().studentToken('ann-device-01', session);
      const put = await server().request('PUT', '/api/educator/session/settings', { token, body: { settings: SETTINGS } });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual({ success: true, settings: SETTINGS });
      const user = userResponseSchema.parse((await server().request('GET', '/api/user', { token: student })).json()).user;
      expect(user.classroom).toEqual({ id: session.id, name: session.name, ends_at: session.ends_at, settings: SETTINGS });
      // The educator has no classroom of their own in GET /api/user.
      expect(userResponseSchema.parse((await server().request('GET', '/api/user', { token })).json()).user.classroom).toBeNull();
      // The dashboard reads them back with the session, to show them again.
      const running = classroomSessionResponseSchema.parse((await server().request('GET', '/api/educator/session', { token })).json()).session;
      expect(running?.settings).toEqual(SETTINGS);
      expect(session.settings).toBeNull();
    });

    it('deletes a session with its students, their logins, documents and previews, and "Delete all files" deletes every student document', async () => {
      const { token } = await server().educator('teacher@school.example');
      const first = await server().startSession(token, 'Monday');
      const ann = await server().studentToken('ann-device-01', first);
      const preview = `data:image/png;base64,${Buffer.from(PNG_1x1, 'base64').toString('base64')}`;
      await server().request('POST', '/api/document', { token: ann, body: { name: 'Plot A', state: SQUARE_PLOT.state, preview } });
      const { db } = server().database;
      const previewFile = (await db.selectFrom('documents').select('preview_file').executeTakeFirstOrThrow()).preview_file;
      expect(previewFile).toMatch(/\.png$/);

      expect((await server().request('POST', '/api/settings', { token: ann, body: { settings: { ...DEFAULT_SETTINGS, measurementSystem: 'imperial' } } })).statusCode).toBe(200);
      expect(await db.selectFrom('settings').select('client_id').execute()).toHaveLength(1);
      const deleted = await server().request('DELETE', `/api/educator/session/${first.id}`, { token });
      expect(deleted.json()).toEqual({ success: true });
      expect(await db.selectFrom('classrooms').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('documents').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('users').select('email').where('is_session_user', '=', 1).execute()).toEqual([]);
      expect(await db.selectFrom('settings').select('client_id').execute()).toEqual([]);
      expect((await server().app.inject({ method: 'GET', url: `/preview/${previewFile}` })).statusCode).toBe(404);
      expect((await server().request('GET', '/api/user', { token: ann })).statusCode).toBe(401);
      expect((await server().request('DELETE', `/api/educator/session/${first.id}`, { token })).statusCode).toBe(404);

      const second = await server().startSession(token, 'Tuesday');
      const bob = await server().studentToken('bob-device-01', second);
      await server().request('POST', '/api/document', { token: bob, body: { name: 'Plot B', state: SQUARE_PLOT.state } });
      await server().request('POST', '/api/document', { token: bob, body: { name: 'Plot C', state: SQUARE_PLOT.state } });
      // The educator's own saved drawing is not a student's file.
      await server().request('POST', '/api/document', { token, body: { name: 'Mine', state: SQUARE_PLOT.state } });
      const all = await server().request('DELETE', '/api/educator/documents', { token });
      expect(all.json()).toEqual({ success: true, deleted: 2 });
      expect((await db.selectFrom('documents').select('name').execute()).map((row) => row.name)).toEqual(['Mine']);
      // The session still runs, and the student stays logged in.
      expect((await server().request('GET', '/api/documents', { token: bob })).json().documents).toEqual([]);
    });

    it('closes the educator account: the session ends, the plan and application go, the trial is over', async () => {
      const educator = await server().educator('teacher@school.example');
      const { db } = server().database;
      const stamp = START.toISOString();
      await db
        .insertInto('educator_applications')
        .values({ user_id: educator.id, name_of_school: 'School', city: 'Town', country: 'UK', phone: '+441234567', usage: 'Maths', badge_url: 'https://school.example/', badge_code: 'code-1', status: 'approved', badge_checked_at: null, badge_found_at: null, reviewed_at: stamp, created_at: stamp, updated_at: stamp })
        .execute();
      const session = await server().startSession(educator.token);
      const student = await server().studentToken('ann-device-01', session);
      const saved = (await server().request('POST', '/api/document', { token: student, body: { name: 'Plot', state: SQUARE_PLOT.state } })).json().document;
      expect((await server().request('GET', `/api/document/${saved.id}`, { token: educator.token })).statusCode).toBe(200);

      expect((await server().request('POST', '/api/educator/revoke', { token: educator.token })).json()).toEqual({ success: true });
      expect((await server().request('GET', '/api/user', { token: student })).statusCode).toBe(401);
      expect(await db.selectFrom('subscriptions').select('plan').where('user_id', '=', educator.id).execute()).toEqual([]);
      expect(await db.selectFrom('educator_applications').select('user_id').execute()).toEqual([]);
      const user = userResponseSchema.parse((await server().request('GET', '/api/user', { token: educator.token })).json()).user;
      expect(user.subscription).toBeNull();
      expect(user.trial_end).toBe(stamp);
      // No longer an educator: the routes refuse, and saved documents need a plan now.
      expect((await server().request('GET', '/api/educator/session', { token: educator.token })).statusCode).toBe(403);
      expect((await server().request('GET', '/api/documents', { token: educator.token })).statusCode).toBe(402);
      // Buying a plan later does not open the former students' documents again.
      await grantPlan(db, educator.id, 'Pro');
      expect((await server().request('GET', `/api/document/${saved.id}`, { token: educator.token })).statusCode).toBe(404);
    });

    it('refuses strangers (401), ordinary accounts, unapproved plans and students (403) on every educator route', async () => {
      const { token } = await server().educator('teacher@school.example');
      const session = await server().startSession(token);
      const student = await server().studentToken('ann-device-01', session);
      const ordinary = await server().user('someone@example.com');
      const lapsed = await server().user('lapsed@example.com');
      await server().database.db.insertInto('subscriptions').values({
        user_id: lapsed.id, plan: 'Educator', status: 'Outdated', currency: 'USD', price: 0, ends_at: '9999-12-31T23:59:59.999Z', unsubscribe: 0, forget_data: 0, provider: 'test', provider_subscription_id: null, day_ends: null, created_at: START.toISOString(), updated_at: START.toISOString(),
      }).execute();
      const routes = educatorRoutes(session.id);
      for (const [method, url, body] of routes) {
        const anonymous = await server().request(method, url, { body });
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
        for (const caller of [student, ordinary.token, lapsed.token]) {
          const refused = await server().request(method, url, { token: caller, body });
          expect(refused.statusCode, `${method} ${url}`).toBe(403);
          expect(refused.json()).toEqual({ success: false, message: CLASSROOM_MESSAGES.notEducator });
        }
      }
      // Nothing changed: the session runs, its student is still in.
      expect(classroomSessionResponseSchema.parse((await server().request('GET', '/api/educator/session', { token })).json()).session?.id).toBe(session.id);
      expect((await server().request('GET', '/api/user', { token: student })).statusCode).toBe(200);
    });

    it("refuses an educator's own token once its session ended, by logout or by a password change", async () => {
      const { token: owner } = await server().educator('teacher@school.example');
      const session = await server().startSession(owner);
      const logIn = async () => (await server().request('POST', '/login', { body: { email: 'teacher@school.example', password: 'secret-123' } })).json().accessToken as string;
      const loggedOut = await logIn();
      expect((await server().request('GET', '/logout/teacher@school.example', { token: loggedOut })).statusCode).toBe(200);
      const stolen = await logIn();
      const current = await logIn();
      const changed = await server().request('POST', '/api/update/password', { token: current, body: { oldPassword: 'secret-123', newPassword: 'secret-456' } });
      expect(changed.statusCode).toBe(200);
      for (const [method, url, body] of educatorRoutes(session.id)) {
        for (const token of [loggedOut, stolen]) expect((await server().request(method, url, { token, body })).statusCode, `${method} ${url}`).toBe(401);
      }
      // Nothing changed: the session still runs for the educator's new login.
      const fresh = (await server().request('POST', '/login', { body: { email: 'teacher@school.example', password: 'secret-456' } })).json().accessToken as string;
      expect(classroomSessionResponseSchema.parse((await server().request('GET', '/api/educator/session', { token: fresh })).json()).session?.id).toBe(session.id);
    });

    it('keeps one educator out of another’s sessions and students’ documents (404 as for an unknown id)', async () => {
      const mine = await server().educator('teacher@school.example');
      const theirs = await server().educator('other@school.example');
      const session = await server().startSession(theirs.token, 'Theirs');
      const student = await server().studentToken('ann-device-01', session);
      const saved = (await server().request('POST', '/api/document', { token: student, body: { name: 'Plot', state: SQUARE_PLOT.state } })).json().document;

      for (const [method, url] of [['DELETE', `/api/educator/session/${session.id}`], ['GET', `/api/educator/session/${session.id}/documents`], ['DELETE', '/api/educator/session/not-a-session']] as const) {
        const refused = await server().request(method, url, { token: mine.token });
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({ success: false, message: CLASSROOM_MESSAGES.sessionNotFound });
      }
      expect((await server().request('GET', `/api/document/${saved.id}`, { token: mine.token })).statusCode).toBe(404);
      // Stopping and "Delete all files" act on the caller's own sessions only.
      await server().request('POST', '/api/educator/session/stop', { token: mine.token });
      expect((await server().request('DELETE', '/api/educator/documents', { token: mine.token })).json()).toEqual({ success: true, deleted: 0 });
      const listed = classroomDocumentsResponseSchema.parse((await server().request('GET', `/api/educator/session/${session.id}/documents`, { token: theirs.token })).json());
      expect(listed.documents.map((document) => document.id)).toEqual([saved.id]);
      expect((await server().request('GET', '/api/user', { token: student })).statusCode).toBe(200);
      expect((await server().request('GET', '/api/educator/sessions', { token: mine.token })).json()).toEqual({ success: true, sessions: [] });
    });

    it('answers 400 with the field’s message for a missing, blank, overlong or malformed name or settings, and changes nothing', async () => {
      const { token } = await server().educator('teacher@school.example');
      for (const body of [{}, { name: '   ' }, { name: 'x'.repeat(101) }, { name: 42 }, { name: 'Tab\u0007bell' }]) {
        const response = await server().request('POST', '/api/educator/session', { token, body });
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().success).toBe(false);
      }
      expect((await server().request('POST', '/api/educator/session', { token, body: { name: ' ' } })).json().message).toContain('Session name is required.');
      expect((await server().request('POST', '/api/educator/session', { token, body: { name: 'x'.repeat(101) } })).json().message).toContain('Session name must be no more than 100 characters.');
      const huge = await server().app.inject({ method: 'POST', url: '/api/educator/session', headers: { 'access-token': token, 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }) });
      expect(huge.statusCode).toBe(413);
      const broken = await server().app.inject({ method: 'POST', url: '/api/educator/session', headers: { 'access-token': token, 'content-type': 'application/json' }, payload: '{"name":' });
      expect(broken.statusCode).toBe(400);
      expect((await server().request('GET', '/api/educator/session', { token })).json()).toEqual({ success: true, session: null });

      await server().startSession(token);
      for (const settings of [null, {}, { ...SETTINGS, lock: { value: 0, unit: 'ft' } }, { ...SETTINGS, lock: { value: 1, unit: 'furlong' } }, { ...SETTINGS, state: { ...SETTINGS.state, measurementSystem: 'cubits' } }]) {
        const response = await server().request('PUT', '/api/educator/session/settings', { token, body: { settings } });
        expect(response.statusCode, JSON.stringify(settings)).toBe(400);
      }
      expect(await server().database.db.selectFrom('classrooms').select('settings').execute()).toEqual([{ settings: null }]);
      // Fastify's own bound on path parameters (100 characters) answers first.
      expect((await server().request('GET', `/api/educator/session/${'x'.repeat(101)}/documents`, { token })).statusCode).toBe(414);
      expect((await server().request('GET', '/api/educator/session/bell%07/documents', { token })).statusCode).toBe(400);
    });
  });
});

/** The smallest valid PNG (1×1, transparent), as a preview. */
const PNG_1x1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
