/**
 * Classroom sessions (`classrooms`) and their students (`classroom_students`). A session runs
 * while `ended_at` is null and `ends_at` is still ahead; the queries that answer "running" say so
 * themselves, so a session past its end counts as ended before the sweeper stamps it.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { classroomSettingsSchema, type ClassroomSettings } from '../../shared/classroom';
import type { ClassroomsTable, DatabaseSchema } from './DatabaseSchema';
import { parseStoredJson } from './parseStoredJson';

export interface Classroom {
  id: string;
  educatorId: string;
  name: string;
  password: string;
  settings: ClassroomSettings | null;
  endsAt: string;
  createdAt: string;
  endedAt: string | null;
  endedByEducator: boolean;
}

/** Whether the session has ended at `now`: stopped, or its time is up. */
export function isEnded(classroom: Pick<Classroom, 'endedAt' | 'endsAt'>, now: Date): boolean {
  return classroom.endedAt !== null || Date.parse(classroom.endsAt) <= now.getTime();
}

export interface ClassroomsRepository {
  /** Starts a session; undefined when the educator already has one running (two starts at once: one wins). */
  start(educatorId: string, name: string, password: string, endsAt: Date): Promise<Classroom | undefined>;
  /** The educator's running session. */
  running(educatorId: string): Promise<Classroom | undefined>;
  /** One of the educator's sessions, running or not; undefined for anyone else's. */
  findOwn(educatorId: string, id: string): Promise<Classroom | undefined>;
  /** The educator's sessions, newest first. */
  listOwn(educatorId: string): Promise<Classroom[]>;
  /** The newest sessions with this exact name (any educator, running or ended), at most `limit`. */
  withName(name: string, limit: number): Promise<Classroom[]>;
  /** Sessions never stamped as ended whose time is up (of one educator when given). */
  pastTheirEnd(educatorId?: string): Promise<Classroom[]>;
  /** Stamps the session ended; false when it already was (another process or request ended it first). */
  markEnded(id: string, byEducator: boolean): Promise<boolean>;
  setSettings(id: string, settings: ClassroomSettings): Promise<void>;
  delete(id: string): Promise<void>;
  /** The user ids of the session's students. */
  studentIds(classroomId: string): Promise<string[]>;
  /** The student user made for this device in this session. */
  /** The student user whose key hashes to `keyHash` in the session (studentKey.ts). */
  studentWithKey(classroomId: string, keyHash: string): Promise<string | undefined>;
  /** Records the session's new student; a second student of the same key in the session is a unique violation. */
  addStudent(userId: string, classroomId: string, keyHash: string): Promise<void>;
  /** The session a student user belongs to; undefined for every other account. */
  classroomOfStudent(userId: string): Promise<Classroom | undefined>;
}

function toClassroom(row: Selectable<ClassroomsTable>): Classroom {
  return {
    id: row.id,
    educatorId: row.educator_id,
    name: row.name,
    password: row.password,
    settings: row.settings === null ? null : parseStoredJson(classroomSettingsSchema, 'session settings', row.id, row.settings),
    endsAt: row.ends_at,
    createdAt: row.created_at,
    endedAt: row.ended_at,
    endedByEducator: row.ended_by_educator === 1,
  };
}

export function classroomsRepository(db: Kysely<DatabaseSchema>, now: () => Date = () => new Date()): ClassroomsRepository {
  const runningOf = (educatorId: string, on: Kysely<DatabaseSchema> = db) =>
    on
      .selectFrom('classrooms')
      .selectAll()
      .where('educator_id', '=', educatorId)
      .where('ended_at', 'is', null)
      .where('ends_at', '>', now().toISOString())
      .orderBy('created_at')
      .orderBy('id');

  return {
    async start(educatorId, name, password, endsAt) {
      return db.transaction().execute(async (trx) => {
        // Two starts at once: touching the educator's row locks it until commit on PostgreSQL, so
        // the second waits and then sees the first's session (SQLite runs one transaction at a time).
        await trx.updateTable('users').set((update) => ({ updated_at: update.ref('updated_at') })).where('id', '=', educatorId).execute();
        if (await runningOf(educatorId, trx).executeTakeFirst()) return undefined;
        const row = { id: randomUUID(), educator_id: educatorId, name, password, settings: null, ends_at: endsAt.toISOString(), created_at: now().toISOString(), ended_at: null, ended_by_educator: 0 };
        await trx.insertInto('classrooms').values(row).execute();
        return toClassroom(row);
      });
    },

    async running(educatorId) {
      const row = await runningOf(educatorId).executeTakeFirst();
      return row && toClassroom(row);
    },

    async findOwn(educatorId, id) {
      const row = await db.selectFrom('classrooms').selectAll().where('educator_id', '=', educatorId).where('id', '=', id).executeTakeFirst();
      return row && toClassroom(row);
    },

    async listOwn(educatorId) {
      const rows = await db.selectFrom('classrooms').selectAll().where('educator_id', '=', educatorId).orderBy('created_at', 'desc').orderBy('id').execute();
      return rows.map(toClassroom);
    },

    async withName(name, limit) {
      const rows = await db.selectFrom('classrooms').selectAll().where('name', '=', name).orderBy('created_at', 'desc').limit(limit).execute();
      return rows.map(toClassroom);
    },

    async pastTheirEnd(educatorId) {
      let query = db.selectFrom('classrooms').selectAll().where('ended_at', 'is', null).where('ends_at', '<=', now().toISOString());
      if (educatorId !== undefined) query = query.where('educator_id', '=', educatorId);
      return (await query.execute()).map(toClassroom);
    },

    async markEnded(id, byEducator) {
      const result = await db
        .updateTable('classrooms')
        .set({ ended_at: now().toISOString(), ended_by_educator: byEducator ? 1 : 0 })
        .where('id', '=', id)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async setSettings(id, settings) {
      await db.updateTable('classrooms').set({ settings: JSON.stringify(settings) }).where('id', '=', id).execute();
    },

    async delete(id) {
      await db.deleteFrom('classrooms').where('id', '=', id).execute();
    },

    async studentIds(classroomId) {
      const rows = await db.selectFrom('classroom_students').select('user_id').where('classroom_id', '=', classroomId).execute();
      return rows.map((row) => row.user_id);
    },

    async studentWithKey(classroomId, keyHash) {
      const row = await db
        .selectFrom('classroom_students')
        .select('user_id')
        .where('classroom_id', '=', classroomId)
        .where('key_hash', '=', keyHash)
        .executeTakeFirst();
      return row?.user_id;
    },

    async addStudent(userId, classroomId, keyHash) {
      await db.insertInto('classroom_students').values({ user_id: userId, classroom_id: classroomId, key_hash: keyHash, created_at: now().toISOString() }).execute();
    },

    async classroomOfStudent(userId) {
      const row = await db
        .selectFrom('classroom_students')
        .innerJoin('classrooms', 'classrooms.id', 'classroom_students.classroom_id')
        .selectAll('classrooms')
        .where('classroom_students.user_id', '=', userId)
        .executeTakeFirst();
      return row && toClassroom(row);
    },
  };
}
