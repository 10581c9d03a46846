// The resident image's layout: setImage hands the RGBA pixels over in chunks, and they are split
// into three planes of bytes (all the red, then all the green, then all the blue), dropping alpha.
// The fills then read 3 bytes a pixel instead of 4, and 16 pixels of a channel fill a v128.

/**
 * Splits `count` RGBA pixels at `rgba` into the planes: pixel i's red goes to red + i, its green
 * to red + planeSize + i and its blue to red + 2 × planeSize + i.
 */
export function rasterSplitChannels(rgba: usize, count: usize, red: usize, planeSize: usize): void {
  const green = red + planeSize;
  const blue = green + planeSize;
  let i: usize = 0;
  for (; i + 16 <= count; i += 16) {
    const at = rgba + (i << 2);
    const first = v128.load(at);
    const second = v128.load(at, 16);
    const third = v128.load(at, 32);
    const fourth = v128.load(at, 48);
    // Red of pixels 0-7 then their green; and their blue (twice).
    const redGreenLow = i8x16.shuffle(first, second, 0, 4, 8, 12, 16, 20, 24, 28, 1, 5, 9, 13, 17, 21, 25, 29);
    const redGreenHigh = i8x16.shuffle(third, fourth, 0, 4, 8, 12, 16, 20, 24, 28, 1, 5, 9, 13, 17, 21, 25, 29);
    const blueLow = i8x16.shuffle(first, second, 2, 6, 10, 14, 18, 22, 26, 30, 2, 6, 10, 14, 18, 22, 26, 30);
    const blueHigh = i8x16.shuffle(third, fourth, 2, 6, 10, 14, 18, 22, 26, 30, 2, 6, 10, 14, 18, 22, 26, 30);
    v128.store(red + i, i8x16.shuffle(redGreenLow, redGreenHigh, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23));
    v128.store(green + i, i8x16.shuffle(redGreenLow, redGreenHigh, 8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31));
    v128.store(blue + i, i8x16.shuffle(blueLow, blueHigh, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23));
  }
  for (; i < count; i++) {
    const at = rgba + (i << 2);
    store<u8>(red + i, load<u8>(at));
    store<u8>(green + i, load<u8>(at, 1));
    store<u8>(blue + i, load<u8>(at, 2));
  }
}

/**
 * Detect rooms' walls: out + i is 1 where pixel i's red + green + blue is below `limit`
 * (3 × the grey threshold, a whole number from 0 to 766), else 0; 16 pixels a step.
 */
export function rasterDarkPixels(red: usize, planeSize: usize, limit: i32, out: usize): void {
  const green = red + planeSize;
  const blue = green + planeSize;
  const bound = i16x8.splat(<i16>limit);
  const one = i8x16.splat(1);
  let i: usize = 0;
  for (; i + 16 <= planeSize; i += 16) {
    const r = v128.load(red + i);
    const g = v128.load(green + i);
    const b = v128.load(blue + i);
    const low = i16x8.add(i16x8.add(i16x8.extend_low_i8x16_u(r), i16x8.extend_low_i8x16_u(g)), i16x8.extend_low_i8x16_u(b));
    const high = i16x8.add(i16x8.add(i16x8.extend_high_i8x16_u(r), i16x8.extend_high_i8x16_u(g)), i16x8.extend_high_i8x16_u(b));
    // Lanes of all ones where dark, narrowed to bytes of all ones, then to 1.
    v128.store(out + i, v128.and(i8x16.narrow_i16x8_s(i16x8.lt_s(low, bound), i16x8.lt_s(high, bound)), one));
  }
  for (; i < planeSize; i++) {
    const sum = <i32>load<u8>(red + i) + <i32>load<u8>(green + i) + <i32>load<u8>(blue + i);
    store<u8>(out + i, sum < limit ? 1 : 0);
  }
}
