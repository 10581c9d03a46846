// The traced borders, written into one block at the top of the arena that grows in place as
// points arrive, since their number is known only at the end. Layout (little-endian):
//   i32 border count, i32 bytes used (header included)
//   per border: i32 owner (-1 for an outer border; for a hole, the index of its region's outer
//   border among these records), i32 point count, f64 twice the signed shoelace area, then
//   count × (i32 x, i32 y).
// The block's far end doubles as a stack of fixed-size nodes for owners.ts, growing down towards
// the points; growing the block moves the stack to the new end, so nodes go by their index
// counted from the end, never by address. The host reads only the bytes the header counts.
import { arenaAlloc, arenaExtend } from '../arena';

export const RESULT_HEADER_BYTES: usize = 8;
export const RECORD_HEADER_BYTES: usize = 16;
const INITIAL_BYTES: usize = 1 << 16;
const MAX_BYTES: usize = 0x40000000;

let start: usize = 0;
let cursor: usize = 0;
let limit: usize = 0;
let records: i32 = 0;
let stackBytes: usize = 0;
let stackNodes: i32 = 0;

/** Opens an empty result at the arena's top; false when memory cannot grow. */
export function openResult(): bool {
  start = arenaAlloc(INITIAL_BYTES);
  if (start == 0) return false;
  limit = start + INITIAL_BYTES;
  cursor = start + RESULT_HEADER_BYTES;
  records = 0;
  stackBytes = 0;
  stackNodes = 0;
  return true;
}

export function resultCursor(): usize {
  return cursor;
}

/** Where points must stop: the bottom of the node stack. */
export function resultLimit(): usize {
  return limit - stackBytes;
}

export function recordCount(): i32 {
  return records;
}

/**
 * Makes room for `bytes` more past `at` (the caller's write position), doubling the block in
 * place. Returns the new limit, or 0 when memory cannot grow.
 */
export function growResult(at: usize, bytes: usize): usize {
  let size = limit - start;
  while (at + bytes > start + size - stackBytes) {
    if (size >= MAX_BYTES) return 0;
    size <<= 1;
  }
  if (!arenaExtend(start, size)) return 0;
  const end = start + size;
  memory.copy(end - stackBytes, limit - stackBytes, stackBytes);
  limit = end;
  return limit - stackBytes;
}

/**
 * Pushes a node of `bytes` on the stack at the block's far end, leaving at least `room` bytes
 * past `at` for points. Returns the node's index, or -1 when memory cannot grow.
 */
@inline
export function pushNode(bytes: usize, at: usize, room: usize): i32 {
  if (at + room + bytes > limit - stackBytes && growResult(at, room + bytes) == 0) return -1;
  stackBytes += bytes;
  return stackNodes++;
}

/** The address of node `index` of `bytes` bytes. */
@inline
export function nodeAt(index: i32, bytes: usize): usize {
  return limit - (<usize>(index + 1)) * bytes;
}

/** Starts a record; false when memory cannot grow. Points follow from `resultCursor() + 16`. */
export function beginRecord(): bool {
  return cursor + RECORD_HEADER_BYTES <= limit || growResult(cursor, RECORD_HEADER_BYTES) != 0;
}

/** Closes the record begun at the cursor, whose points end at `pointsEnd`; returns its index. */
export function endRecord(pointsEnd: usize, owner: i32, twiceArea: i64): i32 {
  store<i32>(cursor, owner);
  store<i32>(cursor, <i32>((pointsEnd - cursor - RECORD_HEADER_BYTES) >> 3), 4);
  store<f64>(cursor, <f64>twiceArea, 8);
  cursor = pointsEnd;
  return records++;
}

/** Writes the header and returns the result's address. */
export function closeResult(): usize {
  store<i32>(start, records);
  store<i32>(start, <i32>(cursor - start), 4);
  return start;
}
