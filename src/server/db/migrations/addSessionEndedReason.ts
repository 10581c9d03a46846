import type { Kysely, Migration } from 'kysely';

/**
 * Adds `sessions.ended_reason`: why a session ended when a request still presents its token.
 * 'devices-exceeded' (the account's seats were taken by newer logins) answers the spec's 423 and
 * its message; every other end (logout, password change) answers 401 as before.
 */
export const addSessionEndedReason: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').addColumn('ended_reason', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').dropColumn('ended_reason').execute();
  },
};
