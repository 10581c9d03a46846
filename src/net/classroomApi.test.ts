import { type IncomingMessage, type ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLASSROOM_MESSAGES, type ClassroomSettings } from '../shared/classroom';
import { createApiClient } from './apiClient';
import { createClassroomApi } from './classroomApi';
import { readJsonBody, sendJson, serveStandIn } from './testing/standInServer';

const SESSION = {
  id: 'c1', name: 'Maths 4B', password: 'abcd2345', ends_at: '2026-03-01T21:00:00.000Z', created_at: '2026-03-01T09:00:00.000Z',
  documents_count: 1, isEnded: false, documents: [{ id: 'd1', name: 'Plot', session_id: 'c1' }], settings: null,
};
const DOCUMENT = {
  id: 'd1', name: 'Plot', updated_at: '2026-03-01T09:30:00.000Z', archived: false, device_uuid: 'student-device',
  preview: null, session_id: 'c1', locked_by_device: null, lock_holder: null, student_name: 'Ann',
};
const SETTINGS: ClassroomSettings = {
  state: { measurementSystem: 'metric', imperial: 'decimals', inchFraction: 16, displayLineLength: true, displayAngles: 1 },
  lock: { value: 10, unit: 'm' },
};

const received: { method: string; url: string; body: unknown }[] = [];
let running: typeof SESSION | null = null;

/** A stand-in for the educator routes, answering as the contract in shared/classroom.ts says. */
async function handle(request: IncomingMessage, response: ServerResponse) {
  const body = await readJsonBody(request);
  received.push({ method: request.method!, url: request.url!, body });
  if (request.headers['access-token'] !== 'educator') return sendJson(response, 403, { success: false, message: CLASSROOM_MESSAGES.notEducator });
  const route = `${request.method} ${request.url}`;
  if (route === 'POST /api/educator/session') {
    if (running) return sendJson(response, 409, { success: false, message: CLASSROOM_MESSAGES.sessionRunning });
    running = { ...SESSION, name: (body as { name: string }).name };
    return sendJson(response, 200, { success: true, session: running });
  }
  if (route === 'GET /api/educator/session') return sendJson(response, 200, { success: true, session: running });
  if (route === 'POST /api/educator/session/stop') return sendJson(response, 200, { success: true });
  if (route === 'DELETE /api/educator/session/c1') return sendJson(response, 200, { success: true });
  if (route === 'GET /api/educator/sessions') return sendJson(response, 200, { success: true, sessions: [SESSION] });
  if (route === 'GET /api/educator/session/c1/documents') return sendJson(response, 200, { success: true, documents: [DOCUMENT] });
  if (route === 'DELETE /api/educator/documents') return sendJson(response, 200, { success: true });
  if (route === 'PUT /api/educator/session/settings') return sendJson(response, 200, { success: true });
  if (route === 'POST /api/educator/revoke') return sendJson(response, 200, { success: true });
  if (route === 'POST /educator/resend-badge-email') return sendJson(response, 200, { success: true, message: CLASSROOM_MESSAGES.badgeEmailComing });
  if (route === 'POST /api/educator/enable') return sendJson(response, 200, { success: true });
  if (route === 'GET /api/educator/session/odd') return sendJson(response, 200, { success: true, session: { id: 'no-fields' } });
  return sendJson(response, 404, { success: false, message: CLASSROOM_MESSAGES.sessionNotFound });
}

const standIn = serveStandIn(handle);
beforeEach(() => {
  received.length = 0;
  running = null;
});
const api = (token = 'educator') => createClassroomApi(createApiClient({ baseURL: standIn.url, clientId: 'client-1', accessToken: () => token }));

describe('classroom API client', () => {
  it('starts a session, reads it back, and refuses a second one with the server message', async () => {
    expect(await api().running()).toBeNull();
    const started = await api().start('  Maths 4B ');
    expect(started).toMatchObject({ name: 'Maths 4B', password: 'abcd2345', isEnded: false });
    expect(received[1]!.body).toEqual({ name: 'Maths 4B' });
    expect(await api().running()).toMatchObject({ id: 'c1' });
    await expect(api().start('Again')).rejects.toMatchObject({ status: 409, message: CLASSROOM_MESSAGES.sessionRunning });
  });

  it('checks the session name before sending', async () => {
    await expect(api().start('   ')).rejects.toThrow('Session name');
    expect(received).toEqual([]);
  });

  it('stops, deletes, lists sessions and documents, deletes all files, saves settings and revokes', async () => {
    await api().stop();
    await api().remove('c1');
    expect(await api().sessions()).toHaveLength(1);
    expect(await api().documents('c1')).toEqual([DOCUMENT]);
    await api().removeAllDocuments();
    await api().saveSettings(SETTINGS);
    await api().revoke();
    expect(received.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/educator/session/stop',
      'DELETE /api/educator/session/c1',
      'GET /api/educator/sessions',
      'GET /api/educator/session/c1/documents',
      'DELETE /api/educator/documents',
      'PUT /api/educator/session/settings',
      'POST /api/educator/revoke',
    ]);
    expect(received[5]!.body).toEqual({ settings: SETTINGS });
  });

  it('sends the badge resend with the address lowercased and answers the message', async () => {
    expect(await api().resendBadge({ email: 'Ann@School.EDU', password: 'secret1' })).toBe(CLASSROOM_MESSAGES.badgeEmailComing);
    expect(received[0]!.body).toEqual({ email: 'ann@school.edu', password: 'secret1' });
  });

  it('sends the application checked by the schema', async () => {
    const application = { phone: '+0012345678', name: 'North School', city: 'Oslo', country: 'NO', usage: 'Geometry lessons', badge_url: 'https://north.example/about' };
    await api().enable(application);
    expect(received[0]!.body).toEqual(application);
    await expect(api().enable({ ...application, badge_url: 'not a url' })).rejects.toThrow('Address is not valid.');
    expect(received).toHaveLength(1);
  });

  it("rejects a stranger's call with the server's message", async () => {
    await expect(api('student').sessions()).rejects.toMatchObject({ status: 403, message: CLASSROOM_MESSAGES.notEducator });
  });

  it('rejects an id that is not found, encoded in the path', async () => {
    await expect(api().documents('../x')).rejects.toMatchObject({ status: 404, message: CLASSROOM_MESSAGES.sessionNotFound });
    expect(received[0]!.url).toBe('/api/educator/session/..%2Fx/documents');
  });
});
