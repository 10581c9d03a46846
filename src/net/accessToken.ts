/**
 * The access token, kept in a cookie (spec accounts §4 "Login": 365 days with Remember Me and after
 * a refresh, 1 day otherwise and after verification). The API client reads it for the
 * `access-token` header; the socket sends it as its `token` query parameter.
 */

export const ACCESS_TOKEN_COOKIE = 'access-token';

const DAY_SECONDS = 86_400;
export const COOKIE_DAYS = { short: 1, long: 365 } as const;

/** Where cookies live: `document` in the browser, a stand-in in tests. */
export interface CookieJar {
  cookie: string;
}

const browserJar = (): CookieJar | null => (typeof document === 'undefined' ? null : document);

/** The stored token, or null. */
export function readAccessToken(jar: CookieJar | null = browserJar()): string | null {
  if (!jar) return null;
  for (const part of jar.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === ACCESS_TOKEN_COOKIE) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

/** Stores the token for 1 day, or 365 with Remember Me and after a refresh. */
export function writeAccessToken(token: string, life: keyof typeof COOKIE_DAYS, jar: CookieJar | null = browserJar()): void {
  if (!jar) return;
  const maxAge = COOKIE_DAYS[life] * DAY_SECONDS;
  jar.cookie = `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

export function clearAccessToken(jar: CookieJar | null = browserJar()): void {
  if (!jar) return;
  jar.cookie = `${ACCESS_TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
