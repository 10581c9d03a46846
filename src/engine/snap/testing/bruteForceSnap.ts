/**
 * The tests' reference for `snapTarget`: every segment's ends and middle and every pair's
 * crossing, with no index, no pruning and no cap, chosen in the same order (`snapsBefore`).
 */
import type { Point } from '../../../shared/geometry';
import { segmentCrossing } from '../../geometry/segmentCrossing';
import { noTarget, offerTarget, SNAP_RANK, targetOf, type SnapTarget } from '../snapTarget';

const { endpoint: ENDPOINT, intersection: INTERSECTION, midpoint: MIDPOINT } = SNAP_RANK;

export function bruteForceSnap<P extends Point>(segments: Float64Array, point: P, radius: number): SnapTarget<P> | null {
  const best = noTarget();
  const { x: px, y: py } = point;
  const count = segments.length / 4;
  const at = (offset: number): number => segments[offset]!;
  const crossing = new Float64Array(2);
  for (let i = 0; i < count; i++) {
    const a = 4 * i;
    offerTarget(best, ENDPOINT, at(a), at(a + 1), px, py, radius);
    offerTarget(best, ENDPOINT, at(a + 2), at(a + 3), px, py, radius);
    offerTarget(best, MIDPOINT, (at(a) + at(a + 2)) / 2, (at(a + 1) + at(a + 3)) / 2, px, py, radius);
    for (let j = i + 1; j < count; j++) {
      const b = 4 * j;
      if (segmentCrossing(at(a), at(a + 1), at(a + 2), at(a + 3), at(b), at(b + 1), at(b + 2), at(b + 3), crossing)) {
        offerTarget(best, INTERSECTION, crossing[0]!, crossing[1]!, px, py, radius);
      }
    }
  }
  return targetOf(best, point);
}
