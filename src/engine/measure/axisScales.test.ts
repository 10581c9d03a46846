import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../../shared/geometry';
import { axisScalesFromLines, measureWithAxisScales, type AxisScales } from './axisScales';

/** A scan stretched 2:1: 1 cm is 40 px across and 20 px up. */
const stretched = ({ x, y }: Point): Point => ({ x: x * 40, y: y * 20 });

describe('separate X and Y scales', () => {
  it('read a square on a 2:1 stretched scan as a square, from a line across and a line up', () => {
    const across = { from: stretched({ x: 1, y: 1 }), to: stretched({ x: 11, y: 1 }), length: 10 };
    const up = { from: stretched({ x: 1, y: 1 }), to: stretched({ x: 1, y: 6 }), length: 5 };
    const scales = axisScalesFromLines(across, up) as AxisScales;
    expect(scales.x).toBeCloseTo(1 / 40, 12);
    expect(scales.y).toBeCloseTo(1 / 20, 12);
    // A 3 × 3 cm square, drawn on the scan as 120 × 60 px.
    const square = [{ x: 2, y: 2 }, { x: 5, y: 2 }, { x: 5, y: 5 }, { x: 2, y: 5 }].map(stretched);
    const { perimeter, area } = measureWithAxisScales(scales, square, true);
    expect(perimeter).toBeCloseTo(12, 10);
    expect(area).toBeCloseTo(9, 10);
    // One scale alone (the line across) would read it as 3 × 1.5 cm.
    expect(measureWithAxisScales({ x: 1 / 40, y: 1 / 40 }, square, true).area).toBeCloseTo(4.5, 10);
  });

  it('recover any stretch from two oblique lines of known length (property)', () => {
    const scale = fc.double({ min: 0.01, max: 100, noNaN: true });
    const angle = fc.double({ min: 0, max: Math.PI, noNaN: true });
    fc.assert(
      fc.property(scale, scale, angle, angle, (sx, sy, t1, t2) => {
        const line = (t: number) => {
          const dx = Math.cos(t) * 100;
          const dy = Math.sin(t) * 100;
          return { from: { x: 0, y: 0 }, to: { x: dx, y: dy }, length: Math.hypot(dx * sx, dy * sy) };
        };
        const found = axisScalesFromLines(line(t1), line(t2));
        if (typeof found === 'string') {
          expect(found).toBe('same-direction');
          return;
        }
        expect(found.x / sx).toBeCloseTo(1, 6);
        expect(found.y / sy).toBeCloseTo(1, 6);
      }),
    );
  });

  it('refuse two lines in one direction, lengths no stretch gives, and a length that is not positive', () => {
    const a = { from: { x: 0, y: 0 }, to: { x: 100, y: 0 }, length: 10 };
    expect(axisScalesFromLines(a, { from: { x: 0, y: 0 }, to: { x: 90, y: 5 }, length: 9 })).toBe('same-direction');
    // The diagonal would need a negative square scale: 1 across, 1 up, yet the diagonal is 10.
    expect(axisScalesFromLines({ from: { x: 0, y: 0 }, to: { x: 100, y: 0 }, length: 1 }, { from: { x: 0, y: 0 }, to: { x: 100, y: 100 }, length: 0.5 })).toBe('inconsistent');
    expect(axisScalesFromLines(a, { from: { x: 0, y: 0 }, to: { x: 0, y: 100 }, length: 0 })).toBe('not-positive');
  });
});
