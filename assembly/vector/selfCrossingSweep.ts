// The edges of a path that take part in every meeting pair, by a Shamos–Hoey sweep in O(n log n)
// that makes one edge of each pair it finds a suspect and goes on without it. Ported from
// src/engine/geometry/selfCrossingSweep.ts, which explains why every meeting pair then holds a
// suspect (keep the two in step). Vertices the path passes through swap the arriving edge for the
// leaving one in place; only where two edges start is there a walk down the status.
import { arenaAlloc } from '../arena';
import { lexicographicOrder } from './lexicographicOrder';
import { orientation } from './orientation';
import { areNeighbours, edgeFrom, edgesMeet, edgeTo, pathClosed, pathCoords, pathEdges, pathVertices } from './pathEdges';
import { segmentsIntersect } from './segmentPredicates';
import {
  attach, attachBeside, edgeAbove, edgeBelow, inStatus, leftOf, nodeAt, NODE_SPARE, NONE, prepareStatus, removeFromStatus,
  replaceInStatus, rightOf, statusRoot,
} from './sweepStatus';

export const OUT_OF_MEMORY: i32 = -2;

// The suspects found so far: a flag per edge, and the list.
let suspectFlags: usize = 0;
export let suspectList: usize = 0;
export let suspectCount: i32 = 0;

/** Finds the suspects of the current path (suspectList, suspectCount): 0, or OUT_OF_MEMORY. */
export function sweepForSuspects(): i32 {
  const edges = pathEdges;
  suspectCount = 0;
  suspectFlags = arenaAlloc(<usize>edges);
  suspectList = arenaAlloc(<usize>edges << 2);
  if (suspectFlags == 0 || suspectList == 0 || !prepareStatus(edges)) return OUT_OF_MEMORY;
  memory.fill(suspectFlags, 0, <usize>edges);
  suspectDoublingBack();
  const order = lexicographicOrder(pathCoords, pathVertices);
  if (order == 0) return OUT_OF_MEMORY;
  suspectSharedPoints(order);
  return sweep(order);
}

// @ts-ignore: decorator
@inline function isSuspect(edge: i32): bool {
  return load<u8>(suspectFlags + <usize>edge) != 0;
}

function accuse(edge: i32): void {
  if (isSuspect(edge)) return;
  store<u8>(suspectFlags + <usize>edge, 1);
  store<i32>(suspectList + (<usize>suspectCount << 2), edge);
  suspectCount++;
}

/** Records a meeting pair: the later edge becomes a suspect, and leaves the status if in it. */
function found(p: i32, q: i32): void {
  const edge = max(p, q);
  if (isSuspect(edge)) return;
  accuse(edge);
  if (inStatus(edge)) leave(edge);
}

function suspectDoublingBack(): void {
  if (pathClosed && pathEdges > 2 && edgesMeet(0, pathEdges - 1)) found(0, pathEdges - 1);
  for (let e = 0; e + 1 < pathEdges; e++) {
    // Only a path that goes straight on or back at the shared vertex (a zero turn) can double back.
    const a = edgeFrom(e);
    const b = edgeTo(e);
    const c = edgeTo(e + 1);
    if (orientation(load<f64>(a), load<f64>(a, 8), load<f64>(b), load<f64>(b, 8), load<f64>(c), load<f64>(c, 8)) == 0 && edgesMeet(e, e + 1)) {
      found(e, e + 1);
    }
  }
}

/** Of the vertices at one point, all but the first in sweep order lose their edges. */
function suspectSharedPoints(order: usize): void {
  for (let k = 1; k < pathVertices; k++) {
    const vertex = load<i32>(order + (<usize>k << 2));
    const a = pathCoords + (<usize>load<i32>(order + (<usize>(k - 1) << 2)) << 4);
    const b = pathCoords + (<usize>vertex << 4);
    if (load<f64>(a) != load<f64>(b) || load<f64>(a, 8) != load<f64>(b, 8)) continue;
    const previous = previousEdge(vertex);
    const next = nextEdge(vertex);
    if (previous != NONE) accuse(previous);
    if (next != NONE) accuse(next);
  }
}

// @ts-ignore: decorator
@inline function previousEdge(vertex: i32): i32 {
  return vertex > 0 ? vertex - 1 : pathClosed ? pathEdges - 1 : NONE;
}

