import { describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { freshDatabasePerTest } from '../testing/freshDatabase';
import { educatorApplicationsRepository, type EducatorDetails } from './educatorApplicationsRepository';
import { usersRepository } from './usersRepository';

const NOW = new Date('2026-03-01T09:00:00.000Z');
const details: EducatorDetails = { nameOfSchool: 'Hill School', city: 'Leeds', country: 'GB', phone: '+441234567890', usage: 'Geometry', badgeUrl: 'https://hill.example.org/' };

describe.each(testDatabases)('educator applications on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh database per test', () => {
    const database = freshDatabasePerTest(testDatabase.open);
    const educator = async () => (await usersRepository(database.db).create({ email: 'edna@hill.example.org', passwordHash: 'x', firstName: 'E', lastName: 'K' })).id;

    it('keeps the badge code when an application is replaced, unless a new one is given, and starts it waiting again', async () => {
      const applications = educatorApplicationsRepository(database.db, () => NOW);
      const userId = await educator();
      const first = await applications.apply(userId, details);
      expect(first).toMatchObject({ status: 'badge-pending', badgeCode: expect.stringMatching(/^[0-9a-f]{24}$/), createdAt: NOW.toISOString() });
      await applications.recordCheck(userId, true);
      await applications.review(userId, 'rejected');
      const again = await applications.apply(userId, { ...details, nameOfSchool: 'Hill Academy' });
      expect(again).toMatchObject({ status: 'badge-pending', badgeCode: first.badgeCode, nameOfSchool: 'Hill Academy', badgeFoundAt: null, reviewedAt: null, badgeCheckedAt: null });
      expect((await applications.apply(userId, details, 'fresh-code')).badgeCode).toBe('fresh-code');
    });

    it('moves a waiting application to review when the badge is found, but never undoes a review', async () => {
      const applications = educatorApplicationsRepository(database.db, () => NOW);
      const userId = await educator();
      await applications.apply(userId, details);
      expect(await applications.recordCheck(userId, false)).toMatchObject({ status: 'badge-pending', badgeCheckedAt: NOW.toISOString(), badgeFoundAt: null });
      expect(await applications.recordCheck(userId, true)).toMatchObject({ status: 'review-pending', badgeFoundAt: NOW.toISOString() });
      await applications.review(userId, 'approved');
      // A check finishing after the approval leaves it approved.
      expect(await applications.recordCheck(userId, true)).toMatchObject({ status: 'approved' });
      expect(await applications.pending()).toEqual([]);
      expect(await applications.changeBadgeUrl(userId, 'https://new.hill.example.org/')).toMatchObject({ status: 'badge-pending', badgeFoundAt: null, badgeUrl: 'https://new.hill.example.org/' });
      expect(await applications.pending()).toMatchObject([{ email: 'edna@hill.example.org', status: 'badge-pending' }]);
    });

    it('goes with its account, and is removed on its own', async () => {
      const applications = educatorApplicationsRepository(database.db, () => NOW);
      const userId = await educator();
      await applications.apply(userId, details);
      await applications.remove(userId);
      expect(await applications.find(userId)).toBeUndefined();
      await applications.apply(userId, details);
      await database.db.deleteFrom('users').where('id', '=', userId).execute();
      expect(await applications.find(userId)).toBeUndefined();
    });
  });
});
