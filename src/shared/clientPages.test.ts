import { describe, expect, it } from 'vitest';
import { isClientPage } from './clientPages';

describe('isClientPage', () => {
  it('knows the fixed pages, with or without a trailing slash', () => {
    for (const path of ['/', '/login', '/login/', '/help', '/engine/tiles', '/subscription']) expect(isClientPage(path)).toBe(true);
  });

  it('fills a parameter with exactly one segment', () => {
    expect(isClientPage('/verify/abc123')).toBe(true);
    expect(isClientPage('/confirm-email/xyz')).toBe(true);
    expect(isClientPage('/verify')).toBe(false);
    expect(isClientPage('/verify/abc/def')).toBe(false);
  });

  it('refuses anything else', () => {
    for (const path of ['/no/such/page', '/drawings/42', '/loginx', '/help/more', '/cookie-policies', '//login']) expect(isClientPage(path)).toBe(false);
  });
});
