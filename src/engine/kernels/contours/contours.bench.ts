/**
 * The contour kernels on the mask of one wand click over a 24-megapixel floor plan (6000 × 4000):
 * the WASM kernel, with and without holes, against OpenCV.js's findContours and the plain TS
 * fallback. The WASM cases include copying the mask in and the borders out, as every call does.
 */
import { bench, describe } from 'vitest';
import { seededRandom } from '../randomPolygon';
import { loadOpenCv } from '../testing/opencv';
import { createWasmArena, type ArenaExports } from '../wasmArena';
import { floorPlanMask } from './floorPlanMask';
import { isSet } from './testMasks';
import { traceContours } from './traceContours';
import { createWasmContours } from './wasmContours';

const exports = (await import('../../../../build/kernels.wasm')) as unknown as ArenaExports;
const wasm = createWasmContours(exports, createWasmArena(exports));
const cv = await loadOpenCv();

const plans = {
  'straight walls': floorPlanMask(seededRandom(1), { width: 6000, height: 4000, columns: 8, rows: 6, roughness: 0 }),
  'ragged walls': floorPlanMask(seededRandom(2), { width: 6000, height: 4000, columns: 12, rows: 9, roughness: 1 }),
};

for (const [name, mask] of Object.entries(plans)) {
  const outer = wasm(mask);
  const all = wasm(mask, { holes: true });
  const count = (list: Int32Array[]): number => list.reduce((sum, points) => sum + points.length / 2, 0);
  console.log(
    `${name}: ${outer.length} outer borders, ${count(outer.map((c) => c.points)).toLocaleString('en-US')} points; ` +
      `with holes ${all.length} regions, ${count(all.flatMap((c) => [c.points, ...c.holes])).toLocaleString('en-US')} points`,
  );
  const image = new cv.Mat(mask.height, mask.width, cv.CV_8UC1);
  for (let y = 0; y < mask.height; y++) for (let x = 0; x < mask.width; x++) image.data[y * mask.width + x] = isSet(mask, x, y) ? 255 : 0;

  describe(`outer borders, ${name}`, () => {
    bench('WASM kernel', () => {
      wasm(mask);
    });
    bench('OpenCV.js findContours RETR_EXTERNAL', () => {
      const found = new cv.MatVector();
      const hierarchy = new cv.Mat();
      cv.findContours(image, found, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_NONE);
      found.delete();
      hierarchy.delete();
    });
  });
  describe(`with holes, ${name}`, () => {
    bench('WASM kernel', () => {
      wasm(mask, { holes: true });
    });
    bench('OpenCV.js findContours RETR_CCOMP', () => {
      const found = new cv.MatVector();
      const hierarchy = new cv.Mat();
      cv.findContours(image, found, hierarchy, cv.RETR_CCOMP, cv.CHAIN_APPROX_NONE);
      found.delete();
      hierarchy.delete();
    });
    bench('plain TS fallback', () => {
      traceContours(mask, { holes: true });
    }, { iterations: 3, time: 0 });
  });
}
