/**
 * Slow, literal versions of the mask kernels, one pixel at a time, for the tests to hold the real
 * kernels to. Written from the spec, sharing no code with the kernels.
 */
import type { BitMask, PixelBounds, Pixel, RgbaImage } from '../../kernelTypes';
import { maskOf } from './rasterFixtures';

export const maskHas = (mask: BitMask, x: number, y: number): boolean =>
  ((mask.bits[y * ((mask.width + 31) >> 5) + (x >> 5)]! >>> (x % 32)) & 1) === 1;

/** Breadth-first 4-connected fill from the seed, or every pixel within tolerance when compound. */
export function referenceFill(image: RgbaImage, seed: Pixel, tolerance: number, compound: boolean): BitMask {
  const { width, height, data } = image;
  const seedAt = 4 * (seed.y * width + seed.x);
  const within = (i: number): boolean =>
    [0, 1, 2].every((c) => Math.abs(data[4 * i + c]! - data[seedAt + c]!) <= tolerance);
  const joined = new Uint8Array(width * height);
  if (compound) {
    for (let i = 0; i < width * height; i++) joined[i] = within(i) ? 1 : 0;
  } else {
    const queue = [seed.y * width + seed.x];
    joined[queue[0]!] = 1;
    for (let head = 0; head < queue.length; head++) {
      const i = queue[head]!;
      const [x, y] = [i % width, Math.floor(i / width)];
      const neighbours = [x > 0 ? i - 1 : -1, x + 1 < width ? i + 1 : -1, y > 0 ? i - width : -1, y + 1 < height ? i + width : -1];
      for (const n of neighbours) {
        if (n >= 0 && !joined[n] && within(n)) {
          joined[n] = 1;
          queue.push(n);
        }
      }
    }
  }
  return maskOf(width, height, (x, y) => joined[y * width + x] === 1);
}

/** Counts the box around each pixel, clipped to the image, and keeps it when more than half is set. */
export function referenceBoxBlur(mask: BitMask, radius: number): BitMask {
  const { width, height } = mask;
  return maskOf(width, height, (x, y) => {
    let set = 0;
    let inside = 0;
    for (let by = y - radius; by <= y + radius; by++) {
      for (let bx = x - radius; bx <= x + radius; bx++) {
        if (bx < 0 || by < 0 || bx >= width || by >= height) continue;
        inside++;
        if (maskHas(mask, bx, by)) set++;
      }
    }
    return set / inside > 0.5;
  });
}

export function referenceArea(mask: BitMask): number {
  let area = 0;
  for (let y = 0; y < mask.height; y++) for (let x = 0; x < mask.width; x++) if (maskHas(mask, x, y)) area++;
  return area;
}

export function referenceBounds(mask: BitMask): PixelBounds | null {
  let bounds: PixelBounds | null = null;
  for (let y = 0; y < mask.height; y++) {
    for (let x = 0; x < mask.width; x++) {
      if (!maskHas(mask, x, y)) continue;
      bounds = bounds
        ? { minX: Math.min(bounds.minX, x), minY: bounds.minY, maxX: Math.max(bounds.maxX, x), maxY: y }
        : { minX: x, minY: y, maxX: x, maxY: y };
    }
  }
  return bounds;
}

/** A mask combining a and b pixel by pixel. */
export const referenceCombine = (a: BitMask, b: BitMask, keep: (inA: boolean, inB: boolean) => boolean): BitMask =>
  maskOf(a.width, a.height, (x, y) => keep(maskHas(a, x, y), maskHas(b, x, y)));
