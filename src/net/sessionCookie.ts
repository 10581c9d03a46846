/**
 * What the page knows of its session. The server keeps the access token in an HttpOnly cookie
 * (365 days with Remember Me and after a refresh, 1 day otherwise and after verification, spec
 * accounts §4) that the browser sends with every request and the socket handshake, and that no
 * script can read. Beside it the server sets a readable cookie with the token's expiry, which
 * tells the page whether a session exists and when to refresh it.
 */
import { SESSION_EXPIRES_COOKIE } from '../shared/api';

/** Where cookies live: `document` in the browser, a stand-in in tests. */
export interface CookieJar {
  cookie: string;
}

const browserJar = (): CookieJar | null => (typeof document === 'undefined' ? null : document);

/** The session's expiry in seconds since the epoch, or null when there is no session. */
export function readSessionExpiry(jar: CookieJar | null = browserJar()): number | null {
  if (!jar) return null;
  for (const part of jar.cookie.split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name !== SESSION_EXPIRES_COOKIE) continue;
    const seconds = Number(value);
    return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
  }
  return null;
}

/**
 * Forgets the session on the page. The token cookie itself is the server's to remove (at logout,
 * or when it answers 401); this drops the readable hint so the page stops asking.
 */
export function clearSessionExpiry(jar: CookieJar | null = browserJar()): void {
  if (!jar) return;
  jar.cookie = `${SESSION_EXPIRES_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
