import { beforeAll, describe, expect, it } from 'vitest';
import { polygonArea } from '../geometry/polygon';
import { crackOutline } from './contours/crackOutline';
import { maskWhere } from './contours/testing/testMasks';
import type { KernelSet, RgbaImage } from './kernelTypes';
import { loadWasmKernels, typescriptKernels } from './loadKernels';
import { seededRandom } from './randomPolygon';
import { createWandSession, KEPT_MASKS, type WandOptions, type WandResult } from './wandSession';

const OPTIONS: WandOptions = { tolerance: 15, blur: 0, compound: false };

/** A white image with black rectangles [x0, y0, x1, y1) painted on it. */
function paint(width: number, height: number, rectangles: readonly (readonly [number, number, number, number])[]): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const [x0, y0, x1, y1] of rectangles) {
    for (let y = y0; y < y1; y++) data.fill(0, (y * width + x0) * 4, (y * width + x1) * 4);
  }
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  return { width, height, data };
}

/** Two white rooms, 20 × 20 and 30 × 20, split by a 2-px wall at x = 20..21, on a 52 × 20 image. */
const twoRooms = (): RgbaImage => paint(52, 20, [[20, 0, 22, 20]]);

const asPoints = (coords: Float64Array) => Array.from({ length: coords.length / 2 }, (_, i) => ({ x: coords[2 * i]!, y: coords[2 * i + 1]! }));

const implementations: [string, () => Promise<KernelSet>][] = [
  ['WASM', loadWasmKernels],
  ['TypeScript', async () => typescriptKernels()],
];

