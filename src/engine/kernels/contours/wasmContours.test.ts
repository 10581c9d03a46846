import { beforeAll, describe, expect, it } from 'vitest';
import { KernelError, type BitMask, type ContourTracer } from '../kernelTypes';
import { seededRandom } from '../randomPolygon';
import { createWasmArena, type ArenaExports, type WasmArena } from '../wasmArena';
import { contourConformance } from './testing/contourConformance';
import { identicalContours } from './testing/contourMatching';
import { floorPlanMask } from './testing/floorPlanMask';
import { blobMask, maskFromRows, noiseMask } from './testing/testMasks';
import { traceContours } from './traceContours';
import { CONTOUR_EXPORTS, createWasmContours } from './wasmContours';

type Exports = ArenaExports & {
  contourMaskBuffer(width: number, height: number): number;
  traceContours(maskAt: number, width: number, height: number, holes: number): number;
};

let exports: Exports;
let arena: WasmArena;
let wasm: ContourTracer;

beforeAll(async () => {
  exports = (await import('../../../../build/kernels.wasm')) as unknown as Exports;
  arena = createWasmArena(exports);
  wasm = createWasmContours(exports, arena);
});

describe('WASM contour kernel (against OpenCV.js)', () => {
  contourConformance(() => wasm);
});

describe('WASM contour kernel against the plain TS tracer', () => {
  it('gives identical contours on larger random masks, with and without holes', () => {
    const random = seededRandom(21);
    const masks: BitMask[] = [
      ...Array.from({ length: 4 }, () => blobMask(random, 200 + Math.floor(random() * 300), 150 + Math.floor(random() * 200), 25)),
      noiseMask(random, 257, 190, 0.45),
      noiseMask(random, 96, 300, 0.6),
      floorPlanMask(random, { width: 900, height: 700, columns: 4, rows: 3, roughness: 1 }),
    ];
    for (const mask of masks) {
      for (const holes of [false, true]) {
        expect(identicalContours(wasm(mask, { holes }), traceContours(mask, { holes }))).toBe(true);
      }
    }
  });

  it('gives identical contours on thousands of tiny random masks, every configuration of a few pixels', () => {
    const random = seededRandom(24);
    const differing: string[] = [];
    for (let i = 0; i < 4000; i++) {
      const mask = noiseMask(random, 1 + Math.floor(random() * 12), 1 + Math.floor(random() * 10), random());
      for (const holes of [false, true]) {
        if (!identicalContours(wasm(mask, { holes }), traceContours(mask, { holes }))) differing.push(`mask ${i}, holes ${holes}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it('grows its result block in place for a result far beyond its first 64 KiB', () => {
    const mask = noiseMask(seededRandom(22), 700, 600, 0.5);
    const before = exports.memory.buffer.byteLength;
    const contours = wasm(mask, { holes: true });
    const count = contours.reduce((sum, contour) => sum + contour.points.length + contour.holes.reduce((s, h) => s + h.length, 0), 0);
    expect(count * 4).toBeGreaterThan(1 << 20);
    expect(identicalContours(contours, traceContours(mask, { holes: true }))).toBe(true);
    expect(exports.memory.buffer.byteLength).toBeGreaterThanOrEqual(before);
  });
});

describe('WASM contour wrapper', () => {
  it('releases the arena after every call, failed or not', () => {
    const top = exports.arenaTop();
    wasm(noiseMask(seededRandom(23), 50, 40, 0.5), { holes: true });
    expect(() => wasm({ width: 40, height: 2, bits: new Uint32Array(1) })).toThrow(KernelError);
    expect(exports.arenaTop()).toBe(top);
  });

  it('keeps working after refusing bad input', () => {
    expect(() => wasm({ width: 40, height: 2, bits: new Uint32Array(3) })).toThrow(KernelError);
    const mask = maskFromRows(['.....', '.###.', '.#.#.', '.###.', '.....']);
    expect(identicalContours(wasm(mask, { holes: true }), traceContours(mask, { holes: true }))).toBe(true);
  });

  it("refuses a mask whose bit positions would not fit 32 bits, before allocating", () => {
    const top = exports.arenaTop();
    expect(exports.contourMaskBuffer(65_535, 65_535)).toBe(0);
    expect(exports.arenaTop()).toBe(top);
  });

  it("turns the kernel's out-of-memory answers into KernelError 'too-large'", () => {
    const mask = maskFromRows(['##', '##']);
    const failing = (which: 'buffer' | 'trace'): ContourTracer =>
      createWasmContours(
        {
          ...exports,
          contourMaskBuffer: (width: number, height: number) => (which === 'buffer' ? 0 : exports.contourMaskBuffer(width, height)),
          traceContours: (maskAt: number, width: number, height: number, holes: number) =>
            which === 'trace' ? 0 : exports.traceContours(maskAt, width, height, holes),
        },
        arena,
      );
    const top = exports.arenaTop();
    for (const which of ['buffer', 'trace'] as const) {
      try {
        failing(which)(mask);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(KernelError);
        expect((error as KernelError).code).toBe('too-large');
      }
    }
    expect(exports.arenaTop()).toBe(top);
    expect(wasm(mask).length).toBe(1);
  });

  it('names the exports it needs when the module lacks them', () => {
    expect(CONTOUR_EXPORTS).toEqual(['contourMaskBuffer', 'traceContours']);
    expect(() => createWasmContours({ memory: exports.memory }, arena)).toThrow(/contourMaskBuffer, traceContours/);
  });
});
