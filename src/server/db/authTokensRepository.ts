import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './DatabaseSchema';

/**
 * What a one-time token is for. A token issued for one purpose is never accepted for another:
 * `verify` (the registration link), `reset` (the mailed one-time password) and `email-change`
 * (the link that confirms a new address).
 */
export type AuthTokenPurpose = 'verify' | 'reset' | 'email-change';

/** A token used up: whose it was and what it carried. */
export interface ConsumedToken {
  userId: string;
  /** The payload given at issue, parsed; null when none was given. */
  payload: unknown;
}

export interface IssueOptions {
  /**
   * The secret to send; 32 random bytes in base64url when absent. The reset password is made
   * by the caller (it must be typeable) and stored here like any token.
   */
  secret?: string;
  /** Kept with the token as JSON and handed back by `consume`. */
  payload?: unknown;
}

/** One-time tokens sent by e-mail. */
export interface AuthTokensRepository {
  /**
   * Issues a token for the user, valid for `ttlMs`, and answers the plain token. Only its
   * SHA-256 is stored, so the plain token exists only in the e-mail.
   */
  issue(userId: string, purpose: AuthTokenPurpose, ttlMs: number, options?: IssueOptions): Promise<string>;
  /**
   * Uses up the token and answers its user and payload; null when the token is unknown, for
   * another purpose or (when given) another user, expired or already used, so a replayed link fails.
   */
  consume(token: string, purpose: AuthTokenPurpose, userId?: string): Promise<ConsumedToken | null>;
  /**
   * The user of a token that is used up (opened, or revoked by a newer one), expired or not;
   * null for an unknown or unused token. Tells a link opened twice from a wrong one.
   */
  usedBy(token: string, purpose: AuthTokenPurpose): Promise<string | null>;
  /** Whether the token would be accepted by `consume` now, without using it up. */
  isLive(token: string, purpose: AuthTokenPurpose, userId: string): Promise<boolean>;
  /**
   * Uses up every unused token of the user for the purpose (those whose payload `matching`
   * accepts, when given) and answers how many, so a re-sent mail or a completed change leaves no
   * older link alive.
   */
  revokeAll(userId: string, purpose: AuthTokenPurpose, matching?: (payload: unknown) => boolean): Promise<number>;
}

/**
 * Hex SHA-256 of a token. A plain hash (no salt) is enough: every token is random and long (256
 * bits for links, about 82 for a mailed password that also expires within the hour).
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A stored payload back as a value; a damaged one reads as null, which no caller accepts. */
function parsePayload(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** One-time token storage on either engine. `now` is injectable so tests can expire tokens. */
export function authTokensRepository(db: Kysely<DatabaseSchema>, now: () => Date = () => new Date()): AuthTokensRepository {
  const liveTokens = (token: string, purpose: AuthTokenPurpose, stamp: string) =>
    db
      .updateTable('auth_tokens')
      .set({ used_at: stamp })
      .where('token_hash', '=', hashToken(token))
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', stamp);

  /** The stored row of `token` for `purpose`, to select from. */
  const tokenRows = (token: string, purpose: AuthTokenPurpose) =>
    db.selectFrom('auth_tokens').where('token_hash', '=', hashToken(token)).where('purpose', '=', purpose);

  return {
    async issue(userId, purpose, ttlMs, options = {}) {
      if (!Number.isFinite(ttlMs) || ttlMs <= 0) throw new Error(`Token lifetime must be a positive number of milliseconds, not ${ttlMs}`);
      const token = options.secret ?? randomBytes(32).toString('base64url');
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
          payload: options.payload === undefined ? null : JSON.stringify(options.payload),
        })
        .execute();
      return token;
    },

    async consume(token, purpose, userId) {
      // One conditional update both checks and uses the token, so two requests racing with the
      // same link cannot both succeed: only one of them sees `used_at` still null.
      let update = liveTokens(token, purpose, now().toISOString());
      if (userId !== undefined) update = update.where('user_id', '=', userId);
      const used = await update.returning(['user_id', 'payload']).executeTakeFirst();
      if (!used) return null;
      return { userId: used.user_id, payload: parsePayload(used.payload) };
    },

    async usedBy(token, purpose) {
      const row = await tokenRows(token, purpose)
        .select('user_id')
        .where('used_at', 'is not', null)
        .executeTakeFirst();
      return row?.user_id ?? null;
    },

    async isLive(token, purpose, userId) {
      const row = await tokenRows(token, purpose)
        .select('id')
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now().toISOString())
        .executeTakeFirst();
      return row !== undefined;
    },

    async revokeAll(userId, purpose, matching) {
      let update = db
        .updateTable('auth_tokens')
        .set({ used_at: now().toISOString() })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null);
      if (matching) {
        const rows = await db
          .selectFrom('auth_tokens')
          .select(['id', 'payload'])
          .where('user_id', '=', userId)
          .where('purpose', '=', purpose)
          .where('used_at', 'is', null)
          .execute();
        const ids = rows.filter((row) => matching(parsePayload(row.payload))).map((row) => row.id);
        if (ids.length === 0) return 0;
        update = update.where('id', 'in', ids);
      }
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
