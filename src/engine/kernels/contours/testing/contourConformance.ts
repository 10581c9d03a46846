/**
 * The tests every ContourTracer must pass, against OpenCV.js's findContours and against borders
 * worked out by hand. Shared by the TS fallback's and the WASM kernel's test files.
 */
import { beforeAll, expect, it } from 'vitest';
import { KernelError, type BitMask, type Contour, type ContourTracer } from '../../kernelTypes';
import { loadOpenCv, type Cv } from '../../testing/opencv';
import { DRAWN_CASES, EMPTY_CASES, randomCases, type ContourCase } from './contourCases';
import { contourDifference, identicalContours, inContractOrder } from './contourMatching';
import { closedArea, openCvContours } from './openCvContours';
import { maskFromRows } from './testMasks';

const points = (contours: readonly Contour[]): number[][] => contours.map((contour) => Array.from(contour.points));

/** Each case's difference from OpenCV, as "name: what differs"; empty when all agree exactly. */
function differencesFromOpenCv(cv: Cv, trace: ContourTracer, cases: readonly ContourCase[], holes: boolean): string[] {
  const differences: string[] = [];
  for (const { name, mask } of cases) {
    const actual = trace(mask, { holes });
    const expected = openCvContours(cv, mask, holes);
    const difference = contourDifference(actual, expected);
    if (difference) differences.push(`${name}: ${difference}`);
    else if (!identicalContours(actual, inContractOrder(expected))) differences.push(`${name}: starts, directions or order differ`);
  }
  return differences;
}

export function contourConformance(tracer: () => ContourTracer): void {
  let cv: Cv;
  const trace: ContourTracer = (mask, options) => tracer()(mask, options);

  beforeAll(async () => {
    cv = await loadOpenCv();
  });

  for (const holes of [false, true]) {
    const mode = holes ? 'RETR_CCOMP (holes)' : 'RETR_EXTERNAL';
    it(`matches OpenCV's ${mode} exactly on drawn shapes`, () => {
      expect(differencesFromOpenCv(cv, trace, DRAWN_CASES, holes)).toEqual([]);
    });

    it(`matches OpenCV's ${mode} exactly on random masks`, () => {
      const cases = randomCases(holes ? 11 : 12);
      expect(differencesFromOpenCv(cv, trace, cases, holes)).toEqual([]);
      // The cases must give the comparison something to bite on.
      const counts = cases.map(({ mask }) => trace(mask, { holes }));
      expect(counts.filter((contours) => contours.length > 3).length).toBeGreaterThan(cases.length / 2);
      if (holes) expect(counts.some((contours) => contours.some((contour) => contour.holes.length > 3))).toBe(true);
    });
  }

  it('traces a filled square from its top-left pixel, down the left side first', () => {
    const square = maskFromRows(['.....', '.###.', '.###.', '.###.', '.....']);
    expect(points(trace(square))).toEqual([[1, 1, 1, 2, 1, 3, 2, 3, 3, 3, 3, 2, 3, 1, 2, 1]]);
  });

  it('gives a lone pixel a one-point contour, and a 1-pixel line its pixels out and back', () => {
    expect(points(trace(maskFromRows(['#'])))).toEqual([[0, 0]]);
    expect(points(trace(maskFromRows(['...', '.#.', '...'])))).toEqual([[1, 1]]);
    expect(points(trace(maskFromRows(['......', '.####.', '......'])))).toEqual([[1, 1, 2, 1, 3, 1, 4, 1, 3, 1, 2, 1]]);
    expect(points(trace(maskFromRows(['#..', '.#.', '..#'])))).toEqual([[0, 0, 1, 1, 2, 2, 1, 1]]);
  });

  it('leaves out a region inside a hole without holes, and lists it on its own with them', () => {
    const ring = maskFromRows(['#####', '#...#', '#.#.#', '#...#', '#####']);
    const outer = [0, 0, 0, 1, 0, 2, 0, 3, 0, 4, 1, 4, 2, 4, 3, 4, 4, 4, 4, 3, 4, 2, 4, 1, 4, 0, 3, 0, 2, 0, 1, 0];
    expect(points(trace(ring))).toEqual([outer]);
    const withHoles = trace(ring, { holes: true });
    expect(points(withHoles)).toEqual([outer, [2, 2]]);
    expect(withHoles[0]!.holes.map((hole) => Array.from(hole))).toEqual([
      [0, 1, 1, 0, 2, 0, 3, 0, 4, 1, 4, 2, 4, 3, 3, 4, 2, 4, 1, 4, 0, 3, 0, 2],
    ]);
    expect(withHoles[1]!.holes).toEqual([]);
  });

  it('sorts regions by enclosed area, largest first, ties in raster order of their start', () => {
    const mask = maskFromRows([
      '.##.##.##...#',
      '.##.##.##....',
      '.......#####.',
      '##.....#####.',
      '##.....#####.',
    ]);
    const contours = trace(mask);
    expect(contours.map((contour) => closedArea(contour.points))).toEqual([10.5, 1, 1, 1, 0]);
    expect(contours.map((contour) => [contour.points[0], contour.points[1]])).toEqual([[7, 0], [1, 0], [4, 0], [0, 3], [12, 0]]);
  });

  it('returns no contours for an empty mask of any size', () => {
    for (const { mask } of EMPTY_CASES) {
      expect(trace(mask)).toEqual([]);
      expect(trace(mask, { holes: true })).toEqual([]);
    }
    expect(trace({ width: 0, height: 0, bits: new Uint32Array(0) })).toEqual([]);
  });

  it("refuses a mask whose word count does not fit its size with 'bad-image'", () => {
    const bad: BitMask[] = [
      { width: 33, height: 2, bits: new Uint32Array(2) },
      { width: 32, height: 2, bits: new Uint32Array(3) },
      { width: 1.5, height: 1, bits: new Uint32Array(1) },
      { width: -1, height: 1, bits: new Uint32Array(0) },
    ];
    for (const mask of bad) {
      expect(() => trace(mask)).toThrow(KernelError);
      try {
        trace(mask, { holes: true });
      } catch (error) {
        expect(error).toBeInstanceOf(KernelError);
        expect((error as KernelError).code).toBe('bad-image');
      }
    }
    expect(points(trace(maskFromRows(['#'])))).toEqual([[0, 0]]);
  });
}
