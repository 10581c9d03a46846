/**
 * The educator's classroom routes under /api/educator (spec accounts §7 "Educator"): start, read,
 * stop and delete sessions, their documents, the session settings pushed to students, "Delete all
 * files", and closing the educator account. Only approved educators pass (educatorGuard.ts); a
 * session id of another educator answers exactly like an unknown one (404).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { plainText } from '../../shared/accounts';
import { CLASSROOM_MESSAGES, classroomSettingsRequestSchema, startClassroomRequestSchema, type ClassroomSession } from '../../shared/classroom';
import { authenticatedUser } from '../auth/requestUser';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { DocumentsRepository } from '../db/documentsRepository';
import type { ZodTypeProvider } from '../http/zodValidatorCompiler';
import type { AccountServices } from '../routes/accountServices';
import { sessionDocuments } from './classroomDocuments';
import type { ClassroomLifecycle } from './classroomLifecycle';
import { newClassroomPassword } from './classroomPassword';
import { isEnded, type Classroom, type ClassroomsRepository } from '../db/classroomsRepository';
import { EDUCATOR_PLAN, requireEducator } from './educatorGuard';

export interface ClassroomRoutesOptions {
  db: Kysely<DatabaseSchema>;
  services: Pick<AccountServices, 'subscriptions' | 'now'>;
  classrooms: ClassroomsRepository;
  documents: DocumentsRepository;
  lifecycle: ClassroomLifecycle;
  /** CLASSROOM_SESSION_MINUTES: how long a session runs. */
  sessionMinutes: number;
}

const idParamsSchema = z.object({ id: plainText('Session id').min(1).max(100) });
const SESSION_NOT_FOUND = { success: false as const, message: CLASSROOM_MESSAGES.sessionNotFound };

/** Registered with the `/api/educator` prefix. */
export const classroomRoutes: FastifyPluginAsync<ClassroomRoutesOptions> = async (instance, options) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, services, classrooms, documents, lifecycle } = options;
  const educator = { preHandler: requireEducator(services.subscriptions) };

  /** Sessions as the dashboard shows them (spec §3 "Educator session"), their documents read in one query. */
  const views = async (list: readonly Classroom[]): Promise<ClassroomSession[]> => {
    const all = await documents.listInClassrooms(list.map((classroom) => classroom.id));
    return list.map((classroom) => {
      const own = all.filter((document) => document.sessionId === classroom.id);
      return {
        id: classroom.id,
        name: classroom.name,
        password: classroom.password,
        ends_at: classroom.endsAt,
        created_at: classroom.createdAt,
        documents_count: own.length,
        isEnded: isEnded(classroom, services.now()),
        documents: own.map((document) => ({ id: document.id, name: document.name, session_id: classroom.id })),
        settings: classroom.settings,
      };
    });
  };
  const view = async (classroom: Classroom) => (await views([classroom]))[0] as ClassroomSession;

  /** The educator's running session, after ending any whose time is up (the sweeper may not have come by yet). */
  const runningOf = async (educatorId: string) => {
    await lifecycle.endOverdue(educatorId);
    return classrooms.running(educatorId);
  };

  app.post('/session', { ...educator, schema: { body: startClassroomRequestSchema } }, async (request, reply) => {
    const { id } = authenticatedUser(request);
    if (await runningOf(id)) return reply.code(409).send({ success: false, message: CLASSROOM_MESSAGES.sessionRunning });
    const endsAt = new Date(services.now().getTime() + options.sessionMinutes * 60_000);
    const started = await classrooms.start(id, request.body.name, newClassroomPassword(), endsAt);
    if (!started) return reply.code(409).send({ success: false, message: CLASSROOM_MESSAGES.sessionRunning });
    return { success: true as const, session: await view(started) };
  });

  app.get('/session', educator, async (request) => {
    const running = await runningOf(authenticatedUser(request).id);
    return { success: true as const, session: running ? await view(running) : null };
  });

  // Stopping when nothing runs (it just timed out, or another tab stopped it) answers the same: nothing runs now.
  app.post('/session/stop', educator, async (request) => {
    const running = await runningOf(authenticatedUser(request).id);
    if (running) await lifecycle.end(running, true);
    return { success: true as const, session: null };
  });

  app.delete('/session/:id', { ...educator, schema: { params: idParamsSchema } }, async (request, reply) => {
    const classroom = await classrooms.findOwn(authenticatedUser(request).id, request.params.id);
    if (!classroom) return reply.code(404).send(SESSION_NOT_FOUND);
    await lifecycle.delete(classroom);
    return { success: true as const };
  });

  app.get('/sessions', educator, async (request) => {
    const { id } = authenticatedUser(request);
    await lifecycle.endOverdue(id);
    return { success: true as const, sessions: await views(await classrooms.listOwn(id)) };
  });

  app.get('/session/:id/documents', { ...educator, schema: { params: idParamsSchema } }, async (request, reply) => {
    const classroom = await classrooms.findOwn(authenticatedUser(request).id, request.params.id);
    if (!classroom) return reply.code(404).send(SESSION_NOT_FOUND);
    return { success: true as const, documents: await sessionDocuments(documents, classroom.id) };
  });

  app.put('/session/settings', { ...educator, schema: { body: classroomSettingsRequestSchema } }, async (request, reply) => {
    const running = await runningOf(authenticatedUser(request).id);
    if (!running) return reply.code(404).send(SESSION_NOT_FOUND);
    const { settings } = request.body;
    await classrooms.setSettings(running.id, settings);
    request.server.live.sessionSettingsUpdated(await classrooms.studentIds(running.id), settings);
    return { success: true as const, settings };
  });

  // "Delete all files": every student document of every session of this educator.
  app.delete('/documents', educator, async (request) => {
    const { id } = authenticatedUser(request);
    const own = await classrooms.listOwn(id);
    const deleted = await lifecycle.deleteDocumentsOf(own.map((classroom) => classroom.id));
    const running = await classrooms.running(id);
    if (running) request.server.live.sessionDocumentUpdated(id, []);
    return { success: true as const, deleted };
  });

  // "Close Educator Account": the running session ends, and the account becomes a normal one
  // whose trial is over, so the client sends the person to /subscription.
  app.post('/revoke', educator, async (request) => {
    const { id } = authenticatedUser(request);
    const running = await runningOf(id);
    if (running) await lifecycle.end(running, true);
    await db.deleteFrom('subscriptions').where('user_id', '=', id).where('plan', '=', EDUCATOR_PLAN).execute();
    await db.deleteFrom('educator_applications').where('user_id', '=', id).execute();
    const now = services.now().toISOString();
    await db
      .updateTable('users')
      .set({ trial_end: now })
      .where('id', '=', id)
      .where((where) => where.or([where('trial_end', 'is', null), where('trial_end', '>', now)]))
      .execute();
    request.log.info({ user: id }, 'Educator account closed');
    return { success: true as const };
  });
};
