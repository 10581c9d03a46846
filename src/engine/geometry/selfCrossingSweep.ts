/**
 * Whether any two edges of a path meet, by a Shamos–Hoey sweep in O(n log n): the fast answer
 * for the usual case, a path that does not cross itself, whatever its shape (a dense fan of long
 * nearly parallel edges defeats any grid). It only tells whether a meeting pair exists and bounds
 * the lowest one; selfCrossingGrid.ts finds the lowest pair when there is one.
 *
 * The sweep visits vertices in lexicographic order (x, then y), which treats vertical edges as if
 * the line were turned by an infinitesimal angle. Its invariant: every two edges adjacent in the
 * status have been tested. Before the leftmost point where two edges meet, no two status edges
 * cross, so the status is correctly ordered, and the edges through that point are adjacent there
 * or meet an inserted edge's start, which the insertion walk sees as a zero orientation. That
 * argument needs every vertex at a distinct point and no edge doubling back on its neighbour
 * (neighbours then meet only at their shared vertex); both are checked first, and either sends
 * the search to the grid.
 *
 * Most vertices of a path are passed through (one edge arrives from the left, the next leaves to
 * the right): the leaving edge simply takes the arriving one's place, with no walk down the
 * status. Only where both edges start is there a walk, and the second edge goes beside the first.
 * assembly/vector/selfCrossingSweep.ts does the same.
 */
import { orient2d } from './flatPredicates';
import { lexicographicOrder } from './lexicographicOrder';
import { areNeighbours, edgesMeet, pathEdgeCount } from './pathEdges';
import { SweepStatus } from './sweepStatus';

/** No two edges meet. */
export const NO_MEETING = -1;

/**
 * NO_MEETING when no two edges of the path meet; otherwise an index that the lowest meeting
 * pair's first edge does not exceed (the last edge index when the sweep could not run).
 */
export function sweepForMeeting(coords: Float64Array, vertexCount: number, closed: boolean): number {
  const edgeCount = pathEdgeCount(vertexCount, closed);
  const doubledBack = firstDoubledBack(coords, vertexCount, closed, edgeCount);
  if (doubledBack !== NO_MEETING) return doubledBack;
  const order = lexicographicOrder(coords, vertexCount);
  for (let k = 1; k < vertexCount; k++) {
    const a = 2 * order[k - 1]!;
    const b = 2 * order[k]!;
    if (coords[a] === coords[b] && coords[a + 1] === coords[b + 1]) return edgeCount - 1;
  }
  return sweep(coords, vertexCount, closed, order);
}

/** The lowest neighbour pair in which one edge doubles back along the other, by its first edge. */
function firstDoubledBack(coords: Float64Array, vertexCount: number, closed: boolean, edgeCount: number): number {
  if (closed && edgeCount > 2 && edgesMeet(coords, vertexCount, closed, 0, edgeCount - 1)) return 0;
  for (let e = 0; e + 1 < edgeCount; e++) {
    if (edgesMeet(coords, vertexCount, closed, e, e + 1)) return e;
  }
  return NO_MEETING;
}

function sweep(coords: Float64Array, vertexCount: number, closed: boolean, order: Int32Array): number {
  const edgeCount = pathEdgeCount(vertexCount, closed);
  const rank = new Int32Array(vertexCount);
  for (let k = 0; k < vertexCount; k++) rank[order[k]!] = k;
  // Each edge's endpoints in sweep order, as vertex indices and as coordinates (sx, sy, ex, ey).
  const start = new Int32Array(edgeCount);
  const end = new Int32Array(edgeCount);
  const ends = new Float64Array(4 * edgeCount);
  for (let e = 0; e < edgeCount; e++) {
    const a = e;
    const b = e + 1 === vertexCount ? 0 : e + 1;
    const aFirst = rank[a]! < rank[b]!;
    start[e] = aFirst ? a : b;
    end[e] = aFirst ? b : a;
    ends.set([coords[2 * start[e]!]!, coords[2 * start[e]! + 1]!, coords[2 * end[e]!]!, coords[2 * end[e]! + 1]!], 4 * e);
  }
  const status = new SweepStatus(edgeCount);
  /** The lower index of two status edges that meet, or NO_MEETING. */
  const testPair = (p: number, q: number): number => {
    if (p < 0 || q < 0) return NO_MEETING;
    const i = Math.min(p, q);
    const j = Math.max(p, q);
    return !areNeighbours(i, j, edgeCount, closed) && edgesMeet(coords, vertexCount, closed, i, j) ? i : NO_MEETING;
  };
  /** Tests an edge that just took its place against the edges now below and above it. */
  const testNewPlace = (edge: number): number => {
    const met = testPair(edge, status.below(edge));
    return met !== NO_MEETING ? met : testPair(edge, status.above(edge));
  };
  const remove = (edge: number): number => {
    const below = status.below(edge);
    const above = status.above(edge);
    status.remove(edge);
    return testPair(below, above);
  };

  for (let k = 0; k < vertexCount; k++) {
    const vertex = order[k]!;
    const previous = vertex > 0 ? vertex - 1 : closed ? edgeCount - 1 : NO_MEETING;
    const next = vertex < edgeCount ? vertex : NO_MEETING;
    const previousEnds = previous >= 0 && end[previous] === vertex;
    const nextEnds = next >= 0 && end[next] === vertex;
    const previousStarts = previous >= 0 && !previousEnds;
    const nextStarts = next >= 0 && !nextEnds;
    let met = NO_MEETING;
    if (previousEnds !== nextEnds && previousStarts !== nextStarts && previous >= 0 && next >= 0) {
      // The path passes through: the edge leaving takes the place of the edge arriving, for no
      // status edge runs through the vertex (it would be adjacent to the arriving edge and have
      // been found meeting it).
      const [arriving, leaving] = previousEnds ? [previous, next] : [next, previous];
      status.replace(arriving, leaving);
      met = testNewPlace(leaving);
    } else if (previousEnds || nextEnds) {
      if (previousEnds) met = remove(previous);
      if (met === NO_MEETING && nextEnds) met = remove(next);
    } else {
      // One edge or two start here: walk down for the first; the second goes right beside it.
      const first = previousStarts ? previous : next;
      met = insert(first);
      if (met === NO_MEETING) met = testNewPlace(first);
      if (met === NO_MEETING && previousStarts && nextStarts) {
        const side = orient2d(ends[4 * first]!, ends[4 * first + 1]!, ends[4 * first + 2]!, ends[4 * first + 3]!, ends[4 * next + 2]!, ends[4 * next + 3]!);
        // Collinear would be doubling back, ruled out before the sweep.
        if (side === 0) return Math.min(first, next);
        status.attachBeside(next, first, side > 0);
        met = testNewPlace(next);
      }
    }
    if (met !== NO_MEETING) return met;
  }
  return NO_MEETING;

  /** Walks down to the new edge's place; a status edge through its start meets it. */
  function insert(edge: number): number {
    const px = ends[4 * edge]!;
    const py = ends[4 * edge + 1]!;
    let at = status.root;
    let parent = -1;
    let below = false;
    while (at >= 0) {
      const side = orient2d(ends[4 * at]!, ends[4 * at + 1]!, ends[4 * at + 2]!, ends[4 * at + 3]!, px, py);
      if (side === 0) return Math.min(at, edge);
      parent = at;
      below = side < 0;
      at = below ? status.left[at]! : status.right[at]!;
    }
    status.attach(edge, parent, below);
    return NO_MEETING;
  }
}
