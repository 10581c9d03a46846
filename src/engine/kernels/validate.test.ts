import { describe, expect, it } from 'vitest';
import { KernelError, maskStride } from './kernelTypes';
import { checkCoords, checkImage, checkMask, checkSameSize, checkSeed } from './validate';
import { createWasmArena } from './wasmArena';

const codeOf = (check: () => void): string | undefined => {
  try {
    check();
  } catch (error) {
    return error instanceof KernelError ? error.code : `not a KernelError: ${String(error)}`;
  }
  return undefined;
};

describe('the shared input checks', () => {
  it('refuse images of no size, fractional size, or the wrong byte count', () => {
    expect(codeOf(() => checkImage({ width: 0, height: 1, data: new Uint8Array(0) }))).toBe('bad-image');
    expect(codeOf(() => checkImage({ width: 1.5, height: 2, data: new Uint8Array(12) }))).toBe('bad-image');
    expect(codeOf(() => checkImage({ width: 2, height: 2, data: new Uint8Array(15) }))).toBe('bad-image');
    expect(codeOf(() => checkImage({ width: 70_000, height: 1, data: new Uint8Array(4) }))).toBe('too-large');
    expect(codeOf(() => checkImage({ width: 2, height: 2, data: new Uint8Array(16) }))).toBeUndefined();
  });

  it('refuse seeds outside the image or between pixels', () => {
    expect(codeOf(() => checkSeed({ x: 2, y: 0 }, 2, 2))).toBe('seed-out-of-bounds');
    expect(codeOf(() => checkSeed({ x: -1, y: 0 }, 2, 2))).toBe('seed-out-of-bounds');
    expect(codeOf(() => checkSeed({ x: 0.5, y: 0 }, 2, 2))).toBe('seed-out-of-bounds');
    expect(codeOf(() => checkSeed({ x: 1, y: 1 }, 2, 2))).toBeUndefined();
  });

  it('refuse masks with the wrong word count or bits set past the width', () => {
    const width = 33;
    const good = { width, height: 2, bits: new Uint32Array(maskStride(width) * 2) };
    expect(codeOf(() => checkMask(good))).toBeUndefined();
    expect(codeOf(() => checkMask({ ...good, bits: new Uint32Array(3) }))).toBe('bad-image');
    const padded = good.bits.slice();
    padded[3] = 0b10; // pixel 33 of row 1: past the width
    expect(codeOf(() => checkMask({ ...good, bits: padded }))).toBe('bad-image');
    padded[3] = 0b01; // pixel 32 of row 1: the last one inside
    expect(codeOf(() => checkMask({ ...good, bits: padded }))).toBeUndefined();
    expect(codeOf(() => checkSameSize(good, { width: 32, height: 2, bits: new Uint32Array(2) }))).toBe('mask-mismatch');
  });

  it('refuse odd, short or non-finite coordinates', () => {
    expect(codeOf(() => checkCoords(new Float64Array(5), 2))).toBe('bad-option');
    expect(codeOf(() => checkCoords(new Float64Array(4), 3))).toBe('too-few-points');
    expect(codeOf(() => checkCoords(new Float64Array([0, 0, 1, Number.POSITIVE_INFINITY, 2, 2]), 3))).toBe('not-finite');
    expect(codeOf(() => checkCoords(new Float64Array([0, 0, 1, 1, 2, 0]), 3))).toBeUndefined();
  });
});

describe('the arena', () => {
  it('refuses a block of 4 GiB or more before it can wrap to a small one', () => {
    const calls: number[] = [];
    const arena = createWasmArena({
      memory: new WebAssembly.Memory({ initial: 1 }),
      arenaTop: () => 16,
      arenaReset: () => undefined,
      arenaAlloc: (bytes) => {
        calls.push(bytes);
        return bytes === 0 ? 0 : 16;
      },
    });
    expect(codeOf(() => arena.alloc(2 ** 32))).toBe('too-large');
    expect(calls).toEqual([]);
    expect(arena.alloc(8)).toBe(16);
  });
});
