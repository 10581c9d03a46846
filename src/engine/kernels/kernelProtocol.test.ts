import { beforeAll, describe, expect, it } from 'vitest';
import { failureResponse, handleKernelRequest, transferListOf, type KernelEngine } from './kernelProtocol';
import { KernelError } from './kernelTypes';
import { loadWasmKernels } from './loadKernels';
import { createWandSession } from './wandSession';

let engine: KernelEngine;

beforeAll(async () => {
  const kernels = await loadWasmKernels();
  engine = { kernels, wand: createWandSession(kernels) };
});

const square = (): Float64Array => new Float64Array([0, 0, 4, 0, 4, 4, 0, 4]);

describe('handleKernelRequest', () => {
  it('answers a measure request with the area and perimeter of a closed shape', () => {
    expect(handleKernelRequest(engine, { id: 7, op: 'measure', args: { coords: square(), closed: true } })).toEqual({
      id: 7,
      ok: true,
      result: { area: 16, perimeter: 16 },
    });
  });

  it('gives an open path its length and no area', () => {
    expect(handleKernelRequest(engine, { id: 8, op: 'measure', args: { coords: square(), closed: false } })).toEqual({
      id: 8,
      ok: true,
      result: { area: 0, perimeter: 12 },
    });
  });

  it('answers a refused input with the kernels\' code and the same id', () => {
    const response = handleKernelRequest(engine, { id: 9, op: 'area', args: { coords: new Float64Array([0, 0, Number.NaN, 1, 2, 2]) } });
    expect(response).toEqual({ id: 9, ok: false, code: 'not-finite', message: expect.stringMatching(/finite/) });
  });

  it('answers a wand click before any image with no-image, and a fault with worker-failed', () => {
    const options = { tolerance: 15, blur: 0, compound: false };
    expect(handleKernelRequest(engine, { id: 10, op: 'wand', args: { operation: 'select', seed: { x: 0, y: 0 }, options } })).toMatchObject({
      ok: false,
      code: 'no-image',
    });
    const broken = { ...engine, wand: { ...engine.wand, clear: () => { throw new Error('lost'); } } };
    expect(handleKernelRequest(broken, { id: 12, op: 'clear', args: {} })).toEqual({ id: 12, ok: false, code: 'worker-failed', message: 'lost' });
  });
});

describe('failureResponse', () => {
  it('keeps a refused input\'s code and calls anything else the worker\'s fault, saying when it happened', () => {
    expect(failureResponse(3, new KernelError('no-image', 'no image is loaded'))).toEqual({
      id: 3,
      ok: false,
      code: 'no-image',
      message: 'no image is loaded',
    });
    expect(failureResponse(4, new Error('compile error'), 'kernels failed to load')).toEqual({
      id: 4,
      ok: false,
      code: 'worker-failed',
      message: 'kernels failed to load: compile error',
    });
    expect(failureResponse(5, 'thrown text')).toMatchObject({ code: 'worker-failed', message: 'thrown text' });
  });
});

describe('transferListOf', () => {
  it('lists the buffers of typed arrays at any depth and nothing else', () => {
    const coords = square();
    const polygon = new Float64Array(4);
    expect(transferListOf({ coords, closed: true })).toEqual([coords.buffer]);
    expect(transferListOf({ result: { polygons: [polygon] } })).toEqual([polygon.buffer]);
    expect(transferListOf({ area: 1, perimeter: 2 })).toEqual([]);
    expect(transferListOf({ source: { blob: new Blob([new Uint8Array(4)]) } })).toEqual([]);
  });

  it('leaves out shared buffers, which cannot be transferred', () => {
    expect(transferListOf({ coords: new Float64Array(new SharedArrayBuffer(16)) })).toEqual([]);
  });
});
