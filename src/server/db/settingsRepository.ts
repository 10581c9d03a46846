import type { Kysely } from 'kysely';
import { settingsSchema, type Settings } from '../../shared/settings';
import type { DatabaseSchema } from './DatabaseSchema';
import { userRecordRepository, type UserRecordRepository } from './userRecordRepository';

/** Stored canvas settings, one record per client id: read whole and replaced whole. */
export type SettingsRepository = Pick<UserRecordRepository<Settings>, 'get' | 'put'>;

/** Settings storage on either engine. `now` is injectable so tests can check `updated_at`. */
export function settingsRepository(db: Kysely<DatabaseSchema>, now?: () => Date): SettingsRepository {
  return userRecordRepository(db, { table: 'settings', schema: settingsSchema, what: 'settings', now });
}
