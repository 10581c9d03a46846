/**
 * The mask kernels on a 24-megapixel (6000 × 4000) floor plan: white rooms with ±6 noise, dark
 * walls with doorways, so most of the white area is one region; the seed sits in a room and the
 * tolerance is 15. The image is resident (setImage once); every WASM case includes copying its
 * masks in and the result out. Baselines: OpenCV.js's floodFill and the plain TS kernels.
 * Run with `npx vitest bench --run src/engine/kernels/raster/masks.bench.ts`.
 */
import { bench, describe } from 'vitest';
import { seededRandom } from '../randomPolygon';
import { loadOpenCv } from '../testing/opencv';
import { loadWasmMasks } from './testing/loadWasmMasks';
import { floorPlanImage, randomMask } from './testing/rasterFixtures';
import { createTypescriptMasks } from './typescriptMasks';

const WIDTH = 6000;
const HEIGHT = 4000;
const plan = floorPlanImage(seededRandom(5), WIDTH, HEIGHT);
const seed = { x: WIDTH / 2, y: HEIGHT / 2 };
const fill = { tolerance: 15, compound: false };

const { masks: wasm } = await loadWasmMasks();
wasm.setImage(plan);
const typescript = createTypescriptMasks();
typescript.setImage(plan);
const wand = wasm.floodFill(seed, fill);
const outside = wasm.subtract({ ...wand, bits: new Uint32Array(wand.bits.length).fill(~0) }, wand);
const ragged = randomMask(seededRandom(3), WIDTH, HEIGHT, 'blobs');

const cv = await loadOpenCv();
const rgba = new cv.Mat(HEIGHT, WIDTH, cv.CV_8UC4);
rgba.data.set(plan.data);
const rgb = new cv.Mat();
cv.cvtColor(rgba, rgb, cv.COLOR_RGBA2RGB);
rgba.delete();
const cvMask = new cv.Mat(HEIGHT + 2, WIDTH + 2, cv.CV_8UC1);
const range = new cv.Scalar(15, 15, 15, 0);
const cvFlags = 4 | cv.FLOODFILL_FIXED_RANGE | cv.FLOODFILL_MASK_ONLY | (1 << 8);

const slow = { iterations: 3, time: 0 };

describe('flood fill of a 24 MP floor plan, most of it one region', () => {
  bench('WASM floodFill', () => {
    wasm.floodFill(seed, fill);
  });
  bench('OpenCV.js floodFill (mask only, without copying the mask out)', () => {
    cvMask.setTo(new cv.Scalar(0));
    cv.floodFill(rgb, cvMask, new cv.Point(seed.x, seed.y), new cv.Scalar(0), new cv.Rect(), range, range, cvFlags);
  });
  bench('plain TS floodFill', () => {
    typescript.floodFill(seed, fill);
  }, slow);
});

describe('compound fill of a 24 MP floor plan', () => {
  bench('WASM floodFill, compound', () => {
    wasm.floodFill(seed, { ...fill, compound: true });
  });
  bench('plain TS floodFill, compound', () => {
    typescript.floodFill(seed, { ...fill, compound: true });
  }, slow);
});

describe('union of two 24 MP masks', () => {
  bench('WASM union', () => {
    wasm.union(wand, outside);
  });
  bench('plain TS union', () => {
    typescript.union(wand, outside);
  });
});

describe('other mask algebra on 24 MP masks (WASM)', () => {
  bench('subtract', () => {
    wasm.subtract(wand, outside);
  });
  bench('intersects, disjoint (no early exit)', () => {
    wasm.intersects(wand, outside);
  });
  bench('area', () => {
    wasm.area(wand);
  });
  bench('bounds', () => {
    wasm.bounds(wand);
  });
});

describe('outline blur at 100 of the 24 MP floor-plan fill', () => {
  bench('WASM blurOutline', () => {
    wasm.blurOutline(wand, 100);
  });
  bench('plain TS blurOutline', () => {
    typescript.blurOutline(wand, 100);
  }, slow);
});

describe('outline blur of a ragged 24 MP mask (every row changes)', () => {
  bench('WASM blurOutline at 100', () => {
    wasm.blurOutline(ragged, 100);
  });
  bench('WASM blurOutline at 10', () => {
    wasm.blurOutline(ragged, 10);
  });
});
