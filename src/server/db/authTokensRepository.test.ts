import { beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { freshDatabasePerTest } from '../testing/freshDatabase';
import { authTokensRepository, hashToken } from './authTokensRepository';
import { usersRepository } from './usersRepository';

const HOUR = 3_600_000;

describe.each(testDatabases)('authTokensRepository on $kind', ({ skipReason, open }) => {
  describe.skipIf(skipReason !== undefined)('with a fresh database per test', () => {
    const database = freshDatabasePerTest(open);
    let userId: string;
    let clock: Date;
    beforeEach(async () => {
      userId = (await usersRepository(database.db).create({ email: 'ann@example.com', passwordHash: 'x', firstName: 'Ann', lastName: 'S' })).id;
      clock = new Date('2025-05-01T12:00:00.000Z');
    });

    it('issues a 32-byte base64url token and stores only its SHA-256', async () => {
      const token = await authTokensRepository(database.db, () => clock).issue(userId, 'verify', HOUR);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const rows = await database.db.selectFrom('auth_tokens').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        user_id: userId,
        purpose: 'verify',
        token_hash: hashToken(token),
        expires_at: '2025-05-01T13:00:00.000Z',
        used_at: null,
      });
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it('gives each issue a different token', async () => {
      const repository = authTokensRepository(database.db, () => clock);
      const tokens = await Promise.all([1, 2, 3].map(() => repository.issue(userId, 'reset', HOUR)));
      expect(new Set(tokens).size).toBe(3);
    });

    it('answers the user once, and null when the token is replayed', async () => {
      const repository = authTokensRepository(database.db, () => clock);
      const token = await repository.issue(userId, 'verify', HOUR);
      expect(await repository.consume(token, 'verify')).toEqual({ userId, payload: null });
      expect(await repository.consume(token, 'verify')).toBeNull();
    });

    it('lets only one of two simultaneous uses of a token succeed', async () => {
      const repository = authTokensRepository(database.db, () => clock);
      const token = await repository.issue(userId, 'verify', HOUR);
      const results = await Promise.all([repository.consume(token, 'verify'), repository.consume(token, 'verify')]);
      expect(results.filter((result) => result?.userId === userId)).toHaveLength(1);
    });

    it('refuses an expired token, a token for another purpose and an unknown token', async () => {
      const repository = authTokensRepository(database.db, () => clock);
      const token = await repository.issue(userId, 'verify', HOUR);
      expect(await repository.consume(token, 'reset')).toBeNull();
      expect(await repository.consume('not-a-token', 'verify')).toBeNull();
      clock = new Date('2025-05-01T13:00:00.000Z');
      expect(await repository.consume(token, 'verify')).toBeNull();
    });

    it('accepts a token just before it expires', async () => {
      const repository = authTokensRepository(database.db, () => clock);
      const token = await repository.issue(userId, 'reset', HOUR);
      clock = new Date('2025-05-01T12:59:59.999Z');
      expect((await repository.consume(token, 'reset'))?.userId).toBe(userId);
    });

    it('names the user of a used or revoked token, expired or not, and nobody for an unused or unknown one', async () => {
      const repository = authTokensRepository(database.db, () => clock);
      const [opened, revoked, unused] = [
        await repository.issue(userId, 'verify', HOUR),
        await repository.issue(userId, 'verify', HOUR),
        await repository.issue(userId, 'reset', HOUR),
      ];
      expect(await repository.usedBy(opened, 'verify')).toBeNull();
      await repository.consume(opened, 'verify');
      await repository.revokeAll(userId, 'verify');
      clock = new Date(clock.getTime() + 2 * HOUR);
      expect(await repository.usedBy(opened, 'verify')).toBe(userId);
      expect(await repository.usedBy(revoked, 'verify')).toBe(userId);
      expect(await repository.usedBy(opened, 'reset')).toBeNull();
      expect(await repository.usedBy(unused, 'reset')).toBeNull();
      expect(await repository.usedBy('x'.repeat(43), 'verify')).toBeNull();
    });

    it('revokes the user’s unused tokens of one purpose, leaving the other purpose alive', async () => {
      const repository = authTokensRepository(database.db, () => clock);
      const [older, newer, reset] = [
        await repository.issue(userId, 'verify', HOUR),
        await repository.issue(userId, 'verify', HOUR),
        await repository.issue(userId, 'reset', HOUR),
      ];
      expect(await repository.revokeAll(userId, 'verify')).toBe(2);
      expect(await repository.consume(older, 'verify')).toBeNull();
      expect(await repository.consume(newer, 'verify')).toBeNull();
      expect((await repository.consume(reset, 'reset'))?.userId).toBe(userId);
      expect(await repository.revokeAll(userId, 'verify')).toBe(0);
    });

    it('hands back the payload it was issued with, and stores a caller-made secret only as its hash', async () => {
      const repository = authTokensRepository(database.db, () => clock);
      const token = await repository.issue(userId, 'email-change', HOUR, { secret: 'Typeable-Secret-42', payload: { email: 'new@example.com' } });
      expect(token).toBe('Typeable-Secret-42');
      expect(JSON.stringify(await database.db.selectFrom('auth_tokens').selectAll().execute())).not.toContain(token);
      expect(await repository.consume(token, 'email-change')).toEqual({ userId, payload: { email: 'new@example.com' } });
    });

    it('checks a token without using it up, and only for its own user', async () => {
      const repository = authTokensRepository(database.db, () => clock);
      const other = (await usersRepository(database.db).create({ email: 'bob@example.com', passwordHash: 'x', firstName: 'Bob', lastName: 'S' })).id;
      const token = await repository.issue(userId, 'reset', HOUR);
      expect(await repository.isLive(token, 'reset', userId)).toBe(true);
      expect(await repository.isLive(token, 'reset', other)).toBe(false);
      expect(await repository.consume(token, 'reset', other)).toBeNull();
      expect(await repository.isLive(token, 'reset', userId)).toBe(true);
      expect((await repository.consume(token, 'reset', userId))?.userId).toBe(userId);
      expect(await repository.isLive(token, 'reset', userId)).toBe(false);
    });

    it('revokes only the tokens whose payload matches, when asked to', async () => {
      const repository = authTokensRepository(database.db, () => clock);
      const mine = await repository.issue(userId, 'verify', HOUR, { payload: { passwordHash: 'mine' } });
      const theirs = await repository.issue(userId, 'verify', HOUR, { payload: { passwordHash: 'theirs' } });
      expect(await repository.revokeAll(userId, 'verify', (payload) => (payload as { passwordHash: string }).passwordHash === 'mine')).toBe(1);
      expect(await repository.consume(mine, 'verify')).toBeNull();
      expect((await repository.consume(theirs, 'verify'))?.payload).toEqual({ passwordHash: 'theirs' });
    });

    it('refuses a lifetime that is not a positive number', async () => {
      const repository = authTokensRepository(database.db, () => clock);
      await expect(repository.issue(userId, 'verify', 0)).rejects.toThrow(/positive/);
      await expect(repository.issue(userId, 'verify', Number.NaN)).rejects.toThrow(/positive/);
    });
  });
});
