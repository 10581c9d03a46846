import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './DatabaseSchema';

/** What a one-time token is for. A token issued for one purpose is never accepted for another. */
export type AuthTokenPurpose = 'verify' | 'reset';

/** One-time tokens sent by e-mail. */
export interface AuthTokensRepository {
  /**
   * Issues a token for the user, valid for `ttlMs`, and answers the plain token (32 random bytes,
   * base64url). Only its SHA-256 is stored, so the plain token exists only in the e-mail.
   */
  issue(userId: string, purpose: AuthTokenPurpose, ttlMs: number): Promise<string>;
  /**
   * Uses up the token and answers its user id; null when the token is unknown, for another
   * purpose, expired or already used, so a replayed link fails.
   */
  consume(token: string, purpose: AuthTokenPurpose): Promise<string | null>;
  /**
   * Uses up every unused token of the user for the purpose and answers how many, so a re-sent
   * verification mail or a completed reset leaves no older link alive.
   */
  revokeAll(userId: string, purpose: AuthTokenPurpose): Promise<number>;
}

/** Hex SHA-256 of a token. A plain hash (no salt) is enough: the token itself is 256 random bits. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** One-time token storage on either engine. `now` is injectable so tests can expire tokens. */
export function authTokensRepository(db: Kysely<DatabaseSchema>, now: () => Date = () => new Date()): AuthTokensRepository {
  return {
    async issue(userId, purpose, ttlMs) {
      if (!Number.isFinite(ttlMs) || ttlMs <= 0) throw new Error(`Token lifetime must be a positive number of milliseconds, not ${ttlMs}`);
      const token = randomBytes(32).toString('base64url');
      const issuedAt = now();
      await db
        .insertInto('auth_tokens')
        .values({
          id: randomUUID(),
          user_id: userId,
          purpose,
          token_hash: hashToken(token),
          expires_at: new Date(issuedAt.getTime() + ttlMs).toISOString(),
          used_at: null,
          created_at: issuedAt.toISOString(),
        })
        .execute();
      return token;
    },

    async consume(token, purpose) {
      const stamp = now().toISOString();
      // One conditional update both checks and uses the token, so two requests racing with the
      // same link cannot both succeed: only one of them sees `used_at` still null.
      const used = await db
        .updateTable('auth_tokens')
        .set({ used_at: stamp })
        .where('token_hash', '=', hashToken(token))
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', stamp)
        .returning('user_id')
        .executeTakeFirst();
      return used?.user_id ?? null;
    },

    async revokeAll(userId, purpose) {
      const result = await db
        .updateTable('auth_tokens')
        .set({ used_at: now().toISOString() })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
