// The status of a line sweep: the edges the sweep line crosses, bottom to top, as a treap over
// edge indices in linear memory. Ported from src/engine/geometry/sweepStatus.ts (keep the two in
// step); priorities start as a hash of the edge index, so the shape never depends on chance.
import { arenaAlloc } from '../arena';

export const NONE: i32 = -1;

// One 64-byte record per edge, so a step down the tree touches one cache line: the edge's start
// and end coordinates in sweep order (filled in by the sweep), then its links and priority.
export const NODE_BYTES: usize = 64;
const LEFT: usize = 32;
const RIGHT: usize = 36;
const PARENT: usize = 40;
const PRIORITY: usize = 44;
const INSIDE: usize = 52;
/** Offset of a free i32 the sweep keeps per edge (the vertex where it ends); 52 marks membership. */
export const NODE_SPARE: usize = 48;

export let statusRoot: i32 = NONE;
export let statusNodes: usize = 0;

/** Room for `capacity` edges; false when memory cannot grow. */
export function prepareStatus(capacity: i32): bool {
  statusNodes = arenaAlloc(<usize>capacity * NODE_BYTES);
  statusRoot = NONE;
  if (statusNodes == 0) return false;
  for (let node = 0; node < capacity; node++) store<i32>(nodeAt(node), 0, INSIDE);
  return true;
}

/** Address of edge `node`'s record. */
// @ts-ignore: decorator
@inline export function nodeAt(node: i32): usize {
  return statusNodes + <usize>node * NODE_BYTES;
}

// @ts-ignore: decorator
@inline export function leftOf(node: i32): i32 {
  return load<i32>(nodeAt(node), LEFT);
}

// @ts-ignore: decorator
@inline export function rightOf(node: i32): i32 {
  return load<i32>(nodeAt(node), RIGHT);
}

// @ts-ignore: decorator
@inline function parentOf(node: i32): i32 {
  return load<i32>(nodeAt(node), PARENT);
}

// @ts-ignore: decorator
@inline function priorityOf(node: i32): u32 {
  return load<u32>(nodeAt(node), PRIORITY);
}

// @ts-ignore: decorator
@inline function setPriority(node: i32, priority: u32): void {
  store<u32>(nodeAt(node), priority, PRIORITY);
}

// @ts-ignore: decorator
@inline function setLeft(node: i32, child: i32): void {
  store<i32>(nodeAt(node), child, LEFT);
}

// @ts-ignore: decorator
@inline function setRight(node: i32, child: i32): void {
  store<i32>(nodeAt(node), child, RIGHT);
}

// @ts-ignore: decorator
@inline function setParent(node: i32, up: i32): void {
  store<i32>(nodeAt(node), up, PARENT);
}

/** Whether `node` is in the status. */
// @ts-ignore: decorator
@inline export function inStatus(node: i32): bool {
  return load<i32>(nodeAt(node), INSIDE) != 0;
}

/** Makes `node` the left (`below`) or right child of `at`, or the root when the status is empty. */
export function attach(node: i32, at: i32, below: bool): void {
  store<i32>(nodeAt(node), 1, INSIDE);
  setPriority(node, hash(node));
  setLeft(node, NONE);
  setRight(node, NONE);
  setParent(node, at);
  if (at == NONE) {
    statusRoot = node;
    return;
  }
  if (below) setLeft(at, node);
  else setRight(at, node);
  while (parentOf(node) != NONE && priorityOf(node) > priorityOf(parentOf(node))) rotateUp(node);
}

/** Inserts `node` just above (or just below) `beside`. */
export function attachBeside(node: i32, beside: i32, above: bool): void {
  let at = above ? rightOf(beside) : leftOf(beside);
  if (at == NONE) {
    attach(node, beside, !above);
    return;
  }
  if (above) {
    while (leftOf(at) != NONE) at = leftOf(at);
  } else {
    while (rightOf(at) != NONE) at = rightOf(at);
  }
  attach(node, at, above);
}

/** Puts `node` in the place of `old`, which leaves; the order is unchanged. */
export function replaceInStatus(old: i32, node: i32): void {
  const below = leftOf(old);
  const above = rightOf(old);
  setLeft(node, below);
  setRight(node, above);
  setPriority(node, priorityOf(old));
  store<i32>(nodeAt(old), 0, INSIDE);
  store<i32>(nodeAt(node), 1, INSIDE);
  if (below != NONE) setParent(below, node);
  if (above != NONE) setParent(above, node);
  splice(old, node);
}

export function removeFromStatus(node: i32): void {
  store<i32>(nodeAt(node), 0, INSIDE);
  // Rotate the node down below its higher-priority child until it has at most one child.
  while (true) {
    const below = leftOf(node);
    const above = rightOf(node);
    if (below == NONE || above == NONE) {
      splice(node, below == NONE ? above : below);
      return;
    }
    rotateUp(priorityOf(below) > priorityOf(above) ? below : above);
  }
}

/** The edge just below `node`, or NONE. */
export function edgeBelow(node: i32): i32 {
  let at = leftOf(node);
  if (at != NONE) {
    while (rightOf(at) != NONE) at = rightOf(at);
    return at;
  }
  at = node;
  let up = parentOf(at);
  while (up != NONE && leftOf(up) == at) {
    at = up;
    up = parentOf(at);
  }
  return up;
}

/** The edge just above `node`, or NONE. */
export function edgeAbove(node: i32): i32 {
  let at = rightOf(node);
  if (at != NONE) {
    while (leftOf(at) != NONE) at = leftOf(at);
    return at;
  }
  at = node;
  let up = parentOf(at);
  while (up != NONE && rightOf(up) == at) {
    at = up;
    up = parentOf(at);
  }
  return up;
}

/** Hangs `child` (or nothing) where `node` hung. */
function splice(node: i32, child: i32): void {
  const up = parentOf(node);
  if (child != NONE) setParent(child, up);
  if (up == NONE) statusRoot = child;
  else if (leftOf(up) == node) setLeft(up, child);
  else setRight(up, child);
}

/** Rotates `node` above its parent, keeping the in-order sequence. */
function rotateUp(node: i32): void {
  const up = parentOf(node);
  const grand = parentOf(up);
  if (leftOf(up) == node) {
    const middle = rightOf(node);
    setLeft(up, middle);
    if (middle != NONE) setParent(middle, up);
    setRight(node, up);
  } else {
    const middle = leftOf(node);
    setRight(up, middle);
    if (middle != NONE) setParent(middle, up);
    setLeft(node, up);
  }
  setParent(up, node);
  setParent(node, grand);
  if (grand == NONE) statusRoot = node;
  else if (leftOf(grand) == up) setLeft(grand, node);
  else setRight(grand, node);
}

/** A well-mixed 32-bit hash of the edge index (murmur3's finaliser). */
// @ts-ignore: decorator
@inline function hash(node: i32): u32 {
  let h = <u32>(node + 1);
  h = (h ^ (h >> 16)) * 0x85ebca6b;
  h = (h ^ (h >> 13)) * 0xc2b2ae35;
  return h ^ (h >> 16);
}
