import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BitMask } from '../kernelTypes';
import { crackOutline, twiceOutlineArea } from './crackOutline';
import { checkerboard, isSet, maskFromRows, maskWhere, nestedRings, randomPaths } from './testing/testMasks';
import { traceContours } from './traceContours';

function pixelCount(mask: BitMask): number {
  let count = 0;
  for (let y = 0; y < mask.height; y++) for (let x = 0; x < mask.width; x++) if (isSet(mask, x, y)) count++;
  return count;
}

/** Every region's outer outline less its holes' outlines, summed over the regions. */
function areaInsideOutlines(mask: BitMask): number {
  let twice = 0;
  for (const contour of traceContours(mask, { holes: true })) {
    twice += Math.abs(twiceOutlineArea(crackOutline(mask, contour.points[0]!, contour.points[1]!, false)));
    for (const hole of contour.holes) twice -= Math.abs(twiceOutlineArea(crackOutline(mask, hole[0]!, hole[1]!, true)));
  }
  return twice / 2;
}

/** A random mask from fast-check: a width, a height and one bit a pixel. */
const arbitraryMask = fc
  .record({ width: fc.integer({ min: 1, max: 40 }), height: fc.integer({ min: 1, max: 40 }), density: fc.double({ min: 0.05, max: 0.95, noNaN: true }), seed: fc.integer() })
  .map(({ width, height, density, seed }) => {
    let state = seed >>> 0 || 1;
    const random = (): number => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) / 2 ** 32;
    };
    return maskWhere(width, height, () => random() < density);
  });

describe('crack outlines along pixel edges', () => {
  it('a lone pixel is its unit square, and a rectangle keeps only its four corners', () => {
    const lone = maskFromRows(['...', '.#.', '...']);
    expect([...crackOutline(lone, 1, 1, false)]).toEqual([1, 1, 2, 1, 2, 2, 1, 2]);
    const block = maskFromRows(['.....', '.###.', '.###.', '.....']);
    expect([...crackOutline(block, 1, 1, false)]).toEqual([1, 1, 4, 1, 4, 3, 1, 3]);
  });

  it('a ring: the outer outline encloses the hole, the hole outline runs round the hole alone', () => {
    const ring = maskFromRows(['####', '#..#', '####']);
    const [contour] = traceContours(ring, { holes: true });
    const outer = crackOutline(ring, contour!.points[0]!, contour!.points[1]!, false);
    const hole = crackOutline(ring, contour!.holes[0]![0]!, contour!.holes[0]![1]!, true);
    expect(Math.abs(twiceOutlineArea(outer)) / 2).toBe(12);
    expect([...hole]).toEqual([1, 1, 1, 2, 3, 2, 3, 1]);
    // Opposite turns: the region on the right of both walks.
    expect(Math.sign(twiceOutlineArea(outer))).toBe(-Math.sign(twiceOutlineArea(hole)));
  });

  it('pixels touching only at a corner are one region, whose outline passes that corner twice', () => {
    const diagonal = maskFromRows(['#.', '.#']);
    expect(traceContours(diagonal)).toHaveLength(1);
    const outline = crackOutline(diagonal, 0, 0, false);
    expect(Math.abs(twiceOutlineArea(outline)) / 2).toBe(2);
    const visitsOfCentre = [...Array(outline.length / 2).keys()].filter((i) => outline[2 * i] === 1 && outline[2 * i + 1] === 1);
    expect(visitsOfCentre).toHaveLength(2);
  });

  it('the areas inside the outlines, less the holes, are exactly the pixel count of random masks', () => {
    fc.assert(
      fc.property(arbitraryMask, (mask) => {
        expect(areaInsideOutlines(mask)).toBe(pixelCount(mask));
      }),
      { numRuns: 300 },
    );
  });

  it('holds on the awkward masks: checkerboards, nested rings and one-pixel paths', () => {
    let state = 7;
    const random = (): number => ((state = (state * 48271) % 2147483647) / 2147483647);
    for (const mask of [checkerboard(31, 17, 1), checkerboard(40, 40, 3), nestedRings(45, 39, 2), randomPaths(random, 80, 60, 12, 90)]) {
      expect(areaInsideOutlines(mask)).toBe(pixelCount(mask));
    }
  });
});
