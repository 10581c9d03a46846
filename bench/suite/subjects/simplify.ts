/**
 * Douglas–Peucker at tolerance 2 on a noisy traced contour. OpenCV.js's time includes building its
 * point Mat from our coordinates (a real cost of calling it); simplify-js gets its {x, y} objects
 * ready-made, its native input.
 */
import simplifyJs from 'simplify-js';
import { noisyContour } from '../../../src/engine/kernels/testing/noisyContour';
import type { Bench } from '../bench';
import { CONTOUR_SEED, contourSizes, count } from '../inputs';
import { oursOf, type Contenders } from '../types';

const KERNEL = 'simplify';
const TOLERANCE = 2;

export async function runSimplify(bench: Bench, contenders: Contenders): Promise<void> {
  const { cv } = contenders;
  const { versions } = bench.config;
  for (const n of contourSizes(bench.config.quick)) {
    const input = `${count(n)}-point noisy contour`;
    const coords = noisyContour(n, CONTOUR_SEED);
    const kept = (result: { length: number }, per = 2): string => `${result.length / per} kept`;
    for (const [name, set] of oursOf(contenders)) {
      const result = bench.prepare(KERNEL, input, name, () => set.vector.simplify(coords, TOLERANCE, true));
      if (result) bench.time(KERNEL, input, name, () => set.vector.simplify(coords, TOLERANCE, true), { note: kept(result) });
    }
    bench.time(
      KERNEL,
      input,
      `OpenCV.js ${versions.opencv} approxPolyDP`,
      () => {
        const points = new cv.Mat(n, 1, cv.CV_32FC2);
        const simplified = new cv.Mat();
        try {
          points.data32F.set(coords);
          cv.approxPolyDP(points, simplified, TOLERANCE, true);
          return simplified.rows;
        } finally {
          points.delete();
          simplified.delete();
        }
      },
      { note: 'Float32 Mat built from the points each run' },
    );
    const points = Array.from({ length: n }, (_, i) => ({ x: coords[2 * i]!, y: coords[2 * i + 1]! }));
    const result = simplifyJs(points, TOLERANCE, true);
    bench.time(KERNEL, input, `simplify-js ${versions.simplifyJs}`, () => simplifyJs(points, TOLERANCE, true), {
      note: `highQuality (plain DP), open path, ${kept(result, 1)}`,
    });
    await Promise.resolve();
  }
}
