import { describe, expect, it } from 'vitest';
import { formatAngle, labelOffset } from './angleLabelPlacement';

describe('formatAngle', () => {
  it('shows degrees with one decimal and a degree sign', () => {
    expect(formatAngle(90)).toBe('90.0°');
    expect(formatAngle(74.6666)).toBe('74.7°');
    expect(formatAngle(270.04)).toBe('270.0°');
  });
});

describe('labelOffset', () => {
  it('moves a label into a right angle until its box clears both edges by the gap', () => {
    // A corner opening towards +x and +y: the edges run along the axes, the bisector between them.
    const offset = labelOffset({ x: Math.SQRT1_2, y: Math.SQRT1_2 }, Math.PI / 2, 38, 17);
    const centre = offset * Math.SQRT1_2;
    expect(Math.min(centre - 38 / 2, centre - 17 / 2)).toBeCloseTo(4, 10);
  });

  it('clears a straight angle by half the label height', () => {
    expect(labelOffset({ x: 0, y: 1 }, Math.PI, 38, 17)).toBeCloseTo(17 / 2 + 4, 10);
  });

  it('keeps the label of a very sharp angle near its vertex', () => {
    expect(labelOffset({ x: 1, y: 0 }, 0.01, 38, 17)).toBeLessThanOrEqual(4 * (38 / 2 + 4));
  });
});
