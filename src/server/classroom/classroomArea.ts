/**
 * The classroom area in `buildApp`: the educator routes under /api/educator and the sweeper that
 * ends sessions whose time is up, stopped with the app. Needs the accounts (the student logins
 * and the educator's plan live there).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { DEFAULT_CLASSROOM_MINUTES } from '../../shared/classroom';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { documentsRepository } from '../db/documentsRepository';
import { previewStore } from '../documents/previewStore';
import type { FileStore } from '../storage/fileStore';
import type { AccountServices } from '../routes/accountServices';
import { CLASSROOM_SWEEP_INTERVAL_MS, classroomLifecycle, startClassroomSweeper } from './classroomLifecycle';
import { classroomRoutes } from './classroomRoutes';

/** `buildApp`'s `classroom` option. */
export interface ClassroomOptions {
  /** CLASSROOM_SESSION_MINUTES; DEFAULT_CLASSROOM_MINUTES (12 h) when absent. */
  sessionMinutes?: number;
  /** How often sessions past their end are looked for; tests shorten it. */
  sweepIntervalMs?: number;
}

export async function registerClassrooms(
  app: FastifyInstance,
  { db, services, files, options = {} }: { db: Kysely<DatabaseSchema>; services: AccountServices; files: FileStore; options?: ClassroomOptions },
): Promise<void> {
  const documents = documentsRepository(db, services.now);
  const lifecycle = classroomLifecycle({
    db,
    classrooms: services.classrooms,
    documents,
    previews: () => Promise.resolve(previewStore(files)),
    live: () => app.live,
    now: services.now,
  });
  await app.register(classroomRoutes, {
    prefix: '/api/educator',
    db,
    services,
    classrooms: services.classrooms,
    documents,
    lifecycle,
    sessionMinutes: options.sessionMinutes ?? DEFAULT_CLASSROOM_MINUTES,
  });
  const sweeper = startClassroomSweeper(lifecycle, options.sweepIntervalMs ?? CLASSROOM_SWEEP_INTERVAL_MS, app.log);
  app.addHook('onClose', () => sweeper.stop());
}
