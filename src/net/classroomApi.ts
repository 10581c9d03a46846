/**
 * The educator's calls (spec accounts §7 "Educator"): the application and badge, the classroom
 * session (start, read, stop, delete, settings), the sessions and their documents, and revoke.
 * Every answer is checked with the shared schemas of shared/classroom.ts; a failure rejects with
 * an ApiRequestError carrying the server's message.
 */
import { z } from 'zod';
import { documentResponseSchema, type DocumentResponse, type DocumentSummaryResponse } from '../shared/accounts';
import {
  badgeUrlRequestSchema,
  classroomDocumentsResponseSchema,
  classroomSessionResponseSchema,
  classroomSessionsResponseSchema,
  classroomSettingsRequestSchema,
  educatorApplicationSchema,
  resendBadgeRequestSchema,
  startClassroomRequestSchema,
  type ClassroomSession,
  type ClassroomSettings,
  type EducatorApplication,
} from '../shared/classroom';
import type { ApiClient } from './apiClient';

const successSchema = z.object({ success: z.literal(true) });
const messageSchema = z.object({ success: z.literal(true), message: z.string() });
/** A running session is needed where the route answers one; null means none runs. */
const startedSchema = classroomSessionResponseSchema.extend({ session: classroomSessionResponseSchema.shape.session.unwrap() });

const pathId = (id: string) => encodeURIComponent(id);

export function createClassroomApi({ request, call }: Pick<ApiClient, 'request' | 'call'>) {
  const get = <T>(path: string, schema: z.ZodType<T>) => call(async () => schema.parse(await request(path)));
  /** `body` runs first, so a payload the schema refuses rejects before anything is sent. */
  const send = async <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, schema: z.ZodType<T>, body?: () => Record<string, unknown>) => {
    const payload = body?.();
    return call(async () => schema.parse(await request(path, { method, ...(payload ? { body: payload } : {}) })));
  };

  return {
    /** POST /api/educator/enable (/educator-update): the server then ends this login, so the caller shows the completion view. */
    enable: (application: EducatorApplication): Promise<void> =>
      send('POST', '/api/educator/enable', successSchema, () => educatorApplicationSchema.parse(application)).then(() => undefined),
    /** POST /api/educator/badge-url {url}: a new school page address; the badge is looked for there again. Answers the message to show. */
    badgeUrl: (url: string): Promise<string> =>
      send('POST', '/api/educator/badge-url', messageSchema, () => badgeUrlRequestSchema.parse({ url })).then((r) => r.message),
    /** POST /educator/resend-badge-email from the login form; answers the message to show (the same for any account). */
    resendBadge: (input: z.input<typeof resendBadgeRequestSchema>): Promise<string> =>
      send('POST', '/educator/resend-badge-email', messageSchema, () => resendBadgeRequestSchema.parse(input)).then((r) => r.message),

    /** POST /api/educator/session {name}: starts a session with a generated password. */
    start: (name: string): Promise<ClassroomSession> =>
      send('POST', '/api/educator/session', startedSchema, () => startClassroomRequestSchema.parse({ name })).then((r) => r.session),
    /** GET /api/educator/session: the running session, or null. */
    running: (): Promise<ClassroomSession | null> => get('/api/educator/session', classroomSessionResponseSchema).then((r) => r.session),
    /** POST /api/educator/session/stop: ends the running session; its students are logged out. */
    stop: (): Promise<void> => send('POST', '/api/educator/session/stop', successSchema).then(() => undefined),
    /** DELETE /api/educator/session/{id}: the session, its students and their documents. */
    remove: (id: string): Promise<void> => send('DELETE', `/api/educator/session/${pathId(id)}`, successSchema).then(() => undefined),
    /** GET /api/educator/sessions: the educator's sessions, newest first. */
    sessions: (): Promise<ClassroomSession[]> => get('/api/educator/sessions', classroomSessionsResponseSchema).then((r) => r.sessions),
    /** GET /api/educator/session/{id}/documents. */
    documents: (id: string): Promise<DocumentSummaryResponse[]> =>
      get(`/api/educator/session/${pathId(id)}/documents`, classroomDocumentsResponseSchema).then((r) => r.documents),
    /** DELETE /api/educator/documents: every student document of every session ("Delete all files"). */
    removeAllDocuments: (): Promise<void> => send('DELETE', '/api/educator/documents', successSchema).then(() => undefined),
    /** PUT /api/educator/session/settings: the running session's settings, pushed to its students. */
    saveSettings: (settings: ClassroomSettings): Promise<void> =>
      send('PUT', '/api/educator/session/settings', successSchema, () => classroomSettingsRequestSchema.parse({ settings })).then(() => undefined),
    /** GET /api/document/{id} of a student's document: read-only for the educator (no lock is taken). */
    document: (id: string): Promise<DocumentResponse> =>
      get(`/api/document/${pathId(id)}`, documentResponseSchema).then((r) => r.document),
    /** POST /api/educator/revoke ("Close Educator Account"): the account becomes a normal one. */
    revoke: (): Promise<void> => send('POST', '/api/educator/revoke', successSchema).then(() => undefined),
  };
}

export type ClassroomApi = ReturnType<typeof createClassroomApi>;
