import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryLabel, PAYMENT_COUNTRIES } from './countries';

describe('the country list', () => {
  it('holds every ISO 3166-1 country once, with its calling codes', () => {
    const codes = COUNTRIES.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThanOrEqual(249);
    expect(codes).toEqual(expect.arrayContaining(['GB', 'US', 'NO', 'XK', 'FJ', 'BT', 'AQ']));
    expect(COUNTRIES.find((country) => country.code === 'GB')).toEqual({ code: 'GB', name: 'United Kingdom', callingCodes: [44] });
    expect(countryLabel(COUNTRIES.find((country) => country.code === 'US')!)).toBe('United States (+1)');
  });

  it('offers the checkout every country but those Stripe takes no cards from', () => {
    expect(PAYMENT_COUNTRIES).toHaveLength(COUNTRIES.length - 4);
    expect(PAYMENT_COUNTRIES).not.toContain('CU');
    expect(PAYMENT_COUNTRIES).toEqual([...PAYMENT_COUNTRIES].sort());
  });
});
