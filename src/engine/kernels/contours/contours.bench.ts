/**
 * The contour kernels on the mask of one wand click over a 24-megapixel floor plan (6000 × 4000):
 * the WASM kernel, with and without holes, against OpenCV.js's findContours (RETR_EXTERNAL and
 * RETR_CCOMP, CHAIN_APPROX_NONE) and the plain TS fallback. The WASM cases include copying the
 * mask in and the borders out, as every call does; OpenCV's start from a ready Mat.
 * Run with `npx vitest bench --run src/engine/kernels/contours/contours.bench.ts`.
 */
import { bench, describe } from 'vitest';
import type { BitMask } from '../kernelTypes';
import { seededRandom } from '../randomPolygon';
import { loadOpenCv } from '../testing/opencv';
import { createWasmArena, type ArenaExports } from '../wasmArena';
import { floorPlanMask } from './testing/floorPlanMask';
import { isSet } from './testing/testMasks';
import { traceContours } from './traceContours';
import { createWasmContours } from './wasmContours';

const exports = (await import('../../../../build/kernels.wasm')) as unknown as ArenaExports;
const wasm = createWasmContours(exports, createWasmArena(exports));
const cv = await loadOpenCv();

const size = { width: 6000, height: 4000 };
const plans: Record<string, BitMask> = {
  '48 rooms, straight walls': floorPlanMask(seededRandom(1), { ...size, columns: 8, rows: 6, roughness: 0 }),
  '192 rooms, ragged walls': floorPlanMask(seededRandom(2), { ...size, columns: 16, rows: 12, roughness: 1 }),
  '1200 rooms, straight walls': floorPlanMask(seededRandom(4), { ...size, columns: 40, rows: 30, roughness: 0 }),
};

const pointCount = (list: readonly Int32Array[]): string =>
  list.reduce((sum, points) => sum + points.length / 2, 0).toLocaleString('en-US');

for (const [name, mask] of Object.entries(plans)) {
  const outer = wasm(mask);
  const all = wasm(mask, { holes: true });
  console.log(
    `${name}: ${outer.length} regions, the selection's border ${pointCount([outer[0]!.points])} points; ` +
      `with holes ${all.length} regions, ${pointCount(all.flatMap((c) => [c.points, ...c.holes]))} points`,
  );
  const image = new cv.Mat(mask.height, mask.width, cv.CV_8UC1);
  for (let y = 0; y < mask.height; y++) {
    for (let x = 0; x < mask.width; x++) image.data[y * mask.width + x] = isSet(mask, x, y) ? 255 : 0;
  }
  const openCv = (mode: number) => (): void => {
    const found = new cv.MatVector();
    const hierarchy = new cv.Mat();
    cv.findContours(image, found, hierarchy, mode, cv.CHAIN_APPROX_NONE);
    found.delete();
    hierarchy.delete();
  };

  describe(`outer borders, ${name}`, () => {
    bench('WASM kernel', () => {
      wasm(mask);
    });
    bench('OpenCV.js findContours RETR_EXTERNAL', openCv(cv.RETR_EXTERNAL), { iterations: 10 });
  });
  describe(`with holes, ${name}`, () => {
    bench('WASM kernel', () => {
      wasm(mask, { holes: true });
    });
    bench('OpenCV.js findContours RETR_CCOMP', openCv(cv.RETR_CCOMP), { iterations: 10 });
    bench('plain TS fallback', () => {
      traceContours(mask, { holes: true });
    }, { iterations: 2, time: 0 });
  });
}
