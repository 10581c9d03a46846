import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { KernelError, emptyMask, type BitMask, type MaskKernels, type Pixel } from '../kernelTypes';
import { seededRandom } from '../randomPolygon';
import { createWasmArena, type ArenaExports } from '../wasmArena';
import { createTypescriptMasks } from './typescriptMasks';
import { createWasmMasks } from './wasmMasks';
import { expectKernelError } from './testing/badInputs';
import { doorwayPlan, type DoorwayPlan, type PixelRect } from './testing/doorwayPlan';
import { loadWasmMasks } from './testing/loadWasmMasks';
import { referenceCloseGaps } from './testing/referenceCloseGaps';
import { maskHas, referenceFill } from './testing/referenceMasks';
import { maskOf, randomMask } from './testing/rasterFixtures';

let wasm: MaskKernels;
let exports: ArenaExports;
const typescript = createTypescriptMasks();

beforeAll(async () => {
  ({ masks: wasm, exports } = await loadWasmMasks());
});

/** Fails with the case's label when the masks differ, naming the first differing pixel. */
function expectSameMask(actual: BitMask, expected: BitMask, label: string): void {
  expect({ label, width: actual.width, height: actual.height }).toEqual({ label, width: expected.width, height: expected.height });
  let first: string | null = null;
  for (let y = 0; y < actual.height && first === null; y++) {
    for (let x = 0; x < actual.width; x++) {
      if (maskHas(actual, x, y) !== maskHas(expected, x, y)) {
        first = `(${x}, ${y}) is ${maskHas(actual, x, y) ? 'set' : 'clear'}`;
        break;
      }
    }
  }
  expect({ label, firstDifference: first }).toEqual({ label, firstDifference: null });
}

const inRect = ([x0, y0, x1, y1]: PixelRect, x: number, y: number): boolean => x >= x0 && x < x1 && y >= y0 && y < y1;

/**
 * Rooms split by walls with doorways of random widths, the walls of random thickness, with
 * furniture and specks: what the rule is for. Walls are clear pixels; rooms, doorways and the
 * margin are set. As a `building`, the rooms stand in a margin inside an outer wall with one open
 * door, so that a fill goes round the building.
 */
function roomsMask(random: () => number, width: number, height: number, building = false): BitMask {
  const below = (bound: number) => Math.floor(random() * bound);
  const walls: PixelRect[] = [];
  const split = ([x0, y0, x1, y1]: PixelRect, depth: number): void => {
    const vertical = x1 - x0 >= y1 - y0;
    const span = vertical ? x1 - x0 : y1 - y0;
    if (depth > 3 || span < 8) return;
    const thickness = 1 + below(3);
    const at = (vertical ? x0 : y0) + 2 + below(span - 4 - thickness);
    const along = vertical ? [y0, y1] : [x0, x1];
    const door = 1 + below(Math.max(1, along[1]! - along[0]! - 1));
    const doorAt = along[0]! + below(Math.max(1, along[1]! - along[0]! - door));
    for (const [from, to] of [[along[0]!, doorAt], [doorAt + door, along[1]!]] as const) {
      if (to > from) walls.push(vertical ? [at, from, at + thickness, to] : [from, at, to, at + thickness]);
    }
    if (vertical) {
      split([x0, y0, at, y1], depth + 1);
      split([at + thickness, y0, x1, y1], depth + 1);
    } else {
      split([x0, y0, x1, at], depth + 1);
      split([x0, at + thickness, x1, y1], depth + 1);
    }
  };
  if (building && width > 12 && height > 12) {
    const [margin, wall] = [1 + below(4), 1 + below(2)];
    const [x0, y0, x1, y1] = [margin, margin, width - margin, height - margin];
    const door = 1 + below(Math.max(1, x1 - x0 - 2 * wall - 1));
    const doorAt = x0 + wall + below(Math.max(1, x1 - x0 - 2 * wall - door));
    walls.push([x0, y0, x1, y0 + wall], [x0, y0, x0 + wall, y1], [x1 - wall, y0, x1, y1], [x0, y1 - wall, doorAt, y1], [doorAt + door, y1 - wall, x1, y1]);
    split([x0 + wall, y0 + wall, x1 - wall, y1 - wall], 0);
  } else {
    split([0, 0, width, height], 0);
  }
  // Furniture and specks, which may stand free or touch a wall.
  const furniture = Array.from({ length: below(6) }, (): PixelRect => {
    const [x, y] = [below(width), below(height)];
    return [x, y, x + 1 + below(5), y + 1 + below(5)];
  });
  return maskOf(width, height, (x, y) => ![...walls, ...furniture].some((rect) => inRect(rect, x, y)));
}

