import { describe, expect, it } from 'vitest';
import type { Point } from '../../shared/geometry';
import { arcAreaTerm, arcHandles, arcLength, arcOfCubic, nearestOnArc, type ArcSegment } from './circularArc';

const p = (x: number, y: number): Point => ({ x, y });
const centre = p(10, 20);
const onCircle = (degrees: number, r = 5): Point => {
  const radians = (degrees * Math.PI) / 180;
  return p(centre.x + r * Math.cos(radians), centre.y + r * Math.sin(radians));
};

describe('arcOfCubic', () => {
  it('recognises arcs turning either way, by the direction of their handles', () => {
    for (const sweep of [Math.PI / 2, -Math.PI / 2, (3 * Math.PI) / 2, -(3 * Math.PI) / 2, 0.1]) {
      const from = onCircle(30);
      const to = onCircle(30 + (sweep * 180) / Math.PI);
      const [c1, c2] = arcHandles(centre, from, to, sweep);
      expect(arcOfCubic(from, c1, c2, to, centre)).toBeCloseTo(sweep, 12);
    }
  });

  it('tells the two half circles between the same points apart', () => {
    const from = onCircle(0);
    const to = onCircle(180);
    for (const sweep of [Math.PI, -Math.PI]) {
      const [c1, c2] = arcHandles(centre, from, to, sweep);
      expect(arcOfCubic(from, c1, c2, to, centre)).toBe(sweep);
    }
  });

  it('forgives the rounding of a few edits but not a handle moved by the person', () => {
    const from = onCircle(0);
    const to = onCircle(90);
    const [c1, c2] = arcHandles(centre, from, to, Math.PI / 2);
    expect(arcOfCubic(from, p(c1.x + 5e-8, c1.y), c2, to, centre)).not.toBeNull();
    expect(arcOfCubic(from, p(c1.x + 5e-4, c1.y), c2, to, centre)).toBeNull();
    expect(arcOfCubic(from, c1, c2, onCircle(90, 5.001), centre)).toBeNull();
  });

  it('reads handles lying on their points as no arc', () => {
    expect(arcOfCubic(onCircle(0), onCircle(0), onCircle(90), onCircle(90), centre)).toBeNull();
  });
});

describe('measuring an arc', () => {
  const quarter: ArcSegment = { kind: 'arc', from: p(5, 0), to: p(0, 5), center: p(0, 0), sweep: Math.PI / 2 };

  it('is r·|sweep| long', () => {
    expect(arcLength({ ...quarter, from: p(0, 5), to: p(5, 0), sweep: -Math.PI / 2 })).toBe(2.5 * Math.PI);
  });

  it('adds the circular segment to the chord’s share of the area', () => {
    // About the centre: the triangle 25/2 plus the segment 25/2·(π/2 − 1) make the quarter sector 25π/4.
    expect(arcAreaTerm(quarter, p(0, 0))).toBeCloseTo((25 * Math.PI) / 4, 12);
  });

  it('finds the nearest point inside the arc or at its nearer end', () => {
    expect(nearestOnArc(quarter, p(10, 10)).t).toBeCloseTo(0.5, 12);
    expect(nearestOnArc(quarter, p(10, -1))).toMatchObject({ t: 0, point: p(5, 0) });
    expect(nearestOnArc(quarter, p(-1, 10))).toMatchObject({ t: 1, point: p(0, 5) });
  });
});
