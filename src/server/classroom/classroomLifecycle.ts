/**
 * Ending and deleting classroom sessions. Ending (the educator's stop, deleting the session,
 * closing the educator account, or time up) ends every login of the session's students, so their
 * tokens are refused from then on, tells each student (studentSessionEnded) before their sockets
 * close, and tells the educator (educatorSessionEnded). Only the request or process whose stamp
 * ends the session sends the events, so two processes sweeping at once tell nobody twice.
 */
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import type { DocumentsRepository } from '../db/documentsRepository';
import type { PreviewStore } from '../documents/previewStore';
import type { LiveEvents } from '../live/liveSocket';
import { startPeriodicTask, type PeriodicTask } from '../periodicTask';
import { userSettingsKey } from '../routes/settingsOwner';
import type { Classroom, ClassroomsRepository } from '../db/classroomsRepository';

/** How often the server looks for sessions whose time is up. */
export const CLASSROOM_SWEEP_INTERVAL_MS = 15_000;

export interface ClassroomLifecycleDeps {
  db: Kysely<DatabaseSchema>;
  classrooms: ClassroomsRepository;
  documents: DocumentsRepository;
  previews: () => Promise<PreviewStore>;
  live: () => LiveEvents;
  now: () => Date;
}

export interface ClassroomLifecycle {
  /** Ends a session; false when it had ended already (nothing is sent then). */
  end(classroom: Classroom, byEducator: boolean): Promise<boolean>;
  /** Ends every session whose time is up (of one educator when given); answers how many this call ended. */
  endOverdue(educatorId?: string): Promise<number>;
  /** Ends the session if it runs, then deletes it with its students and their documents and previews. */
  delete(classroom: Classroom): Promise<void>;
  /** Deletes the documents of the educator's sessions' students (with previews); answers how many. */
  deleteDocumentsOf(classroomIds: readonly string[]): Promise<number>;
}

export function classroomLifecycle({ db, classrooms, documents, previews, live, now }: ClassroomLifecycleDeps): ClassroomLifecycle {
  const end = async (classroom: Classroom, byEducator: boolean) => {
    if (!(await classrooms.markEnded(classroom.id, byEducator))) return false;
    const students = await classrooms.studentIds(classroom.id);
    const ended =
      students.length === 0
        ? []
        : await db.updateTable('sessions').set({ ended_at: now().toISOString() }).where('user_id', 'in', students).where('ended_at', 'is', null).returning('id').execute();
    if (students.length > 0) await db.deleteFrom('document_locks').where('user_id', 'in', students).execute();
    const events = live();
    // The event first: closing a socket would otherwise drop it on the way.
    events.studentSessionEnded(students, classroom.name);
    events.endSessions(ended.map((row) => row.id));
    events.educatorSessionEnded(classroom.educatorId, classroom.name, byEducator);
    return true;
  };

  const deleteDocumentsOf = async (classroomIds: readonly string[]) => {
    const listed = await documents.listInClassrooms(classroomIds);
    const deleted = await documents.deleteMany(listed.map((summary) => summary.id));
    const store = await previews();
    await Promise.all(deleted.map((summary) => store.remove(summary.previewFile)));
    return deleted.length;
  };

  return {
    end,
    async endOverdue(educatorId) {
      const due = await classrooms.pastTheirEnd(educatorId);
      let count = 0;
      for (const classroom of due) if (await end(classroom, false)) count += 1;
      return count;
    },
    async delete(classroom) {
      await end(classroom, true);
      await deleteDocumentsOf([classroom.id]);
      const students = await classrooms.studentIds(classroom.id);
      if (students.length > 0) {
        // The student users go, and with them (cascade) their logins and student rows; their
        // settings and help flags are keyed by user, not tied to it, so they go by hand.
        const keys = students.map(userSettingsKey);
        await db.deleteFrom('settings').where('client_id', 'in', keys).execute();
        await db.deleteFrom('tours').where('client_id', 'in', keys).execute();
        await db.deleteFrom('users').where('id', 'in', students).where('is_session_user', '=', 1).execute();
      }
      await classrooms.delete(classroom.id);
    },
    deleteDocumentsOf,
  };
}

/** Ends sessions whose time is up now and every `intervalMs`; stopped with the app. */
export function startClassroomSweeper(lifecycle: ClassroomLifecycle, intervalMs: number, log: FastifyBaseLogger): PeriodicTask {
  return startPeriodicTask(
    async () => {
      const ended = await lifecycle.endOverdue();
      if (ended > 0) log.info({ ended }, 'Ended classroom sessions whose time was up');
    },
    intervalMs,
    (error) => log.error({ err: error }, 'Classroom sweep failed'),
  );
}
