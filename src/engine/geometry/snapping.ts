/**
 * Snapping of a new line's end point (spec drawing-core §5): horizontal or vertical within 1
 * degree, and a right angle to the previous line when the angle between them lies between 89
 * and 91 degrees.
 */
import { AXIS_SNAP_DEGREES, RIGHT_ANGLE_SNAP_DEGREES } from '../../shared/constants';
import type { Point } from '../../shared/geometry';
import { angleAtDegrees, directionDegrees, distance } from './vector';

/** Distance in degrees from `direction` to the nearest multiple of 90. */
const offAxisDegrees = (direction: number): number => {
  const rest = ((direction % 90) + 90) % 90;
  return Math.min(rest, 90 - rest);
};

/** Moves `end` onto the horizontal or vertical through `start` when the line is within 1 degree of it. */
export function snapToAxis<P extends Point>(start: P, end: P): P {
  if (distance(start, end) === 0) return end;
  const direction = directionDegrees(start, end);
  if (offAxisDegrees(direction) > AXIS_SNAP_DEGREES) return end;
  const horizontal = Math.abs(Math.sin((direction * Math.PI) / 180)) < Math.SQRT1_2;
  return (horizontal ? { ...end, y: start.y } : { ...end, x: start.x }) as P;
}

/**
 * Rotates `end` about `vertex` so the angle previous→vertex→end is exactly 90 degrees, keeping
 * the new line's length, when that angle is already between 89 and 91 degrees.
 */
export function snapToRightAngle<P extends Point>(previous: P, vertex: P, end: P): P {
  const length = distance(vertex, end);
  const previousLength = distance(previous, vertex);
  if (length === 0 || previousLength === 0) return end;
  if (Math.abs(angleAtDegrees(previous, vertex, end) - 90) > RIGHT_ANGLE_SNAP_DEGREES) return end;
  // The two perpendiculars to previous→vertex; keep the one on the side `end` already lies.
  const ux = (vertex.x - previous.x) / previousLength;
  const uy = (vertex.y - previous.y) / previousLength;
  const side = Math.sign(ux * (end.y - vertex.y) - uy * (end.x - vertex.x)) || 1;
  return { ...end, x: vertex.x - side * uy * length, y: vertex.y + side * ux * length } as P;
}

/**
 * The end point of a new line from the last of `vertices`: axis snap first, and a right-angle
 * snap to the previous line when the axis did not apply.
 */
export function snapNextVertex<P extends Point>(vertices: readonly P[], end: P): P {
  const last = vertices[vertices.length - 1];
  if (!last) return end;
  const onAxis = snapToAxis(last, end);
  if (onAxis !== end) return onAxis;
  const previous = vertices[vertices.length - 2];
  return previous ? snapToRightAngle(previous, last, end) : end;
}

/**
 * Turns `end` about `start` onto the nearest direction that is a multiple of `stepDegrees`,
 * keeping the distance: the constrained line's 15-degree steps.
 */
export function snapToStep<P extends Point>(start: P, end: P, stepDegrees: number): P {
  const length = distance(start, end);
  if (length === 0) return end;
  const snapped = (Math.round(directionDegrees(start, end) / stepDegrees) * stepDegrees * Math.PI) / 180;
  // Rounding cos/sin of exact multiples of 90 degrees gives 6e-17 instead of 0; keep axes exact.
  const clean = (value: number): number => (Math.abs(value) < 1e-12 ? 0 : value);
  return { ...end, x: start.x + clean(Math.cos(snapped)) * length, y: start.y + clean(Math.sin(snapped)) * length } as P;
}
