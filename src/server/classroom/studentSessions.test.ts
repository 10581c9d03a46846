import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  accessTokenResponseSchema,
  ACCOUNT_MESSAGES,
  documentResponseSchema,
  documentsListResponseSchema,
  sessionLoginResponseSchema,
  userResponseSchema,
} from '../../shared/accounts';
import { CLIENT_ID_HEADER } from '../../shared/api';
import { CLASSROOM_MESSAGES, classroomDocumentsResponseSchema } from '../../shared/classroom';
import { SQUARE_PLOT } from '../documents/testing/documentsTestApp';
import { tightLimits } from '../routes/accountsTestServer';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { SCHOOL_ADDRESS_FACTOR } from '../routes/authRoutes';
import { STUDENT_KEY_COOKIE, studentKeyHash } from './studentKey';
import { STUDENT_EMAIL_DOMAIN } from './studentLogin';
import { classroomServerPerTest } from './testing/classroomTestServer';

const MINUTE = 60_000;

describe.each(testDatabases)('students of classroom sessions on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh server per test', () => {
    // A short session, and a sweeper too slow to matter: these tests see what a request sees by itself.
    const server = classroomServerPerTest(testDatabase, {}, { sessionMinutes: 90, sweepIntervalMs: 3_600_000 });

    it('logs a device in as one student user per session, reused on the next login, with a token and cookie ending with the session', async () => {
      const { token } = await server().educator('teacher@school.example');
      const session = await server().startSession(token);

      const joined = await server().joinAs('ann-device-01', session.name, session.password);
      expect(joined.statusCode).toBe(200);
      const { accessToken } = accessTokenResponseSchema.parse(joined.json());
      expect(decodeJwt(accessToken).exp).toBe(Date.parse(session.ends_at) / 1000);
      const cookie = joined.cookies.find((each) => each.name === 'access-token');
      expect(cookie).toMatchObject({ value: accessToken, httpOnly: true, maxAge: 90 * 60 });

      const user = userResponseSchema.parse((await server().request('GET', '/api/user', { token: accessToken })).json()).user;
      expect(user).toMatchObject({ is_session_user: true, userMeta: { first_name: 'Student', last_name: '' }, subscription: null, device_uuid: 'ann-device-01' });
      expect(user.email.endsWith(`@${STUDENT_EMAIL_DOMAIN}`)).toBe(true);
      expect(user.classroom).toEqual({ id: session.id, name: session.name, ends_at: session.ends_at, settings: null });

      // The same browser again (its key) is the same student; another browser (its device named by x-client-id) is another.
      const again = accessTokenResponseSchema.parse((await server().joinAs('ann-device-01', session.name, session.password)).json()).accessToken;
      expect(userResponseSchema.parse((await server().request('GET', '/api/user', { token: again })).json()).user.email).toBe(user.email);
      const byHeader = await server().request('POST', '/session-login', { body: { session: session.name, password: session.password }, headers: { [CLIENT_ID_HEADER]: 'bob-device-01' } });
      const bob = userResponseSchema.parse((await server().request('GET', '/api/user', { token: byHeader.json().accessToken })).json()).user;
      expect(bob).toMatchObject({ is_session_user: true, device_uuid: 'bob-device-01' });
      expect(bob.email).not.toBe(user.email);
      // The browser keeps its key in a cookie only /session-login receives, and only from our pages; the database keeps its hash.
      const { studentKey } = sessionLoginResponseSchema.parse(joined.json());
      expect(joined.cookies.find((each) => each.name === STUDENT_KEY_COOKIE)).toMatchObject({ value: studentKey, httpOnly: true, sameSite: 'Strict', path: '/session-login' });
      const { db } = server().database;
      const stored = await db.selectFrom('classroom_students').select('key_hash').where('classroom_id', '=', session.id).execute();
      expect(stored).toHaveLength(2);
      expect(stored.map((row) => row.key_hash)).toContain(studentKeyHash(studentKey));
      expect(JSON.stringify(stored)).not.toContain(studentKey);
      // A student cannot log in with /login: nobody knows the password, and the address takes no mail.
      expect((await server().request('POST', '/login', { body: { email: user.email, password: session.password } })).statusCode).toBe(401);
    });

    it('shows the educator the name a student gives, kept and changed at the next login, and refuses a name with control or bidi characters or too long (issue 36 item 10)', async () => {
      const { token } = await server().educator('teacher@school.example');
      const session = await server().startSession(token);
      const join = (body: object) => server().request('POST', '/session-login', { body: { session: session.name, password: session.password, deviceUuid: 'ann-device-01', ...body } });
      for (const displayName of ['Ann\u202eK', 'Ann\nK', 'x'.repeat(41), '   ']) {
        const refused = await join({ displayName });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ success: false, field: 'displayName' });
      }
      expect(await server().database.db.selectFrom('users').select('id').where('is_session_user', '=', 1).execute()).toEqual([]);

      const joined = await join({ displayName: '  Ann K.  ' });
      const { accessToken: ann, studentKey } = sessionLoginResponseSchema.parse(joined.json());
      expect(userResponseSchema.parse((await server().request('GET', '/api/user', { token: ann })).json()).user.userMeta).toMatchObject({ first_name: 'Ann K.' });
      await server().request('POST', '/api/document', { token: ann, body: { name: 'Plot', state: SQUARE_PLOT.state } });
      const names = async () =>
        classroomDocumentsResponseSchema.parse((await server().request('GET', `/api/educator/session/${session.id}/documents`, { token })).json()).documents.map((document) => document.student_name);
      expect(await names()).toEqual(['Ann K.']);
      // The same browser, another name: the educator sees the new one.
      await join({ displayName: 'Ann Kowalska', studentKey });
      expect(await names()).toEqual(['Ann Kowalska']);
      // A login that gives no name (an API client) keeps the one given before, not "Student".
      await join({ studentKey });
      expect(await names()).toEqual(['Ann Kowalska']);
      // The student's own list carries no names.
      const own = (await server().request('GET', '/api/documents', { token: ann })).json() as { documents: { student_name: unknown }[] };
      expect(own.documents.map((document) => document.student_name)).toEqual([null]);
    });

    it('makes one student of a browser that logs in with its key twice at once', async () => {
      const { token } = await server().educator('teacher@school.example');
      const session = await server().startSession(token);
      const studentKey = 'k'.repeat(43);
      const answers = await Promise.all(
        [0, 1, 2].map(() => server().request('POST', '/session-login', { body: { session: session.name, password: session.password, deviceUuid: 'ann-device-01', studentKey } })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const emails = await Promise.all(answers.map(async (answer) => userResponseSchema.parse((await server().request('GET', '/api/user', { token: answer.json().accessToken })).json()).user.email));
      expect(new Set(emails).size).toBe(1);
      const { db } = server().database;
      expect(await db.selectFrom('users').select('email').where('is_session_user', '=', 1).execute()).toEqual([{ email: emails[0] }]);
      expect(await db.selectFrom('classroom_students').select('key_hash').execute()).toEqual([{ key_hash: studentKeyHash(studentKey) }]);
    });

    it("never lets the educator become a student: their views carry no device id, and naming a student's device makes a new student", async () => {
      const { token } = await server().educator('teacher@school.example');
      const session = await server().startSession(token);
      const ann = await server().studentToken('ann-device-01', session);
      const saved = (await server().request('POST', '/api/document', { token: ann, body: { name: 'Plot', state: SQUARE_PLOT.state } })).json().document;

      const listed = await server().request('GET', `/api/educator/session/${session.id}/documents`, { token });
      expect(listed.body).not.toContain('ann-device-01');
      expect(classroomDocumentsResponseSchema.parse(listed.json()).documents).toMatchObject([{ id: saved.id, device_uuid: null }]);
      const opened = await server().request('GET', `/api/document/${saved.id}`, { token });
      expect(opened.json().document).toMatchObject({ id: saved.id, device_uuid: null });

      // The probe's attack: log in to the session naming Ann's device, by body and by header.
      for (const claim of [{ body: { deviceUuid: 'ann-device-01' } }, { headers: { [CLIENT_ID_HEADER]: 'ann-device-01' } }]) {
        const login = await server().request('POST', '/session-login', { body: { session: session.name, password: session.password, ...claim.body }, headers: claim.headers });
        expect(login.statusCode).toBe(200);
        const impostor = login.json().accessToken as string;
        expect((await server().request('GET', `/api/document/${saved.id}`, { token: impostor })).statusCode).toBe(404);
        expect((await server().request('POST', '/api/document', { token: impostor, body: { id: saved.id, name: 'Plot', state: SQUARE_PLOT.state } })).statusCode).toBe(404);
        expect((await server().request('DELETE', `/api/document/${saved.id}`, { token: impostor })).statusCode).toBe(404);
        expect(documentsListResponseSchema.parse((await server().request('GET', '/api/documents', { token: impostor })).json()).documents).toEqual([]);
      }
      // A guessed or malformed key is refused or makes a new student, never Ann.
      expect((await server().request('POST', '/session-login', { body: { session: session.name, password: session.password, studentKey: 'short' } })).statusCode).toBe(400);
      const annAgain = await server().studentToken('ann-device-01', session);
      expect(documentsListResponseSchema.parse((await server().request('GET', '/api/documents', { token: annAgain })).json()).documents.map((each) => each.id)).toEqual([saved.id]);
    });

    it('never refreshes a student token past the session, and refuses it once the session’s time is up, sweeper or not', async () => {
      const { token } = await server().educator('teacher@school.example');
      const session = await server().startSession(token);
      const student = await server().studentToken('ann-device-01', session);
      const refreshed = await server().request('GET', '/api/refresh', { token: student });
      expect(refreshed.json()).toEqual({ success: true, accessToken: student, refreshed: false });
      const { db } = server().database;
      expect((await db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id').select('expires_at').where('users.is_session_user', '=', 1).executeTakeFirstOrThrow()).expires_at).toBe(session.ends_at);

      server().advance(90 * MINUTE - 1000);
      expect((await server().request('GET', '/api/user', { token: student })).statusCode).toBe(200);
      server().advance(1000);
      expect((await server().request('GET', '/api/user', { token: student })).statusCode).toBe(401);
      expect((await server().request('POST', '/api/document', { token: student, body: { name: 'Late', state: SQUARE_PLOT.state } })).statusCode).toBe(401);
      // Nobody joins a session whose time is up, though nothing has stamped it ended yet.
      expect((await server().joinAs('bob-device-01', session.name, session.password)).json()).toEqual({ success: false, message: CLASSROOM_MESSAGES.sessionOver });
      // The educator's next look ends it for good.
      expect((await server().request('GET', '/api/educator/session', { token })).json()).toEqual({ success: true, session: null });
      expect((await db.selectFrom('classrooms').select(['ended_at', 'ended_by_educator']).executeTakeFirstOrThrow())).toEqual({ ended_at: new Date(Date.parse(session.ends_at)).toISOString(), ended_by_educator: 0 });
    });

    it('refuses a wrong password or an unknown name alike, tells "session over" only to the ended session’s own password, and matches the right one of two same-named sessions', async () => {
      const first = await server().educator('teacher@school.example');
      const second = await server().educator('other@school.example');
      const mine = await server().startSession(first.token, 'Maths');
      const theirs = await server().startSession(second.token, 'Maths');
      for (const [name, password] of [['Maths', 'wrongpass'], ['Nobody', mine.password], ['maths', mine.password], ['Maths', `${mine.password} `]]) {
        const refused = await server().joinAs('ann-device-01', name as string, password as string);
        expect(refused.statusCode, `${name} ${password}`).toBe(401);
        expect(refused.json()).toEqual({ success: false, message: CLASSROOM_MESSAGES.sessionLoginFailed });
        expect(refused.cookies).toEqual([]);
      }
      const inTheirs = await server().studentToken('ann-device-01', theirs);
      expect(userResponseSchema.parse((await server().request('GET', '/api/user', { token: inTheirs })).json()).user.classroom?.id).toBe(theirs.id);

      await server().request('POST', '/api/educator/session/stop', { token: first.token });
      const over = await server().joinAs('ann-device-01', mine.name, mine.password);
      expect(over.statusCode).toBe(401);
      expect(over.json()).toEqual({ success: false, message: CLASSROOM_MESSAGES.sessionOver });
      expect((await server().joinAs('ann-device-01', mine.name, 'wrongpass')).json().message).toBe(CLASSROOM_MESSAGES.sessionLoginFailed);
      // The other educator's session of the same name still lets its students in.
      expect((await server().joinAs('bob-device-01', theirs.name, theirs.password)).statusCode).toBe(200);
    });

    it('answers 400 to missing, oversized or malformed fields without logging anyone in', async () => {
      const { token } = await server().educator('teacher@school.example');
      const session = await server().startSession(token);
      const bodies: unknown[] = [
        {},
        { session: session.name },
        { password: session.password },
        { session: '  ', password: session.password },
        { session: 'x'.repeat(101), password: session.password },
        { session: session.name, password: 'p'.repeat(129) },
        { session: session.name, password: session.password, deviceUuid: '../../etc' },
        { session: [session.name], password: session.password },
        { session: `${session.name}\u0000`, password: session.password },
      ];
      for (const body of bodies) {
        const response = await server().request('POST', '/session-login', { body });
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().success).toBe(false);
      }
      const broken = await server().app.inject({ method: 'POST', url: '/session-login', headers: { 'content-type': 'application/json' }, payload: '{"session":' });
      expect(broken.statusCode).toBe(400);
      const huge = await server().app.inject({ method: 'POST', url: '/session-login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ session: session.name, password: 'x'.repeat(2 * 1024 * 1024) }) });
      expect(huge.statusCode).toBe(413);
      expect(await server().database.db.selectFrom('users').select('id').where('is_session_user', '=', 1).execute()).toEqual([]);
    });

    it('keeps a student’s documents in their session: session_id forced, names clash only among their own, lists and opens only their own', async () => {
      const { token } = await server().educator('teacher@school.example');
      const session = await server().startSession(token);
      const ann = await server().studentToken('ann-device-01', session);
      const bob = await server().studentToken('bob-device-01', session);
      const save = (student: string, body: object) => server().request('POST', '/api/document', { token: student, body });

      const saved = await save(ann, { name: 'Plot', state: SQUARE_PLOT.state, session_id: 'another-session' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().document).toMatchObject({ name: 'Plot', session_id: session.id, device_uuid: 'ann-device-01' });
      const clash = await save(ann, { name: 'Plot', state: SQUARE_PLOT.state });
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toMatchObject({ reason: 'name-exists', id: saved.json().document.id });
      // Bob's own "Plot" is no clash with Ann's.
      const bobs = await save(bob, { name: 'Plot', state: SQUARE_PLOT.state, session_id: null });
      expect(bobs.json().document).toMatchObject({ session_id: session.id });

      const annList = documentsListResponseSchema.parse((await server().request('GET', '/api/documents', { token: ann })).json()).documents;
      expect(annList.map((document) => document.id)).toEqual([saved.json().document.id]);
      expect((await server().request('GET', `/api/document/${bobs.json().document.id}`, { token: ann })).statusCode).toBe(404);
      expect((await server().request('DELETE', `/api/document/${bobs.json().document.id}`, { token: ann })).statusCode).toBe(404);
      const listed = classroomDocumentsResponseSchema.parse((await server().request('GET', `/api/educator/session/${session.id}/documents`, { token })).json());
      expect(listed.documents.map((document) => document.name).sort()).toEqual(['Plot', 'Plot']);
    });

    it('lets the educator open a student’s document read-only: no lock taken, no save, archive or delete over it', async () => {
      const { token } = await server().educator('teacher@school.example');
      const session = await server().startSession(token);
      const ann = await server().studentToken('ann-device-01', session);
      const saved = (await server().request('POST', '/api/document', { token: ann, body: { name: 'Plot', state: SQUARE_PLOT.state } })).json().document;
      const { db } = server().database;
      const locksBefore = await db.selectFrom('document_locks').selectAll().execute();

      const opened = await server().request('GET', `/api/document/${saved.id}`, { token });
      expect(opened.statusCode).toBe(200);
      const { document } = documentResponseSchema.parse(opened.json());
      expect(document.state).toEqual(SQUARE_PLOT.state);
      expect(document).toMatchObject({ id: saved.id, session_id: session.id, locked_by_device: null, lock_holder: null });
      expect(await db.selectFrom('document_locks').selectAll().execute()).toEqual(locksBefore);

      expect((await server().request('POST', '/api/document', { token, body: { id: saved.id, name: 'Mine', state: SQUARE_PLOT.state } })).statusCode).toBe(404);
      expect((await server().request('PATCH', '/api/document', { token, body: { id: saved.id, action: 'archive' } })).statusCode).toBe(404);
      expect((await server().request('DELETE', `/api/document/${saved.id}`, { token })).statusCode).toBe(404);
      expect((await server().request('POST', `/api/document/${saved.id}/heartbeat`, { token })).statusCode).toBe(404);
      // The student still owns it and saves over it.
      expect((await server().request('POST', '/api/document', { token: ann, body: { id: saved.id, name: 'Plot', state: SQUARE_PLOT.state } })).statusCode).toBe(200);
      expect(document.name).toBe('Plot');
    });

    it('does not put an ordinary account’s document into a session by naming its id, nor let a stranger read students’ documents', async () => {
      const { token } = await server().educator('teacher@school.example');
      const session = await server().startSession(token);
      const stranger = await server().user('stranger@example.com');
      const planted = await server().request('POST', '/api/document', { token: stranger.token, body: { name: 'Planted', state: SQUARE_PLOT.state, session_id: session.id } });
      expect(planted.statusCode).toBe(200);
      const listed = classroomDocumentsResponseSchema.parse((await server().request('GET', `/api/educator/session/${session.id}/documents`, { token })).json());
      expect(listed.documents).toEqual([]);
      expect((await server().request('GET', `/api/document/${planted.json().document.id}`, { token })).statusCode).toBe(404);

      const ann = await server().studentToken('ann-device-01', session);
      const saved = (await server().request('POST', '/api/document', { token: ann, body: { name: 'Plot', state: SQUARE_PLOT.state } })).json().document;
      expect((await server().request('GET', `/api/document/${saved.id}`, { token: stranger.token })).statusCode).toBe(404);
      expect((await server().request('GET', `/api/document/${saved.id}`)).statusCode).toBe(401);
      expect(ACCOUNT_MESSAGES.documentNotFound).toBe((await server().request('GET', `/api/document/${saved.id}`, { token: stranger.token })).json().message);
    });
  });

  describe.skipIf(testDatabase.skipReason !== undefined)('with tight session-login limits', () => {
    // 1 per address becomes SCHOOL_ADDRESS_FACTOR.perSession (4) per session name and address; 2 per IP becomes 10.
    const server = classroomServerPerTest(testDatabase, { rateLimits: tightLimits({ perIp: 2, perIpAndAddress: 100, perAddress: 1, mailsPerAddress: 100, perUser: 100 }) });

    it('stops a guesser of one session’s password from one address, right guess included, and keeps the rest of the class coming in', async () => {
      const { token } = await server().educator('teacher@school.example');
      const session = await server().startSession(token);
      const guesser = '198.51.100.7';
      expect(SCHOOL_ADDRESS_FACTOR).toEqual({ perIp: 5, perSession: 4 });
      for (const guess of ['aaaaaaaa', 'bbbbbbbb', 'cccccccc', 'dddddddd']) {
        expect((await server().joinAs('guesser-device', session.name, guess, guesser)).statusCode).toBe(401);
      }
      const limited = await server().joinAs('guesser-device', session.name, session.password, guesser);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(await server().database.db.selectFrom('users').select('id').where('is_session_user', '=', 1).execute()).toEqual([]);
      // Students at the school's address are not locked out by the guesser.
      expect((await server().joinAs('ann-device-01', session.name, session.password)).statusCode).toBe(200);
    });

    it('bounds all student logins from one address, whatever names they try', async () => {
      const { token } = await server().educator('teacher@school.example');
      const session = await server().startSession(token);
      const sprayer = '198.51.100.9';
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await server().joinAs('sprayer-device', `Name ${attempt}`, 'aaaaaaaa', sprayer)).statusCode).toBe(401);
      }
      expect((await server().joinAs('sprayer-device', session.name, session.password, sprayer)).statusCode).toBe(429);
      expect((await server().joinAs('ann-device-01', session.name, session.password)).statusCode).toBe(200);
    });
  });
});
