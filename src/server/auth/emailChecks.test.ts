import { describe, expect, it } from 'vitest';
import { editDistance, isDisposable, suggestAddress } from './emailChecks';

describe('isDisposable', () => {
  it('knows throw-away providers from the maintained list, and their subdomains', () => {
    expect(isDisposable('someone@mailinator.com')).toBe(true);
    expect(isDisposable('someone@inbox.mailinator.com')).toBe(true);
    expect(isDisposable('SOMEONE@10MinuteMail.com')).toBe(true);
  });

  it('lets ordinary providers and company domains through', () => {
    expect(isDisposable('ann@gmail.com')).toBe(false);
    expect(isDisposable('ann@planimetry.example')).toBe(false);
  });
});

describe('suggestAddress', () => {
  it('suggests the common provider one or two edits away', () => {
    expect(suggestAddress('ann@gmial.com')).toBe('ann@gmail.com');
    expect(suggestAddress('ann@gmail.co')).toBe('ann@gmail.com');
    expect(suggestAddress('ann@hotmial.con')).toBe('ann@hotmail.com');
    expect(suggestAddress('a.b@yaho.com')).toBe('a.b@yahoo.com');
  });

  it('stays quiet for the providers themselves and for unrelated domains', () => {
    expect(suggestAddress('ann@gmail.com')).toBeUndefined();
    expect(suggestAddress('ann@example.com')).toBeUndefined();
    expect(suggestAddress('ann@mail.com')).toBeUndefined();
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('gmial', 'gmail')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
