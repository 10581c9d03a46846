import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema';

/** Token lifetimes (spec §9): one day after a plain login or verification, a year with Remember Me or after a refresh. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = { day: 86_400, year: 365 * 86_400 } as const;
export type AccessTokenLifetime = keyof typeof ACCESS_TOKEN_LIFETIME_SECONDS;

/** A token with fewer seconds left than this is refreshed once (spec §4 "Token refresh", §9). */
export const REFRESH_THRESHOLD_SECONDS = 86_400;

/** Name of the generated signing secret in `server_secrets` when JWT_SECRET is not set. */
export const JWT_SECRET_NAME = 'access-token-signing-key';

/** Shortest JWT_SECRET accepted: HS256 wants a key of at least 256 bits. */
const MIN_SECRET_LENGTH = 32;

const ALGORITHM = 'HS256';

/** What a token says about its holder. */
export interface AccessTokenClaims {
  /** The user id. */
  sub: string;
  email: string;
  /** The device uuid the token was issued to. */
  device: string;
  /** The session (login) the token belongs to; ending the session refuses the token. */
  sid: string;
}

/** A verified token's claims with its issue and expiry times (seconds since the epoch). */
export interface VerifiedAccessToken extends AccessTokenClaims {
  iat: number;
  exp: number;
}

/** Why a token was refused: it ran out, or it is not one of ours (forged, malformed, wrong algorithm, wrong claims). */
/** `seat-taken`: a genuine token whose session newer logins ended (the device limit); it answers 423. */
export type InvalidAccessTokenReason = 'expired' | 'invalid' | 'seat-taken';

/** Thrown by `verify` for any token that must not be trusted. */
export class InvalidAccessTokenError extends Error {
  readonly reason: InvalidAccessTokenReason;
  constructor(reason: InvalidAccessTokenReason, cause?: unknown) {
    super(reason === 'expired' ? 'Access token has expired' : 'Access token is not valid', { cause });
    this.name = 'InvalidAccessTokenError';
    this.reason = reason;
  }
}

/** Signs and checks access tokens with one secret. */
export interface AccessTokens {
  /** Signs a token for `lifetime`, or until `notAfter` (seconds since the epoch) when that comes first (a student's classroom end). */
  sign(claims: AccessTokenClaims, lifetime: AccessTokenLifetime, notAfter?: number): Promise<string>;
  /** The token's claims; throws `InvalidAccessTokenError` for anything not signed by us with HS256 and alive. */
  verify(token: string): Promise<VerifiedAccessToken>;
}

/**
 * The HS256 signing secret: `JWT_SECRET` when set (at least 32 characters), otherwise 32 random
 * bytes kept in the database's `server_secrets`, made by the first process that starts and read
 * by every later one, so tokens survive a restart and every process on one database (SQLite
 * file or PostgreSQL) signs and checks with the same key.
 */
export async function loadJwtSecret(options: { jwtSecret?: string; db: Kysely<DatabaseSchema> }): Promise<Uint8Array> {
  const configured = options.jwtSecret?.trim();
  if (configured) {
    if (configured.length < MIN_SECRET_LENGTH) throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    return new TextEncoder().encode(configured);
  }
  // Insert-if-absent then read: two processes starting together both read the one that won.
  await options.db
    .insertInto('server_secrets')
    .values({ name: JWT_SECRET_NAME, value: randomBytes(32).toString('base64url'), created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await options.db.selectFrom('server_secrets').select('value').where('name', '=', JWT_SECRET_NAME).executeTakeFirstOrThrow();
  const secret = Buffer.from(row.value, 'base64url');
  if (secret.length < 32) throw new Error(`server_secrets holds no 32-byte ${JWT_SECRET_NAME}; delete the row to make a new one (this logs everyone out)`);
  return new Uint8Array(secret);
}

/** Seconds the token has left at `now` (negative once expired). */
export function secondsLeft(token: Pick<VerifiedAccessToken, 'exp'>, now: Date = new Date()): number {
  return token.exp - Math.floor(now.getTime() / 1000);
}

/** Whether the token should be refreshed: fewer than `REFRESH_THRESHOLD_SECONDS` left. */
export function shouldRefresh(token: Pick<VerifiedAccessToken, 'exp'>, now: Date = new Date()): boolean {
  return secondsLeft(token, now) < REFRESH_THRESHOLD_SECONDS;
}

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** Access tokens signed with `secret`. `now` is injectable so tests can expire tokens. */
export function accessTokens(secret: Uint8Array, now: () => Date = () => new Date()): AccessTokens {
  return {
    async sign(claims, lifetime, notAfter) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = Math.min(issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS[lifetime], notAfter ?? Number.POSITIVE_INFINITY);
      return new SignJWT({ email: claims.email, device: claims.device, sid: claims.sid })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(secret);
    },

    async verify(token) {
      let payload;
      try {
        // Naming the one algorithm refuses `alg: none` and any other algorithm a forger picks.
        ({ payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM], currentDate: now(), requiredClaims: ['sub', 'exp', 'iat'] }));
      } catch (error) {
        throw new InvalidAccessTokenError(error instanceof errors.JWTExpired ? 'expired' : 'invalid', error);
      }
      const { sub, email, device, sid, iat, exp } = payload;
      // A token from before sessions existed has no `sid`: it could never be ended, so it is refused.
      if (
        !isNonEmptyString(sub) ||
        !isNonEmptyString(email) ||
        !isNonEmptyString(device) ||
        !isNonEmptyString(sid) ||
        typeof iat !== 'number' ||
        typeof exp !== 'number'
      ) {
        throw new InvalidAccessTokenError('invalid');
      }
      return { sub, email, device, sid, iat, exp };
    },
  };
}
