/**
 * The drawing's own straight lines held for snapping: one packed array of segments and a spatial
 * index over their boxes.
 *
 * Why flatbush: a sheet's segments (pdf.js's operator list, a CAD drawing's strokes) are read once
 * and never change while it is shown, so a static, packed Hilbert R-tree fits. flatbush builds one
 * from typed arrays in a single sort, with no object per segment (500,000 segments are two
 * Float64Arrays, not 500,000 records for the collector), and its whole tree is one ArrayBuffer
 * that a worker can take over, laid out plainly enough that snapTarget walks it with no call per
 * box. rbush, the dynamic tree from the same author, pays for inserts and removals we never make
 * (both are raced in bench/suite/subjects/snap.ts). flatbush is maintained (mourner, 4.x), with
 * one small dependency (flatqueue).
 */
import Flatbush from 'flatbush';

/** Segments as x1, y1, x2, y2, one after another, in the coordinates a query uses. */
export type PackedSegments = Float64Array;

/** A built index: what `snapTarget` reads. */
export interface SnapIndex {
  /** The finite segments, x1, y1, x2, y2 each; segment i of the tree is at 4·i. */
  readonly segments: PackedSegments;
  /** How many segments. */
  readonly count: number;
  /** Their boxes, item i being segment i; null when there is no segment (flatbush needs one). */
  readonly tree: Flatbush | null;
  /**
   * For each box in the tree's leaf order, 1 when its segment runs from (minX, minY) to (maxX,
   * maxY), 0 when from (minX, maxY) to (maxX, minY): with the box, which holds the stored numbers
   * themselves, that gives the ends without reading the segment (`snapTarget` walks the boxes in
   * this order, and the segments lie elsewhere in memory).
   */
  readonly rising: Uint8Array;
}

/** Flatbush's node size: 16 children a node, its default; 4, 8, 32 and 64 were slower on the bench's sheet. */
const NODE_SIZE = 16;

const isFinite4 = (segments: PackedSegments, offset: number): boolean =>
  Number.isFinite(segments[offset]!) &&
  Number.isFinite(segments[offset + 1]!) &&
  Number.isFinite(segments[offset + 2]!) &&
  Number.isFinite(segments[offset + 3]!);

/** The finite segments of `segments`: the same array when all are finite, else a compact copy. */
function finiteSegments(segments: PackedSegments): PackedSegments {
  const total = segments.length / 4;
  let finite = 0;
  for (let i = 0; i < total; i++) if (isFinite4(segments, 4 * i)) finite++;
  if (finite === total) return segments;
  const kept = new Float64Array(4 * finite);
  for (let i = 0, at = 0; i < total; i++) {
    if (!isFinite4(segments, 4 * i)) continue;
    kept.set(segments.subarray(4 * i, 4 * i + 4), at);
    at += 4;
  }
  return kept;
}

/**
 * Builds the index over `segments` (x1, y1, x2, y2 per segment). The array is kept, not copied,
 * so every target `snapTarget` answers is a stored coordinate or computed from stored ones; the
 * caller must not change it afterwards. A segment with a coordinate that is not a finite number is
 * left out (then the kept segments are a copy). Throws a RangeError when the length is not a
 * multiple of 4.
 */
export function buildSnapIndex(segments: PackedSegments): SnapIndex {
  if (segments.length % 4 !== 0) throw new RangeError(`Packed segments come four numbers each; got ${segments.length} numbers.`);
  const kept = finiteSegments(segments);
  const count = kept.length / 4;
  if (count === 0) return { segments: kept, count, tree: null, rising: new Uint8Array(0) };
  const tree = new Flatbush(count, NODE_SIZE);
  for (let offset = 0; offset < kept.length; offset += 4) {
    const x1 = kept[offset]!;
    const y1 = kept[offset + 1]!;
    const x2 = kept[offset + 2]!;
    const y2 = kept[offset + 3]!;
    tree.add(Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2));
  }
  tree.finish();
  // The tree's first `count` indices are the segments in leaf order (flatbush's packed layout).
  const rising = new Uint8Array(count);
  for (let leaf = 0; leaf < count; leaf++) {
    const offset = 4 * tree._indices[leaf]!;
    rising[leaf] = (kept[offset]! <= kept[offset + 2]!) === (kept[offset + 1]! <= kept[offset + 3]!) ? 1 : 0;
  }
  return { segments: kept, count, tree, rising };
}
