/**
 * Flood fill and compound fill in plain TypeScript: the reference the WASM fill is held to, and
 * the fallback where WASM SIMD is missing. Same rule as OpenCV's floodFill with FLOODFILL_FIXED_RANGE
 * and 4-connectivity: a pixel joins when each of R, G and B lies within `tolerance` of the seed's.
 */
import { emptyMask, type BitMask, type FillOptions, type Pixel, type RgbaImage } from '../kernelTypes';
import { hasPixel, maskWords, setPixel } from './bitMaskAccess';

type WithinTolerance = (pixel: number) => boolean;

function withinToleranceOf(image: RgbaImage, seed: Pixel, tolerance: number): WithinTolerance {
  const { data, width } = image;
  const at = 4 * (seed.y * width + seed.x);
  const [red, green, blue] = [data[at]!, data[at + 1]!, data[at + 2]!];
  return (pixel) => {
    const offset = 4 * pixel;
    return (
      Math.abs(data[offset]! - red) <= tolerance &&
      Math.abs(data[offset + 1]! - green) <= tolerance &&
      Math.abs(data[offset + 2]! - blue) <= tolerance
    );
  };
}

/** Every pixel within tolerance, connected to the seed or not. */
function compoundFill(image: RgbaImage, within: WithinTolerance): BitMask {
  const mask = emptyMask(image.width, image.height);
  const words = maskWords(mask.bits, image.width);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) if (within(y * image.width + x)) setPixel(words, x, y);
  }
  return mask;
}

/**
 * Scanline fill: each popped pixel grows into the widest run of joining pixels on its row, then
 * the start of every joining run in the rows above and below is pushed.
 */
function connectedFill(image: RgbaImage, seed: Pixel, within: WithinTolerance): BitMask {
  const { width, height } = image;
  const mask = emptyMask(width, height);
  const words = maskWords(mask.bits, width);
  const joins = (x: number, y: number): boolean => !hasPixel(words, x, y) && within(y * width + x);
  const stack: number[] = [seed.x, seed.y];
  while (stack.length > 0) {
    const y = stack.pop()!;
    const x = stack.pop()!;
    if (!joins(x, y)) continue;
    let left = x;
    while (left > 0 && joins(left - 1, y)) left--;
    let right = x;
    while (right + 1 < width && joins(right + 1, y)) right++;
    for (let i = left; i <= right; i++) setPixel(words, i, y);
    for (const row of [y - 1, y + 1]) {
      if (row < 0 || row >= height) continue;
      for (let i = left; i <= right; i++) {
        if (joins(i, row) && (i === left || !joins(i - 1, row))) stack.push(i, row);
      }
    }
  }
  return mask;
}

/** The fill's mask; the caller has checked the image, seed and options. */
export function typescriptFill(image: RgbaImage, seed: Pixel, options: FillOptions): BitMask {
  const within = withinToleranceOf(image, seed, options.tolerance);
  return options.compound ? compoundFill(image, within) : connectedFill(image, seed, within);
}
