import { beforeAll, describe, expect, it } from 'vitest';
import { handleKernelRequest, transferListOf } from './kernelProtocol';
import type { Kernels } from './kernels';
import { loadKernels } from './loadKernels';

let kernels: Kernels;

beforeAll(async () => {
  kernels = await loadKernels();
});

const square = (): Float64Array => new Float64Array([0, 0, 4, 0, 4, 4, 0, 4]);

describe('handleKernelRequest', () => {
  it('answers a measure request with the area and perimeter of a closed shape', () => {
    expect(handleKernelRequest(kernels, { id: 7, op: 'measure', coords: square(), closed: true })).toEqual({
      id: 7,
      op: 'measure',
      area: 16,
      perimeter: 16,
    });
  });

  it('gives an open path its length and no area', () => {
    expect(handleKernelRequest(kernels, { id: 8, op: 'measure', coords: square(), closed: false })).toEqual({
      id: 8,
      op: 'measure',
      area: 0,
      perimeter: 12,
    });
  });

  it('answers a request it cannot measure with an error carrying the same id', () => {
    const response = handleKernelRequest(kernels, { id: 9, op: 'measure', coords: new Float64Array(3), closed: true });
    expect(response).toEqual({ id: 9, op: 'error', message: expect.stringMatching(/x,y pairs/) });
  });
});

describe('transferListOf', () => {
  it('lists the buffers of typed-array fields and nothing else', () => {
    const coords = square();
    expect(transferListOf({ id: 1, op: 'measure', coords, closed: true })).toEqual([coords.buffer]);
    expect(transferListOf({ id: 1, op: 'measure', area: 1, perimeter: 2 })).toEqual([]);
  });

  it('leaves out shared buffers, which cannot be transferred', () => {
    expect(transferListOf({ coords: new Float64Array(new SharedArrayBuffer(16)) })).toEqual([]);
  });
});
