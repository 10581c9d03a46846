import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, settingsSchema } from './settings';

/** Settings as stored before the inch precision existed. */
const { inchFraction: _absent, ...OLD_RECORD } = { ...DEFAULT_SETTINGS, imperial: 'fractions' as const, lineWeight: 3 };

describe('settingsSchema', () => {
  it('reads a record stored before the inch precision existed with 1/16 in', () => {
    expect(settingsSchema.parse(OLD_RECORD)).toEqual({ ...OLD_RECORD, inchFraction: 16 });
  });

  it('keeps each precision from 1/2 to 1/64 in', () => {
    for (const inchFraction of [2, 4, 8, 16, 32, 64]) {
      expect(settingsSchema.parse({ ...DEFAULT_SETTINGS, inchFraction }).inchFraction).toBe(inchFraction);
    }
  });

  it('refuses a precision that is no tape step', () => {
    for (const inchFraction of [0, 1, 3, 10, 128, '16', null]) {
      expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, inchFraction }).success).toBe(false);
    }
  });

  it('starts at 1/16 in', () => {
    expect(DEFAULT_SETTINGS.inchFraction).toBe(16);
  });
});

describe('showUncertainty', () => {
  it('is on for a record stored before it existed, and keeps a stored choice', () => {
    const { showUncertainty: _none, ...before } = { ...DEFAULT_SETTINGS, lineWeight: 3 };
    expect(settingsSchema.parse(before).showUncertainty).toBe(true);
    expect(settingsSchema.parse({ ...DEFAULT_SETTINGS, showUncertainty: false }).showUncertainty).toBe(false);
  });

  it('refuses a value that is no boolean', () => {
    expect(settingsSchema.safeParse({ ...DEFAULT_SETTINGS, showUncertainty: 'no' }).success).toBe(false);
  });
});
