import { describe, expect, it } from 'vitest';
import type { LogoutReason } from '../../shared/liveEvents';
import { sessionsRepository } from '../db/sessionsRepository';
import { usersRepository } from '../db/usersRepository';
import { SILENT_LIVE_EVENTS, type LiveEvents } from '../live/liveSocket';
import { testDatabases } from '../testing/databases';
import { freshDatabasePerTest } from '../testing/freshDatabase';
import { endOtherSessions } from './otherSessions';

const AT = new Date('2026-03-01T09:00:00.000Z');
const LATER = new Date('2027-01-01T00:00:00.000Z');

describe.each(testDatabases)('ending the other sessions after a plan change on $kind', ({ skipReason, open }) => {
  describe.skipIf(skipReason !== undefined)('with a fresh database per test', () => {
    const database = freshDatabasePerTest(open);

    it("tells each other device 'plan-changed', ends their sessions and closes their sockets, and keeps this one", async () => {
      const { id: userId } = await usersRepository(database.db).create({ email: 'ann@example.com', passwordHash: 'x', firstName: 'Ann', lastName: 'Lee' });
      const { id: bobId } = await usersRepository(database.db).create({ email: 'bob@example.com', passwordHash: 'x', firstName: 'Bob', lastName: 'Ray' });
      const sessions = sessionsRepository(database.db, () => AT);
      const here = await sessions.start(userId, 'desk', LATER);
      const sameDeviceOtherTab = await sessions.start(userId, 'desk', LATER);
      const laptop = await sessions.start(userId, 'laptop', LATER);
      const phone = await sessions.start(userId, 'phone', LATER);
      const expired = await sessions.start(userId, 'old-tablet', new Date('2026-02-01T00:00:00.000Z'));
      const bobs = await sessions.start(bobId, 'bob-laptop', LATER);

      const logouts: [string, LogoutReason, string | undefined][] = [];
      const closed: string[][] = [];
      const live: LiveEvents = {
        ...SILENT_LIVE_EVENTS,
        logout: (user, reason, device) => logouts.push([user, reason, device]),
        endSessions: (ids) => closed.push([...ids]),
      };
      await endOtherSessions({ db: database.db, sessions, live, now: () => AT }, userId, here, 'desk');

      expect(logouts.sort()).toEqual([
        [userId, 'plan-changed', 'laptop'],
        [userId, 'plan-changed', 'phone'],
      ]);
      // The expired session is ended too (it had not been), though no device hears of it.
      expect(closed.flat().sort()).toEqual([sameDeviceOtherTab, laptop, phone, expired].sort());
      for (const ended of [sameDeviceOtherTab, laptop, phone, expired]) expect(await sessions.findLive(ended, userId)).toBeUndefined();
      expect(await sessions.findLive(here, userId)).toBeDefined();
      expect(await sessions.findLive(bobs, bobId)).toBeDefined();
    });
  });
});
