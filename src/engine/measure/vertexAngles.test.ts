import { describe, expect, it } from 'vitest';
import type { Point } from '../../shared/geometry';
import type { LineEntry, Sketch } from '../../shared/schemas';
import { emptySketch } from '../document/sketch';
import { circleFromDiameter } from '../geometry/circleShape';
import { rectangleFromDiagonal } from '../geometry/rectangleShape';
import { vertexAngles } from './vertexAngles';

const p = (x: number, y: number): Point => ({ x, y });
const straight = (from: Point, to: Point): LineEntry => ({ type: 'straight', points: [from, to], isConstrained: false });

/** A line sequence through `vertices`, closed back to the first when `closed`. */
function sequence(vertices: Point[], closed: boolean): Sketch {
  const lines = vertices.slice(0, closed ? undefined : -1).map((from, i) => straight(from, vertices[(i + 1) % vertices.length]!));
  return { ...emptySketch(), lines, controlPoints: vertices, closed };
}

const degrees = (sketch: Sketch) => vertexAngles(sketch).map((angle) => Number(angle.degrees.toFixed(9)));

describe('vertexAngles', () => {
  it('gives the interior angles of a triangle whichever way it winds', () => {
    const triangle = [p(0, 0), p(100, 0), p(0, 100)];
    expect(degrees(sequence(triangle, true))).toEqual([90, 45, 45]);
    expect(degrees(sequence([...triangle].reverse(), true))).toEqual([45, 45, 90]);
  });

  it('gives the reflex interior angle at the inner corner of an L', () => {
    const l = [p(0, 0), p(60, 0), p(60, 20), p(20, 20), p(20, 50), p(0, 50)];
    expect(degrees(sequence(l, true))).toEqual([90, 90, 90, 270, 90, 90]);
    expect(degrees(sequence([...l].reverse(), true))).toEqual([90, 90, 270, 90, 90, 90]);
  });

  it('points each label into the interior of a closed shape', () => {
    for (const corners of [[p(0, 0), p(10, 0), p(10, 10), p(0, 10)], [p(0, 0), p(0, 10), p(10, 10), p(10, 0)]]) {
      for (const angle of vertexAngles(sequence(corners, true))) {
        const inside = { x: angle.at.x + angle.bisector.x, y: angle.at.y + angle.bisector.y };
        expect(inside.x).toBeGreaterThan(0);
        expect(inside.x).toBeLessThan(10);
        expect(inside.y).toBeGreaterThan(0);
        expect(inside.y).toBeLessThan(10);
        expect(Math.hypot(angle.bisector.x, angle.bisector.y)).toBeCloseTo(1, 12);
      }
    }
  });

  it('labels only the inner vertices of an open sequence, with the angle under 180°', () => {
    const open = sequence([p(0, 0), p(100, 0), p(50, 50 * Math.sqrt(3)), p(50, 200)], false);
    const angles = vertexAngles(open);
    expect(angles.map((angle) => angle.vertex)).toEqual([1, 2]);
    expect(angles[0]!.degrees).toBeCloseTo(60, 10);
    expect(angles[1]!.degrees).toBeCloseTo(150, 10);
    expect(angles[0]!.at).toEqual(p(100, 0));
    // The 60° label sits between the rays towards (0, 0) and towards the third vertex.
    expect(angles[0]!.bisector.x).toBeCloseTo(-Math.sqrt(3) / 2, 12);
    expect(angles[0]!.bisector.y).toBeCloseTo(0.5, 12);
  });

  it('reads the angle where a curve meets a line from the curve’s tangent', () => {
    const sketch: Sketch = {
      ...emptySketch(),
      hasCurved: true,
      lines: [straight(p(0, 0), p(10, 0)), { type: 'curved', points: [p(10, 0), p(10, 10), p(20, 20)], isConstrained: false }],
      controlPoints: [p(0, 0), p(10, 0), p(20, 20)],
    };
    expect(degrees(sketch)).toEqual([90]);
  });

  it('gives the four right angles of a rectangle, and none for a circle', () => {
    const rectangle: Sketch = {
      ...emptySketch(),
      type: 'shape',
      closed: true,
      shapes: [{ type: 'rectangle', params: rectangleFromDiagonal(p(0, 0), p(30, 20), 'r') }],
    };
    expect(degrees(rectangle)).toEqual([90, 90, 90, 90]);
    const circle: Sketch = { ...rectangle, shapes: [{ type: 'circle_tool', params: circleFromDiameter(p(0, 0), p(30, 0)) }] };
    expect(vertexAngles(circle)).toEqual([]);
  });

  it('labels the vertices of a closed angle sequence', () => {
    const sketch: Sketch = {
      ...emptySketch(),
      closed: true,
      angleClosed: true,
      angleLines: [
        { start: p(0, 0), end: p(40, 0) },
        { start: p(40, 0), end: p(0, 30) },
        { start: p(0, 30), end: p(0, 0) },
      ],
      controlPoints: [p(0, 0), p(40, 0), p(0, 30)],
    };
    const [right, atB, atC] = vertexAngles(sketch).map((angle) => angle.degrees);
    expect(right).toBeCloseTo(90, 12);
    expect(atB).toBeCloseTo((Math.atan2(3, 4) * 180) / Math.PI, 12);
    expect(atC).toBeCloseTo((Math.atan2(4, 3) * 180) / Math.PI, 12);
  });

  it('has nothing to label on an empty sketch or a single line', () => {
    expect(vertexAngles(emptySketch())).toEqual([]);
    expect(vertexAngles(sequence([p(0, 0), p(5, 5)], false))).toEqual([]);
  });
});
