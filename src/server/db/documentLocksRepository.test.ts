import { beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { freshDatabasePerTest } from '../testing/freshDatabase';
import { documentLocksRepository } from './documentLocksRepository';
import { documentsRepository } from './documentsRepository';
import { usersRepository } from './usersRepository';
import { EMPTY_DOCUMENT_STATE } from '../../shared/testing/documentStates';

const STALE_MS = 60_000;
const T0 = new Date('2025-07-01T10:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

const state = EMPTY_DOCUMENT_STATE;

describe.each(testDatabases)('documentLocksRepository on $kind', ({ skipReason, open }) => {
  describe.skipIf(skipReason !== undefined)('with a fresh database per test', () => {
    const database = freshDatabasePerTest(open);
    let userId: string;
    let documentId: string;
    let otherDocumentId: string;
    beforeEach(async () => {
      userId = (await usersRepository(database.db).create({ email: 'team@example.com', passwordHash: 'x', firstName: 'T', lastName: 'M' })).id;
      const documents = documentsRepository(database.db);
      const base = { userId, state, previewFile: null, deviceUuid: null, sessionId: null };
      documentId = (await documents.save({ ...base, name: 'Plot 1' }))!.id;
      otherDocumentId = (await documents.save({ ...base, name: 'Plot 2' }))!.id;
    });

    it('locks a free document for the device, then says the device already holds it', async () => {
      const locks = documentLocksRepository(database.db);
      expect(await locks.acquire(documentId, userId, 'laptop', T0, STALE_MS)).toBe('acquired');
      expect(await locks.acquire(documentId, userId, 'laptop', later(1000), STALE_MS)).toBe('held-here');
    });

    it('refuses a second device while the first keeps its heartbeat, naming the holder', async () => {
      const locks = documentLocksRepository(database.db);
      await locks.acquire(documentId, userId, 'laptop', T0, STALE_MS);
      expect(await locks.heartbeat(documentId, 'laptop', later(50_000))).toBe(true);
      expect(await locks.acquire(documentId, userId, 'tablet', later(100_000), STALE_MS)).toEqual({ heldBy: 'laptop', heldByUser: userId });
      expect(await locks.acquire(otherDocumentId, userId, 'tablet', later(100_000), STALE_MS)).toBe('acquired');
    });

    it('takes over a lock whose device went silent', async () => {
      const locks = documentLocksRepository(database.db);
      await locks.acquire(documentId, userId, 'laptop', T0, STALE_MS);
      expect(await locks.acquire(documentId, userId, 'tablet', later(STALE_MS - 1), STALE_MS)).toEqual({ heldBy: 'laptop', heldByUser: userId });
      expect(await locks.acquire(documentId, userId, 'tablet', later(STALE_MS + 1), STALE_MS)).toBe('acquired');
      expect(await locks.heartbeat(documentId, 'laptop', later(STALE_MS + 2))).toBe(false);
      expect(await locks.acquire(documentId, userId, 'laptop', later(STALE_MS + 3), STALE_MS)).toEqual({ heldBy: 'tablet', heldByUser: userId });
    });

    it('lets only one of two devices racing for a free document win', async () => {
      const locks = documentLocksRepository(database.db);
      const outcomes = await Promise.all(
        ['laptop', 'tablet', 'phone'].map((device) => locks.acquire(documentId, userId, device, T0, STALE_MS)),
      );
      expect(outcomes.filter((outcome) => outcome === 'acquired')).toHaveLength(1);
      expect(outcomes.filter((outcome) => typeof outcome === 'object')).toHaveLength(2);
    });

    it('releases only the holder’s lock', async () => {
      const locks = documentLocksRepository(database.db);
      await locks.acquire(documentId, userId, 'laptop', T0, STALE_MS);
      expect(await locks.release(documentId, 'tablet')).toBe(false);
      expect(await locks.acquire(documentId, userId, 'tablet', T0, STALE_MS)).toEqual({ heldBy: 'laptop', heldByUser: userId });
      expect(await locks.release(documentId, 'laptop')).toBe(true);
      expect(await locks.acquire(documentId, userId, 'tablet', T0, STALE_MS)).toBe('acquired');
    });

    it('releases every lock of a device at once, leaving other devices’ locks', async () => {
      const locks = documentLocksRepository(database.db);
      await locks.acquire(documentId, userId, 'laptop', T0, STALE_MS);
      await locks.acquire(otherDocumentId, userId, 'laptop', T0, STALE_MS);
      expect(await locks.releaseAllFor(userId, 'laptop')).toBe(2);
      expect(await locks.releaseAllFor(userId, 'laptop')).toBe(0);
      await locks.acquire(documentId, userId, 'tablet', T0, STALE_MS);
      expect(await locks.releaseAllFor(userId, 'laptop')).toBe(0);
      expect(await locks.activeFor(userId, T0, STALE_MS)).toEqual(new Map([[documentId, 'tablet']]));
      // Another account naming the same device frees nothing of this one's.
      expect(await locks.releaseAllFor('someone-else', 'tablet')).toBe(0);
      expect(await locks.activeFor(userId, T0, STALE_MS)).toEqual(new Map([[documentId, 'tablet']]));
    });

    it('lists the live locks of the user’s documents, leaving out stale ones', async () => {
      const locks = documentLocksRepository(database.db);
      await locks.acquire(documentId, userId, 'laptop', T0, STALE_MS);
      await locks.acquire(otherDocumentId, userId, 'tablet', later(30_000), STALE_MS);
      expect(await locks.activeFor(userId, later(40_000), STALE_MS)).toEqual(new Map([[documentId, 'laptop'], [otherDocumentId, 'tablet']]));
      expect(await locks.activeFor(userId, later(STALE_MS + 1), STALE_MS)).toEqual(new Map([[otherDocumentId, 'tablet']]));
      expect(await locks.activeFor('someone-else', T0, STALE_MS)).toEqual(new Map());
    });

    it('drops the lock when its document is deleted', async () => {
      const locks = documentLocksRepository(database.db);
      await locks.acquire(documentId, userId, 'laptop', T0, STALE_MS);
      await documentsRepository(database.db).delete(userId, documentId);
      expect(await locks.releaseAllFor(userId, 'laptop')).toBe(0);
    });
  });
});
