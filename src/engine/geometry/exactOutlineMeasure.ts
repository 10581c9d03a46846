/**
 * Area and length of an outline to full double precision: outline.ts's closed-form area and its
 * exact line and arc lengths, with cubic lengths from cubicArcLength.ts rather than the 1e-13
 * quadrature of cubicBezier.ts. The vector kernels' TypeScript `measureOutline`.
 */
import { cubicArcLength } from './cubicArcLength';
import { outlineSignedArea, segmentLength } from './outline';
import type { Outline } from './outlineTypes';

export function measureOutlineExactly(outline: Outline): { area: number; perimeter: number } {
  let perimeter = 0;
  for (const segment of outline.segments) {
    if (segment.kind !== 'cubic') {
      perimeter += segmentLength(segment);
      continue;
    }
    const { from, c1, c2, to } = segment;
    perimeter += cubicArcLength(from.x, from.y, c1.x, c1.y, c2.x, c2.y, to.x, to.y);
  }
  // outlineSignedArea gives 0 for an open outline.
  return { area: Math.abs(outlineSignedArea(outline)), perimeter };
}
