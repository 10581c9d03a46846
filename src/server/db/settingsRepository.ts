import type { Kysely } from 'kysely';
import { z } from 'zod';
import { settingsSchema, type Settings } from '../../shared/settings';
import type { DatabaseSchema } from './DatabaseSchema';

/** Stored canvas settings, one record per client id. */
export interface SettingsRepository {
  /** The client's settings, or undefined when it never saved any. Throws if the stored row is invalid. */
  get(clientId: string): Promise<Settings | undefined>;
  /** Inserts or replaces the client's settings. */
  put(clientId: string, settings: Settings): Promise<void>;
}

/** Settings storage on either engine. `now` is injectable so tests can check `updated_at`. */
export function settingsRepository(db: Kysely<DatabaseSchema>, now: () => Date = () => new Date()): SettingsRepository {
  return {
    async get(clientId) {
      const row = await db
        .selectFrom('settings')
        .select('settings')
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return row === undefined ? undefined : parseStoredSettings(clientId, row.settings);
    },

    async put(clientId, settings) {
      const row = { client_id: clientId, settings: JSON.stringify(settings), updated_at: now().toISOString() };
      await db
        .insertInto('settings')
        .values(row)
        .onConflict((conflict) =>
          conflict.column('client_id').doUpdateSet((eb) => ({
            settings: eb.ref('excluded.settings'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    },
  };
}

/** Rows are validated on the way out too: a hand-edited or older row must not reach a client unchecked. */
function parseStoredSettings(clientId: string, text: string): Settings {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`Stored settings of client ${clientId} are not valid JSON`, { cause: error });
  }
  const result = settingsSchema.safeParse(json);
  if (!result.success) {
    throw new Error(`Stored settings of client ${clientId} are invalid: ${z.prettifyError(result.error)}`, {
      cause: result.error,
    });
  }
  return result.data;
}
