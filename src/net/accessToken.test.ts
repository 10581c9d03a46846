import { describe, expect, it } from 'vitest';
import { clearAccessToken, readAccessToken, writeAccessToken, type CookieJar } from './accessToken';

/** A cookie jar that keeps the last value of each cookie, as a browser's document.cookie does. */
function jar(): CookieJar & { written: string[] } {
  const cookies = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const [name, value = ''] = pair!.split('=');
      if (attributes.includes('Max-Age=0')) cookies.delete(name!);
      else cookies.set(name!, value);
    },
  };
}

describe('the access-token cookie', () => {
  it('lasts 365 days with Remember Me and 1 day without, and reads back the token', () => {
    const cookies = jar();
    writeAccessToken('a.b.c', 'long', cookies);
    expect(cookies.written.at(-1)).toContain(`Max-Age=${365 * 86_400}`);
    expect(readAccessToken(cookies)).toBe('a.b.c');
    writeAccessToken('d.e.f', 'short', cookies);
    expect(cookies.written.at(-1)).toContain('Max-Age=86400');
    expect(readAccessToken(cookies)).toBe('d.e.f');
  });

  it('is gone after logout', () => {
    const cookies = jar();
    writeAccessToken('a.b.c', 'short', cookies);
    clearAccessToken(cookies);
    expect(readAccessToken(cookies)).toBeNull();
  });
});
