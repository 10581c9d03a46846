import type { Kysely } from 'kysely';
import { settingsSchema, type Settings } from '../../shared/settings';
import type { DatabaseSchema } from './DatabaseSchema';
import { parseStoredJson } from './parseStoredJson';

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
      return row === undefined ? undefined : parseStoredJson(settingsSchema, 'settings', clientId, row.settings);
    },

    async put(clientId, settings) {
      // JSON text: any control character would be written as a \u escape (settings hold no free text anyway).
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
