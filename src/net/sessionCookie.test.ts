import { describe, expect, it } from 'vitest';
import { clearSessionExpiry, readSessionExpiry, type CookieJar } from './sessionCookie';

/** A cookie jar that keeps the last value of each cookie, as a browser's document.cookie does. */
function jar(initial: Record<string, string> = {}): CookieJar {
  const cookies = new Map(Object.entries(initial));
  return {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const [name, value = ''] = pair!.split('=');
      if (attributes.includes('Max-Age=0')) cookies.delete(name!);
      else cookies.set(name!, value);
    },
  };
}

describe('the session expiry cookie', () => {
  it('reads the expiry the server set beside the HttpOnly token', () => {
    expect(readSessionExpiry(jar({ other: 'x', 'access-token-expires': '1790000000' }))).toBe(1_790_000_000);
  });

  it('reads no session without it, or with a value that is not a time', () => {
    expect(readSessionExpiry(jar())).toBeNull();
    expect(readSessionExpiry(jar({ 'access-token-expires': 'soon' }))).toBeNull();
    expect(readSessionExpiry(null)).toBeNull();
  });

  it('is gone after it is cleared', () => {
    const cookies = jar({ 'access-token-expires': '1790000000' });
    clearSessionExpiry(cookies);
    expect(readSessionExpiry(cookies)).toBeNull();
  });
});
