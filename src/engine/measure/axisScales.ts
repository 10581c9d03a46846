/**
 * Separate X and Y scales (issue 23, engine): a scan stretched more one way than the other has
 * one scale along x and another along y. Two reference lines of known length, one mostly across
 * and one mostly up, set both: a line of dx × dy canvas px and true length L gives
 * L² = (sx·dx)² + (sy·dy)², linear in sx² and sy², so two lines solve for both. Pure functions.
 */
import type { Point } from '../../shared/geometry';
import { measureMapped, type PlaneMeasures } from './perspectiveMeasure';

/** Units per canvas px along x and along y. */
export interface AxisScales {
  readonly x: number;
  readonly y: number;
}

export interface ReferenceLine {
  readonly from: Point;
  readonly to: Point;
  /** Its true length, in the scale's unit. */
  readonly length: number;
}

/** Why two reference lines cannot set two scales. */
export type AxisScalesProblem = 'same-direction' | 'inconsistent' | 'not-positive';

/**
 * The X and Y scales two reference lines of known length set, or why they cannot: lines too near
 * one direction (less than about 15° apart in how they split between x and y) say nothing about
 * the other axis, and lengths no stretch along x and y can give are inconsistent.
 */
export function axisScalesFromLines(first: ReferenceLine, second: ReferenceLine): AxisScales | AxisScalesProblem {
  if (!(first.length > 0) || !(second.length > 0)) return 'not-positive';
  const a1 = (first.to.x - first.from.x) ** 2;
  const b1 = (first.to.y - first.from.y) ** 2;
  const a2 = (second.to.x - second.from.x) ** 2;
  const b2 = (second.to.y - second.from.y) ** 2;
  const determinant = a1 * b2 - a2 * b1;
  // Normalised by the lines' lengths: the sine-like measure of how differently they split.
  if (Math.abs(determinant) < 0.25 * (a1 + b1) * (a2 + b2)) return 'same-direction';
  const l1 = first.length ** 2;
  const l2 = second.length ** 2;
  const x2 = (l1 * b2 - l2 * b1) / determinant;
  const y2 = (a1 * l2 - a2 * l1) / determinant;
  if (!(x2 > 0) || !(y2 > 0)) return 'inconsistent';
  return { x: Math.sqrt(x2), y: Math.sqrt(y2) };
}

/** A path's length and, closed, its area, x and y stretched by their scales, in the scale's unit and its square. */
export const measureWithAxisScales = (scales: AxisScales, vertices: readonly Point[], closed: boolean): PlaneMeasures =>
  measureMapped(vertices, closed, ({ x, y }) => ({ x: x * scales.x, y: y * scales.y }));
