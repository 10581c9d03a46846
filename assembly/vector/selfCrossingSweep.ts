// Whether any two edges of the path meet, by a Shamos–Hoey sweep in O(n log n). Ported from
// src/engine/geometry/selfCrossingSweep.ts, which explains why it never misses a meeting pair
// (keep the two in step). It bounds the lowest pair; selfCrossingGrid.ts then finds it.
import { arenaAlloc } from '../arena';
import { lexicographicOrder } from './lexicographicOrder';
import { orientation } from './orientation';
import { areNeighbours, edgesMeet, pathClosed, pathCoords, pathEdges, pathVertices } from './pathEdges';
import { attach, edgeAbove, edgeBelow, leftOf, NONE, prepareStatus, removeFromStatus, rightOf, statusRoot } from './sweepStatus';

export const NO_MEETING: i32 = -1;
export const OUT_OF_MEMORY: i32 = -2;

// Per edge: its endpoints in sweep order, as vertex indices and as coordinates.
let startVertex: usize = 0;
let endVertex: usize = 0;
let edgeCoords: usize = 0;

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
    if (edgesMeet(e, e + 1)) return e;
  }
  return NO_MEETING;
}

function sweep(order: usize): i32 {
  const count = pathVertices;
  const edges = pathEdges;
  const rank = arenaAlloc(<usize>count << 2);
  startVertex = arenaAlloc(<usize>edges << 2);
  endVertex = arenaAlloc(<usize>edges << 2);
  edgeCoords = arenaAlloc(<usize>edges << 5);
  if (rank == 0 || startVertex == 0 || endVertex == 0 || edgeCoords == 0 || !prepareStatus(edges)) return OUT_OF_MEMORY;
  for (let k = 0; k < count; k++) store<i32>(rank + (<usize>load<i32>(order + (<usize>k << 2)) << 2), k);
  for (let e = 0; e < edges; e++) {
    const a = e;
    const b = e + 1 == count ? 0 : e + 1;
    const aFirst = load<i32>(rank + (<usize>a << 2)) < load<i32>(rank + (<usize>b << 2));
    const first = aFirst ? a : b;
    const last = aFirst ? b : a;
    store<i32>(startVertex + (<usize>e << 2), first);
    store<i32>(endVertex + (<usize>e << 2), last);
    const at = edgeCoords + (<usize>e << 5);
    v128.store(at, v128.load(pathCoords + (<usize>first << 4)));
    v128.store(at, v128.load(pathCoords + (<usize>last << 4)), 16);
  }
  for (let k = 0; k < count; k++) {
    const vertex = load<i32>(order + (<usize>k << 2));
    const previous = vertex > 0 ? vertex - 1 : pathClosed ? edges - 1 : NONE;
    const next = vertex < edges ? vertex : NONE;
    // Edges ending here leave first; their neighbours become adjacent.
    if (endsAt(previous, vertex)) {
      const met = removeEdge(previous);
      if (met != NO_MEETING) return met;
    }
    if (endsAt(next, vertex)) {
      const met = removeEdge(next);
      if (met != NO_MEETING) return met;
    }
    if (startsAt(previous, vertex)) {
      const met = insertEdge(previous);
      if (met != NO_MEETING) return met;
    }
    if (startsAt(next, vertex)) {
      const met = insertEdge(next);
      if (met != NO_MEETING) return met;
    }
  }
  return NO_MEETING;
}

// @ts-ignore: decorator
@inline function endsAt(edge: i32, vertex: i32): bool {
  return edge >= 0 && load<i32>(endVertex + (<usize>edge << 2)) == vertex;
}

// @ts-ignore: decorator
@inline function startsAt(edge: i32, vertex: i32): bool {
  return edge >= 0 && load<i32>(startVertex + (<usize>edge << 2)) == vertex;
}

/** The lower index of two status edges that meet, or NO_MEETING. */
function testPair(p: i32, q: i32): i32 {
  if (p < 0 || q < 0) return NO_MEETING;
  const i = min(p, q);
  const j = max(p, q);
  return !areNeighbours(i, j) && edgesMeet(i, j) ? i : NO_MEETING;
}

function removeEdge(edge: i32): i32 {
  const below = edgeBelow(edge);
  const above = edgeAbove(edge);
  removeFromStatus(edge);
  return testPair(below, above);
}

/** Walks down to the new edge's place; a status edge through its start meets it. */
function insertEdge(edge: i32): i32 {
  const own = edgeCoords + (<usize>edge << 5);
  const px = load<f64>(own);
  const py = load<f64>(own, 8);
  const start = load<i32>(startVertex + (<usize>edge << 2));
  let at = statusRoot;
  let parent = NONE;
  let below = false;
  while (at >= 0) {
    const other = edgeCoords + (<usize>at << 5);
    const sx = load<f64>(other);
    const sy = load<f64>(other, 8);
    const ex = load<f64>(other, 16);
    const ey = load<f64>(other, 24);
    let side = orientation(sx, sy, ex, ey, px, py);
    if (side == 0) {
      // Only the other edge of the same vertex may start here: order the two by direction.
      if (load<i32>(startVertex + (<usize>at << 2)) != start) return min(at, edge);
      side = orientation(sx, sy, ex, ey, load<f64>(own, 16), load<f64>(own, 24));
      if (side == 0) return min(at, edge);
    }
    parent = at;
    below = side < 0;
    at = below ? leftOf(at) : rightOf(at);
  }
  attach(edge, parent, below);
  const metBelow = testPair(edge, edgeBelow(edge));
  if (metBelow != NO_MEETING) return metBelow;
  return testPair(edge, edgeAbove(edge));
}
