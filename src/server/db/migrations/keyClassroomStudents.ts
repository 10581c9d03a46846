import { sql, type Kysely, type Migration } from 'kysely';

/**
 * `classroom_students.device_uuid` becomes `key_hash`: a session's student is found by the SHA-256
 * of a key the server issued to the browser (classroom/studentKey.ts), no longer by the device id
 * the login named, which the student's educator could see and claim (issue 35). The session's
 * uniqueness moves with the column. Students from before keep their rows and documents, under a
 * value no key hashes to: their browsers join as new students at their next login.
 */
export const keyClassroomStudents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('classroom_students').renameColumn('device_uuid', 'key_hash').execute();
    await sql`update classroom_students set key_hash = ${'before-keys:'} || user_id`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('classroom_students').renameColumn('key_hash', 'device_uuid').execute();
  },
};
