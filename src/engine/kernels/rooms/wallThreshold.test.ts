import { describe, expect, it } from 'vitest';
import { typescriptVector } from '../vector/typescriptVector';
import { typescriptKernels } from '../loadKernels';
import { detectRooms, WALL_THRESHOLD } from './detectRooms';
import { syntheticPlan } from './testing/syntheticPlan';
import { GREY_BIN, GREY_BINS, greyHistogram, planWalls, wallThreshold } from './wallThreshold';

/** A histogram with `count` samples at each listed grey level. */
const histogramOf = (levels: Record<number, number>): Uint32Array => {
  const histogram = new Uint32Array(GREY_BINS);
  for (const [level, count] of Object.entries(levels)) histogram[Math.floor(Number(level) / GREY_BIN)]! += count;
  return histogram;
};

describe('the wall threshold a plan calls for', () => {
  it('is mid-grey for a line drawing: dark lines on light paper', () => {
    expect(wallThreshold(histogramOf({ 0: 300, 90: 100, 255: 9600 }), WALL_THRESHOLD)).toBe(WALL_THRESHOLD);
    expect(wallThreshold(histogramOf({ 0: 2400, 255: 7600 }), WALL_THRESHOLD)).toBe(WALL_THRESHOLD);
    expect(wallThreshold(new Uint32Array(GREY_BINS), WALL_THRESHOLD)).toBe(WALL_THRESHOLD);
  });

  it('on a rendered plan, whose floors are darker than mid-grey, lies in the valley after the black walls', () => {
    // Black walls, a little shadow, then wood and tile floors from 40 up, white round the plan.
    const rendered = histogramOf({ 4: 1900, 12: 700, 20: 700, 28: 400, 36: 700, 44: 800, 50: 900, 60: 2000, 70: 2600, 100: 3000, 255: 3600 });
    expect(wallThreshold(rendered, WALL_THRESHOLD)).toBe(28);
    // Walls drawn dark grey rather than black, a few black specks of labels: the walls' peak is
    // found where it is, past the specks.
    expect(wallThreshold(histogramOf({ 0: 50, 40: 2000, 56: 100, 70: 4000, 110: 3000, 255: 2000 }), WALL_THRESHOLD)).toBe(52);
  });

  it('reads the histogram of the image it is given', () => {
    expect(Array.from(greyHistogram([0, 7, 8, 255, 300, -4]))).toEqual([3, 1, ...new Array<number>(GREY_BINS - 3).fill(0), 2]);
  });

  it('finds the rooms of a rendered plan, whose wooden floors are all darker than mid-grey', () => {
    // The synthetic plan (walls grey 20) with each room floored in wood: stripes of grey 70 to 120.
    const plan = syntheticPlan({ width: 900, height: 600, columns: 3, rows: 2, wall: 6, door: 30 });
    const { data } = plan.image;
    for (const { interior } of plan.rooms) {
      const [x0, y0, x1, y1] = interior;
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const p = (y * plan.image.width + x) * 4;
          if (data[p] === 255) data[p] = data[p + 1] = data[p + 2] = 70 + ((x >> 3) % 6) * 10;
        }
      }
    }
    const kernels = typescriptKernels();
    kernels.raster.setImage(plan.image);
    const options = { gapPx: 40, minAreaPx: 3000 };
    // At mid-grey every floor is wall: nothing is found.
    expect(detectRooms(kernels.raster.darkPixels(WALL_THRESHOLD), options, typescriptVector.simplify)).toHaveLength(0);
    const rooms = detectRooms(planWalls(kernels.raster), options, typescriptVector.simplify);
    expect(rooms).toHaveLength(plan.rooms.length);
    const truths = plan.rooms.map((room) => room.areaPx).sort((a, b) => a - b);
    const found = rooms.map((room) => room.areaPx).sort((a, b) => a - b);
    found.forEach((area, i) => expect(Math.abs(area - truths[i]!) / truths[i]!).toBeLessThan(0.01));
  });
});
