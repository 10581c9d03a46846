import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '../../shared/settings';
import { testDatabases } from '../testing/databases';
import { freshDatabasePerTest } from '../testing/freshDatabase';
import { userRecordRepository } from './userRecordRepository';

/** The help flags' table holding a record of our own: any object of booleans. */
const flagsSchema = z.record(z.string(), z.boolean());

describe.each(testDatabases)('userRecordRepository on $kind', ({ skipReason, open }) => {
  describe.skipIf(skipReason !== undefined)('with a fresh database per test', () => {
    const database = freshDatabasePerTest(open);
    const flags = (now?: () => Date) => userRecordRepository(database.db, { table: 'tours', schema: flagsSchema, what: 'flags', now });
    const settings = () => userRecordRepository<Settings>(database.db, { table: 'settings', schema: settingsSchema, what: 'settings' });

    it('writes each record to the column named after its table, as JSON text, with the time', async () => {
      await flags(() => new Date('2025-03-01T08:00:00.000Z')).put('client-aaaa', { a: true });
      const rows = await database.db.selectFrom('tours').selectAll().execute();
      expect(rows).toEqual([{ client_id: 'client-aaaa', tours: '{"a":true}', updated_at: '2025-03-01T08:00:00.000Z' }]);
      expect(await database.db.selectFrom('settings').selectAll().execute()).toEqual([]);
    });

    it('keeps the tables apart for the same client id', async () => {
      await flags().put('client-aaaa', { a: true });
      await settings().put('client-aaaa', DEFAULT_SETTINGS);
      expect(await flags().get('client-aaaa')).toEqual({ a: true });
      expect(await settings().get('client-aaaa')).toEqual(DEFAULT_SETTINGS);
    });

    it('hands an update nothing for a client that never saved, and stores and answers its result', async () => {
      const seen: unknown[] = [];
      const written = await flags().update('client-aaaa', (stored) => {
        seen.push(stored);
        return { ...stored, b: true };
      });
      expect(seen).toEqual([undefined]);
      expect(written).toEqual({ b: true });
      expect(await flags().get('client-aaaa')).toEqual({ b: true });
    });

    it('hands an update the stored record and replaces it with the result, stamping the new time', async () => {
      let clock = new Date('2025-01-01T00:00:00.000Z');
      const repository = flags(() => clock);
      await repository.put('client-aaaa', { a: true, b: false });
      clock = new Date('2025-02-02T00:00:00.000Z');
      expect(await repository.update('client-aaaa', (stored) => ({ ...stored, b: true }))).toEqual({ a: true, b: true });
      const rows = await database.db.selectFrom('tours').select(['client_id', 'updated_at']).execute();
      expect(rows).toEqual([{ client_id: 'client-aaaa', updated_at: clock.toISOString() }]);
    });

    it('writes nothing when an update throws', async () => {
      await flags().put('client-aaaa', { a: true });
      const failing = flags().update('client-aaaa', () => {
        throw new Error('no');
      });
      await expect(failing).rejects.toThrow('no');
      expect(await flags().get('client-aaaa')).toEqual({ a: true });
    });

    it('names the record and the client when a stored row does not match the schema', async () => {
      await database.db.insertInto('tours').values({ client_id: 'client-bad1', tours: '{"a":1}', updated_at: '' }).execute();
      await expect(flags().get('client-bad1')).rejects.toThrow(/Stored flags of client client-bad1 are invalid/);
      await expect(flags().update('client-bad1', (stored) => ({ ...stored }))).rejects.toThrow(/client-bad1/);
    });
  });
});
