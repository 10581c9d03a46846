/**
 * Access tokens for the live socket's tests, signed with jose (HS256) the way the accounts'
 * accessTokens module signs them, so these tests need no users table. A child server process
 * gets the same secret through its environment and verifies with `testVerifier`.
 */
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { RequestUser, VerifyAccessToken } from '../../auth/requestUser';

export interface TokenUser {
  id: string;
  email: string;
  device: string | null;
}

/** A fresh random secret, hex so it can travel in an environment variable. */
export function testSecret(): string {
  return randomBytes(32).toString('hex');
}

/** Signs a token for `user` that expires `expiresInSeconds` from now (negative: already expired). */
export async function signTestToken(secret: string, user: TokenUser, expiresInSeconds = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: user.email, device: user.device })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt(now - 10)
    .setExpirationTime(now + expiresInSeconds)
    .sign(Buffer.from(secret, 'hex'));
}

/** Verifies tokens signed with `secret`; rejects expired, forged and malformed ones. */
export function testVerifier(secret: string): VerifyAccessToken {
  const key = Buffer.from(secret, 'hex');
  return async (token: string): Promise<RequestUser> => {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || payload.exp === undefined) {
      throw new Error('token lacks its claims');
    }
    return {
      id: payload.sub,
      email: payload.email,
      device: typeof payload.device === 'string' ? payload.device : null,
      secondsLeft: payload.exp - Math.floor(Date.now() / 1000),
      sessionId: typeof payload.sid === 'string' ? payload.sid : null,
    };
  };
}
