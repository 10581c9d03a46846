import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byteRange';

describe('parseByteRange', () => {
  it('reads a closed, an open and a suffix range', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=5-5', 1000)).toEqual({ start: 5, end: 5 });
  });

  it('ends a range that runs past the file at its last byte', () => {
    expect(parseByteRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('calls a range that starts past the end, or an empty suffix, unsatisfiable', () => {
    expect(parseByteRange('bytes=1000-1001', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=0-0', 0)).toBe('unsatisfiable');
  });

  it('ignores what a server may ignore: no header, other units, bad syntax, backwards or several ranges', () => {
    for (const header of [undefined, '', 'items=0-5', 'bytes=abc', 'bytes=-', 'bytes=9-3', 'bytes=0-1,5-6', 'bytes 0-5']) {
      expect(parseByteRange(header, 1000)).toBeUndefined();
    }
  });
});
