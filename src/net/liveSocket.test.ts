import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_SOCKET_PATH, LOGOUT_MESSAGES, type LiveServerToClientEvents } from '../shared/liveEvents';
import { CLASSROOM_EVENT, type ClassroomSettings } from '../shared/classroom';
import { createLiveSocket, type LiveSocket, type LiveSocketHandlers } from './liveSocket';

const LOCKED: ClassroomSettings = {
  state: { measurementSystem: 'imperial', imperial: 'decimals', inchFraction: 16, displayLineLength: true, displayAngles: 1 },
  lock: { value: 2, unit: 'ft' },
};

const DOCUMENT = {
  id: 'd1', name: 'Plot', updated_at: '2026-03-01T09:30:00.000Z', archived: false, device_uuid: 'student', preview: null,
  session_id: 'c1', locked_by_device: null, lock_holder: null, student_name: null,
};

/** A bare socket.io server on a free port that hands the test each client that connects. */
async function liveServer() {
  const http: HttpServer = createServer();
  const io = new Server<Record<string, never>, LiveServerToClientEvents>(http, { path: LIVE_SOCKET_PATH });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const connected = new Promise<Parameters<Parameters<typeof io.on<'connection'>>[1]>[0]>((resolve) => io.on('connection', resolve));
  return { io, url, connected, close: () => new Promise<void>((resolve) => io.close(() => resolve())) };
}

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.map((each) => each()));
  cleanup = [];
});

async function connectedClient(handlers: Partial<LiveSocketHandlers> = {}) {
  const server = await liveServer();
  const heard = { documentsChanged: vi.fn(), loggedOut: vi.fn(), classroomSettingsChanged: vi.fn(), ...handlers };
  const socket: LiveSocket = createLiveSocket(heard, server.url);
  socket.connect();
  cleanup.push(async () => {
    socket.disconnect();
    await server.close();
  });
  return { heard, client: await server.connected };
}

describe("the live socket's classroom events (a student's side)", () => {
  it('logs the student out with the spec\'s words when their session ended', async () => {
    const { heard, client } = await connectedClient();
    client.emit('studentSessionEnded', { name: 'Geometry 7b' });
    await vi.waitFor(() => expect(heard.loggedOut).toHaveBeenCalledWith(LOGOUT_MESSAGES['session-ended']));
    expect(LOGOUT_MESSAGES['session-ended']).toBe('You have been logged out. Session was ended.');
  });

  it("hands on the educator's new session settings, and ignores a payload that is not settings", async () => {
    const { heard, client } = await connectedClient();
    client.emit('sessionSettingsUpdated', { settings: { ...LOCKED, lock: { value: -1, unit: 'ft' } } });
    client.emit('sessionSettingsUpdated', { settings: LOCKED });
    await vi.waitFor(() => expect(heard.classroomSettingsChanged).toHaveBeenCalledTimes(1));
    expect(heard.classroomSettingsChanged).toHaveBeenCalledWith(LOCKED);
    expect(heard.loggedOut).not.toHaveBeenCalled();
  });
});

describe("the live socket's educator events", () => {
  it('hands a session ended and a session document list on, checked', async () => {
    const educatorSessionEnded = vi.fn();
    const sessionDocumentUpdated = vi.fn();
    const { client: server } = await connectedClient({ educatorSessionEnded, sessionDocumentUpdated });
    server.emit(CLASSROOM_EVENT.sessionDocumentUpdated, { documents: [DOCUMENT] });
    server.emit(CLASSROOM_EVENT.educatorSessionEnded, { name: 'Maths', isEducatorStop: false });
    await vi.waitFor(() => expect(educatorSessionEnded).toHaveBeenCalledWith({ name: 'Maths', isEducatorStop: false }));
    expect(sessionDocumentUpdated).toHaveBeenCalledWith([DOCUMENT]);
  });

  it('ignores payloads that are not what the contract says', async () => {
    const educatorSessionEnded = vi.fn();
    const sessionDocumentUpdated = vi.fn();
    const documentsChanged = vi.fn();
    const { client: server } = await connectedClient({ educatorSessionEnded, sessionDocumentUpdated, documentsChanged });
    // What a faulty or hostile server might send, past the typed events.
    const untyped = server as unknown as { emit(event: string, payload: unknown): void };
    untyped.emit(CLASSROOM_EVENT.educatorSessionEnded, { name: 42 });
    untyped.emit(CLASSROOM_EVENT.sessionDocumentUpdated, { documents: [{ id: 'd1' }] });
    // A well-formed event sent after them arrives, so the two above were seen and dropped.
    server.emit('documentsList', {});
    await vi.waitFor(() => expect(documentsChanged).toHaveBeenCalled());
    expect(educatorSessionEnded).not.toHaveBeenCalled();
    expect(sessionDocumentUpdated).not.toHaveBeenCalled();
  });

  it('works without the educator handlers (a student or a normal user)', async () => {
    const documentsChanged = vi.fn();
    const { client: server } = await connectedClient({ documentsChanged });
    server.emit(CLASSROOM_EVENT.educatorSessionEnded, { name: 'Maths', isEducatorStop: true });
    server.emit('documentsList', {});
    await vi.waitFor(() => expect(documentsChanged).toHaveBeenCalled());
  });
});
