import { describe, expect, it } from 'vitest';
import { parseLatitude, parseLongitude } from './coordinates';

describe('typed coordinates', () => {
  it('take latitudes from -90 to 90 and longitudes from -180 to 180, bounds included', () => {
    expect(parseLatitude('39.7392')).toBe(39.7392);
    expect(parseLatitude(' -90 ')).toBe(-90);
    expect(parseLatitude('+90')).toBe(90);
    expect(parseLatitude('.5')).toBe(0.5);
    expect(parseLongitude('-180')).toBe(-180);
    expect(parseLongitude('180.')).toBe(180);
    expect(parseLongitude('-104.9903')).toBe(-104.9903);
  });

  it('ignore values out of range and anything that is not a plain decimal number', () => {
    for (const text of ['90.000001', '-91', '95', '1e2', '', ' ', 'abc', '39,74', '1.2.3', 'NaN', 'Infinity', '--5']) {
      expect(parseLatitude(text), text).toBeNull();
    }
    for (const text of ['180.0001', '-181', '360', '0x10', '12 34']) {
      expect(parseLongitude(text), text).toBeNull();
    }
  });
});
