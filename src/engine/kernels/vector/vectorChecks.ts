/**
 * The input checks of the vector kernels, shared by the WASM kernels and the TypeScript ones so
 * both refuse the same inputs with the same KernelError before any work. validate.ts's
 * `checkCoords` walks every value with a for-of loop, about 35 ms for 1,000,000 points on a busy
 * core; here a cheaper test of finiteness runs first (the WASM side's own, or a plain indexed
 * loop), and `checkCoords` runs only to report a fault that test found.
 */
import type { Point } from '../../../shared/geometry';
import type { Outline } from '../../geometry/outlineTypes';
import { KernelError } from '../kernelTypes';
import { checkCoords } from '../validate';

/** Whether every value is finite: x − x is 0 for finite x, NaN for NaN and ±Infinity. */
export function allFinite(values: Float64Array): boolean {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]! - values[i]!;
  return sum === 0;
}

/**
 * `checkCoords(coords, minPoints)`, with the per-value walk replaced by `finite`, which tells
 * whether all of `coords` are finite.
 */
export function checkPath(coords: Float64Array, minPoints: number, finite: (coords: Float64Array) => boolean): void {
  if (coords.length % 2 !== 0 || coords.length / 2 < minPoints || !finite(coords)) checkCoords(coords, minPoints);
}

/** A polygon (a closed path) needs 3 vertices; an open path may have any number. */
export const minimumPoints = (closed: boolean): number => (closed ? 3 : 0);

export function checkTolerance(tolerance: number): void {
  if (!Number.isFinite(tolerance) || tolerance < 0) {
    throw new KernelError('bad-option', `tolerance must be a finite distance of 0 or more, got ${tolerance}`);
  }
}

export function checkPoints(...points: readonly Point[]): void {
  for (const { x, y } of points) {
    if (!Number.isFinite(x) || !Number.isFinite(y)) throw new KernelError('not-finite', `coordinates must be finite, got (${x}, ${y})`);
  }
}

/** Every coordinate and sweep of the outline is finite, and every segment of a known kind. */
export function checkOutline(outline: Outline): void {
  for (const segment of outline.segments) {
    switch (segment.kind) {
      case 'line':
        checkPoints(segment.from, segment.to);
        break;
      case 'cubic':
        checkPoints(segment.from, segment.c1, segment.c2, segment.to);
        break;
      case 'arc':
        checkPoints(segment.from, segment.to, segment.center);
        if (!Number.isFinite(segment.sweep)) throw new KernelError('not-finite', `an arc's sweep must be finite, got ${segment.sweep}`);
        break;
      default:
        throw new KernelError('bad-option', `unknown outline segment kind ${String((segment as { kind: unknown }).kind)}`);
    }
  }
}
