/**
 * Whether two closed outlines share a point, for keeping a region's simplified holes clear of its
 * outline and of one another: each is simplified on its own, and where a wall between them is
 * thinner than the tolerance they can cross. Pure.
 */
import { segmentsMeet } from '../../geometry/flatPredicates';

/** A closed outline (x,y pairs, the first point not repeated) with its bounds. */
export interface BoxedOutline<Coords extends Float64Array | Int32Array = Float64Array | Int32Array> {
  readonly coords: Coords;
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

export function boxed<Coords extends Float64Array | Int32Array>(coords: Coords): BoxedOutline<Coords> {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < coords.length; i += 2) {
    minX = Math.min(minX, coords[i]!);
    maxX = Math.max(maxX, coords[i]!);
    minY = Math.min(minY, coords[i + 1]!);
    maxY = Math.max(maxY, coords[i + 1]!);
  }
  return { coords, minX, minY, maxX, maxY };
}

/**
 * Whether the outlines cross or touch. Only the edges of `a` that reach the bounds of `b` are
 * tested against `b`'s, so a small hole costs a pass over a large outline and little more.
 */
export function outlinesMeet(a: BoxedOutline, b: BoxedOutline): boolean {
  if (a.maxX < b.minX || b.maxX < a.minX || a.maxY < b.minY || b.maxY < a.minY) return false;
  const p = a.coords;
  const q = b.coords;
  for (let i = 0; i < p.length; i += 2) {
    const j = i + 2 === p.length ? 0 : i + 2;
    const ax = p[i]!;
    const ay = p[i + 1]!;
    const bx = p[j]!;
    const by = p[j + 1]!;
    if (Math.max(ax, bx) < b.minX || Math.min(ax, bx) > b.maxX || Math.max(ay, by) < b.minY || Math.min(ay, by) > b.maxY) continue;
    for (let k = 0; k < q.length; k += 2) {
      const l = k + 2 === q.length ? 0 : k + 2;
      if (segmentsMeet(ax, ay, bx, by, q[k]!, q[k + 1]!, q[l]!, q[l + 1]!)) return true;
    }
  }
  return false;
}
