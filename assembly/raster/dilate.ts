// Dilation of a bit-row mask by a rectangle, for closeGaps.ts: the runs along each row widened,
// then van Herk's running OR down the columns (ORs from each block's start and to its end), 32
// columns a word and four words a SIMD step. Cost does not grow with the rectangle.
import { ALL, height, rowAt, rowBytes, setBitRows, setRange, stride, width } from './bitRows';

/**
 * The first pixel at or after x whose bit is `want` (bits past the width count as clear), or the
 * width when there is none.
 */
function nextBit(row: usize, x: i32, want: bool): i32 {
  if (x >= width) return width;
  let k = x >> 5;
  const flip: u32 = want ? 0 : ALL;
  let bits = (load<u32>(row + (<usize>k << 2)) ^ flip) & (ALL << (x & 31));
  while (bits == 0) {
    if (++k >= stride) return width;
    bits = load<u32>(row + (<usize>k << 2)) ^ flip;
  }
  return min((k << 5) + <i32>ctz(bits), width);
}

/**
 * Row y of `target`: each run of `source`'s row (of set bits, or of clear bits within the width
 * when `clear`) widened by `left` pixels before it and `right` after, clipped to the row.
 */
function widenRow(source: usize, target: usize, y: i32, clear: bool, left: i32, right: i32): void {
  const from = rowAt(source, y);
  const to = rowAt(target, y);
  memory.fill(to, 0, rowBytes());
  let pendingStart = -1;
  let pendingEnd = -1;
  let x = nextBit(from, 0, !clear);
  while (x < width) {
    const end = nextBit(from, x, clear);
    const start = max(0, x - left);
    const stop = <i32>min(<i64>width, <i64>end + right);
    if (pendingEnd >= start) {
      pendingEnd = max(pendingEnd, stop);
    } else {
      if (pendingStart >= 0) setRange(to, pendingStart, pendingEnd);
      pendingStart = start;
      pendingEnd = stop;
    }
    x = nextBit(from, end, !clear);
  }
  if (pendingStart >= 0) setRange(to, pendingStart, pendingEnd);
}

/** target = a | b over one row's words. */
function orRow(target: usize, a: usize, b: usize): void {
  const bytes = rowBytes();
  let i: usize = 0;
  for (; i + 16 <= bytes; i += 16) v128.store(target + i, v128.or(v128.load(a + i), v128.load(b + i)));
  for (; i < bytes; i += 4) store<u32>(target + i, load<u32>(a + i) | load<u32>(b + i));
}

/**
 * Each row y of `rows` becomes the OR of rows y - up … y + down (clipped to the image), by van
 * Herk's blocks of up + down + 1 rows: ORs from each block's start down to a row (`downs`) and
 * from a row to its block's end (`ups`); a window spans at most two blocks.
 */
function orColumns(rows: usize, downs: usize, ups: usize, up: i32, down: i32): void {
  const k = up + down + 1;
  const bytes = rowBytes();
  for (let y = 0; y < height; y++) {
    if (y % k == 0) memory.copy(rowAt(downs, y), rowAt(rows, y), bytes);
    else orRow(rowAt(downs, y), rowAt(downs, y - 1), rowAt(rows, y));
  }
  for (let y = height - 1; y >= 0; y--) {
    if (y == height - 1 || (y + 1) % k == 0) memory.copy(rowAt(ups, y), rowAt(rows, y), bytes);
    else orRow(rowAt(ups, y), rowAt(ups, y + 1), rowAt(rows, y));
  }
  for (let y = 0; y < height; y++) {
    const first = max(0, y - up);
    const last = <i32>min(<i64>height - 1, <i64>y + down);
    if (first / k != last / k) orRow(rowAt(rows, y), rowAt(ups, first), rowAt(downs, last));
    else if (first % k == 0) memory.copy(rowAt(rows, y), rowAt(downs, last), bytes);
    else memory.copy(rowAt(rows, y), rowAt(ups, first), bytes);
  }
}

/**
 * target = the pixels within reach of `source`'s pixels (or, when `clear`, of the pixels outside
 * it): a pixel p reaches the columns p.x - left … p.x + right and the rows p.y - up … p.y + down.
 * Masks are maskWidth × maskHeight bit rows; `downs` and `ups` are scratch of the same size.
 */
export function dilate(
  source: usize,
  target: usize,
  downs: usize,
  ups: usize,
  maskWidth: i32,
  maskHeight: i32,
  clear: bool,
  left: i32,
  right: i32,
  up: i32,
  down: i32,
): void {
  setBitRows(maskWidth, maskHeight);
  for (let y = 0; y < height; y++) widenRow(source, target, y, clear, left, right);
  // Row y is reached from rows y - down … y + up.
  orColumns(target, downs, ups, down, up);
}

