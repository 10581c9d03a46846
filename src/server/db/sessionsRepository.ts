import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { normalizeEmail } from '../../shared/accounts';
import type { DatabaseSchema } from './DatabaseSchema';

/** A live session as a request sees it: whose it is, on which device, under which address now. */
export interface LiveSession {
  id: string;
  userId: string;
  /** The user's address as stored now (a token may name an older one). */
  email: string;
  device: string;
}

/** Logins, each named by the access tokens issued for it. */
export interface SessionsRepository {
  /** Starts a session for the user's device, whose first token expires at `expiresAt`; answers its id. */
  start(userId: string, device: string, expiresAt: Date): Promise<string>;
  /**
   * The session when it belongs to `userId`, has not ended and has not expired; undefined
   * otherwise. One query joins the user, so a deleted account's tokens die with it.
   */
  findLive(sessionId: string, userId: string): Promise<LiveSession | undefined>;
  /**
   * Whether the account at `email` has ever had a session on the device (ended or not): a device
   * its owner used. One query, whatever the answer.
   */
  knowsDevice(email: string, device: string): Promise<boolean>;
  /** Moves the session's expiry (a refreshed token); false when it is no longer live. */
  extend(sessionId: string, expiresAt: Date): Promise<boolean>;
  /** Ends one session (logout); answers whether it was live. */
  end(sessionId: string): Promise<boolean>;
  /**
   * Ends every live session of the user but `except` (a password change keeps the one that made
   * it); answers the ids ended, so their sockets can be closed.
   */
  endAllOf(userId: string, except?: string): Promise<string[]>;
  /** The user's live sessions (not ended, not expired), each with its device and when it started. */
  liveOf(userId: string): Promise<{ id: string; device: string; startedAt: string }[]>;
  /**
   * Ends every live session of the user on `device` but `except` because newer logins took its
   * seat (a device over the plan's limit, or an earlier login of the device a new one replaces);
   * answers the ids ended.
   */
  endDevice(userId: string, device: string, except?: string): Promise<string[]>;
  /** Whether the user's session ended because its seat was taken (endDevice): its token then answers 423, not 401. */
  endedForSeat(sessionId: string, userId: string): Promise<boolean>;
}

/** `sessions.ended_reason` of a session whose seat newer logins took. */
export const SEAT_TAKEN = 'devices-exceeded';

/** Session storage on either engine. `now` is injectable so tests can expire sessions. */
export function sessionsRepository(db: Kysely<DatabaseSchema>, now: () => Date = () => new Date()): SessionsRepository {
  return {
    async start(userId, device, expiresAt) {
      const id = randomUUID();
      // A login's start orders the account's devices for the device limit (the earliest goes
      // first): two logins in the same millisecond are stamped one millisecond apart.
      const latest = await db.selectFrom('sessions').select('created_at').where('user_id', '=', userId).orderBy('created_at', 'desc').executeTakeFirst();
      const at = Math.max(now().getTime(), latest ? Date.parse(latest.created_at) + 1 : 0);
      await db
        .insertInto('sessions')
        .values({ id, user_id: userId, device_uuid: device, created_at: new Date(at).toISOString(), expires_at: expiresAt.toISOString(), ended_at: null, ended_reason: null })
        .execute();
      return id;
    },

    async findLive(sessionId, userId) {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.id', 'sessions.user_id', 'sessions.device_uuid', 'users.email'])
        .where('sessions.id', '=', sessionId)
        .where('sessions.user_id', '=', userId)
        .where('sessions.ended_at', 'is', null)
        .where('sessions.expires_at', '>', now().toISOString())
        .executeTakeFirst();
      return row && { id: row.id, userId: row.user_id, email: row.email, device: row.device_uuid };
    },

    async knowsDevice(email, device) {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select('sessions.id')
        .where('users.email', '=', normalizeEmail(email))
        .where('sessions.device_uuid', '=', device)
        .executeTakeFirst();
      return row !== undefined;
    },

    async extend(sessionId, expiresAt) {
      const result = await db
        .updateTable('sessions')
        .set({ expires_at: expiresAt.toISOString() })
        .where('id', '=', sessionId)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async end(sessionId) {
      const result = await db
        .updateTable('sessions')
        .set({ ended_at: now().toISOString() })
        .where('id', '=', sessionId)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async endAllOf(userId, except) {
      let query = db.updateTable('sessions').set({ ended_at: now().toISOString() }).where('user_id', '=', userId).where('ended_at', 'is', null);
      if (except !== undefined) query = query.where('id', '!=', except);
      const ended = await query.returning('id').execute();
      return ended.map((row) => row.id);
    },

    async liveOf(userId) {
      const rows = await db
        .selectFrom('sessions')
        .select(['id', 'device_uuid', 'created_at'])
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null)
        .where('expires_at', '>', now().toISOString())
        .execute();
      return rows.map((row) => ({ id: row.id, device: row.device_uuid, startedAt: row.created_at }));
    },

    async endDevice(userId, device, except) {
      let query = db
        .updateTable('sessions')
        .set({ ended_at: now().toISOString(), ended_reason: SEAT_TAKEN })
        .where('user_id', '=', userId)
        .where('device_uuid', '=', device)
        .where('ended_at', 'is', null);
      if (except !== undefined) query = query.where('id', '!=', except);
      const ended = await query.returning('id').execute();
      return ended.map((row) => row.id);
    },

    async endedForSeat(sessionId, userId) {
      const row = await db
        .selectFrom('sessions')
        .select('ended_reason')
        .where('id', '=', sessionId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.ended_reason === SEAT_TAKEN;
    },
  };
}
