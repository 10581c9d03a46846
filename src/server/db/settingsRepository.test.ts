import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/settings';
import { testDatabases } from '../testing/databases';
import { freshDatabasePerTest } from '../testing/freshDatabase';
import { settingsRepository } from './settingsRepository';

const CUSTOM: Settings = { ...DEFAULT_SETTINGS, lineWeight: 4, drawingColor: 'lime', measurementSystem: 'imperial' };

describe.each(testDatabases)('settingsRepository on $kind', ({ skipReason, open }) => {
  describe.skipIf(skipReason !== undefined)('with a fresh database per test', () => {
    const database = freshDatabasePerTest(open);

    it('has nothing for a client that never saved', async () => {
      expect(await settingsRepository(database.db).get('never-saved-1')).toBeUndefined();
    });

    it('reads back what it stored', async () => {
      const repository = settingsRepository(database.db);
      await repository.put('client-aaaa', CUSTOM);
      expect(await repository.get('client-aaaa')).toEqual(CUSTOM);
    });

    it('replaces earlier settings and their time on a second save', async () => {
      let clock = new Date('2024-01-01T00:00:00.000Z');
      const repository = settingsRepository(database.db, () => clock);
      await repository.put('client-aaaa', CUSTOM);
      clock = new Date('2024-06-30T12:00:00.000Z');
      const changed = { ...CUSTOM, lineWeight: 1 };
      await repository.put('client-aaaa', changed);

      expect(await repository.get('client-aaaa')).toEqual(changed);
      const rows = await database.db.selectFrom('settings').select(['client_id', 'updated_at']).execute();
      expect(rows).toEqual([{ client_id: 'client-aaaa', updated_at: clock.toISOString() }]);
    });

    it('keeps each client to its own settings', async () => {
      const repository = settingsRepository(database.db);
      await repository.put('client-aaaa', CUSTOM);
      await repository.put('client-bbbb', DEFAULT_SETTINGS);
      expect(await repository.get('client-aaaa')).toEqual(CUSTOM);
      expect(await repository.get('client-bbbb')).toEqual(DEFAULT_SETTINGS);
    });

    it('reads a row stored before the inch precision existed, with the default 1/16 in', async () => {
      const { inchFraction: _absent, ...old } = CUSTOM;
      await database.db.insertInto('settings').values({ client_id: 'client-old1', settings: JSON.stringify(old), updated_at: '' }).execute();
      expect(await settingsRepository(database.db).get('client-old1')).toEqual({ ...old, inchFraction: 16 });
    });

    it('refuses a stored row that no longer matches the schema, naming the client', async () => {
      const row = { client_id: 'client-bad1', settings: JSON.stringify({ ...CUSTOM, lineWeight: 'heavy' }), updated_at: '' };
      await database.db.insertInto('settings').values(row).execute();
      await expect(settingsRepository(database.db).get('client-bad1')).rejects.toThrow(/client-bad1.*lineWeight/s);
    });

    it('refuses a stored row that is not JSON', async () => {
      await database.db.insertInto('settings').values({ client_id: 'client-bad2', settings: '{', updated_at: '' }).execute();
      await expect(settingsRepository(database.db).get('client-bad2')).rejects.toThrow(/client-bad2.*not valid JSON/);
    });
  });
});