describe.each(implementations)('the wand session over the %s kernels', (_name, load) => {
  let kernels: KernelSet;
  beforeAll(async () => {
    kernels = await load();
  });

  it('refuses a click before an image is loaded, and a subtract before a mask exists', () => {
    const wand = createWandSession(kernels);
    expect(() => wand.apply('select', { x: 0, y: 0 }, OPTIONS)).toThrow(expect.objectContaining({ code: 'no-image' }));
    wand.setImage(twoRooms());
    expect(() => wand.apply('subtract', { x: 0, y: 0 }, OPTIONS)).toThrow(expect.objectContaining({ code: 'mask-not-found' }));
    expect(() => wand.apply('add', { x: 0, y: 0 }, OPTIONS)).toThrow(expect.objectContaining({ code: 'mask-not-found' }));
  });

  it('selects a room as a polygon along its pixels’ outer edges', () => {
    const wand = createWandSession(kernels);
    // A 10 × 10 room left of a wall: its border has 36 points, fewer than 50, so stays as traced:
    // along its pixels' edges, a straight run of edges is one edge, so its 4 corners.
    wand.setImage(paint(30, 10, [[10, 0, 12, 10]]));
    const small = wand.apply('select', { x: 3, y: 4 }, OPTIONS);
    expect(small.areaPx).toBe(100);
    expect(small.bounds).toEqual({ minX: 0, minY: 0, maxX: 9, maxY: 9 });
    expect(small.polygons).toHaveLength(1);
    expect(small.polygons[0]!.length / 2).toBe(4);
    expect(Math.min(...small.polygons[0]!)).toBe(0);
    expect(Math.max(...small.polygons[0]!)).toBe(10);
    expect(polygonArea(asPoints(small.polygons[0]!))).toBe(10 * 10);

    // The 20 × 20 room's border has 76 points: simplified, only its 4 corners remain.
    wand.setImage(twoRooms());
    const room = wand.apply('select', { x: 3, y: 4 }, OPTIONS);
    expect(room.areaPx).toBe(400);
    expect(room.polygons[0]!.length / 2).toBe(4);
    expect(polygonArea(asPoints(room.polygons[0]!))).toBe(20 * 20);
  });

  it('adds a touching click, refuses one that does not meet the mask, and subtracts', () => {
    const wand = createWandSession(kernels);
    wand.setImage(twoRooms());
    const room = wand.apply('select', { x: 3, y: 4 }, OPTIONS);
    expect(() => wand.apply('add', { x: 40, y: 10 }, OPTIONS)).toThrow(expect.objectContaining({ code: 'no-overlap' }));
    // A refused click changes nothing: the room is still the current mask.
    const withWall = wand.apply('add', { x: 3, y: 4 }, { ...OPTIONS, tolerance: 255 });
    expect(withWall.areaPx).toBe(52 * 20);
    const wallOnly = wand.apply('subtract', { x: 3, y: 4 }, { ...OPTIONS, compound: true });
    expect(wallOnly.areaPx).toBe(40);
    expect(wallOnly.polygons).toHaveLength(1);
    expect(wand.restore(room.maskId)).toEqual(room);
  });

  it('simplifies borders of 50 points or more with tolerance 2', () => {
    const wand = createWandSession(kernels);
    // A black disc of radius 30: its traced border has well over 50 points.
    const size = 80;
    const inDisc = (x: number, y: number): boolean => (x - 40) ** 2 + (y - 40) ** 2 <= 900;
    const image = paint(size, size, []);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) if (inDisc(x, y)) image.data.fill(0, (y * size + x) * 4, (y * size + x) * 4 + 3);
    }
    wand.setImage(image);
    const disc = wand.apply('select', { x: 40, y: 40 }, OPTIONS);
    const [traced] = wand.regions(disc.maskId);
    const simplified = disc.polygons[0]!;
    expect(traced!.points.length / 2).toBeGreaterThanOrEqual(50);
    // Along the pixels' edges the disc has a corner at every step of its staircase; simplified,
    // far fewer remain, and the area moves by at most 0.3 %.
    const corners = crackOutline(maskWhere(size, size, inDisc), traced!.points[0]!, traced!.points[1]!, false);
    expect(simplified.length).toBeLessThan(corners.length);
    expect(Math.abs(polygonArea(asPoints(simplified)) - disc.areaPx) / disc.areaPx).toBeLessThanOrEqual(0.003);
    // Unsimplified, the edges enclose exactly the disc's pixels.
    expect(disc.enclosedAreaPx).toBe(disc.areaPx);
  });

  it('cuts out holes for compound shapes and for what subtract removes, not for a plain selection', () => {
    const wand = createWandSession(kernels);
    // White 60 × 40: a grey (200) 10 × 10 block and a black 5 × 5 speck, both inside the white.
    const data = new Uint8ClampedArray(60 * 40 * 4).fill(255);
    for (let y = 0; y < 40; y++) {
      for (let x = 0; x < 60; x++) {
        const grey = x >= 20 && x < 30 && y >= 10 && y < 20;
        const speck = x >= 40 && x < 45 && y >= 25 && y < 30;
        if (grey || speck) data.fill(grey ? 200 : 0, (y * 60 + x) * 4, (y * 60 + x) * 4 + 3);
      }
    }
    wand.setImage({ width: 60, height: 40, data });
    const holeAreas = (result: WandResult) => result.cutouts.map((holes) => holes.map((hole) => polygonArea(asPoints(hole))));
    // Tolerance 60 takes the grey in; the speck is a hole, left in the plain selection.
    const plain = wand.apply('select', { x: 2, y: 2 }, { ...OPTIONS, tolerance: 60 });
    expect(holeAreas(plain)).toEqual([[]]);
    expect(plain.enclosedAreaPx).toBe(60 * 40);
    // Subtracting the grey makes a hole; the speck stays left in.
    const subtracted = wand.apply('subtract', { x: 25, y: 15 }, OPTIONS);
    expect(holeAreas(subtracted)).toEqual([[100]]);
    expect(subtracted.enclosedAreaPx).toBe(60 * 40 - 100);
    expect(subtracted.areaPx).toBe(60 * 40 - 100 - 25);
    // Adding the white again fills no hole back.
    const added = wand.apply('add', { x: 2, y: 2 }, OPTIONS);
    expect(holeAreas(added)).toEqual([[100]]);
    // Undo and redo answer as the steps did.
    expect(holeAreas(wand.restore(plain.maskId))).toEqual([[]]);
    expect(wand.restore(subtracted.maskId).enclosedAreaPx).toBe(60 * 40 - 100);
    // Compound: every pixel not of the colour is cut out.
    const compound = wand.apply('select', { x: 2, y: 2 }, { ...OPTIONS, compound: true });
    expect(holeAreas(compound)).toEqual([[100, 25]]);
    expect(compound.enclosedAreaPx).toBe(compound.areaPx);
  });

  it('keeps the last 20 masks for undo and redo, and forgets them all on clear or a new image', () => {
    const wand = createWandSession(kernels);
    wand.setImage(twoRooms());
    const results: WandResult[] = [];
    for (let i = 0; i <= KEPT_MASKS; i++) results.push(wand.apply('select', { x: i % 20, y: 4 }, OPTIONS));
    expect(() => wand.restore(results[0]!.maskId)).toThrow(expect.objectContaining({ code: 'mask-not-found' }));
    expect(wand.restore(results[1]!.maskId).areaPx).toBe(400);
    wand.clear();
    expect(() => wand.restore(results[5]!.maskId)).toThrow(expect.objectContaining({ code: 'mask-not-found' }));
    const again = wand.apply('select', { x: 3, y: 4 }, OPTIONS);
    wand.setImage(twoRooms());
    expect(() => wand.restore(again.maskId)).toThrow(expect.objectContaining({ code: 'mask-not-found' }));
  });
});

describe('the WASM and TypeScript sessions', () => {
  it('give the same results on random images, blur and compound included', async () => {
    const wasm = createWandSession(await loadWasmKernels());
    const typescript = createWandSession(typescriptKernels());
    const random = seededRandom(2026);
    for (let round = 0; round < 12; round++) {
      const width = 20 + Math.floor(random() * 120);
      const height = 20 + Math.floor(random() * 90);
      const rectangles = Array.from({ length: 12 }, () => {
        const x = Math.floor(random() * width);
        const y = Math.floor(random() * height);
        return [x, y, Math.min(width, x + 1 + Math.floor(random() * 30)), Math.min(height, y + 1 + Math.floor(random() * 30))] as const;
      });
      const image = paint(width, height, rectangles);
      wasm.setImage(image);
      typescript.setImage(image);
      const seed = { x: Math.floor(random() * width), y: Math.floor(random() * height) };
      const options = { tolerance: Math.floor(random() * 256), blur: round % 3 === 0 ? Math.floor(random() * 101) : 0, compound: round % 4 === 1 };
      expect(wasm.apply('select', seed, options)).toEqual(typescript.apply('select', seed, options));
    }
  });
});
