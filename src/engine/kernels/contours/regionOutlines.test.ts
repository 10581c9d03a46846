import { describe, expect, it } from 'vitest';
import { WAND_MIN_HOLE_PX } from '../../../shared/constants';
import type { BitMask } from '../kernelTypes';
import { typescriptKernels } from '../loadKernels';
import { seededRandom } from '../randomPolygon';
import { twiceOutlineArea } from './crackOutline';
import { boxed, outlinesMeet } from './outlinesMeet';
import { holeKeys, regionOutlines, type HoleChoice } from './regionOutlines';
import { SIMPLIFY_MAX_AREA_CHANGE } from './simplifyOutline';
import { blobMask, isSet, maskWhere, nestedRings, noiseMask } from './testing/testMasks';

const kernels = typescriptKernels();
const EVERY_HOLE: HoleChoice = { dropped: new Set() };

const area = (polygon: Float64Array): number => Math.abs(twiceOutlineArea(polygon)) / 2;

function pixelCount(mask: BitMask): number {
  let count = 0;
  for (let y = 0; y < mask.height; y++) for (let x = 0; x < mask.width; x++) if (isSet(mask, x, y)) count++;
  return count;
}

/** A square of side `outer` at (2, 2) with a square hole of side `inner` in its middle. */
const squareRing = (outer: number, inner: number): BitMask => {
  const from = 2 + (outer - inner) / 2;
  return maskWhere(outer + 4, outer + 4, (x, y) => {
    const inSquare = x >= 2 && y >= 2 && x < 2 + outer && y < 2 + outer;
    const inHole = x >= from && y >= from && x < from + inner && y < from + inner;
    return inSquare && !inHole;
  });
};

/** A disc of radius 60 less a disc of radius 30, off centre: long ragged borders that get simplified. */
const discRing = (): BitMask =>
  maskWhere(140, 140, (x, y) => {
    const outer = (x + 0.5 - 70) ** 2 + (y + 0.5 - 70) ** 2 <= 60 * 60;
    const hole = (x + 0.5 - 80) ** 2 + (y + 0.5 - 65) ** 2 <= 30 * 30;
    return outer && !hole;
  });

