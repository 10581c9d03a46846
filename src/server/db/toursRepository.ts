import type { Kysely } from 'kysely';
import { toursSchema, type Tours } from '../../shared/api';
import type { DatabaseSchema } from './DatabaseSchema';
import { parseStoredJson } from './parseStoredJson';

/** Stored help flags, one record per client id. */
export interface ToursRepository {
  /** The client's flags, or undefined when it never saved any. Throws if the stored row is invalid. */
  get(clientId: string): Promise<Tours | undefined>;
  /**
   * Merges `changes` into the client's stored flags and answers the result. Merging (rather than
   * replacing) means two tabs that each dismiss a different step never undo each other.
   */
  merge(clientId: string, changes: Tours): Promise<Tours>;
}

/** Help-flag storage on either engine. `now` is injectable so tests can check `updated_at`. */
export function toursRepository(db: Kysely<DatabaseSchema>, now: () => Date = () => new Date()): ToursRepository {
  const read = async (executor: Kysely<DatabaseSchema>, clientId: string): Promise<Tours | undefined> => {
    const row = await executor.selectFrom('tours').select('tours').where('client_id', '=', clientId).executeTakeFirst();
    return row === undefined ? undefined : parseStoredJson(toursSchema, 'help flags', clientId, row.tours);
  };

  return {
    get: (clientId) => read(db, clientId),

    merge: (clientId, changes) =>
      db.transaction().execute(async (transaction) => {
        const tours = { ...(await read(transaction, clientId)), ...changes };
        // JSON text: keys are known help ids and values booleans, so no control character gets this far.
        const row = { client_id: clientId, tours: JSON.stringify(tours), updated_at: now().toISOString() };
        await transaction
          .insertInto('tours')
          .values(row)
          .onConflict((conflict) =>
            conflict.column('client_id').doUpdateSet((eb) => ({
              tours: eb.ref('excluded.tours'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
        return tours;
      }),
  };
}
