import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { documentSummarySchema } from '../../shared/accounts';
import {
  CLASSROOM_EVENT,
  educatorSessionEndedPayloadSchema,
  sessionDocumentUpdatedPayloadSchema,
  sessionSettingsUpdatedPayloadSchema,
  studentSessionEndedPayloadSchema,
  type ClassroomSettings,
} from '../../shared/classroom';
import { LIVE_AUTH_ERRORS } from '../../shared/liveEvents';
import { SQUARE_PLOT } from '../documents/testing/documentsTestApp';
import { connectLive, liveTestSocket, nextEvent, recordEvents, refusal, type LiveTestSocket } from '../live/testing/liveTestClient';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { classroomServerPerTest, SWEEP_MS } from './testing/classroomTestServer';

const SETTINGS: ClassroomSettings = {
  state: { measurementSystem: 'metric', imperial: 'decimals', inchFraction: 16, displayLineLength: false, displayAngles: 3 },
  lock: { value: 2.5, unit: 'm' },
};

describe.each(testDatabases)('classroom live events on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with real socket.io clients', () => {
    const server = classroomServerPerTest(testDatabase, {}, { sessionMinutes: 30 });
    const sockets: LiveTestSocket[] = [];
    afterEach(() => {
      for (const socket of sockets.splice(0)) socket.disconnect();
    });
    let baseUrl = '';
    const listen = async () => {
      await server().app.listen({ port: 0, host: '127.0.0.1' });
      baseUrl = `http://127.0.0.1:${(server().app.server.address() as AddressInfo).port}`;
    };
    const connect = async (token: string) => {
      const socket = liveTestSocket(baseUrl, token);
      sockets.push(socket);
      return connectLive(socket);
    };
    const disconnected = (socket: LiveTestSocket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));

    /** An educator with a running session, one student in it, and both connected; and a second educator with a student of their own. */
    const classroomWithSockets = async () => {
      await listen();
      const educator = await server().educator('teacher@school.example');
      const session = await server().startSession(educator.token, 'Geometry');
      const ann = await server().studentToken('ann-device-01', session);
      const other = await server().educator('other@school.example');
      const otherSession = await server().startSession(other.token, 'History');
      const zoe = await server().studentToken('zoe-device-01', otherSession);
      return {
        educator,
        session,
        ann,
        educatorSocket: await connect(educator.token),
        annSocket: await connect(ann),
        otherSocket: await connect(other.token),
        zoeSocket: await connect(zoe),
      };
    };

    it('sends the educator the session’s documents after a student saves, archives and deletes, and nobody else', async () => {
      const { ann, educatorSocket, otherSocket, annSocket, session } = await classroomWithSockets();
      const heardByOthers = [recordEvents(otherSocket, CLASSROOM_EVENT.sessionDocumentUpdated), recordEvents(annSocket, CLASSROOM_EVENT.sessionDocumentUpdated)];

      const afterSave = nextEvent(educatorSocket, CLASSROOM_EVENT.sessionDocumentUpdated);
      const saved = (await server().request('POST', '/api/document', { token: ann, body: { name: 'Plot', state: SQUARE_PLOT.state } })).json().document;
      const { documents } = sessionDocumentUpdatedPayloadSchema.parse(await afterSave);
      expect(documents).toHaveLength(1);
      expect(documentSummarySchema.strict().parse(documents[0])).toMatchObject({ id: saved.id, name: 'Plot', session_id: session.id, archived: false, locked_by_device: null });

      const afterArchive = nextEvent(educatorSocket, CLASSROOM_EVENT.sessionDocumentUpdated);
      await server().request('PATCH', '/api/document', { token: ann, body: { id: saved.id, action: 'archive' } });
      expect((await afterArchive).documents.map((document) => document.archived)).toEqual([true]);

      const afterDelete = nextEvent(educatorSocket, CLASSROOM_EVENT.sessionDocumentUpdated);
      await server().request('DELETE', `/api/document/${saved.id}`, { token: ann });
      expect(await afterDelete).toEqual({ documents: [] });
      // The educator's own save tells no session.
      await server().request('POST', '/api/document', { token: (await server().educator('third@school.example')).token, body: { name: 'Own', state: SQUARE_PLOT.state } });
      expect(heardByOthers).toEqual([[], []]);
    });

    it('pushes the session’s settings to its students only', async () => {
      const { educator, annSocket, zoeSocket, educatorSocket } = await classroomWithSockets();
      const heardElsewhere = [recordEvents(zoeSocket, CLASSROOM_EVENT.sessionSettingsUpdated), recordEvents(educatorSocket, CLASSROOM_EVENT.sessionSettingsUpdated)];
      const heard = nextEvent(annSocket, CLASSROOM_EVENT.sessionSettingsUpdated);
      expect((await server().request('PUT', '/api/educator/session/settings', { token: educator.token, body: { settings: SETTINGS } })).statusCode).toBe(200);
      expect(sessionSettingsUpdatedPayloadSchema.parse(await heard)).toEqual({ settings: SETTINGS });
      // A second push reaches Ann after the first; had the first reached the others, they would hold it by now.
      const second = nextEvent(annSocket, CLASSROOM_EVENT.sessionSettingsUpdated);
      await server().request('PUT', '/api/educator/session/settings', { token: educator.token, body: { settings: { ...SETTINGS, lock: null } } });
      expect((await second).settings.lock).toBeNull();
      expect(heardElsewhere).toEqual([[], []]);
    });

    it('on the educator’s stop: each student hears studentSessionEnded before the socket closes, the educator hears educatorSessionEnded, the token dies', async () => {
      const { educator, ann, annSocket, educatorSocket, zoeSocket, session } = await classroomWithSockets();
      const order: string[] = [];
      annSocket.on(CLASSROOM_EVENT.studentSessionEnded, () => order.push('ended'));
      const annEnded = nextEvent(annSocket, CLASSROOM_EVENT.studentSessionEnded);
      const annClosed = disconnected(annSocket).then((reason) => {
        order.push('closed');
        return reason;
      });
      const educatorHeard = nextEvent(educatorSocket, CLASSROOM_EVENT.educatorSessionEnded);
      const zoeHeard = recordEvents(zoeSocket, CLASSROOM_EVENT.studentSessionEnded);

      await server().request('POST', '/api/educator/session/stop', { token: educator.token });
      expect(studentSessionEndedPayloadSchema.parse(await annEnded)).toEqual({ name: session.name });
      expect(await annClosed).toBe('io server disconnect');
      expect(order).toEqual(['ended', 'closed']);
      expect(educatorSessionEndedPayloadSchema.parse(await educatorHeard)).toEqual({ name: session.name, isEducatorStop: true });
      expect(educatorSocket.connected).toBe(true);
      expect(zoeSocket.connected).toBe(true);
      expect(zoeHeard).toEqual([]);

      expect((await server().request('GET', '/api/user', { token: ann })).statusCode).toBe(401);
      expect(await refusal(liveTestSocket(baseUrl, ann))).toEqual({ message: LIVE_AUTH_ERRORS.invalid, data: { status: 401 } });
    });

    it('ends a session whose time is up through the sweeper, telling the educator it was not their stop', async () => {
      const { ann, annSocket, educatorSocket, session } = await classroomWithSockets();
      const annEnded = nextEvent(annSocket, CLASSROOM_EVENT.studentSessionEnded);
      const educatorHeard = nextEvent(educatorSocket, CLASSROOM_EVENT.educatorSessionEnded);
      const educatorEvents = recordEvents(educatorSocket, CLASSROOM_EVENT.educatorSessionEnded);
      server().advance(30 * 60_000);
      expect(await annEnded).toEqual({ name: session.name });
      expect(await educatorHeard).toEqual({ name: session.name, isEducatorStop: false });
      const row = await server().database.db.selectFrom('classrooms').select(['ended_at', 'ended_by_educator']).where('id', '=', session.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ ended_at: session.ends_at, ended_by_educator: 0 });
      // Later sweeps find nothing more to end: the educator hears it once.
      await new Promise((resolve) => setTimeout(resolve, SWEEP_MS * 5));
      expect(educatorEvents).toHaveLength(1);
      expect((await server().request('GET', '/api/user', { token: ann })).statusCode).toBe(401);
    });

    it('ends the running session when the educator deletes it or closes the account', async () => {
      const { educator, annSocket, educatorSocket, session } = await classroomWithSockets();
      const annEnded = nextEvent(annSocket, CLASSROOM_EVENT.studentSessionEnded);
      const educatorHeard = nextEvent(educatorSocket, CLASSROOM_EVENT.educatorSessionEnded);
      expect((await server().request('DELETE', `/api/educator/session/${session.id}`, { token: educator.token })).statusCode).toBe(200);
      expect(await annEnded).toEqual({ name: session.name });
      expect(await educatorHeard).toEqual({ name: session.name, isEducatorStop: true });

      const next = await server().startSession(educator.token, 'Geometry 2');
      const bob = await connect(await server().studentToken('bob-device-01', next));
      const bobEnded = nextEvent(bob, CLASSROOM_EVENT.studentSessionEnded);
      const revokeHeard = nextEvent(educatorSocket, CLASSROOM_EVENT.educatorSessionEnded);
      expect((await server().request('POST', '/api/educator/revoke', { token: educator.token })).statusCode).toBe(200);
      expect(await bobEnded).toEqual({ name: 'Geometry 2' });
      expect(await revokeHeard).toEqual({ name: 'Geometry 2', isEducatorStop: true });
    });
  });
});
