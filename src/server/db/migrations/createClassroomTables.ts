import type { Kysely, Migration } from 'kysely';

/**
 * Creates the classroom's tables: `educator_applications` (an educator's school, badge and review
 * state), `classrooms` (timed sessions students join) and `classroom_students` (the session user
 * made for each device that joins).
 */
export const createClassroomTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('educator_applications')
      .addColumn('user_id', 'text', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('name_of_school', 'text', (column) => column.notNull())
      .addColumn('city', 'text', (column) => column.notNull())
      .addColumn('country', 'text', (column) => column.notNull())
      .addColumn('phone', 'text', (column) => column.notNull())
      .addColumn('usage', 'text', (column) => column.notNull())
      .addColumn('badge_url', 'text', (column) => column.notNull())
      .addColumn('badge_code', 'text', (column) => column.notNull().unique())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('badge_checked_at', 'text')
      .addColumn('badge_found_at', 'text')
      .addColumn('reviewed_at', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    // The administrator lists the applications waiting for review.
    await db.schema.createIndex('educator_applications_status').on('educator_applications').columns(['status', 'created_at']).execute();
    await db.schema
      .createTable('classrooms')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('educator_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('password', 'text', (column) => column.notNull())
      .addColumn('settings', 'text')
      .addColumn('ends_at', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('ended_at', 'text')
      .addColumn('ended_by_educator', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('classrooms_educator').on('classrooms').columns(['educator_id', 'created_at']).execute();
    // Students log in by the session's name; the sweeper looks for running sessions past their end.
    await db.schema.createIndex('classrooms_name').on('classrooms').columns(['name', 'ended_at']).execute();
    await db.schema.createIndex('classrooms_ends').on('classrooms').columns(['ended_at', 'ends_at']).execute();
    await db.schema
      .createTable('classroom_students')
      .addColumn('user_id', 'text', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('classroom_id', 'text', (column) => column.notNull().references('classrooms.id').onDelete('cascade'))
      .addColumn('device_uuid', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('classroom_students_device', ['classroom_id', 'device_uuid'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('classroom_students').execute();
    await db.schema.dropTable('classrooms').execute();
    await db.schema.dropTable('educator_applications').execute();
  },
};
