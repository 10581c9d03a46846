/**
 * Classroom events across two server processes sharing one PostgreSQL schema and one Redis (the
 * processes of liveSocketProcesses.test.ts): a student's save or the educator's stop made through
 * one process reaches sockets connected to the other only through the Redis adapter.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classroomSessionResponseSchema, CLASSROOM_EVENT } from '../../shared/classroom';
import { SQUARE_PLOT } from '../documents/testing/documentsTestApp';
import { grantPlan } from '../billing/testing/grantPlan';
import { createDatabase } from '../db/createDatabase';
import { readOutbox } from '../mail/readOutbox';
import { nextEvent } from '../live/testing/liveTestClient';
import type { ServerProcess } from '../live/testing/startServerProcess';
import { processApi, twoProcesses, twoProcessesSkipReason } from '../live/testing/twoProcesses';
import { postgresUrl } from '../testing/databases';
import { testSecret } from '../live/testing/testAccessTokens';

describe.skipIf(twoProcessesSkipReason !== undefined)('classroom events across two server processes through Redis', () => {
  const { schema, ...fixture } = twoProcesses('classroom');
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'planimetry-classroom-processes-'));
  });
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const api = processApi;
  const connect = fixture.connect;

  /** Registers and verifies through the processes, then stores the Educator plan as an approval would. */
  const approvedEducator = async (first: ServerProcess, second: ServerProcess) => {
    const email = `teacher-${randomBytes(4).toString('hex')}@school.example`;
    expect((await api(first, 'POST', '/register', undefined, { type: 'user', firstName: 'Tess', lastName: 'Teacher', email, password: 'secret-123' })).status).toBe(200);
    const mail = (await readOutbox(dataDir)).find((message) => message.to === email);
    const link = /\/verify\/(\S+)/.exec(mail?.text ?? '');
    if (!link?.[1]) throw new Error(`no verification link mailed to ${email}`);
    const verified = await api(second, 'GET', `/verify/${link[1]}`);
    expect(verified.status).toBe(200);
    const database = createDatabase({ databaseUrl: postgresUrl, schema, dataDir: '/nonexistent' });
    try {
      const { id } = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      await grantPlan(database.db, id, 'Educator', { price: 0, currency: 'USD', endsAt: '9999-12-31T23:59:59.999Z' });
    } finally {
      await database.destroy();
    }
    return verified.body.accessToken as string;
  };

  it('tells the educator on one process of a student’s save through the other, and ends the student on the other at the stop', async () => {
    const [first, second] = await fixture.startTwo({ secret: testSecret(), accountsDir: dataDir });

    const educator = await approvedEducator(first, second);
    const started = await api(first, 'POST', '/api/educator/session', educator, { name: `Class ${randomBytes(3).toString('hex')}` });
    expect(started.status).toBe(200);
    const session = classroomSessionResponseSchema.parse(started.body).session;
    if (!session) throw new Error('no session');
    const joined = await api(second, 'POST', '/session-login', undefined, { session: session.name, password: session.password, deviceUuid: 'ann-device-01' });
    expect(joined.status).toBe(200);
    const student = joined.body.accessToken as string;

    const educatorOnSecond = await connect(second, educator);
    const studentOnSecond = await connect(second, student);
    const heard = nextEvent(educatorOnSecond, CLASSROOM_EVENT.sessionDocumentUpdated);
    expect((await api(first, 'POST', '/api/document', student, { name: 'Plot', state: SQUARE_PLOT.state })).status).toBe(200);
    expect((await heard).documents.map((document) => [document.name, document.session_id])).toEqual([['Plot', session.id]]);

    const ended = nextEvent(studentOnSecond, CLASSROOM_EVENT.studentSessionEnded);
    const closed = new Promise<string>((resolve) => studentOnSecond.once('disconnect', resolve));
    const educatorHeard = nextEvent(educatorOnSecond, CLASSROOM_EVENT.educatorSessionEnded);
    expect((await api(first, 'POST', '/api/educator/session/stop', educator)).status).toBe(200);
    expect(await ended).toEqual({ name: session.name });
    expect(await closed).toBe('io server disconnect');
    expect(await educatorHeard).toEqual({ name: session.name, isEducatorStop: true });
    expect((await api(second, 'GET', '/api/user', student)).status).toBe(401);
  });
});
