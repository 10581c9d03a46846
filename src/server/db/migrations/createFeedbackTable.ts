import type { Kysely, Migration } from 'kysely';

/** Creates `feedback`: messages sent from the feedback form (spec "Feedback": email, message). */
export const createFeedbackTable: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('feedback')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('message', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('feedback').execute();
  },
};
