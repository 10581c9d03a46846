import { describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { freshDatabasePerTest } from '../testing/freshDatabase';
import { feedbackRepository } from './feedbackRepository';

describe.each(testDatabases)('feedbackRepository on $kind', ({ skipReason, open }) => {
  describe.skipIf(skipReason !== undefined)('with a fresh database per test', () => {
    const database = freshDatabasePerTest(open);

    it('stores each message with its normalized address and the time', async () => {
      const clock = new Date('2025-06-01T09:30:00.000Z');
      const repository = feedbackRepository(database.db, () => clock);
      const first = await repository.add(' Ann@Example.com', 'The wand is great.\nThanks!');
      const second = await repository.add('bob@example.com', 'Zoë says 👍');
      expect(first).not.toBe(second);
      const rows = await database.db.selectFrom('feedback').selectAll().orderBy('email').execute();
      expect(rows).toEqual([
        { id: first, email: 'ann@example.com', message: 'The wand is great.\nThanks!', created_at: clock.toISOString() },
        { id: second, email: 'bob@example.com', message: 'Zoë says 👍', created_at: clock.toISOString() },
      ]);
    });
  });
});
