import { describe, expect, it } from 'vitest';
import type { Point } from '../../shared/geometry';
import { orientation, pathSelfCrosses, segmentCrossesPolyline, segmentsIntersect } from './segments';

const p = (x: number, y: number): Point => ({ x, y });
const nextLine = { adjacentFirst: false, adjacentLast: true };
const closingLine = { adjacentFirst: true, adjacentLast: true };
const noAdjacency = { adjacentFirst: false, adjacentLast: false };

/** A double times 2^1074 is an integer, so BigInt gives the exact sign to check against. */
function exactOrientation(a: Point, b: Point, c: Point): number {
  const [ax, ay, bx, by, cx, cy] = [a.x, a.y, b.x, b.y, c.x, c.y].map(scaledToInteger) as [bigint, bigint, bigint, bigint, bigint, bigint];
  const determinant = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  return determinant > 0n ? 1 : determinant < 0n ? -1 : 0;
}

function scaledToInteger(value: number): bigint {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  const bits = view.getBigUint64(0);
  const exponent = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & ((1n << 52n) - 1n);
  const magnitude = exponent === 0 ? fraction : (fraction | (1n << 52n)) << BigInt(exponent - 1);
  return bits >> 63n ? -magnitude : magnitude;
}

describe('orientation', () => {
  it('tells a left turn from a right turn and a straight line', () => {
    expect(orientation(p(0, 0), p(1, 0), p(1, 1))).toBe(1);
    expect(orientation(p(0, 0), p(1, 0), p(1, -1))).toBe(-1);
    expect(orientation(p(0, 0), p(1, 1), p(5, 5))).toBe(0);
  });

  it('decides nearly collinear points exactly, where the plain determinant is wrong', () => {
    // Points a few units in the last place off the line y = x through (12, 12) and (24, 24),
    // Shewchuk's classic example of the plain formula failing.
    const step = 2 ** -53;
    let plainMistakes = 0;
    for (let i = 0; i < 64; i++) {
      for (let j = 0; j < 64; j++) {
        const a = p(0.5 + i * step, 0.5 + j * step);
        const b = p(12, 12);
        const c = p(24, 24);
        const exact = exactOrientation(a, b, c);
        expect(orientation(a, b, c)).toBe(exact);
        const plain = Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
        if (plain !== exact) plainMistakes++;
      }
    }
    expect(plainMistakes).toBeGreaterThan(0);
  });
});

describe('segmentsIntersect', () => {
  it('detects a proper crossing', () => {
    expect(segmentsIntersect(p(0, 0), p(4, 4), p(0, 4), p(4, 0))).toBe(true);
  });

  it('counts an endpoint touching the middle of the other segment', () => {
    expect(segmentsIntersect(p(0, 0), p(4, 0), p(2, 0), p(2, 5))).toBe(true);
  });

  it('counts segments that share only an endpoint', () => {
    expect(segmentsIntersect(p(0, 0), p(4, 0), p(4, 0), p(6, 3))).toBe(true);
  });

  it('counts a collinear overlap', () => {
    expect(segmentsIntersect(p(0, 0), p(4, 0), p(3, 0), p(9, 0))).toBe(true);
    expect(segmentsIntersect(p(0, 0), p(0, 9), p(0, 2), p(0, 3))).toBe(true);
  });

  it('rejects collinear segments with a gap between them', () => {
    expect(segmentsIntersect(p(0, 0), p(4, 0), p(5, 0), p(9, 0))).toBe(false);
  });

  it('rejects parallel segments', () => {
    expect(segmentsIntersect(p(0, 0), p(4, 0), p(0, 1), p(4, 1))).toBe(false);
  });

  it('rejects segments that would meet only if extended', () => {
    expect(segmentsIntersect(p(0, 0), p(1, 1), p(3, 0), p(0, 3.5))).toBe(false);
  });

  it('treats a zero-length segment as a point', () => {
    expect(segmentsIntersect(p(2, 0), p(2, 0), p(0, 0), p(4, 0))).toBe(true);
    expect(segmentsIntersect(p(2, 1), p(2, 1), p(0, 0), p(4, 0))).toBe(false);
    expect(segmentsIntersect(p(2, 1), p(2, 1), p(2, 1), p(2, 1))).toBe(true);
  });
});

