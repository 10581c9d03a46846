import { beforeAll, describe, expect, it } from 'vitest';
import { douglasPeuckerIndices } from '../../geometry/douglasPeucker';
import type { VectorKernels } from '../kernelTypes';
import { seededRandom } from '../randomPolygon';
import { loadOpenCv, type Cv } from '../testing/opencv';
import { loadWasmVector } from './testing/loadWasmVector';
import { typescriptVector } from './typescriptVector';

let wasm: VectorKernels;
let cv: Cv;

beforeAll(async () => {
  wasm = (await loadWasmVector()).vector;
  cv = await loadOpenCv();
});

/** A closed noisy contour: a wobbly ring of `count` points about a pixel apart, jittered by ±`noise`. */
function noisyRing(random: () => number, count: number, noise: number): Float64Array {
  const coords = new Float64Array(2 * count);
  const radius = count / (2 * Math.PI);
  for (let i = 0; i < count; i++) {
    const angle = (2 * Math.PI * i) / count;
    const r = radius * (1 + 0.1 * Math.sin(5 * angle)) + (random() - 0.5) * 2 * noise;
    coords[2 * i] = 1000 + r * Math.cos(angle);
    coords[2 * i + 1] = -500 + r * Math.sin(angle);
  }
  return coords;
}

/** A random walk on whole pixels, with steps of 0 (repeated points) and returns to earlier points. */
function pixelWalk(random: () => number, count: number): Float64Array {
  const coords = new Float64Array(2 * count);
  let x = 0;
  let y = 0;
  for (let i = 0; i < count; i++) {
    x += Math.round((random() - 0.5) * 4);
    y += Math.round((random() - 0.3) * 3);
    if (random() < 0.01 && i > 10) {
      const back = Math.floor(random() * i);
      x = coords[2 * back]!;
      y = coords[2 * back + 1]!;
    }
    coords[2 * i] = x;
    coords[2 * i + 1] = y;
  }
  return coords;
}

/** Distance from (px, py) to the segment a–b, straightforwardly. */
function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** The kernels agree vertex for vertex, and the result keeps the ends and every dropped point near. */
function expectGoodSimplification(coords: Float64Array, tolerance: number, closed: boolean): Float64Array {
  const fromWasm = wasm.simplify(coords, tolerance, closed);
  const fromTs = typescriptVector.simplify(coords, tolerance, closed);
  if (fromWasm.length !== fromTs.length || fromWasm.some((value, i) => value !== fromTs[i])) {
    expect({ count: coords.length / 2, tolerance, closed, wasm: fromWasm.length / 2 }).toEqual({ count: coords.length / 2, tolerance, closed, wasm: fromTs.length / 2 });
    expect(Array.from(fromWasm)).toEqual(Array.from(fromTs));
  }
  const kept = douglasPeuckerIndices(coords, tolerance, closed);
  const count = coords.length / 2;
  expect(kept[0]).toBe(0);
  if (!closed) expect(kept[kept.length - 1]).toBe(count - 1);
  let worst = 0;
  for (let k = 0; k < kept.length; k++) {
    const from = kept[k]!;
    const to = k + 1 < kept.length ? kept[k + 1]! : closed ? count : from;
    const end = to === count ? 0 : to;
    for (let i = from + 1; i < to; i++) {
      const distance = segmentDistance(coords[2 * i]!, coords[2 * i + 1]!, coords[2 * from]!, coords[2 * from + 1]!, coords[2 * end]!, coords[2 * end + 1]!);
      worst = Math.max(worst, distance - tolerance);
    }
  }
  expect(worst).toBeLessThanOrEqual(1e-9 * Math.max(1, tolerance));
  return fromTs;
}

