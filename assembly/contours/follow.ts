// Suzuki–Abe border following (Suzuki & Abe 1985, steps 3.1–3.5) from one start pixel, writing
// the border's pixels as one result record: every pixel once per visit, in the order OpenCV's
// findContours gives them with CHAIN_APPROX_NONE. It marks the border's pixels for the raster scan
// (see grid.ts) as it goes, and accumulates the shoelace sum of the closed path.
import { neighbourhood, rowBits, setMark } from './grid';
import { recordOwner } from './owners';
import { RECORD_HEADER_BYTES, beginRecord, endRecord, growResult, recordCount, resultCursor, resultLimit } from './output';
import {
  DIRECTION_BITS,
  LEFT_EXAMINED,
  RIGHT_EXAMINED,
  firstClockwise,
  stepDx,
  stepDy,
  stepEntry,
} from './steps';

/**
 * Follows the border that starts at pixel (x0, y0) (bit `start`): an outer border, entered from
 * the background on its left, or a hole border of region `parent`, entered from the hole on its
 * right. With `withOwners`, records the region at each pixel first seen from the left. Returns
 * the record's index, or -1 when memory cannot grow.
 */
export function followBorder(start: i32, x0: i32, y0: i32, hole: bool, parent: i32, withOwners: bool): i32 {
  if (!beginRecord()) return -1;
  const region = hole ? parent : recordCount();
  const owner = hole ? parent : -1;
  let out = resultCursor() + RECORD_HEADER_BYTES;
  let limit = resultLimit();
  const first = firstClockwise(neighbourhood(start), hole ? 0 : 4);
  if (first < 0) {
    // An isolated pixel: both sides were examined by the full search around it.
    if (out + 8 > limit && growResult(out, 8) == 0) return -1;
    store<i32>(out, x0);
    store<i32>(out, y0, 4);
    if (setMark(start) && withOwners) recordOwner(x0, y0, region);
    setMark(start + 1);
    return endRecord(out + 8, owner, 0);
  }
  const second = start + stepDx(first) + stepDy(first) * rowBits;
  let position = start;
  let x = x0;
  let y = y0;
  let from = <u32>first;
  let twiceArea: i64 = 0;
  while (true) {
    const entry = stepEntry(neighbourhood(position), from);
    const direction = entry & DIRECTION_BITS;
    if (out + 8 > limit) {
      limit = growResult(out, 8);
      if (limit == 0) return -1;
    }
    store<i32>(out, x);
    store<i32>(out, y, 4);
    out += 8;
    if (entry & LEFT_EXAMINED) {
      if (setMark(position) && withOwners) recordOwner(x, y, region);
    }
    if (entry & RIGHT_EXAMINED) setMark(position + 1);
    const dx = stepDx(direction);
    const dy = stepDy(direction);
    twiceArea += <i64>(x * dy - dx * y);
    const next = position + dx + dy * rowBits;
    if (next == start && position == second) break;
    position = next;
    x += dx;
    y += dy;
    from = (direction + 4) & 7;
  }
  return endRecord(out, owner, twiceArea);
}