// @ts-ignore: decorator
@inline function nextEdge(vertex: i32): i32 {
  return vertex < pathEdges ? vertex : NONE;
}

function sweep(order: usize): i32 {
  const count = pathVertices;
  const edges = pathEdges;
  const rank = arenaAlloc(<usize>count << 2);
  if (rank == 0) return OUT_OF_MEMORY;
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
    // A suspect takes no further part; nor does one accused while in the status (it left).
    const previous = previousEdge(vertex);
    const next = nextEdge(vertex);
    const previousLive = previous != NONE && !isSuspect(previous);
    const nextLive = next != NONE && !isSuspect(next);
    const previousEnds = previousLive && load<i32>(nodeAt(previous), NODE_SPARE) == vertex;
    const nextEnds = nextLive && load<i32>(nodeAt(next), NODE_SPARE) == vertex;
    if (previousLive && nextLive && previousEnds != nextEnds) {
      // The path passes through: the leaving edge takes the arriving edge's place.
      const arriving = previousEnds ? previous : next;
      const leaving = previousEnds ? next : previous;
      replaceInStatus(arriving, leaving);
      settle(leaving);
      continue;
    }
    if (previousEnds) leave(previous);
    if (nextEnds) leave(next);
    const previousStarts = previousLive && !previousEnds && !isSuspect(previous);
    const nextStarts = nextLive && !nextEnds && !isSuspect(next);
    if (previousStarts) insert(previous);
    if (nextStarts) {
      // Beside the other edge starting here when it is in place; collinear with it would be doubling back.
      const side = previousStarts && inStatus(previous) ? turn(previous, next) : 0;
      if (side == 0) {
        insert(next);
      } else {
        attachBeside(next, previous, side > 0);
        settle(next);
      }
    }
  }
  return 0;
}

/** Which side of `edge` (from its start) the end of `other`, starting at the same vertex, lies. */
function turn(edge: i32, other: i32): i32 {
  const own = nodeAt(edge);
  const next = nodeAt(other);
  return orientation(load<f64>(own), load<f64>(own, 8), load<f64>(own, 16), load<f64>(own, 24), load<f64>(next, 16), load<f64>(next, 24));
}

/** Walks down to the new edge's place; a status edge through its start meets it. */
function insert(edge: i32): void {
  const own = nodeAt(edge);
  const px = load<f64>(own);
  const py = load<f64>(own, 8);
  let at = statusRoot;
  let parent = NONE;
  let below = false;
  while (at != NONE) {
    const other = nodeAt(at);
    const side = orientation(load<f64>(other), load<f64>(other, 8), load<f64>(other, 16), load<f64>(other, 24), px, py);
    if (side == 0) {
      // The new edge is the one accused, so nothing moves.
      accuse(edge);
      return;
    }
    parent = at;
    below = side < 0;
    at = below ? leftOf(at) : rightOf(at);
  }
  attach(edge, parent, below);
  settle(edge);
}

/** Tests an edge that just took its place against its new neighbours. */
function settle(edge: i32): void {
  check(edgeBelow(edge), edge);
  if (inStatus(edge)) check(edge, edgeAbove(edge));
}

/** Takes an edge out of the status and tests the two edges that become adjacent. */
function leave(edge: i32): void {
  const below = edgeBelow(edge);
  const above = edgeAbove(edge);
  removeFromStatus(edge);
  check(below, above);
}

/**
 * Tests two adjacent status edges, reading their ends from their status records. Neighbours of
 * the path are not tested: once doubling back is ruled out they meet only at their shared vertex.
 */
function check(p: i32, q: i32): void {
  if (p == NONE || q == NONE || areNeighbours(min(p, q), max(p, q))) return;
  const one = nodeAt(p);
  const other = nodeAt(q);
  const ax = load<f64>(one), ay = load<f64>(one, 8), bx = load<f64>(one, 16), by = load<f64>(one, 24);
  const cx = load<f64>(other), cy = load<f64>(other, 8), dx = load<f64>(other, 16), dy = load<f64>(other, 24);
  // Disjoint boxes share no point (x is already ordered within each edge).
  if (bx < cx || dx < ax) return;
  if (max(ay, by) < min(cy, dy) || max(cy, dy) < min(ay, by)) return;
  if (segmentsIntersect(ax, ay, bx, by, cx, cy, dx, dy)) found(p, q);
}
