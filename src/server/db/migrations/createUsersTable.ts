import type { Kysely, Migration } from 'kysely';

/**
 * Creates `users`. Ids are text UUIDs made by the server (`crypto.randomUUID()`), not
 * auto-increment integers: SQLite spells that `integer primary key autoincrement` and PostgreSQL
 * `serial` or an identity column, so one migration could not serve both without branching, and
 * a UUID in `/api/document/{id}`-style URLs or token subjects also gives away no account count.
 * Flags are integers 0/1 and times ISO-8601 text, like `settings`, so both engines read the same.
 */
export const createUsersTable: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('first_name', 'text', (column) => column.notNull())
      .addColumn('last_name', 'text', (column) => column.notNull())
      .addColumn('device_uuid', 'text')
      .addColumn('is_from_app', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('is_session_user', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('verified_at', 'text')
      .addColumn('trial_end', 'text')
      .addColumn('extend_trial', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('users_email_unique').on('users').column('email').unique().execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('users').execute();
  },
};
