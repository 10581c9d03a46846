import { describe, expect, it } from 'vitest';
import { floorPlanImage } from './floorPlanImage';
import { noisyContour } from './noisyContour';
import { spanFill } from './spanFill';

/** Byte equality without vitest's element-by-element diffing, which is slow on megabytes. */
const sameBytes = (a: Uint8ClampedArray, b: Uint8ClampedArray): boolean => Buffer.from(a.buffer).equals(Buffer.from(b.buffer));

const isPaper = (data: Uint8ClampedArray, pixel: number): boolean => data[pixel * 4]! > 200;

describe('floorPlanImage', () => {
  const plan = floorPlanImage(900, 600, 11);
  const { width, height, data } = plan.image;

  it('is the same for the same seed and differs for another', () => {
    expect(sameBytes(floorPlanImage(900, 600, 11).image.data, data)).toBe(true);
    expect(sameBytes(floorPlanImage(900, 600, 12).image.data, data)).toBe(false);
  });

  it('has paper within ±6 of 245, opaque, and dark walls along the border', () => {
    expect(data.length).toBe(width * height * 4);
    const seedAt = (plan.seed.y * width + plan.seed.x) * 4;
    for (let c = 0; c < 3; c++) expect(Math.abs(data[seedAt + c]! - 245)).toBeLessThanOrEqual(6);
    for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) throw new Error(`pixel ${i / 4} is not opaque`);
    const wallAt = (plan.wallSeed.y * width + plan.wallSeed.x) * 4;
    expect(data[wallAt]).toBeLessThan(60);
    expect(isPaper(data, 0)).toBe(false);
    expect(isPaper(data, width * height - 1)).toBe(false);
  });

  it('joins almost all paper into the seed’s 4-connected region at tolerance 15', () => {
    const filled = spanFill(plan.image, plan.seed, 15);
    let paper = 0;
    let joined = 0;
    for (let pixel = 0; pixel < width * height; pixel++) {
      if (isPaper(data, pixel)) paper++;
      if (filled[pixel] === 1) {
        joined++;
        if (!isPaper(data, pixel)) throw new Error(`filled a dark pixel at ${pixel}`);
      }
    }
    expect(joined / paper).toBeGreaterThan(0.99);
    // Walls, furniture and labels are a real share of the plan, not a blank page.
    expect(joined / (width * height)).toBeLessThan(0.97);
  });
});

describe('spanFill', () => {
  it('fills exactly the 4-connected pixels within tolerance', () => {
    // 4 × 3: a light region split by a dark column, joined only diagonally at the bottom right.
    const light = [250, 250, 250, 255];
    const dark = [10, 10, 10, 255];
    const layout = ['LLDL', 'LLDL', 'LDLL'];
    const data = new Uint8ClampedArray(layout.flatMap((row) => [...row].flatMap((c) => (c === 'L' ? light : dark))));
    const filled = spanFill({ width: 4, height: 3, data }, { x: 0, y: 0 }, 15);
    expect([...filled]).toEqual([1, 1, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0]);
  });
});

describe('noisyContour', () => {
  it('has count whole-pixel points about a pixel apart, the same for the same seed', () => {
    const coords = noisyContour(5000, 3);
    expect(coords).toHaveLength(10_000);
    expect(noisyContour(5000, 3)).toEqual(coords);
    let longest = 0;
    for (let i = 0; i < 5000; i++) {
      expect(Number.isInteger(coords[2 * i])).toBe(true);
      const j = (i + 1) % 5000;
      longest = Math.max(longest, Math.hypot(coords[2 * j]! - coords[2 * i]!, coords[2 * j + 1]! - coords[2 * i + 1]!));
    }
    expect(longest).toBeLessThan(5);
  });
});
