import { describe, expect, it } from 'vitest';
import { parseNumber } from './numberInput';

describe('parseNumber', () => {
  it('reads numbers with spaces around them, a sign, or a decimal comma', () => {
    expect(parseNumber(' 12.5 ')).toBe(12.5);
    expect(parseNumber('-3')).toBe(-3);
    expect(parseNumber('0,75')).toBe(0.75);
  });

  it('answers null for text that is not a number', () => {
    expect(parseNumber('abc')).toBeNull();
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('  ')).toBeNull();
    expect(parseNumber('1e999')).toBeNull();
    expect(parseNumber('0x10')).toBeNull();
  });
});
