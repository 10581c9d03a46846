// The bit rows closeGaps.ts and dilate.ts work over: one box at a time, `width` × `height`
// pixels, each row `stride` 32-bit words, least significant bit leftmost (as BitMask).

export const ALL: u32 = 0xffffffff;

export let width: i32 = 0;
export let height: i32 = 0;
export let stride: i32 = 0;

/** The box the next steps work over. */
export function setBitRows(boxWidth: i32, boxHeight: i32): void {
  width = boxWidth;
  height = boxHeight;
  stride = (boxWidth + 31) >> 5;
}

// @ts-ignore: decorator
@inline export function rowBytes(): usize {
  return <usize>stride << 2;
}

// @ts-ignore: decorator
@inline export function rowAt(mask: usize, y: i32): usize {
  return mask + <usize>y * rowBytes();
}

/** Sets bits [from, to) of a row, 0 ≤ from < to ≤ width. */
export function setRange(row: usize, from: i32, to: i32): void {
  const first = from >> 5;
  const last = (to - 1) >> 5;
  const head = ALL << (from & 31);
  const tail = ALL >>> (31 - ((to - 1) & 31));
  let at = row + (<usize>first << 2);
  if (first == last) {
    store<u32>(at, load<u32>(at) | (head & tail));
    return;
  }
  store<u32>(at, load<u32>(at) | head);
  for (let k = first + 1; k < last; k++) store<u32>(row + (<usize>k << 2), ALL);
  at = row + (<usize>last << 2);
  store<u32>(at, load<u32>(at) | tail);
}

