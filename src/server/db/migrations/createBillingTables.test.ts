import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/databases';
import { allMigrations } from '../allMigrations';
import type { Database } from '../createDatabase';
import { migrateToLatest } from '../migrateToLatest';

const NAME = '0012_create_billing';
const before = Object.fromEntries(Object.entries(allMigrations).filter(([name]) => name < NAME));
const through = Object.fromEntries(Object.entries(allMigrations).filter(([name]) => name <= NAME));
const DAY = 24 * 60 * 60_000;

describe.each(testDatabases)(`migration ${NAME} on $kind`, ({ skipReason, openEmpty }) => {
  describe.skipIf(skipReason !== undefined)('with a fresh database per test', () => {
    let database: Database;
    beforeEach(async () => {
      database = await openEmpty();
      await migrateToLatest(database.db, before);
      const stamp = new Date(0).toISOString();
      const user = (id: string, trialEnd: string | null) => ({
        id,
        email: `${id}@example.com`,
        password_hash: 'h',
        first_name: 'A',
        last_name: 'B',
        device_uuid: null,
        is_from_app: 0,
        is_session_user: 0,
        verified_at: stamp,
        trial_end: trialEnd,
        extend_trial: 0,
        created_at: stamp,
        updated_at: stamp,
      });
      await database.db.insertInto('users').values([user('old', null), user('trialled', '2020-01-01T00:00:00.000Z')]).execute();
    });
    afterEach(async () => {
      await database.destroy();
    });

    it('gives accounts made before trials existed 7 days from the migration, and leaves a set trial alone', async () => {
      const started = Date.now();
      expect(await migrateToLatest(database.db, through)).toEqual([NAME]);
      const rows = await database.db.selectFrom('users').select(['id', 'trial_end']).orderBy('id').execute();
      const oldEnd = Date.parse(rows.find((row) => row.id === 'old')!.trial_end!);
      expect(oldEnd).toBeGreaterThanOrEqual(started + 7 * DAY);
      expect(oldEnd).toBeLessThanOrEqual(Date.now() + 7 * DAY);
      expect(rows.find((row) => row.id === 'trialled')!.trial_end).toBe('2020-01-01T00:00:00.000Z');
      expect(await database.db.selectFrom('subscriptions').selectAll().execute()).toEqual([]);
    });
  });
});