describe('simplify, WASM and TypeScript', () => {
  it('keep the same vertices of noisy contours, open and closed, at several tolerances', () => {
    const random = seededRandom(31);
    for (let round = 0; round < 40; round++) {
      const coords = noisyRing(random, 100 + Math.floor(random() * 8000), 0.5 + 2 * random());
      const tolerance = [0, 0.3, 1, 2, 2, 5, 40][round % 7]!;
      const kept = expectGoodSimplification(coords, tolerance, round % 2 === 0);
      if (tolerance >= 1) expect(kept.length).toBeLessThan(coords.length);
    }
  });

  it('keep the same vertices of pixel walks with repeats, loops and chords of no length', () => {
    const random = seededRandom(32);
    for (let round = 0; round < 60; round++) {
      const coords = pixelWalk(random, 3 + Math.floor(random() * 3000));
      expectGoodSimplification(coords, [0, 0.5, 1, 2, 3.5][round % 5]!, round % 3 === 0);
    }
  });

  it('keep the same vertices of a 200,000-point contour, whose long chords skip whole blocks', () => {
    const coords = noisyRing(seededRandom(33), 200_000, 1.5);
    const kept = expectGoodSimplification(coords, 2, true);
    expect(kept.length / 2).toBeGreaterThan(1000);
    expect(kept.length / 2).toBeLessThan(100_000);
  });

  it('keep every vertex at tolerance 0 unless it lies on its chord', () => {
    const zigzag = new Float64Array([0, 0, 1, 1, 2, 0, 3, 1, 4, 0, 5, 0, 6, 0]);
    for (const kernels of [wasm, typescriptVector]) {
      expect(kernels.simplify(zigzag, 0, false)).toEqual(new Float64Array([0, 0, 1, 1, 2, 0, 3, 1, 4, 0, 6, 0]));
    }
  });

  it('keeps the corners of a square traced with 40 points, starting at its first vertex', () => {
    const square = new Float64Array(80);
    for (let i = 0; i < 40; i++) {
      const [x, y] = i < 10 ? [i, 0] : i < 20 ? [10, i - 10] : i < 30 ? [30 - i, 10] : [0, 40 - i];
      square[2 * i] = x + (i % 2) * 0.01;
      square[2 * i + 1] = y;
    }
    for (const kernels of [wasm, typescriptVector]) {
      expect(kernels.simplify(square, 0.1, true)).toEqual(new Float64Array([0, 0, 10, 0, 10, 10, 0, 10]));
      expect(kernels.simplify(square, 100, true)).toEqual(new Float64Array([0, 0, 10, 10]));
      expect(kernels.simplify(square, 100, false)).toEqual(new Float64Array([0, 0, 0.01, 1]));
    }
  });

  it('measures to the chord segment, so a far end on the chord line is kept', () => {
    // Out along the x axis to 10 and back to 5: 10 lies on the line of the chord 0 → 5 but 5 from it.
    const outAndBack = new Float64Array([0, 0, 10, 0, 5, 0]);
    for (const kernels of [wasm, typescriptVector]) expect(kernels.simplify(outAndBack, 1, false)).toEqual(outAndBack);
  });

  it('keeps a superset of what cv.approxPolyDP keeps where segment and line distances agree', () => {
    // Whole-pixel paths running rightwards at slopes below 1: every vertex projects inside each
    // chord, so OpenCV's distance to the line equals ours to the segment, and its result is ours
    // less what its final clean-up removes.
    const random = seededRandom(34);
    for (let round = 0; round < 20; round++) {
      const count = 50 + Math.floor(random() * 3000);
      const coords = new Float64Array(2 * count);
      for (let i = 1; i < count; i++) {
        const step = 1 + Math.floor(random() * 3);
        coords[2 * i] = coords[2 * i - 2]! + step;
        coords[2 * i + 1] = coords[2 * i - 1]! + Math.round((random() - 0.5) * 1.8 * (step - 1));
      }
      const tolerance = [0.5, 1, 2, 4][round % 4]!;
      const ours = wasm.simplify(coords, tolerance, false);
      const curve = cv.matFromArray(count, 1, cv.CV_32SC2, Array.from(coords));
      const approx = new cv.Mat();
      cv.approxPolyDP(curve, approx, tolerance, false);
      const theirs = Array.from(approx.data32S as Int32Array);
      curve.delete();
      approx.delete();
      let matched = 0;
      for (let i = 0; i < ours.length && matched < theirs.length; i += 2) {
        if (ours[i] === theirs[matched] && ours[i + 1] === theirs[matched + 1]) matched += 2;
      }
      expect(matched).toBe(theirs.length);
      expect(theirs.length).toBeGreaterThanOrEqual(0.7 * ours.length);
    }
  });
});
