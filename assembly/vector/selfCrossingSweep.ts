// Whether any two edges of the path meet, by a Shamos–Hoey sweep in O(n log n). Ported from
// src/engine/geometry/selfCrossingSweep.ts, which explains why it never misses a meeting pair
// (keep the two in step). It bounds the lowest pair; selfCrossingGrid.ts then finds it. Vertices the
// path passes through swap the arriving edge for the leaving one in place; only where two edges
// start is there a walk down the status.
import { arenaAlloc } from '../arena';
import { lexicographicOrder } from './lexicographicOrder';
import { orientation } from './orientation';
import { segmentsIntersect } from './segmentPredicates';
import { areNeighbours, edgeFrom, edgesMeet, edgeTo, pathClosed, pathCoords, pathEdges, pathVertices } from './pathEdges';
import { attach, attachBeside, edgeAbove, edgeBelow, leftOf, nodeAt, NODE_SPARE, NONE, prepareStatus, removeFromStatus, replaceInStatus, rightOf, statusRoot } from './sweepStatus';

export const NO_MEETING: i32 = -1;
export const OUT_OF_MEMORY: i32 = -2;


/**
 * NO_MEETING when no two edges of the path meet; otherwise an index that the lowest meeting pair's
 * first edge does not exceed. OUT_OF_MEMORY when the workspace does not fit.
 */
export function sweepForMeeting(): i32 {
  const doubledBack = firstDoubledBack();
  if (doubledBack != NO_MEETING) return doubledBack;
  const order = lexicographicOrder(pathCoords, pathVertices);
  if (order == 0) return OUT_OF_MEMORY;
  for (let k = 1; k < pathVertices; k++) {
    const a = pathCoords + (<usize>load<i32>(order + (<usize>(k - 1) << 2)) << 4);
    const b = pathCoords + (<usize>load<i32>(order + (<usize>k << 2)) << 4);
    if (load<f64>(a) == load<f64>(b) && load<f64>(a, 8) == load<f64>(b, 8)) return pathEdges - 1;
  }
  return sweep(order);
}

function firstDoubledBack(): i32 {
  if (pathClosed && pathEdges > 2 && edgesMeet(0, pathEdges - 1)) return 0;
  for (let e = 0; e + 1 < pathEdges; e++) {
    // Edges e and e + 1 turn at their shared vertex; only a path that goes straight on or back
    // there (a zero turn) can double back.
    const a = edgeFrom(e);
    const b = edgeTo(e);
    const c = edgeTo(e + 1);
    if (orientation(load<f64>(a), load<f64>(a, 8), load<f64>(b), load<f64>(b, 8), load<f64>(c), load<f64>(c, 8)) == 0 && edgesMeet(e, e + 1)) return e;
  }
  return NO_MEETING;
}

