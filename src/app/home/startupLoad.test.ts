import { describe, expect, it } from 'vitest';
import { skipsStartupUserLoad } from './startupLoad';

describe('the startup user load', () => {
  it('runs on a desktop everywhere (without a session cookie the auth machine makes no call)', () => {
    for (const pathname of ['/', '/login', '/download', '/help', '/update-card']) {
      expect(skipsStartupUserLoad({ pathname, search: '', mobile: false })).toBe(false);
    }
  });

  it('is skipped on the public pages of a mobile device, not on the app or the pages that need the user', () => {
    for (const pathname of ['/login', '/download', '/help', '/contact', '/register']) {
      expect(skipsStartupUserLoad({ pathname, search: '', mobile: true })).toBe(true);
    }
    for (const pathname of ['/', '/update-card', '/subscription', '/subscription/']) {
      expect(skipsStartupUserLoad({ pathname, search: '', mobile: true })).toBe(false);
    }
  });

  it('is skipped everywhere in screenshot mode', () => {
    expect(skipsStartupUserLoad({ pathname: '/', search: '?screenshot=1', mobile: false })).toBe(true);
    expect(skipsStartupUserLoad({ pathname: '/download', search: '?a=b&screenshot=1', mobile: false })).toBe(true);
    expect(skipsStartupUserLoad({ pathname: '/', search: '?screenshot=0', mobile: false })).toBe(false);
  });
});
