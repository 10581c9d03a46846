// The status of a line sweep: the edges the sweep line crosses, bottom to top, as a treap over
// edge indices in linear memory. Ported from src/engine/geometry/sweepStatus.ts (keep the two in
// step); the priorities are a hash of the edge index, so the shape never depends on chance.
import { arenaAlloc } from '../arena';

export const NONE: i32 = -1;

export let statusRoot: i32 = NONE;
let lefts: usize = 0;
let rights: usize = 0;
let parents: usize = 0;

/** Room for `capacity` edges; false when memory cannot grow. */
export function prepareStatus(capacity: i32): bool {
  const bytes = <usize>capacity << 2;
  lefts = arenaAlloc(bytes);
  rights = arenaAlloc(bytes);
  parents = arenaAlloc(bytes);
  statusRoot = NONE;
  return lefts != 0 && rights != 0 && parents != 0;
}

// @ts-ignore: decorator
@inline export function leftOf(node: i32): i32 {
  return load<i32>(lefts + (<usize>node << 2));
}

// @ts-ignore: decorator
@inline export function rightOf(node: i32): i32 {
  return load<i32>(rights + (<usize>node << 2));
}

// @ts-ignore: decorator
@inline function parentOf(node: i32): i32 {
  return load<i32>(parents + (<usize>node << 2));
}

// @ts-ignore: decorator
@inline function setLeft(node: i32, child: i32): void {
  store<i32>(lefts + (<usize>node << 2), child);
}

// @ts-ignore: decorator
@inline function setRight(node: i32, child: i32): void {
  store<i32>(rights + (<usize>node << 2), child);
}

// @ts-ignore: decorator
@inline function setParent(node: i32, up: i32): void {
  store<i32>(parents + (<usize>node << 2), up);
}

/** Makes `node` the left (`below`) or right child of `at`, or the root when the status is empty. */
export function attach(node: i32, at: i32, below: bool): void {
  setLeft(node, NONE);
  setRight(node, NONE);
  setParent(node, at);
  if (at == NONE) {
    statusRoot = node;
    return;
  }
  if (below) setLeft(at, node);
  else setRight(at, node);
  while (parentOf(node) != NONE && priority(node) > priority(parentOf(node))) rotateUp(node);
}

export function removeFromStatus(node: i32): void {
  // Rotate the node down below its higher-priority child until it has at most one child.
  while (true) {
    const below = leftOf(node);
    const above = rightOf(node);
    if (below == NONE || above == NONE) {
      replace(node, below == NONE ? above : below);
      return;
    }
    rotateUp(priority(below) > priority(above) ? below : above);
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

function replace(node: i32, child: i32): void {
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
@inline function priority(node: i32): u32 {
  let h = <u32>(node + 1);
  h = (h ^ (h >> 16)) * 0x85ebca6b;
  h = (h ^ (h >> 13)) * 0xc2b2ae35;
  return h ^ (h >> 16);
}
