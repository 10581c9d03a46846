import { beforeAll, describe, expect, it } from 'vitest';
import type { Point } from '../../shared/geometry';
import { createKernelClient, type KernelWorkerPort } from './kernelClient';
import { handleKernelRequest, transferListOf, type KernelEngine, type KernelRequest, type KernelResponse } from './kernelProtocol';
import { KernelError, type RgbaImage } from './kernelTypes';
import { loadWasmKernels } from './loadKernels';
import { createWandSession } from './wandSession';

const p = (x: number, y: number): Point => ({ x, y });
const square = [p(0, 0), p(4, 0), p(4, 4), p(0, 4)];
const triangle = [p(0, 0), p(6, 0), p(0, 8)];

let engine: KernelEngine;

beforeAll(async () => {
  const kernels = await loadWasmKernels();
  engine = { kernels, wand: createWandSession(kernels) };
});

/** A 40 × 30 white image with a black 10 × 10 square at (5, 5). */
function squareImage(): RgbaImage {
  const width = 40;
  const height = 30;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 5; y < 15; y++) for (let x = 5; x < 15; x++) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return { width, height, data };
}

/**
 * An in-process stand-in for the kernel worker: it receives requests through structuredClone
 * with the same transfer list a real postMessage uses, holds them until `deliver`, and answers
 * with `handleKernelRequest` over the real WASM kernels.
 */
function inProcessWorker() {
  const inbox: KernelRequest[] = [];
  const transfers: Transferable[][] = [];
  let terminated = false;
  const port: KernelWorkerPort = {
    onmessage: null,
    onerror: null,
    postMessage(request, transfer) {
      transfers.push(transfer);
      inbox.push(structuredClone(request, { transfer }));
    },
    terminate() {
      terminated = true;
    },
  };
  const reply = (response: KernelResponse): void =>
    port.onmessage?.(new MessageEvent('message', { data: structuredClone(response, { transfer: transferListOf(response) }) }));
  return {
    port,
    transfers,
    isTerminated: () => terminated,
    /** Answers the waiting requests, last first when `reversed`. */
    deliver(reversed = false): void {
      const requests = inbox.splice(0);
      for (const request of reversed ? requests.reverse() : requests) reply(handleKernelRequest(engine, request));
    },
    reply,
    fail(message: string): void {
      const event = Object.assign(new Event('error'), { message, filename: '', lineno: 0, colno: 0, error: null });
      port.onerror?.(event);
    },
  };
}

describe('createKernelClient', () => {
  it('measures a shape through the worker', async () => {
    const worker = inProcessWorker();
    const client = createKernelClient(worker.port);
    const measured = client.measure(square, true);
    worker.deliver();
    await expect(measured).resolves.toEqual({ area: 16, perimeter: 16 });
  });

  it('matches each answer to its request when they come back out of order', async () => {
    const worker = inProcessWorker();
    const client = createKernelClient(worker.port);
    const first = client.measure(square, true);
    const second = client.measure(triangle, false);
    worker.deliver(true);
    await expect(first).resolves.toEqual({ area: 16, perimeter: 16 });
    await expect(second).resolves.toEqual({ area: 0, perimeter: 16 });
  });

  it('transfers the coordinates to the worker instead of copying them', async () => {
    const worker = inProcessWorker();
    const client = createKernelClient(worker.port);
    const measured = client.measure(square, true);
    const [transfer] = worker.transfers;
    expect(transfer).toHaveLength(1);
    expect(transfer?.[0]).toBeInstanceOf(ArrayBuffer);
    // A transferred buffer is detached on the sending side.
    expect((transfer?.[0] as ArrayBuffer).byteLength).toBe(0);
    worker.deliver();
    await measured;
  });

  it('rejects a measurement the worker answers with an error', async () => {
    const worker = inProcessWorker();
    const client = createKernelClient(worker.port);
    const measured = client.measure(square, true);
    worker.reply({ id: 1, ok: false, code: 'worker-failed', message: 'kernels failed to load' });
    await expect(measured).rejects.toThrow('kernels failed to load');
  });

  it('rejects every pending measurement when the worker fails, and keeps working after', async () => {
    const worker = inProcessWorker();
    const client = createKernelClient(worker.port);
    const first = client.measure(square, true);
    const second = client.measure(triangle, true);
    worker.fail('out of memory');
    await expect(first).rejects.toThrow('kernel worker failed: out of memory');
    await expect(second).rejects.toThrow('out of memory');
    worker.deliver();
    const third = client.measure(triangle, true);
    worker.deliver();
    await expect(third).resolves.toEqual({ area: 24, perimeter: 24 });
  });

  it('stops the worker on dispose and rejects what is pending and what comes after', async () => {
    const worker = inProcessWorker();
    const client = createKernelClient(worker.port);
    const pending = client.measure(square, true);
    client.dispose();
    expect(worker.isTerminated()).toBe(true);
    await expect(pending).rejects.toThrow('disposed');
    await expect(client.measure(square, true)).rejects.toThrow('disposed');
  });

  it('makes an image resident and runs the wand on it, transferring the pixels', async () => {
    const worker = inProcessWorker();
    const client = createKernelClient(worker.port);
    const image = squareImage();
    const loaded = client.loadImage(image);
    expect(worker.transfers[0]).toEqual([image.data.buffer]);
    expect(image.data.byteLength).toBe(0);
    worker.deliver();
    await expect(loaded).resolves.toEqual({ width: 40, height: 30 });

    const selected = client.wand.select({ x: 7, y: 7 }, { tolerance: 15, blur: 0, compound: false });
    worker.deliver();
    const result = await selected;
    expect(result.areaPx).toBe(100);
    expect(result.bounds).toEqual({ minX: 5, minY: 5, maxX: 14, maxY: 14 });
    expect(result.polygons).toHaveLength(1);

    const regions = client.contours(result.maskId);
    worker.deliver();
    expect((await regions)[0]!.points).toHaveLength(36 * 2);
  });

  it('rejects a refused wand click with the kernels\' code, and answers the next one', async () => {
    const worker = inProcessWorker();
    const client = createKernelClient(worker.port);
    const loaded = client.loadImage(squareImage());
    const outside = client.wand.select({ x: 40, y: 0 }, { tolerance: 15, blur: 0, compound: false });
    const inside = client.wand.select({ x: 0, y: 0 }, { tolerance: 15, blur: 0, compound: false });
    worker.deliver();
    await loaded;
    await expect(outside).rejects.toBeInstanceOf(KernelError);
    await expect(outside).rejects.toHaveProperty('code', 'seed-out-of-bounds');
    await expect(inside).resolves.toHaveProperty('areaPx', 40 * 30 - 100);
  });

  it('simplifies, checks crossings and measures areas in the worker', async () => {
    const worker = inProcessWorker();
    const client = createKernelClient(worker.port);
    const bowtie = client.crossings(new Float64Array([0, 0, 4, 4, 4, 0, 0, 4]), true);
    const area = client.area(new Float64Array([0, 0, 4, 0, 4, 4, 0, 4]));
    const simplified = client.simplify(new Float64Array([0, 0, 1, 0.1, 2, 0, 3, 0.1, 4, 0]), 0.5, false);
    worker.deliver();
    await expect(bowtie).resolves.toEqual({ first: 0, second: 2 });
    await expect(area).resolves.toBe(16);
    expect(Array.from(await simplified)).toEqual([0, 0, 4, 0]);
  });
});

