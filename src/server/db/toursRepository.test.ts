import { describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { freshDatabasePerTest } from '../testing/freshDatabase';
import { toursRepository } from './toursRepository';

describe.each(testDatabases)('toursRepository on $kind', ({ skipReason, open }) => {
  describe.skipIf(skipReason !== undefined)('with a fresh database per test', () => {
    const database = freshDatabasePerTest(open);

    it('has nothing for a client that never saved', async () => {
      expect(await toursRepository(database.db).get('never-saved-1')).toBeUndefined();
    });

    it('reads back the flags it stored', async () => {
      const repository = toursRepository(database.db);
      expect(await repository.merge('client-aaaa', { intro: true })).toEqual({ intro: true });
      expect(await repository.get('client-aaaa')).toEqual({ intro: true });
    });

    it('merges new flags into the stored ones, a later value winning, and stamps the time', async () => {
      let clock = new Date('2024-01-01T00:00:00.000Z');
      const repository = toursRepository(database.db, () => clock);
      await repository.merge('client-aaaa', { intro: true, menu: false });
      clock = new Date('2024-06-30T12:00:00.000Z');
      const merged = await repository.merge('client-aaaa', { menu: true, adjustLength: true });

      expect(merged).toEqual({ intro: true, menu: true, adjustLength: true });
      expect(await repository.get('client-aaaa')).toEqual(merged);
      const rows = await database.db.selectFrom('tours').select(['client_id', 'updated_at']).execute();
      expect(rows).toEqual([{ client_id: 'client-aaaa', updated_at: clock.toISOString() }]);
    });

    it('keeps each client to its own flags', async () => {
      const repository = toursRepository(database.db);
      await repository.merge('client-aaaa', { intro: true });
      await repository.merge('client-bbbb', { results: true });
      expect(await repository.get('client-aaaa')).toEqual({ intro: true });
      expect(await repository.get('client-bbbb')).toEqual({ results: true });
    });

    it('refuses a stored row with an unknown step, naming the client', async () => {
      const row = { client_id: 'client-bad1', tours: JSON.stringify({ sneaky: true }), updated_at: '' };
      await database.db.insertInto('tours').values(row).execute();
      await expect(toursRepository(database.db).get('client-bad1')).rejects.toThrow(/client-bad1.*sneaky/s);
    });

    it('refuses a stored row that is not JSON', async () => {
      await database.db.insertInto('tours').values({ client_id: 'client-bad2', tours: '{', updated_at: '' }).execute();
      await expect(toursRepository(database.db).get('client-bad2')).rejects.toThrow(/client-bad2.*not valid JSON/);
    });
  });
});
