import { describe, expect, it } from 'vitest';
import { seededRandom } from '../randomPolygon';
import { typescriptVector } from '../vector/typescriptVector';
import { typescriptKernels } from '../loadKernels';
import type { DarkPixels } from '../kernelTypes';
import { detectRoomCandidates, SPECK_DOORS, WALL_THRESHOLD, type RoomOptions } from './detectRooms';
import { referenceDetectRooms } from './testing/referenceRooms';
import { syntheticPlan } from './testing/syntheticPlan';
import { withoutSpecks } from './testing/withoutSpecks';

/** Both implementations' rooms, which must be the same: same order, areas and outlines. */
function expectSameRooms(walls: DarkPixels, options: RoomOptions): number {
  const ours = detectRoomCandidates(walls, options, typescriptVector.simplify);
  // The first implementation read every dark pixel as wall; specks are left out first (wallSpecks.test.ts holds that step).
  const reference = referenceDetectRooms(withoutSpecks(walls, SPECK_DOORS * options.gapPx), options, typescriptVector.simplify);
  expect(ours.map((room) => room.areaPx)).toEqual(reference.map((room) => room.areaPx));
  ours.forEach((room, i) => expect(Array.from(room.polygon)).toEqual(Array.from(reference[i]!.polygon)));
  return ours.length;
}

/** Random dark rectangles and specks: walls that meet at odd angles and leave ties in the growth. */
function scribble(width: number, height: number, seed: number): DarkPixels {
  const random = seededRandom(seed);
  const dark = new Uint8Array(width * height);
  const paint = (x0: number, y0: number, w: number, h: number): void => {
    for (let y = Math.max(0, y0); y < Math.min(height, y0 + h); y++) dark.fill(1, y * width + Math.max(0, x0), y * width + Math.min(width, x0 + w));
  };
  for (let k = 0; k < 40; k++) {
    const horizontal = random() < 0.5;
    const length = Math.floor(random() * (horizontal ? width : height));
    const thickness = 1 + Math.floor(random() * 4);
    paint(Math.floor(random() * width) - 10, Math.floor(random() * height) - 10, horizontal ? length : thickness, horizontal ? thickness : length);
  }
  for (let k = 0; k < 200; k++) paint(Math.floor(random() * width), Math.floor(random() * height), 1 + Math.floor(random() * 3), 1 + Math.floor(random() * 3));
  return { width, height, dark };
}

describe('detectRooms against the first implementation', () => {
  const wallsOf = (image: Parameters<ReturnType<typeof typescriptKernels>['raster']['setImage']>[0]) => {
    const kernels = typescriptKernels();
    kernels.raster.setImage(image);
    return kernels.raster.darkPixels(WALL_THRESHOLD);
  };

  it('finds the same rooms on synthetic plans, at several door widths', () => {
    const plans = [
      syntheticPlan({ width: 1100, height: 620, columns: 3, rows: 2, wall: 6, door: 30 }),
      syntheticPlan({ width: 901, height: 703, columns: 4, rows: 3, wall: 3, door: 21 }),
      syntheticPlan({ width: 1500, height: 1000, columns: 6, rows: 4, wall: 12, door: 60 }),
    ];
    for (const plan of plans) {
      const walls = wallsOf(plan.image);
      for (const gapPx of [0, 1, plan.doorPx - 1, 2 * plan.doorPx]) expectSameRooms(walls, { gapPx, minAreaPx: 3000 });
      for (const gapPx of [plan.doorPx + 1, plan.doorPx + 10]) expect(expectSameRooms(walls, { gapPx, minAreaPx: 3000 })).toBeGreaterThan(0);
    }
  });

  it('finds the same regions on random scribbles, small ones kept, at odd and even door widths', () => {
    let found = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const walls = scribble(200 + 37 * seed, 150 + 23 * seed, seed);
      // 260: a square's window wider than a byte counts (reach 130).
      for (const gapPx of [0, 3, 8, 15, 260]) found += expectSameRooms(walls, { gapPx, minAreaPx: 1 });
    }
    // Rows of whole words (320 = 10 × 32).
    for (const gapPx of [0, 5, 12]) found += expectSameRooms(scribble(320, 200, 99), { gapPx, minAreaPx: 1 });
    expect(found).toBeGreaterThan(50);
  });

  it('agrees past 32,766 regions, where the owners take 32 bits a pixel', () => {
    // A grid of 1 px lines every 3 px: 40,000 cells of 2 × 2 px, each a room.
    const size = 600;
    const dark = new Uint8Array(size * size);
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (x % 3 === 0 || y % 3 === 0) dark[y * size + x] = 1;
    expect(expectSameRooms({ width: size, height: size, dark }, { gapPx: 0, minAreaPx: 0 })).toBeGreaterThan(0x7fff);
  });

  it('agrees on degenerate images: one pixel, one row, all dark, no walls', () => {
    expectSameRooms({ width: 1, height: 1, dark: new Uint8Array(1) }, { gapPx: 4, minAreaPx: 0 });
    expectSameRooms({ width: 50, height: 1, dark: new Uint8Array(50) }, { gapPx: 0, minAreaPx: 0 });
    expectSameRooms({ width: 30, height: 20, dark: new Uint8Array(600).fill(1) }, { gapPx: 2, minAreaPx: 0 });
    expectSameRooms({ width: 30, height: 20, dark: new Uint8Array(600) }, { gapPx: 2, minAreaPx: 0 });
    // A closed box larger than the door on a row width that is no whole number of words.
    const box = new Uint8Array(61 * 43);
    for (let y = 5; y < 38; y++) for (let x = 7; x < 53; x++) if (y === 5 || y === 37 || x === 7 || x === 52) box[y * 61 + x] = 1;
    for (const gapPx of [0, 6, 20, 300, 200_000]) expectSameRooms({ width: 61, height: 43, dark: box }, { gapPx, minAreaPx: 0 });
    // Dark pixels that start off a word boundary.
    const shifted = new Uint8Array(box.length + 1);
    shifted.set(box, 1);
    expect(expectSameRooms({ width: 61, height: 43, dark: shifted.subarray(1) }, { gapPx: 4, minAreaPx: 0 })).toBe(1);
  });
});
