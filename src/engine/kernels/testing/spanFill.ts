/**
 * A plain-JavaScript scanline flood fill, as a page without WASM would write it: a byte per pixel
 * of mask, a stack of row spans, 4-connected, each of R, G and B within `tolerance` of the seed's
 * colour. A benchmark baseline and an independent reference for the fill tests.
 */
import type { Pixel, RgbaImage } from '../kernelTypes';

/** 1 for each filled pixel, row by row. */
export function spanFill(image: RgbaImage, seed: Pixel, tolerance: number): Uint8Array {
  const { width, height, data } = image;
  const filled = new Uint8Array(width * height);
  const at = (seed.y * width + seed.x) * 4;
  const r = data[at]!;
  const g = data[at + 1]!;
  const b = data[at + 2]!;
  const matches = (pixel: number): boolean => {
    const i = pixel * 4;
    return (
      filled[pixel] === 0 &&
      Math.abs(data[i]! - r) <= tolerance &&
      Math.abs(data[i + 1]! - g) <= tolerance &&
      Math.abs(data[i + 2]! - b) <= tolerance
    );
  };
  const stack = [seed.x, seed.y];
  while (stack.length > 0) {
    const y = stack.pop()!;
    const x = stack.pop()!;
    const row = y * width;
    if (!matches(row + x)) continue;
    let left = x;
    while (left > 0 && matches(row + left - 1)) left--;
    let right = x;
    while (right < width - 1 && matches(row + right + 1)) right++;
    filled.fill(1, row + left, row + right + 1);
    // One seed per run of matching pixels in the rows above and below.
    for (const next of [y - 1, y + 1]) {
      if (next < 0 || next >= height) continue;
      const nextRow = next * width;
      let inRun = false;
      for (let i = left; i <= right; i++) {
        const match = matches(nextRow + i);
        if (match && !inRun) stack.push(i, next);
        inRun = match;
      }
    }
  }
  return filled;
}
