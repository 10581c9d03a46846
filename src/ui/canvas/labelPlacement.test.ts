import { describe, expect, it } from 'vitest';
import { editableLength } from './labelPlacement';

describe('editableLength', () => {
  it('offers the length as a plain number with at most two decimals', () => {
    expect(editableLength(10)).toBe('10');
    expect(editableLength(31.41592)).toBe('31.42');
  });
});
