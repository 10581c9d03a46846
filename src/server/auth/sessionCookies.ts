/**
 * The browser's copy of the access token: an HttpOnly cookie no script can read, SameSite=Lax so
 * other sites' pages do not send it with their requests, Secure when the app is served over
 * https. Beside it a readable cookie with the token's expiry tells the page a session exists.
 */
import type { FastifyReply } from 'fastify';
import { ACCESS_TOKEN_COOKIE, SESSION_EXPIRES_COOKIE } from '../../shared/api';

export interface SessionCookieOptions {
  /** Adds `Secure`: true when PUBLIC_URL is https. */
  secure: boolean;
}

/** Sets the token cookie and its expiry companion, both living until the token expires. */
export function setSessionCookies(reply: FastifyReply, token: string, expiresAtSeconds: number, options: SessionCookieOptions, nowMs = Date.now()): void {
  const maxAge = Math.max(0, expiresAtSeconds - Math.floor(nowMs / 1000));
  const common = { path: '/', sameSite: 'lax' as const, secure: options.secure, maxAge };
  reply.setCookie(ACCESS_TOKEN_COOKIE, token, { ...common, httpOnly: true });
  reply.setCookie(SESSION_EXPIRES_COOKIE, String(expiresAtSeconds), { ...common, httpOnly: false });
}

/** Removes both cookies (logout, and any request whose cookie token is no longer valid). */
export function clearSessionCookies(reply: FastifyReply, options: SessionCookieOptions): void {
  const common = { path: '/', sameSite: 'lax' as const, secure: options.secure };
  reply.clearCookie(ACCESS_TOKEN_COOKIE, { ...common, httpOnly: true });
  reply.clearCookie(SESSION_EXPIRES_COOKIE, common);
}
