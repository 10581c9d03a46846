// Which pixels of a row are within tolerance of the seed colour, as mask bits. The resident image
// is three planes of bytes (red, green, blue; see channels.ts), so 16 pixels of one channel fill
// a v128 and no byte read is alpha. With lo/hi a channel's bounds, a byte p is in [lo, hi] exactly
// when (p - lo) mod 256 <= hi - lo, so sat((p - lo) mod 256 - (hi - lo)) is nonzero exactly when
// p is out of range; a pixel joins when that is zero in all three channels.

/** Per-channel lower and upper bounds around `colour` (R, G, B in the low three bytes). */
export function lowerBound(colour: u32, tolerance: i32): u32 {
  let bound: u32 = 0;
  for (let shift: u32 = 0; shift < 24; shift += 8) bound |= <u32>max(<i32>((colour >> shift) & 0xff) - tolerance, 0) << shift;
  return bound;
}

export function upperBound(colour: u32, tolerance: i32): u32 {
  let bound: u32 = 0;
  for (let shift: u32 = 0; shift < 24; shift += 8) bound |= <u32>min(<i32>((colour >> shift) & 0xff) + tolerance, 255) << shift;
  return bound;
}

/** Nonzero lanes where a byte of the 16 at `channel` is outside [lo, lo + span]. */
// @ts-ignore: decorator
@inline function excess(channel: usize, lo: v128, span: v128): v128 {
  return i8x16.sub_sat_u(i8x16.sub(v128.load(channel), lo), span);
}

// The bounds of the current call: lo and hi - lo per channel, packed (for single pixels) and
// splatted (for 16).
let lows: u32 = 0;
let spans: u32 = 0;
let redLow = i32x4.splat(0);
let redSpan = i32x4.splat(0);
let greenLow = i32x4.splat(0);
let greenSpan = i32x4.splat(0);
let blueLow = i32x4.splat(0);
let blueSpan = i32x4.splat(0);

/** Bits of the 16 pixels at `red`, whose green and blue lie `planeSize` and twice that further. */
// @ts-ignore: decorator
@inline function within16(
  red: usize,
  planeSize: usize,
  redLow: v128,
  redSpan: v128,
  greenLow: v128,
  greenSpan: v128,
  blueLow: v128,
  blueSpan: v128,
): u32 {
  const green = red + planeSize;
  const outside = v128.or(
    v128.or(excess(red, redLow, redSpan), excess(green, greenLow, greenSpan)),
    excess(green + planeSize, blueLow, blueSpan),
  );
  return <u32>i8x16.bitmask(i8x16.eq(outside, i32x4.splat(0)));
}

// @ts-ignore: decorator
@inline function channelOf(colour: u32, shift: u32): i8 {
  return <i8>((colour >> shift) & 0xff);
}

/** Sets the bounds the rows are tested against. */
export function setBounds(low: u32, high: u32): void {
  lows = low;
  spans = high - low;
  redLow = i8x16.splat(channelOf(low, 0));
  redSpan = i8x16.splat(channelOf(high - low, 0));
  greenLow = i8x16.splat(channelOf(low, 8));
  greenSpan = i8x16.splat(channelOf(high - low, 8));
  blueLow = i8x16.splat(channelOf(low, 16));
  blueSpan = i8x16.splat(channelOf(high - low, 16));
}

/**
 * Writes the ceil(width / 32) mask words of the row whose red bytes start at `red` at `out`; bits
 * beyond the width are zero. The bounds are those of the last setBounds.
 */
export function toleranceRow(red: usize, planeSize: usize, width: i32, out: usize): void {
  // Locals, not globals, in the loop: the engine keeps them in registers.
  const rl = redLow;
  const rs = redSpan;
  const gl = greenLow;
  const gs = greenSpan;
  const bl = blueLow;
  const bs = blueSpan;
  const whole = width >> 5;
  for (let k = 0; k < whole; k++) {
    const at = red + (<usize>k << 5);
    const low = within16(at, planeSize, rl, rs, gl, gs, bl, bs);
    store<u32>(out + (<usize>k << 2), low | (within16(at + 16, planeSize, rl, rs, gl, gs, bl, bs) << 16));
  }
  const rest = width & 31;
  if (rest == 0) return;
  const at = red + (<usize>whole << 5);
  let word: u32 = 0;
  let i = 0;
  if (rest >= 16) {
    word = within16(at, planeSize, rl, rs, gl, gs, bl, bs);
    i = 16;
  }
  // No vector reads past the row's end here: the last row's end is the plane's end.
  for (; i < rest; i++) {
    const pixel = at + <usize>i;
    let inside = true;
    for (let shift: u32 = 0; shift < 24; shift += 8) {
      const channel = <u32>load<u8>(pixel + <usize>(shift >> 3) * planeSize);
      inside = inside && ((channel - ((lows >> shift) & 0xff)) & 0xff) <= ((spans >> shift) & 0xff);
    }
    if (inside) word |= 1 << i;
  }
  store<u32>(out + (<usize>whole << 2), word);
}
