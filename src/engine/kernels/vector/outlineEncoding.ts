/**
 * An outline as the flat f64 array assembly/vector/measureOutline.ts reads: 9 numbers per segment,
 * kind (0 line, 1 cubic, 2 arc), from x, y, four parameters, to x, y. A cubic's parameters are its
 * two handles; an arc's are its centre and its sweep in radians, then 0.
 */
import type { Outline, OutlineSegment } from '../../geometry/outlineTypes';

export const SEGMENT_NUMBERS = 9;

const KIND = { line: 0, cubic: 1, arc: 2 } as const;

export function encodeOutline(outline: Outline): Float64Array {
  const encoded = new Float64Array(SEGMENT_NUMBERS * outline.segments.length);
  outline.segments.forEach((segment, index) => encoded.set(encodeSegment(segment), SEGMENT_NUMBERS * index));
  return encoded;
}

function encodeSegment(segment: OutlineSegment): number[] {
  const { from, to } = segment;
  const parameters =
    segment.kind === 'line'
      ? [0, 0, 0, 0]
      : segment.kind === 'cubic'
        ? [segment.c1.x, segment.c1.y, segment.c2.x, segment.c2.y]
        : [segment.center.x, segment.center.y, segment.sweep, 0];
  return [KIND[segment.kind], from.x, from.y, ...parameters, to.x, to.y];
}