function sweep(order: usize): i32 {
  const count = pathVertices;
  const edges = pathEdges;
  const rank = arenaAlloc(<usize>count << 2);
  if (rank == 0 || !prepareStatus(edges)) return OUT_OF_MEMORY;
  for (let k = 0; k < count; k++) store<i32>(rank + (<usize>load<i32>(order + (<usize>k << 2)) << 2), k);
  for (let e = 0; e < edges; e++) {
    const a = e;
    const b = e + 1 == count ? 0 : e + 1;
    const aFirst = load<i32>(rank + (<usize>a << 2)) < load<i32>(rank + (<usize>b << 2));
    const first = aFirst ? a : b;
    const last = aFirst ? b : a;
    // Each edge's status record holds its ends in sweep order and the vertex where it ends.
    const at = nodeAt(e);
    store<i32>(at, last, NODE_SPARE);
    v128.store(at, v128.load(pathCoords + (<usize>first << 4)));
    v128.store(at, v128.load(pathCoords + (<usize>last << 4)), 16);
  }
  for (let k = 0; k < count; k++) {
    const vertex = load<i32>(order + (<usize>k << 2));
    const previous = vertex > 0 ? vertex - 1 : pathClosed ? edges - 1 : NONE;
    const next = vertex < edges ? vertex : NONE;
    const previousEnds = endsAt(previous, vertex);
    const nextEnds = endsAt(next, vertex);
    let met = NO_MEETING;
    if (previous >= 0 && next >= 0 && previousEnds != nextEnds) {
      // The path passes through: the edge leaving takes the place of the edge arriving.
      const arriving = previousEnds ? previous : next;
      const leaving = previousEnds ? next : previous;
      replaceInStatus(arriving, leaving);
      met = testNewPlace(leaving);
    } else if (previousEnds || nextEnds) {
      if (previousEnds) met = removeEdge(previous);
      if (met == NO_MEETING && nextEnds) met = removeEdge(next);
    } else {
      // One edge or two start here: walk down for the first; the second goes right beside it.
      const first = previous >= 0 ? previous : next;
      met = insertEdge(first);
      if (met == NO_MEETING) met = testNewPlace(first);
      if (met == NO_MEETING && previous >= 0 && next >= 0) {
        const own = nodeAt(first);
        const other = nodeAt(next);
        const side = orientation(load<f64>(own), load<f64>(own, 8), load<f64>(own, 16), load<f64>(own, 24), load<f64>(other, 16), load<f64>(other, 24));
        // Collinear would be doubling back, ruled out before the sweep.
        if (side == 0) return min(first, next);
        attachBeside(next, first, side > 0);
        met = testNewPlace(next);
      }
    }
    if (met != NO_MEETING) return met;
  }
  return NO_MEETING;
}

// @ts-ignore: decorator
@inline function endsAt(edge: i32, vertex: i32): bool {
  return edge >= 0 && load<i32>(nodeAt(edge), NODE_SPARE) == vertex;
}

/**
 * The lower index of two status edges that meet, or NO_MEETING. Neighbours of the path are never
 * tested here (they meet only at their shared vertex once doubling back is ruled out), so the test
 * reads both edges' ends from their status records.
 */
function testPair(p: i32, q: i32): i32 {
  if (p < 0 || q < 0) return NO_MEETING;
  const i = min(p, q);
  const j = max(p, q);
  if (areNeighbours(i, j)) return NO_MEETING;
  const one = nodeAt(p);
  const other = nodeAt(q);
  const ax = load<f64>(one), ay = load<f64>(one, 8), bx = load<f64>(one, 16), by = load<f64>(one, 24);
  const cx = load<f64>(other), cy = load<f64>(other, 8), dx = load<f64>(other, 16), dy = load<f64>(other, 24);
  // Disjoint boxes share no point (x is already ordered within each edge).
  if (bx < cx || dx < ax) return NO_MEETING;
  if (max(ay, by) < min(cy, dy) || max(cy, dy) < min(ay, by)) return NO_MEETING;
  return segmentsIntersect(ax, ay, bx, by, cx, cy, dx, dy) ? i : NO_MEETING;
}

function removeEdge(edge: i32): i32 {
  const below = edgeBelow(edge);
  const above = edgeAbove(edge);
  removeFromStatus(edge);
  return testPair(below, above);
}

/** Tests an edge that just took its place against the edges now below and above it. */
function testNewPlace(edge: i32): i32 {
  const met = testPair(edge, edgeBelow(edge));
  return met != NO_MEETING ? met : testPair(edge, edgeAbove(edge));
}

/** Walks down to the new edge's place; a status edge through its start meets it. */
function insertEdge(edge: i32): i32 {
  const own = nodeAt(edge);
  const px = load<f64>(own);
  const py = load<f64>(own, 8);
  let at = statusRoot;
  let parent = NONE;
  let below = false;
  while (at >= 0) {
    const other = nodeAt(at);
    const side = orientation(load<f64>(other), load<f64>(other, 8), load<f64>(other, 16), load<f64>(other, 24), px, py);
    if (side == 0) return min(at, edge);
    parent = at;
    below = side < 0;
    at = below ? leftOf(at) : rightOf(at);
  }
  attach(edge, parent, below);
  return NO_MEETING;
}
