// Which pixels of a row are within tolerance of the seed colour, as mask bits. Four RGBA pixels
// fit a v128. With lo/hi the per-channel bounds (alpha 0..255, so it never counts), a byte p is in
// [lo, hi] exactly when (p - lo) mod 256 <= hi - lo, so sat((p - lo) mod 256 - (hi - lo)) is
// nonzero exactly when p is out of range; a pixel joins when its 4 bytes are zero.

/** Per-channel lower and upper bounds around `colour` (RGBA, little-endian u32), alpha open. */
export function lowerBound(colour: u32, tolerance: i32): u32 {
  let bound: u32 = 0;
  for (let shift: u32 = 0; shift < 24; shift += 8) bound |= <u32>max(<i32>((colour >> shift) & 0xff) - tolerance, 0) << shift;
  return bound;
}

export function upperBound(colour: u32, tolerance: i32): u32 {
  let bound: u32 = 0xff000000;
  for (let shift: u32 = 0; shift < 24; shift += 8) bound |= <u32>min(<i32>((colour >> shift) & 0xff) + tolerance, 255) << shift;
  return bound;
}

/** Per pixel, a nonzero i32 lane when any channel is out of bounds; `span` is hi - lo. */
// @ts-ignore: decorator
@inline function excess(pixels: usize, lo: v128, span: v128): v128 {
  return i8x16.sub_sat_u(i8x16.sub(v128.load(pixels), lo), span);
}

/** Bits of 16 pixels. An excess lane is below 2^24, so the signed narrowings keep it nonzero. */
// @ts-ignore: decorator
@inline function within16(pixels: usize, lo: v128, span: v128): u32 {
  const first = i16x8.narrow_i32x4_s(excess(pixels, lo, span), excess(pixels + 16, lo, span));
  const second = i16x8.narrow_i32x4_s(excess(pixels + 32, lo, span), excess(pixels + 48, lo, span));
  const narrowed = i8x16.narrow_i16x8_u(first, second);
  return <u32>i8x16.bitmask(i8x16.eq(narrowed, i32x4.splat(0)));
}

/** Writes the row's ceil(width / 32) mask words at `out`; bits beyond the width are zero. */
export function toleranceRow(pixels: usize, width: i32, low: u32, high: u32, out: usize): void {
  const lo = i32x4.splat(low);
  const span = i8x16.sub(i32x4.splat(high), lo);
  const whole = width >> 5;
  let k = 0;
  // Two words (64 pixels) a step.
  for (; k + 2 <= whole; k += 2) {
    const at = pixels + (<usize>k << 7);
    const lowWord = within16(at, lo, span) | (within16(at + 64, lo, span) << 16);
    const highWord = within16(at + 128, lo, span) | (within16(at + 192, lo, span) << 16);
    store<u64>(out + (<usize>k << 2), <u64>lowWord | (<u64>highWord << 32));
  }
  for (; k < whole; k++) {
    const at = pixels + (<usize>k << 7);
    store<u32>(out + (<usize>k << 2), within16(at, lo, span) | (within16(at + 64, lo, span) << 16));
  }
  const rest = width & 31;
  if (rest == 0) return;
  const at = pixels + (<usize>whole << 7);
  let word: u32 = 0;
  let i = 0;
  for (; i + 4 <= rest; i += 4) {
    word |= <u32>i32x4.bitmask(i32x4.eq(excess(at + (<usize>i << 2), lo, span), i32x4.splat(0))) << i;
  }
  for (; i < rest; i++) {
    const pixel = load<u32>(at + (<usize>i << 2));
    let inside = true;
    for (let shift: u32 = 0; shift < 24; shift += 8) {
      const channel = (pixel >> shift) & 0xff;
      inside = inside && channel >= ((low >> shift) & 0xff) && channel <= ((high >> shift) & 0xff);
    }
    if (inside) word |= 1 << i;
  }
  store<u32>(out + (<usize>whole << 2), word);
}

