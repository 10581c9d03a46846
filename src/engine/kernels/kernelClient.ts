/**
 * The main thread's side of the kernel worker: sends measure requests, matches each response to
 * its request by id, and transfers the coordinates instead of copying them.
 */
import type { Point } from '../../shared/geometry';
import { flattenPoints } from '../geometry/polygon';
import { transferListOf, type KernelRequest, type KernelResponse } from './kernelProtocol';

/** The part of a `Worker` the client uses, so a test can stand in for it in-process. */
export interface KernelWorkerPort {
  postMessage(message: KernelRequest, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<KernelResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

export interface Measurement {
  readonly area: number;
  readonly perimeter: number;
}

export interface KernelClient {
  /** Area (0 for an open path) and perimeter of the shape through `points`, in their units. */
  measure(points: readonly Point[], closed: boolean): Promise<Measurement>;
  /** Stops the worker; pending and later measurements reject. */
  dispose(): void;
}

interface Pending {
  resolve(measurement: Measurement): void;
  reject(error: Error): void;
}

/** Starts the kernel worker as an ES module worker, which Vite bundles with its WASM file. */
export const startKernelWorker = (): Worker =>
  new Worker(new URL('./kernelWorker.ts', import.meta.url), { type: 'module' });

/**
 * A client over a started kernel worker. A worker error rejects every pending measurement, since
 * the worker cannot say which request failed; later requests are still sent.
 */
export function createKernelClient(worker: KernelWorkerPort): KernelClient {
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let disposed = false;

  const rejectAll = (error: Error): void => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  worker.onmessage = ({ data: response }) => {
    const waiting = pending.get(response.id);
    if (!waiting) return;
    pending.delete(response.id);
    if (response.op === 'error') waiting.reject(new Error(response.message));
    else waiting.resolve({ area: response.area, perimeter: response.perimeter });
  };
  worker.onerror = (event) => rejectAll(new Error(`kernel worker failed: ${event.message}`));

  return {
    measure(points, closed) {
      if (disposed) return Promise.reject(new Error('kernel client is disposed'));
      const request: KernelRequest = { id: nextId++, op: 'measure', coords: flattenPoints(points), closed };
      return new Promise<Measurement>((resolve, reject) => {
        pending.set(request.id, { resolve, reject });
        worker.postMessage(request, transferListOf(request));
      });
    },
    dispose() {
      disposed = true;
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
      rejectAll(new Error('kernel client is disposed'));
    },
  };
}
