import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './DatabaseSchema';

/**
 * What `acquire` found: the lock is now ours, it already was this device's, or another device
 * holds it (`heldBy`), on behalf of the user `heldByUser` (the lock's `user_id`).
 */
export type LockOutcome = 'acquired' | 'held-here' | { heldBy: string; heldByUser: string };

/**
 * Which device has each document open (spec: "File currently open" / "File is open by a team
 * member"). Each step is a single conditional statement, so two servers or two requests racing
 * for one document cannot both win.
 */
export interface DocumentLocksRepository {
  /**
   * Takes the lock for this device. A lock whose last heartbeat is older than `staleAfterMs`
   * belongs to a device that went silent and is taken over.
   */
  acquire(documentId: string, userId: string, deviceUuid: string, now: Date, staleAfterMs: number): Promise<LockOutcome>;
  /** Refreshes this device's lock; false when it does not hold it (any more). */
  heartbeat(documentId: string, deviceUuid: string, now: Date): Promise<boolean>;
  /** Releases this device's lock; false when it did not hold it. Another device's lock stays. */
  release(documentId: string, deviceUuid: string): Promise<boolean>;
  /**
   * Releases every lock the user holds from the device (logout, clear canvas, a device logged
   * out) and answers how many. Only the user's own: a device id is the client's claim, and
   * another account claiming the same one must not free this account's documents (issue 35).
   */
  releaseAllFor(userId: string, deviceUuid: string): Promise<number>;
  /** The live locks of the user's documents, as document id → device, for the list. */
  activeFor(userId: string, now: Date, staleAfterMs: number): Promise<Map<string, string>>;
}

const cutoff = (now: Date, staleAfterMs: number) => new Date(now.getTime() - staleAfterMs).toISOString();

/** Document locks on either engine. */
export function documentLocksRepository(db: Kysely<DatabaseSchema>): DocumentLocksRepository {
  const tryInsert = async (documentId: string, userId: string, deviceUuid: string, stamp: string) =>
    db
      .insertInto('document_locks')
      .values({ document_id: documentId, user_id: userId, device_uuid: deviceUuid, locked_at: stamp, heartbeat_at: stamp })
      .onConflict((conflict) => conflict.column('document_id').doNothing())
      .returning('document_id')
      .executeTakeFirst();

  const tryTakeOver = async (documentId: string, userId: string, deviceUuid: string, stamp: string, staleBefore: string) =>
    db
      .updateTable('document_locks')
      .set({ user_id: userId, device_uuid: deviceUuid, locked_at: stamp, heartbeat_at: stamp })
      .where('document_id', '=', documentId)
      .where('device_uuid', '!=', deviceUuid)
      .where('heartbeat_at', '<', staleBefore)
      .returning('document_id')
      .executeTakeFirst();

  const heartbeat = async (documentId: string, deviceUuid: string, now: Date) => {
    const result = await db
      .updateTable('document_locks')
      .set({ heartbeat_at: now.toISOString() })
      .where('document_id', '=', documentId)
      .where('device_uuid', '=', deviceUuid)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  };

  return {
    async acquire(documentId, userId, deviceUuid, now, staleAfterMs) {
      const stamp = now.toISOString();
      const staleBefore = cutoff(now, staleAfterMs);
      // A lock can be released between two steps; a few rounds settle any such race.
      for (let round = 0; round < 3; round += 1) {
        if (await tryInsert(documentId, userId, deviceUuid, stamp)) return 'acquired';
        if (await tryTakeOver(documentId, userId, deviceUuid, stamp, staleBefore)) return 'acquired';
        if (await heartbeat(documentId, deviceUuid, now)) return 'held-here';
        const holder = await db
          .selectFrom('document_locks')
          .select(['device_uuid', 'user_id'])
          .where('document_id', '=', documentId)
          .executeTakeFirst();
        if (holder !== undefined) return { heldBy: holder.device_uuid, heldByUser: holder.user_id };
      }
      throw new Error(`Could not lock document ${documentId}: its lock kept changing hands`);
    },

    heartbeat,

    async release(documentId, deviceUuid) {
      const result = await db
        .deleteFrom('document_locks')
        .where('document_id', '=', documentId)
        .where('device_uuid', '=', deviceUuid)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async releaseAllFor(userId, deviceUuid) {
      const result = await db
        .deleteFrom('document_locks')
        .where('user_id', '=', userId)
        .where('device_uuid', '=', deviceUuid)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async activeFor(userId, now, staleAfterMs) {
      const rows = await db
        .selectFrom('document_locks')
        .select(['document_id', 'device_uuid'])
        .where('user_id', '=', userId)
        .where('heartbeat_at', '>=', cutoff(now, staleAfterMs))
        .execute();
      return new Map(rows.map((row) => [row.document_id, row.device_uuid]));
    },
  };
}
