import { beforeAll, describe, expect, it } from 'vitest';
import type { MaskKernels, RgbaImage } from '../kernelTypes';
import { seededRandom } from '../randomPolygon';
import type { WasmArena } from '../wasmArena';
import { GOOD_IMAGE, expectKernelError, expectWorking } from './testing/badInputs';
import { loadWasmMasks } from './testing/loadWasmMasks';
import { blockyImage, floorPlanImage, randomBlockyOptions } from './testing/rasterFixtures';
import { createTypescriptMasks } from './typescriptMasks';

let arena: WasmArena;
let wasm: MaskKernels;

beforeAll(async () => {
  ({ arena, masks: wasm } = await loadWasmMasks());
});

const below = (random: () => number, bound: number): number => Math.floor(random() * bound);

/** Streams `image` into `kernels` in strips of `strip` rows, as the worker does from a bitmap. */
function streamImage(kernels: MaskKernels, image: RgbaImage, strip: number): void {
  kernels.beginImage(image.width, image.height);
  const rowBytes = 4 * image.width;
  for (let y = 0; y < image.height; y += strip) {
    const rows = Math.min(strip, image.height - y);
    // A fresh array per strip, as getImageData gives, so nothing relies on the caller's buffer.
    kernels.imageRows(y, image.data.slice(y * rowBytes, (y + rows) * rowBytes));
  }
}

/** Fills from several seeds, connected and compound, at tolerances that split colours finely. */
function fillsOf(kernels: MaskKernels, image: RgbaImage, seed: number): Uint32Array[] {
  const random = seededRandom(seed);
  const fills: Uint32Array[] = [];
  for (let i = 0; i < 12; i++) {
    const at = { x: below(random, image.width), y: below(random, image.height) };
    fills.push(kernels.floodFill(at, { tolerance: [0, 3, 15][i % 3]!, compound: i % 2 === 1 }).bits);
  }
  return fills;
}

describe.each([
  ['WASM', () => wasm],
  ['TypeScript', () => createTypescriptMasks()],
])('an image streamed in strips into the %s kernels', (_, kernelsOf) => {
  it('fills exactly as the same image given whole to setImage, whatever the strip height', () => {
    const random = seededRandom(501);
    for (let i = 0; i < 12; i++) {
      const width = 1 + below(random, 300);
      const height = 1 + below(random, 200);
      const image = i % 3 === 0 ? floorPlanImage(random, width, height, 60, 3, 6) : blockyImage(random, width, height, randomBlockyOptions(random));
      const kernels = kernelsOf();
      kernels.setImage(image);
      const whole = fillsOf(kernels, image, 600 + i);
      streamImage(kernels, image, 1 + below(random, height + 5));
      expect(fillsOf(kernels, image, 600 + i)).toEqual(whole);
    }
  });

  it('works on the contract image after streaming it one row at a time', () => {
    const kernels = kernelsOf();
    streamImage(kernels, GOOD_IMAGE, 1);
    expectWorking(kernels);
  });

  it('refuses to fill until every row has arrived', () => {
    const kernels = kernelsOf();
    kernels.beginImage(40, 30);
    expectKernelError(() => kernels.floodFill({ x: 0, y: 0 }, { tolerance: 0, compound: false }), 'no-image');
    kernels.imageRows(0, GOOD_IMAGE.data.slice(0, 4 * 40 * 29));
    expectKernelError(() => kernels.floodFill({ x: 0, y: 0 }, { tolerance: 0, compound: false }), 'no-image');
    kernels.imageRows(29, GOOD_IMAGE.data.slice(4 * 40 * 29));
    expectWorking(kernels);
  });

  it('forgets the previous image as soon as a new one begins', () => {
    const kernels = kernelsOf();
    kernels.setImage(GOOD_IMAGE);
    kernels.beginImage(40, 30);
    expectKernelError(() => kernels.floodFill({ x: 0, y: 0 }, { tolerance: 0, compound: false }), 'no-image');
  });

  it('refuses rows out of order, partial rows, rows past the end and rows with no image begun', () => {
    const row = (count: number, width = 40) => new Uint8Array(4 * width * count);
    const fresh = kernelsOf();
    if (fresh !== wasm) expectKernelError(() => fresh.imageRows(0, row(1)), 'no-image');
    const kernels = kernelsOf();
    kernels.beginImage(40, 30);
    expectKernelError(() => kernels.imageRows(1, row(1)), 'bad-image');
    expectKernelError(() => kernels.imageRows(0, new Uint8Array(4 * 40 + 4)), 'bad-image');
    expectKernelError(() => kernels.imageRows(0, new Uint8Array(0)), 'bad-image');
    expectKernelError(() => kernels.imageRows(0, row(31)), 'bad-image');
    kernels.imageRows(0, row(30));
    expectKernelError(() => kernels.imageRows(30, row(1)), 'bad-image');
  });

  it('refuses sizes that are not positive whole numbers or are too large', () => {
    const kernels = kernelsOf();
    expectKernelError(() => kernels.beginImage(0, 10), 'bad-image');
    expectKernelError(() => kernels.beginImage(10.5, 10), 'bad-image');
    expectKernelError(() => kernels.beginImage(Number.NaN, 10), 'bad-image');
    expectKernelError(() => kernels.beginImage(65_536, 1), 'too-large');
  });
});

describe('the WASM kernels given an image in strips', () => {
  it('hold the same colour planes, byte for byte, as after setImage', () => {
    const random = seededRandom(502);
    const image = floorPlanImage(random, 1237, 411, 120, 4, 6);
    const bottom = arena.mark();
    wasm.setImage(image);
    const planes = arena.u8(bottom, arena.mark() - bottom).slice();
    wasm.setImage(GOOD_IMAGE);
    streamImage(wasm, image, 97);
    expect(arena.mark() - bottom).toBe(planes.length);
    const streamed = arena.u8(bottom, planes.length);
    expect(streamed.findIndex((byte, i) => byte !== planes[i])).toBe(-1);
  });

  it('refuses an image whose planes cannot fit in 4 GiB, leaving no image behind', () => {
    wasm.setImage(GOOD_IMAGE);
    expectKernelError(() => wasm.beginImage(65_535, 65_535), 'too-large');
    expectKernelError(() => wasm.floodFill({ x: 0, y: 0 }, { tolerance: 0, compound: false }), 'no-image');
  });
});
