import { describe, expect, it } from 'vitest';
import { colorName, cssColor } from './colors';

describe('colours', () => {
  it('are written as CSS hex and named with a capital', () => {
    expect(cssColor('pink')).toBe('#e8378f');
    expect(cssColor('yellow')).toBe('#e0b000');
    expect(colorName('grey')).toBe('Grey');
  });
});