describe('segmentCrossesPolyline', () => {
  const zigzag = [p(0, 0), p(10, 0), p(10, 10), p(20, 10)];

  it('returns the index of the first edge the segment hits', () => {
    expect(segmentCrossesPolyline(p(5, -5), p(15, 15), zigzag, noAdjacency)).toBe(0);
    expect(segmentCrossesPolyline(p(5, 5), p(15, 5), zigzag, noAdjacency)).toBe(1);
  });

  it('returns -1 when the segment meets no edge', () => {
    expect(segmentCrossesPolyline(p(0, 5), p(5, 5), zigzag, noAdjacency)).toBe(-1);
  });

  it('lets the next line start at the last vertex', () => {
    expect(segmentCrossesPolyline(p(20, 10), p(20, 20), zigzag, nextLine)).toBe(-1);
  });

  it('lets the next line carry straight on from the previous edge', () => {
    expect(segmentCrossesPolyline(p(20, 10), p(30, 10), zigzag, nextLine)).toBe(-1);
  });

  it('rejects a line that doubles back along the previous edge', () => {
    expect(segmentCrossesPolyline(p(20, 10), p(15, 10), zigzag, nextLine)).toBe(2);
  });

  it('rejects a line that doubles back past the previous edge, at the first edge it meets', () => {
    expect(segmentCrossesPolyline(p(20, 10), p(5, 10), zigzag, nextLine)).toBe(1);
  });

  it('rejects a line that touches a vertex of an earlier edge', () => {
    expect(segmentCrossesPolyline(p(20, 10), p(10, 0), zigzag, nextLine)).toBe(0);
  });

  it('rejects a line that ends on an earlier edge', () => {
    expect(segmentCrossesPolyline(p(20, 10), p(5, 0), zigzag, nextLine)).toBe(0);
  });

  it('lets a closing line end at the first vertex', () => {
    const open = [p(0, 0), p(10, 0), p(10, 10), p(0, 10)];
    expect(segmentCrossesPolyline(p(0, 10), p(0, 0), open, closingLine)).toBe(-1);
  });

  it('rejects a closing line that runs back along the first edge', () => {
    const open = [p(0, 0), p(10, 0), p(10, 10), p(20, 0)];
    expect(segmentCrossesPolyline(p(20, 0), p(0, 0), open, closingLine)).toBe(0);
  });

  it('counts touching the shared vertex when the edge is not marked adjacent', () => {
    expect(segmentCrossesPolyline(p(20, 10), p(20, 20), zigzag, noAdjacency)).toBe(2);
  });

  it('misses a vertex that the segment passes a hair beside', () => {
    // The plain determinant calls (12, 12) collinear with this segment, which would be a touch.
    expect(segmentCrossesPolyline(p(0.5, 0.5 + 2 ** -53), p(24, 24), [p(12, 12), p(12, 0)], noAdjacency)).toBe(-1);
  });

  it('has no edges to hit below 2 points', () => {
    expect(segmentCrossesPolyline(p(0, 0), p(1, 1), [], noAdjacency)).toBe(-1);
    expect(segmentCrossesPolyline(p(0, 0), p(1, 1), [p(0, 0)], closingLine)).toBe(-1);
  });

  it('applies the adjacency rule to a single edge that is both first and last', () => {
    const edge = [p(0, 0), p(10, 0)];
    expect(segmentCrossesPolyline(p(10, 0), p(0, 0), edge, closingLine)).toBe(0);
    expect(segmentCrossesPolyline(p(10, 0), p(10, 5), edge, nextLine)).toBe(-1);
  });

  it('never counts an adjacent edge of zero length, nor a zero-length segment against it', () => {
    expect(segmentCrossesPolyline(p(5, 5), p(8, 8), [p(5, 5), p(5, 5)], nextLine)).toBe(-1);
    expect(segmentCrossesPolyline(p(5, 0), p(5, 0), [p(0, 0), p(5, 0)], nextLine)).toBe(-1);
  });

  it('counts the edge before a repeated last vertex, which touches the segment', () => {
    expect(segmentCrossesPolyline(p(5, 5), p(8, 8), [p(0, 0), p(5, 5), p(5, 5)], nextLine)).toBe(0);
  });
});

describe('pathSelfCrosses', () => {
  const square = [
    { x: 0, y: 0 },
    { x: 10, y: 0 },
    { x: 10, y: 10 },
    { x: 0, y: 10 },
  ];

  it('accepts a square, closed or open', () => {
    expect(pathSelfCrosses(square, true)).toBe(false);
    expect(pathSelfCrosses(square, false)).toBe(false);
  });

  it('finds the crossing of a bow tie, including through its closing edge', () => {
    const bowTie = [square[0]!, square[2]!, square[1]!, square[3]!];
    expect(pathSelfCrosses(bowTie, true)).toBe(true);
    expect(pathSelfCrosses([square[0]!, square[1]!, square[3]!, square[2]!], true)).toBe(true);
  });

  it('counts a line doubling back along its neighbour, but not neighbours meeting at their vertex', () => {
    expect(pathSelfCrosses([{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 5, y: 0 }], false)).toBe(true);
    expect(pathSelfCrosses([{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 5 }], false)).toBe(false);
  });
});
