import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { allMigrations } from './allMigrations';
import type { Database } from './createDatabase';
import { migrateToLatest } from './migrateToLatest';

describe.each(testDatabases)('migrateToLatest on $kind', ({ skipReason, open }) => {
  describe.skipIf(skipReason !== undefined)('with a fresh database per test', () => {
    let database: Database;
    beforeEach(async () => {
      database = await open();
    });
    afterEach(async () => {
      await database.destroy();
    });

    it('applies every migration once, then none', async () => {
      expect(await migrateToLatest(database.db)).toEqual(Object.keys(allMigrations));
      expect(await migrateToLatest(database.db)).toEqual([]);
    });

    it('creates a settings table keyed by client id', async () => {
      await migrateToLatest(database.db);
      const row = { client_id: 'abcdefgh', settings: '{}', updated_at: new Date(0).toISOString() };
      await database.db.insertInto('settings').values(row).execute();
      expect(await database.db.selectFrom('settings').selectAll().execute()).toEqual([row]);
      await expect(database.db.insertInto('settings').values(row).execute()).rejects.toThrow();
    });

    it('requires settings and updated_at', async () => {
      await migrateToLatest(database.db);
      await expect(
        sql`insert into settings (client_id, updated_at) values ('abcdefgh', 'now')`.execute(database.db),
      ).rejects.toThrow();
      await expect(
        sql`insert into settings (client_id, settings) values ('abcdefgh', '{}')`.execute(database.db),
      ).rejects.toThrow();
    });

    it('throws an error naming the migration that failed', async () => {
      const broken = {
        '0001_broken': { up: async () => Promise.reject(new Error('column exploded')) },
      };
      const failure = migrateToLatest(database.db, broken);
      await expect(failure).rejects.toThrow('Database migration "0001_broken" failed: column exploded');
    });
  });
});
