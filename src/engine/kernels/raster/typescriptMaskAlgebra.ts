/** Mask algebra in plain TypeScript, word by word; the caller has checked the masks' sizes. */
import { maskStride, type BitMask, type PixelBounds } from '../kernelTypes';

const combine = (a: BitMask, b: BitMask, word: (x: number, y: number) => number): BitMask => {
  const bits = new Uint32Array(a.bits.length);
  for (let i = 0; i < bits.length; i++) bits[i] = word(a.bits[i]!, b.bits[i]!);
  return { width: a.width, height: a.height, bits };
};

export const typescriptUnion = (a: BitMask, b: BitMask): BitMask => combine(a, b, (x, y) => x | y);

export const typescriptSubtract = (a: BitMask, b: BitMask): BitMask => combine(a, b, (x, y) => x & ~y);

export function typescriptIntersects(a: BitMask, b: BitMask): boolean {
  for (let i = 0; i < a.bits.length; i++) if ((a.bits[i]! & b.bits[i]!) !== 0) return true;
  return false;
}

/** Set bits of a 32-bit word (SWAR). */
function popCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

export function typescriptArea(mask: BitMask): number {
  let area = 0;
  for (const word of mask.bits) area += popCount(word);
  return area;
}

export function typescriptBounds(mask: BitMask): PixelBounds | null {
  const stride = maskStride(mask.width);
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = -1;
  let maxY = -1;
  for (let y = 0; y < mask.height; y++) {
    for (let k = 0; k < stride; k++) {
      const word = mask.bits[y * stride + k]!;
      if (word === 0) continue;
      if (minY < 0) minY = y;
      maxY = y;
      minX = Math.min(minX, 32 * k + 31 - Math.clz32(word & -word));
      maxX = Math.max(maxX, 32 * k + 31 - Math.clz32(word));
    }
  }
  return minY < 0 ? null : { minX, minY, maxX, maxY };
}
