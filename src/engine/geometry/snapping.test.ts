import { describe, expect, it } from 'vitest';
import { canvasPoint } from '../../shared/geometry';
import { snapNextVertex, snapToAxis, snapToRightAngle } from './snapping';
import { angleAtDegrees, directionDegrees } from './vector';

const p = canvasPoint;

describe('snapping', () => {
  it('snaps a nearly horizontal line to horizontal within 1 degree', () => {
    const end = p(100, 100 + 100 * Math.tan((0.9 * Math.PI) / 180));
    expect(snapToAxis(p(0, 100), end)).toEqual({ x: 100, y: 100 });
  });

  it('snaps a nearly vertical line, in either direction, to vertical', () => {
    const up = p(10 + 200 * Math.tan((0.5 * Math.PI) / 180), -200);
    expect(snapToAxis(p(10, 0), up)).toEqual({ x: 10, y: -200 });
  });

  it('leaves a line 1.2 degrees off the axis alone', () => {
    const end = p(100, 100 * Math.tan((1.2 * Math.PI) / 180));
    expect(snapToAxis(p(0, 0), end)).toBe(end);
  });

  it('squares an angle of 89.5 degrees to 90 and keeps the new line length', () => {
    const previous = p(0, 0);
    const vertex = p(100, 50);
    // A line from the vertex at 89.5 degrees to the previous line, 80 px long.
    const back = directionDegrees(vertex, previous);
    const direction = ((back + 89.5) * Math.PI) / 180;
    const end = p(vertex.x + 80 * Math.cos(direction), vertex.y + 80 * Math.sin(direction));
    const snapped = snapToRightAngle(previous, vertex, end);
    expect(angleAtDegrees(previous, vertex, snapped)).toBeCloseTo(90, 10);
    expect(Math.hypot(snapped.x - vertex.x, snapped.y - vertex.y)).toBeCloseTo(80, 10);
  });

  it('does not touch an angle of 88 degrees', () => {
    const previous = p(0, 0);
    const vertex = p(100, 50);
    const back = directionDegrees(vertex, previous);
    const direction = ((back + 88) * Math.PI) / 180;
    const end = p(vertex.x + 80 * Math.cos(direction), vertex.y + 80 * Math.sin(direction));
    expect(snapToRightAngle(previous, vertex, end)).toBe(end);
  });

  it('prefers the axis snap for the next vertex, then the right angle', () => {
    expect(snapNextVertex([p(0, 0), p(100, 0)], p(101, 60))).toEqual({ x: 100, y: 60 });
    expect(snapNextVertex([], p(5, 5))).toEqual({ x: 5, y: 5 });
  });
});
