import { beforeAll, describe, expect, it } from 'vitest';
import type { KernelSet, RgbaImage } from '../kernelTypes';
import { loadWasmKernels, typescriptKernels } from '../loadKernels';
import { createWandSession, type WandOptions } from '../wandSession';
import { twiceOutlineArea } from './crackOutline';

const OFF: WandOptions = { tolerance: 15, blur: 0, compound: false };
const ON: WandOptions = { ...OFF, lineCentre: true };

type Box = readonly [x0: number, y0: number, x1: number, y1: number];

const overlap = (a0: number, a1: number, b0: number, b1: number) => Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
const covered = (i: number, j: number, [x0, y0, x1, y1]: Box) => overlap(i, i + 1, x0, x1) * overlap(j, j + 1, y0, y1);

/**
 * Our own anti-aliasing rasteriser: each pixel's ink is the share of its square covered by the
 * drawing (black boxes `ink` less the white boxes `cleared` inside them, then the `grey` boxes
 * at mid-grey), as 8-bit brightness on white.
 */
function rasterise(width: number, height: number, ink: readonly Box[], cleared: readonly Box[] = [], grey: readonly Box[] = []): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let j = 0; j < height; j++) {
    for (let i = 0; i < width; i++) {
      let black = 0;
      for (const box of ink) black += covered(i, j, box);
      for (const box of cleared) black -= covered(i, j, box);
      let mid = 0;
      for (const box of grey) mid += covered(i, j, box);
      const value = Math.round(255 * (1 - black) - 127 * mid);
      const p = 4 * (j * width + i);
      data[p] = data[p + 1] = data[p + 2] = value;
      data[p + 3] = 255;
    }
  }
  return { width, height, data };
}

/** A square outline of side `side` along its lines' centres, top-left centre corner (x, y), lines `lineWidth` wide. */
function drawnSquare(x: number, y: number, side: number, lineWidth: number): RgbaImage {
  const h = lineWidth / 2;
  return rasterise(Math.ceil(x + side + 12), Math.ceil(y + side + 12), [[x - h, y - h, x + side + h, y + side + h]], [
    [x + h, y + h, x + side - h, y + side - h],
  ]);
}

const areaOf = (polygon: Float64Array) => Math.abs(twiceOutlineArea(polygon)) / 2;

/** Pixels within the wand's tolerance of the white seed inside [x0, x1) × [y0, y1) of the image. */
function lightPixels(image: RgbaImage, tolerance: number, [x0, y0, x1, y1]: Box): number {
  let count = 0;
  for (let j = y0; j < y1; j++) for (let i = x0; i < x1; i++) if (image.data[4 * (j * image.width + i)]! >= 255 - tolerance) count++;
  return count;
}

const implementations: [string, () => Promise<KernelSet>][] = [
  ['WASM', loadWasmKernels],
  ['TypeScript', async () => typescriptKernels()],
];

describe.each(implementations)('the edge at the line’s centre over the %s kernels', (_name, load) => {
  let kernels: KernelSet;
  beforeAll(async () => {
    kernels = await load();
  });

  // Lines 1, 2 and 3 px wide, their centre-line squares at sub-pixel offsets and sizes.
  it.each([
    [1, 10.3, 10.7, 100.4],
    [1, 10.5, 10.5, 120],
    [2, 11.25, 9.8, 90.6],
    [3, 12.6, 10.1, 110.15],
    [3, 10, 10, 80],
  ])('a square drawn with %s px lines reads its centre-line area with the option on, its interior pixels with it off', (width, x, y, side) => {
    const image = drawnSquare(x, y, side, width);
    const wand = createWandSession(kernels);
    wand.setImage(image);
    const seed = { x: Math.round(x + side / 2), y: Math.round(y + side / 2) };

    const off = wand.apply('select', seed, OFF);
    const interior = lightPixels(image, OFF.tolerance, [Math.floor(x), Math.floor(y), Math.ceil(x + side), Math.ceil(y + side)]);
    expect(off.areaPx).toBe(interior);
    expect(off.enclosedAreaPx).toBe(interior);
    expect(areaOf(off.polygons[0]!)).toBe(interior);

    const on = wand.apply('select', seed, ON);
    expect(on.polygons).toHaveLength(1);
    const area = areaOf(on.polygons[0]!);
    expect(Math.abs(area - side * side) / (side * side)).toBeLessThan(0.001);
    expect(Math.abs(on.enclosedAreaPx - area)).toBeLessThan(1e-9);
    // The same pixels are selected: only the outline moved, outward.
    expect(on.areaPx).toBe(interior);
    expect(area).toBeGreaterThan(interior);
    expect(kernels.vector.selfCrossing(on.polygons[0]!, true)).toBeNull();
  });

  it('leaves the side of a region bounded by another colour, not by a line, where it was', () => {
    // Thin 2 px lines on the left, top and bottom (centres x = 10.4, y = 10.3 and y = 70.8); on the
    // right, from x = 80, a mid-grey fill 30 px wide.
    const [left, top, bottom, right, h] = [10.4, 10.3, 70.8, 80, 1];
    const image = rasterise(
      120,
      90,
      [
        [left - h, top - h, left + h, bottom + h],
        [left + h, top - h, right, top + h],
        [left + h, bottom - h, right, bottom + h],
      ],
      [],
      [[right, 0, right + 30, 90]],
    );
    const wand = createWandSession(kernels);
    wand.setImage(image);
    const result = wand.apply('select', { x: 40, y: 40 }, ON);
    const polygon = result.polygons[0]!;
    const xs = polygon.filter((_, i) => i % 2 === 0);
    // The right side stays on the grey's edge; the others sit on their lines' centres.
    expect(Math.max(...xs)).toBe(right);
    expect(Math.min(...xs)).toBeCloseTo(left, 2);
    const expected = (right - left) * (bottom - top);
    expect(Math.abs(areaOf(polygon) - expected) / expected).toBeLessThan(0.001);
  });

  it('leaves an outline with no line at all as it was: a region against dark fill', () => {
    // A white 40 × 30 room in a black image: the dark runs past the reach, so no edge moves.
    const image = rasterise(60, 50, [[0, 0, 60, 50]], [[10, 10, 50, 40]]);
    const wand = createWandSession(kernels);
    wand.setImage(image);
    const on = wand.apply('select', { x: 20, y: 20 }, ON);
    const off = wand.apply('select', { x: 20, y: 20 }, OFF);
    expect(Array.from(on.polygons[0]!)).toEqual(Array.from(off.polygons[0]!));
    expect(on.enclosedAreaPx).toBe(1200);
  });

  it('keeps the option with each mask: restoring a mask answers as the click that made it did', () => {
    const wand = createWandSession(kernels);
    wand.setImage(drawnSquare(10.5, 10.5, 60, 1));
    const on = wand.apply('select', { x: 40, y: 40 }, ON);
    const off = wand.apply('select', { x: 40, y: 40 }, OFF);
    expect(wand.restore(on.maskId).enclosedAreaPx).toBeCloseTo(3600, 6);
    expect(wand.restore(off.maskId).enclosedAreaPx).toBe(59 * 59);
  });
});
