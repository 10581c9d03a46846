import { describe, expect, it } from 'vitest';
import { outsetPixelPolygon } from './pixelOutline';
import { emptyMask, maskStride } from '../kernels/kernelTypes';
import { typescriptKernels } from '../kernels/loadKernels';

const area = (coords: Float64Array): number => {
  let sum = 0;
  for (let i = 0; i < coords.length; i += 2) {
    const j = (i + 2) % coords.length;
    sum += coords[i]! * coords[j + 1]! - coords[j]! * coords[i + 1]!;
  }
  return Math.abs(sum) / 2;
};

/** A disc's pixels as a mask, and its outer border as the contour tracer gives it (through pixel centres). */
function discBorder(radius: number): { border: Float64Array; pixels: number } {
  const size = 2 * radius + 8;
  const mask = emptyMask(size, size);
  let pixels = 0;
  const c = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if ((x + 0.5 - c) ** 2 + (y + 0.5 - c) ** 2 > radius * radius) continue;
      mask.bits[y * maskStride(size) + (x >>> 5)]! |= 1 << (x & 31);
      pixels++;
    }
  }
  const [contour] = typescriptKernels().raster.contours(mask);
  return { border: Float64Array.from(contour!.points, (v) => v + 0.5), pixels };
}

describe('moving a traced border onto its pixels’ edges', () => {
  it('gives an axis-aligned room exactly its pixel area, whichever way the border winds', () => {
    // Pixels x 10..89, y 10..89: centres 10.5 .. 89.5.
    const clockwise = Float64Array.of(10.5, 10.5, 89.5, 10.5, 89.5, 89.5, 10.5, 89.5);
    const outset = outsetPixelPolygon(clockwise);
    expect(Array.from(outset)).toEqual([10, 10, 90, 10, 90, 90, 10, 90]);
    const anticlockwise = Float64Array.of(10.5, 10.5, 10.5, 89.5, 89.5, 89.5, 89.5, 10.5);
    expect(area(outsetPixelPolygon(anticlockwise))).toBe(6400);
  });

  it('gives an L-shaped room its pixel area, the inner corner moving in', () => {
    // An L of 20×10 + 10×10 pixels from (0,0): centres of the outer pixels.
    const border = Float64Array.of(0.5, 0.5, 19.5, 0.5, 19.5, 9.5, 9.5, 9.5, 9.5, 19.5, 0.5, 19.5);
    expect(area(outsetPixelPolygon(border))).toBeCloseTo(300, 9);
  });

  it('gives a disc its pixel count to within half a percent', () => {
    for (const radius of [20, 60, 150]) {
      const { border, pixels } = discBorder(radius);
      const centred = area(border);
      const outset = area(outsetPixelPolygon(border));
      expect(Math.abs(outset - pixels) / pixels).toBeLessThan(0.005);
      // The centre polygon misses about half the perimeter: far worse.
      expect(Math.abs(centred - pixels)).toBeGreaterThan(Math.abs(outset - pixels) * 4);
    }
  });

  it('turns a one- or two-pixel region into its pixels’ box', () => {
    expect(Array.from(outsetPixelPolygon(Float64Array.of(3.5, 4.5)))).toEqual([3, 4, 4, 4, 4, 5, 3, 5]);
    expect(area(outsetPixelPolygon(Float64Array.of(3.5, 4.5, 4.5, 4.5)))).toBe(2);
  });

  it('clips a needle-sharp corner instead of throwing the vertex far out', () => {
    const needle = Float64Array.of(0.5, 0.5, 100.5, 1.5, 0.5, 2.5);
    const outset = outsetPixelPolygon(needle);
    expect(outset[2]! - 100.5).toBeLessThanOrEqual(2);
  });
});
