import { beforeAll, describe, expect, it } from 'vitest';
import type { Point } from '../../shared/geometry';
import { createKernelClient, type KernelWorkerPort } from './kernelClient';
import { handleKernelRequest, transferListOf, type KernelRequest, type KernelResponse } from './kernelProtocol';
import type { Kernels } from './kernels';
import { loadKernels } from './loadKernels';

const p = (x: number, y: number): Point => ({ x, y });
const square = [p(0, 0), p(4, 0), p(4, 4), p(0, 4)];
const triangle = [p(0, 0), p(6, 0), p(0, 8)];

let kernels: Kernels;

beforeAll(async () => {
  kernels = await loadKernels();
});

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
      for (const request of reversed ? requests.reverse() : requests) reply(handleKernelRequest(kernels, request));
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
    worker.reply({ id: 1, op: 'error', message: 'kernels failed to load' });
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
});
