import type { Kysely } from 'kysely';
import { toursSchema, type Tours } from '../../shared/api';
import type { DatabaseSchema } from './DatabaseSchema';
import { userRecordRepository, type UserRecordRepository } from './userRecordRepository';

/** Stored help flags, one record per client id. */
export interface ToursRepository extends Pick<UserRecordRepository<Tours>, 'get'> {
  /**
   * Merges `changes` into the client's stored flags and answers the result. Merging (rather than
   * replacing) means two tabs that each dismiss a different step never undo each other.
   */
  merge(clientId: string, changes: Tours): Promise<Tours>;
}

/** Help-flag storage on either engine. `now` is injectable so tests can check `updated_at`. */
export function toursRepository(db: Kysely<DatabaseSchema>, now?: () => Date): ToursRepository {
  const records = userRecordRepository(db, { table: 'tours', schema: toursSchema, what: 'help flags', now });
  return {
    get: records.get,
    merge: (clientId, changes) => records.update(clientId, (stored) => ({ ...stored, ...changes })),
  };
}
