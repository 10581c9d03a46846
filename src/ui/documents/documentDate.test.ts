import { describe, expect, it } from 'vitest';
import { documentDate } from './documentDate';

describe('documentDate', () => {
  it('writes a local date as DD-MM-YYYY HH:mm:ss with leading zeros', () => {
    expect(documentDate(new Date(2026, 2, 5, 7, 4, 9).toISOString())).toBe('05-03-2026 07:04:09');
  });
  it('writes nothing for a date it cannot read', () => {
    expect(documentDate('not a date')).toBe('');
  });
});