describe('a wand mask’s regions with their holes', () => {
  it('a square ring keeps its hole as a cutout: outer less hole is exactly its pixel count', () => {
    const ring = squareRing(40, 20);
    const { polygons, cutouts, enclosedAreaPx } = regionOutlines(kernels, ring, EVERY_HOLE);
    expect(polygons).toHaveLength(1);
    expect(cutouts).toHaveLength(1);
    expect(cutouts[0]).toHaveLength(1);
    // Straight edges: nothing for the simplification to take, so the outlines are the exact ones.
    expect(area(polygons[0]!)).toBe(40 * 40);
    expect(area(cutouts[0]![0]!)).toBe(20 * 20);
    expect(area(polygons[0]!) - area(cutouts[0]![0]!)).toBe(pixelCount(ring));
    expect(enclosedAreaPx).toBe(pixelCount(ring));
  });

  it('without holes asked for, the ring is its outer border alone, the hole inside its area as before', () => {
    const ring = squareRing(40, 20);
    const { polygons, cutouts, enclosedAreaPx } = regionOutlines(kernels, ring);
    expect(polygons).toHaveLength(1);
    expect(cutouts).toEqual([[]]);
    expect(enclosedAreaPx).toBe(40 * 40);
  });

  it('simplifies a ragged hole by the region’s rule: outer less holes within 0.3 % of the pixels', () => {
    const ring = discRing();
    const pixels = pixelCount(ring);
    const { polygons, cutouts, enclosedAreaPx } = regionOutlines(kernels, ring, EVERY_HOLE);
    expect(enclosedAreaPx).toBe(pixels);
    const hole = cutouts[0]![0]!;
    // Simplified: far fewer corners than the staircase of a radius-30 disc.
    expect(hole.length / 2).toBeLessThan(60);
    const kept = area(polygons[0]!) - area(hole);
    expect(Math.abs(kept - pixels)).toBeLessThanOrEqual(SIMPLIFY_MAX_AREA_CHANGE * pixels);
  });

  it('leaves holes under the smallest size in their region', () => {
    // Holes of 3 × 3 (9 px), 4 × 4 (16 px), 2 × 7 (14 px) and 2 × 8 (16 px), and a 3 × 3 one round a 1-px island.
    const rect = (x: number, y: number, left: number, top: number, width: number, height: number) =>
      x >= left && x < left + width && y >= top && y < top + height;
    const holes = (x: number, y: number) =>
      rect(x, y, 4, 4, 3, 3) || rect(x, y, 15, 4, 4, 4) || rect(x, y, 25, 4, 2, 7) || rect(x, y, 32, 4, 2, 8) || (rect(x, y, 4, 13, 3, 3) && !(x === 5 && y === 14));
    const mask = maskWhere(40, 20, (x, y) => !holes(x, y));
    expect(WAND_MIN_HOLE_PX).toBe(16);
    const { polygons, cutouts, enclosedAreaPx } = regionOutlines(kernels, mask, EVERY_HOLE);
    // The island is inside the region's outline already.
    expect(polygons).toHaveLength(1);
    expect(cutouts[0]!.map(area)).toEqual([16, 16]);
    expect(enclosedAreaPx).toBe(40 * 20 - 32);
  });

  it('leaves the holes named as dropped in their region, with any island inside them', () => {
    // A 30 × 30 block with two 10 × 10 holes, each holding a 2 × 2 island.
    const inHole = (x: number, y: number, left: number) => x >= left && x < left + 10 && y >= 10 && y < 20;
    const island = (x: number, y: number, left: number) => x >= left + 4 && x < left + 6 && y >= 14 && y < 16;
    const mask = maskWhere(50, 30, (x, y) => (!inHole(x, y, 5) && !inHole(x, y, 25)) || island(x, y, 5) || island(x, y, 25));
    const every = regionOutlines(kernels, mask, EVERY_HOLE);
    expect(every.polygons).toHaveLength(3);
    expect(every.enclosedAreaPx).toBe(pixelCount(mask));
    // Drop the left hole: its island is inside the block's outline already.
    const left = [...holeKeys(kernels, mask)].find((key) => key.startsWith('5,10,'))!;
    const one = regionOutlines(kernels, mask, { dropped: new Set([left]) });
    expect(one.polygons).toHaveLength(2);
    expect(one.cutouts.map((holes) => holes.length)).toEqual([1, 0]);
    expect(one.enclosedAreaPx).toBe(50 * 30 - 100 + 4);
  });

  it('with every hole dropped, encloses what the outer borders alone do, on masks with islands in holes in islands', () => {
    const random = seededRandom(22);
    const masks = [nestedRings(45, 39, 2), nestedRings(60, 60, 3)];
    for (let run = 0; run < 10; run++) masks.push(blobMask(random, 90, 70, 6), noiseMask(random, 60, 50, 0.3 + 0.05 * run));
    for (const mask of masks) {
      expect(regionOutlines(kernels, mask, EVERY_HOLE).polygons.length).toBeGreaterThan(0);
      const outer = regionOutlines(kernels, mask);
      const dropped = regionOutlines(kernels, mask, { dropped: holeKeys(kernels, mask) });
      expect(dropped.enclosedAreaPx).toBe(outer.enclosedAreaPx);
      expect(dropped.polygons).toEqual(outer.polygons);
      // Every hole kept: the area never exceeds the outer borders', and never falls below the pixels.
      const every = regionOutlines(kernels, mask, EVERY_HOLE);
      expect(every.enclosedAreaPx).toBeLessThanOrEqual(outer.enclosedAreaPx);
      expect(every.enclosedAreaPx).toBeGreaterThanOrEqual(pixelCount(mask));
    }
  });

  it('keeps each simplified hole clear of its outline and of the other holes, going back to exact outlines where they would meet', () => {
    // Exact outlines run on the pixel grid; a simplified one is moved off it.
    const exact = (polygon: Float64Array) => polygon.every(Number.isInteger);
    const random = seededRandom(5);
    let simplifiedWithHoles = 0;
    for (let run = 0; run < 130; run++) {
      const mask = noiseMask(random, 100, 80, 0.75);
      const { polygons, cutouts } = regionOutlines(kernels, mask, EVERY_HOLE);
      polygons.forEach((polygon, i) => {
        const holes = cutouts[i]!.map(boxed);
        if (holes.length > 0 && !exact(polygon)) simplifiedWithHoles++;
        holes.forEach((hole, h) => {
          // Exact outlines may touch where pixels meet at a corner; nothing simplified may.
          if (outlinesMeet(boxed(polygon), hole)) expect([exact(polygon), exact(hole.coords)]).toEqual([true, true]);
          for (const other of holes.slice(h + 1)) if (outlinesMeet(hole, other)) expect([exact(hole.coords), exact(other.coords)]).toEqual([true, true]);
        });
      });
    }
    expect(simplifiedWithHoles).toBeGreaterThan(0);
  });
});