const KINDS = ['rooms', 'building', 'blobs', 'noise', 'full', 'sparse', 'single', 'empty'] as const;
/** Mostly rooms, what the rule is for. */
const kinds = fc.oneof({ weight: 3, arbitrary: fc.constant('rooms' as const) }, { weight: 3, arbitrary: fc.constant('building' as const) }, { weight: 2, arbitrary: fc.constantFrom(...KINDS) });

function testMask(kind: (typeof KINDS)[number], seed: number, width: number, height: number): BitMask {
  const random = seededRandom(seed);
  if (kind === 'rooms' || kind === 'building') return roomsMask(random, width, height, kind === 'building');
  return randomMask(random, width, height, kind);
}

/** A pixel of the mask picked by u (the ⌊u × count⌋-th in raster order) unless v < 0.1: then any pixel. */
function seedIn(mask: BitMask, u: number, v: number): Pixel {
  const { width, height } = mask;
  const set: number[] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (maskHas(mask, x, y)) set.push(y * width + x);
  const at = v < 0.1 || set.length === 0 ? Math.min(width * height - 1, Math.floor(u * width * height)) : set[Math.min(set.length - 1, Math.floor(u * set.length))]!;
  return { x: at % width, y: Math.floor(at / width) };
}

describe('closing gaps: the WASM kernel, its TypeScript twin and the rule written literally agree', () => {
  it('on random masks: rooms with doorways, blobs, noise, full, empty (fast-check)', () => {
    fc.assert(
      fc.property(
        kinds,
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 70 }),
        fc.integer({ min: 1, max: 40 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.oneof(fc.integer({ min: 0, max: 16 }), fc.double({ min: 0, max: 30, noNaN: true })),
        (kind, maskSeed, width, height, seedX, seedY, gapPx) => {
          const mask = testMask(kind, maskSeed, width, height);
          const seed = seedIn(mask, seedX, seedY);
          const label = `${kind} ${maskSeed} ${width}×${height} seed (${seed.x}, ${seed.y}) gap ${gapPx}`;
          const expected = referenceCloseGaps(mask, seed, gapPx);
          expectSameMask(typescript.closeGaps(mask, seed, gapPx), expected, `TypeScript, ${label}`);
          expectSameMask(wasm.closeGaps(mask, seed, gapPx), expected, `WASM, ${label}`);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('on larger masks, wider than a few words, with gaps up to their size', () => {
    const random = seededRandom(37);
    // 16 masks, a quarter of them blobs: 40 took 25 s on a loaded two-core machine, past the
    // test's time, for no shape the first 16 and the random masks above do not already give.
    for (let i = 0; i < 16; i++) {
      const width = 60 + Math.floor(random() * 400);
      const height = 40 + Math.floor(random() * 200);
      const mask = i % 4 === 3 ? randomMask(random, width, height, 'blobs') : roomsMask(random, width, height);
      for (const gapPx of [1, 3.5, 8, 20, 2 * Math.max(width, height), 1e9]) {
        const seed = { x: Math.floor(random() * width), y: Math.floor(random() * height) };
        expectSameMask(wasm.closeGaps(mask, seed, gapPx), typescript.closeGaps(mask, seed, gapPx), `mask ${i} ${width}×${height}, gap ${gapPx}`);
      }
    }
  });

  it('a gap under one pixel closes nothing: the seed’s component of the mask, or nothing off it', () => {
    const mask = roomsMask(seededRandom(5), 90, 50);
    for (const kernels of [wasm, typescript]) {
      const seed = { x: 45, y: 25 };
      const component = kernels.closeGaps(mask, seed, 0.5);
      expectSameMask(component, referenceCloseGaps(mask, seed, 0), 'gap 0.5');
      expect(kernels.closeGaps(emptyMask(90, 50), seed, 10)).toEqual(emptyMask(90, 50));
    }
  });

  it('maps a kernel that runs out of scratch to too-large, and the kernels keep working', () => {
    const failing = { ...exports, rasterCloseGaps: () => 1 };
    const kernels = createWasmMasks(failing, createWasmArena(failing));
    const plan = doorwayPlan([0.7], 10);
    kernels.setImage(plan.image);
    expectKernelError(() => kernels.floodFill(plan.seeds[0]!, { tolerance: 15, compound: false, gapPx: 10 }), 'too-large');
    expectKernelError(() => kernels.closeGaps(emptyMask(8, 8), { x: 1, y: 1 }, 4), 'too-large');
    wasm.setImage(plan.image);
    const filled = wasm.floodFill(plan.seeds[0]!, { tolerance: 15, compound: false });
    expectSameMask(wasm.closeGaps(filled, plan.seeds[0]!, 10), typescript.closeGaps(filled, plan.seeds[0]!, 10), 'after');
  });

  it('refuses a negative, infinite or NaN gap, as the fill does', () => {
    for (const kernels of [wasm, typescript]) {
      for (const gapPx of [-1, Infinity, Number.NaN]) {
        expect(() => kernels.closeGaps(emptyMask(8, 8), { x: 1, y: 1 }, gapPx)).toThrow(KernelError);
        kernels.setImage(doorwayPlan([0.7], 10).image);
        expect(() => kernels.floodFill({ x: 1, y: 1 }, { tolerance: 15, compound: false, gapPx })).toThrow(KernelError);
      }
    }
  });
});

describe('the wand’s fill with "Close gaps up to 1 m" on a plan with doorways of 0.7, 0.9 and 1.2 m', () => {
  // 50 px a metre: doorways of 35, 45 and 60 px through 6 px walls; 1 m is 50 px.
  const plan: DoorwayPlan = doorwayPlan([0.7, 0.9, 1.2]);
  const GAP_PX = plan.metrePx;
  const options = { tolerance: 15, compound: false } as const;
  const half = Math.floor(plan.wallPx / 2);

  /**
   * The pixels of today's fill that lie in the given rooms, in the doorways between two of them,
   * and in the near half (the room's side of the wall's middle) of their other doorways.
   */
  function roomsOf(filled: BitMask, rooms: readonly number[]): BitMask {
    const { width, height } = plan.image;
    return maskOf(width, height, (x, y) => {
      if (!maskHas(filled, x, y)) return false;
      if (rooms.some((room) => inRect(plan.rooms[room]!, x, y))) return true;
      return plan.doorways.some(({ passage: [x0, y0, x1, y1], rooms: [leftRoom, rightRoom] }) => {
        if (!inRect([x0, y0, x1, y1], x, y)) return false;
        const hasLeft = rooms.includes(leftRoom);
        const hasRight = rooms.includes(rightRoom);
        return (hasLeft && hasRight) || (hasLeft && x < x0 + half) || (hasRight && x >= x1 - half);
      });
    });
  }

  it('stops at the 0.7 and 0.9 m doorways and passes the 1.2 m one; each room keeps all its pixels up to the doorways’ middles', () => {
    for (const kernels of [wasm, typescript]) {
      kernels.setImage(plan.image);
      const today = kernels.floodFill(plan.seeds[0]!, options);
      // Today's fill runs through every doorway: all four rooms.
      expectSameMask(today, roomsOf(today, [0, 1, 2, 3]), `${kernels === wasm ? 'WASM' : 'TS'}: today's fill`);
      const expected = [[0], [1], [2, 3], [2, 3]];
      plan.seeds.forEach((seed, room) => {
        const closed = kernels.floodFill(seed, { ...options, gapPx: GAP_PX });
        expectSameMask(closed, roomsOf(today, expected[room]!), `${kernels === wasm ? 'WASM' : 'TS'}: from room ${room}`);
      });
    }
  });

  it('the room it stops in measures its area between the walls’ faces plus the near half of its doorways, less what stands in it', () => {
    wasm.setImage(plan.image);
    const closed = wasm.floodFill(plan.seeds[1]!, { ...options, gapPx: GAP_PX });
    const [x0, y0, x1, y1] = plan.rooms[1]!;
    // At 50 px a metre: 200 × 150 px between the faces; a table of 40 × 30 px, a sofa of 80 × 15
    // and six specks of about 3 × 5; the doorways are 35 and 45 px wide.
    expect([x1 - x0, y1 - y0]).toEqual([200, 150]);
    expect(plan.furniturePx).toBeGreaterThanOrEqual(40 * 30 + 80 * 15 + 6 * 2 * 5);
    expect(plan.furniturePx).toBeLessThanOrEqual(40 * 30 + 80 * 15 + 6 * 3 * 5);
    expect(wasm.area(closed)).toBe(200 * 150 - plan.furniturePx + half * (35 + 45));
  });

  it('off (0 px, or absent) is today’s fill, pixel for pixel, and so is a compound fill with a gap', () => {
    for (const kernels of [wasm, typescript]) {
      kernels.setImage(plan.image);
      for (const seed of plan.seeds) {
        const today = referenceFill(plan.image, seed, 15, false);
        expectSameMask(kernels.floodFill(seed, options), today, 'absent');
        expectSameMask(kernels.floodFill(seed, { ...options, gapPx: 0 }), today, 'off');
        expectSameMask(kernels.floodFill(seed, { ...options, gapPx: 0.9 }), today, 'under a pixel');
        expectSameMask(kernels.floodFill(seed, { tolerance: 15, compound: true, gapPx: GAP_PX }), referenceFill(plan.image, seed, 15, true), 'compound');
      }
    }
  });

  it('with an open entrance, today’s fill goes out and round the plan; with the gap closed the room stops at the entrance’s inner side', () => {
    const open = doorwayPlan([0.7, 0.9, 1.2], 50, 0.9);
    wasm.setImage(open.image);
    const seed = open.seeds[0]!;
    const today = wasm.floodFill(seed, options);
    // Round the plan: the paper in the image's corner.
    expect(maskHas(today, 0, 0)).toBe(true);
    const closed = wasm.floodFill(seed, { ...options, gapPx: GAP_PX });
    expect(maskHas(closed, 0, 0)).toBe(false);
    const [x0, y0, x1, y1] = open.rooms[0]!;
    expect(wasm.area(closed)).toBe((x1 - x0) * (y1 - y0) - open.furniturePx + half * 35);
    typescript.setImage(open.image);
    expectSameMask(typescript.floodFill(seed, { ...options, gapPx: GAP_PX }), closed, 'TypeScript');
  });

  it('a narrower gap (0.8 m) passes the 0.9 m doorway too; a wider one (1.3 m) stops at all three', () => {
    wasm.setImage(plan.image);
    const today = wasm.floodFill(plan.seeds[1]!, options);
    expectSameMask(wasm.floodFill(plan.seeds[1]!, { ...options, gapPx: 0.8 * plan.metrePx }), roomsOf(today, [1, 2, 3]), '0.8 m');
    expectSameMask(wasm.floodFill(plan.seeds[2]!, { ...options, gapPx: 1.3 * plan.metrePx }), roomsOf(today, [2]), '1.3 m');
  });
});
