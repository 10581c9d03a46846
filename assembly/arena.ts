// One bump arena over linear memory, managed by hand: the image, masks and every kernel's
// workspace live in it. The host holds long-lived blocks (the resident image, masks) at the bottom
// and releases a call's scratch by resetting the top to where it was before the call, so nothing
// is freed piecemeal and nothing leaks. No kernel uses the AssemblyScript heap.

const ALIGN: usize = 16;
const PAGE_BYTES: usize = 65536;

let top: usize = (__heap_base + ALIGN - 1) & ~(ALIGN - 1);

/** The current top of the arena: pass it to `arenaReset` to release everything allocated since. */
export function arenaTop(): usize {
  return top;
}

/** Releases every block above `mark`, a value returned by `arenaTop` earlier. */
export function arenaReset(mark: usize): void {
  top = mark;
}

/**
 * Makes sure linear memory reaches `end` bytes, growing it when needed. False when the engine
 * refuses to grow (beyond 4 GiB, or the browser's own limit): the caller reports "too large"
 * instead of trapping.
 */
export function ensureMemory(end: usize): bool {
  const have = <usize>memory.size() * PAGE_BYTES;
  if (end <= have) return true;
  const pages = <i32>((end - have + PAGE_BYTES - 1) / PAGE_BYTES);
  return memory.grow(pages) >= 0;
}

/**
 * A 16-byte-aligned block of `bytes` bytes at the top of the arena, or 0 when memory cannot grow
 * that far. Contents are whatever was there before: callers clear what they read.
 */
export function arenaAlloc(bytes: usize): usize {
  const start = top;
  const end = (start + bytes + ALIGN - 1) & ~(ALIGN - 1);
  // Wrapped around the 32-bit address space: far too large.
  if (end < start || !ensureMemory(end)) return 0;
  top = end;
  return start;
}

/**
 * Grows the block at `pointer`, which must be the last one allocated, to `bytes` in place.
 * False when memory cannot grow. For workspaces whose size is learnt while a kernel runs.
 */
export function arenaExtend(pointer: usize, bytes: usize): bool {
  const end = (pointer + bytes + ALIGN - 1) & ~(ALIGN - 1);
  if (end < pointer || !ensureMemory(end)) return false;
  top = end;
  return true;
}
