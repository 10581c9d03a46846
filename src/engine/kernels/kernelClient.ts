/**
 * The main thread's side of the kernel worker: typed async calls, each matched to its answer by
 * id, with every buffer transferred instead of copied. Nothing here computes: the main thread
 * stays free to draw frames while the worker fills, traces and measures.
 */
import type { Point } from '../../shared/geometry';
import type { Outline } from '../geometry/outlineTypes';
import { flattenPoints } from '../geometry/polygon';
import {
  isProgress,
  transferListOf,
  type ImageSource,
  type KernelCalls,
  type KernelOp,
  type KernelRequest,
  type KernelWorkerInput,
  type KernelWorkerMessage,
} from './kernelProtocol';
import { KernelError, type Contour, type ContourOptions, type EdgePair, type Measurement, type Pixel } from './kernelTypes';
import type { ImageInfo, LoadOptions, TileArgs } from './imageHolder';
import type { WandOptions, WandResult } from './wandSession';
import type { DetectedRoom, RoomOptions } from './rooms/detectRooms';

/** The part of a `Worker` the client uses, so a test can stand in for it in-process. */
export interface KernelWorkerPort {
  postMessage(message: KernelWorkerInput, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<KernelWorkerMessage>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

export type { Measurement };

/** The magic wand over the worker's resident image. */
export interface WandClient {
  /** A new mask from the pixels joining `seed`. */
  select(seed: Pixel, options: WandOptions): Promise<WandResult>;
  /** The current mask together with the pixels joining `seed`; they must overlap. */
  add(seed: Pixel, options: WandOptions): Promise<WandResult>;
  /** The current mask without the pixels joining `seed`; they must overlap. */
  subtract(seed: Pixel, options: WandOptions): Promise<WandResult>;
  /** Makes an earlier mask current again (undo, redo). */
  restore(maskId: number): Promise<WandResult>;
  /** Forgets every mask. */
  clear(): Promise<void>;
}

export interface KernelClient {
  /** Area (0 for an open path) and perimeter of the shape through `points`, in their units. */
  measure(points: readonly Point[], closed: boolean): Promise<Measurement>;
  /** Exact area and perimeter of an outline with arcs and Bézier curves. */
  measureOutline(outline: Outline): Promise<Measurement>;
  /** Shoelace area of a polygon given as x,y pairs. The array is transferred: don't use it after. */
  area(coords: Float64Array): Promise<number>;
  /** Douglas–Peucker; the array is transferred. */
  simplify(coords: Float64Array, tolerance: number, closed: boolean): Promise<Float64Array>;
  /** The first pair of edges of the path that meet, or null; the array is transferred. */
  crossings(coords: Float64Array, closed: boolean): Promise<EdgePair | null>;
  /**
   * Makes an image resident in the worker for the wand. A file is decoded there, so a large
   * image costs the main thread nothing; pixels are transferred, not copied. `onProgress` hears
   * how many rows are in; aborting `signal` rejects at once with KernelError 'cancelled' and
   * tells the worker to stop, free the new image and put back the one it held before.
   */
  loadImage(source: ImageSource, options?: LoadOptions): Promise<{ width: number; height: number }>;
  /** The image the worker holds (after any load sent before), or null. */
  imageInfo(): Promise<ImageInfo | null>;
  /**
   * One tile of the held image's pyramid (tileGrid.ts), transferred: the caller owns the bitmap
   * and closes it. Tiles do not wait for earlier calls, except behind a wand call in progress.
   */
  tile(args: TileArgs): Promise<ImageBitmap>;
  readonly wand: WandClient;
  /** The traced borders of a mask the wand made, unsimplified. */
  contours(maskId: number, options?: ContourOptions): Promise<Contour[]>;
  /** Every room of the loaded image, largest first. */
  rooms(options: RoomOptions): Promise<DetectedRoom[]>;
  /** Stops the worker; pending and later calls reject. */
  dispose(): void;
}

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
  onProgress?: LoadOptions['onProgress'];
}

/** Starts the kernel worker as an ES module worker, which Vite bundles with its WASM file. */
export const startKernelWorker = (): Worker =>
  new Worker(new URL('./kernelWorker.ts', import.meta.url), { type: 'module' });

/**
 * A client over a started kernel worker. A refused input rejects with the kernels' KernelError
 * (its `code` says which rule); a worker crash rejects every pending call with 'worker-failed',
 * since the worker cannot say which request failed; later calls are still sent.
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
    if (isProgress(response)) {
      waiting.onProgress?.(response.progress);
      return;
    }
    pending.delete(response.id);
    if (response.ok) waiting.resolve(response.result);
    else waiting.reject(new KernelError(response.code, response.message));
  };
  worker.onerror = (event) => rejectAll(new KernelError('worker-failed', `kernel worker failed: ${event.message}`));

  function call<K extends KernelOp>(op: K, args: KernelCalls[K]['args'], options: LoadOptions = {}): Promise<KernelCalls[K]['result']> {
    if (disposed) return Promise.reject(new KernelError('worker-failed', 'kernel client is disposed'));
    const { signal, onProgress } = options;
    if (signal?.aborted) return Promise.reject(new KernelError('cancelled', 'the image load was cancelled'));
    const request = { id: nextId++, op, args } as KernelRequest;
    return new Promise((resolve, reject) => {
      const settle = (): void => signal?.removeEventListener('abort', abort);
      const abort = (): void => {
        if (!pending.delete(request.id)) return;
        worker.postMessage({ cancel: request.id }, []);
        reject(new KernelError('cancelled', 'the image load was cancelled'));
      };
      pending.set(request.id, {
        resolve: (result) => {
          settle();
          (resolve as (result: unknown) => void)(result);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
        onProgress,
      });
      signal?.addEventListener('abort', abort, { once: true });
      worker.postMessage(request, transferListOf(request.args));
    });
  }

  const wandCall = (operation: 'select' | 'add' | 'subtract') => (seed: Pixel, options: WandOptions) =>
    call('wand', { operation, seed, options });

  return {
    measure: (points, closed) => call('measure', { coords: flattenPoints(points), closed }),
    measureOutline: (outline) => call('measureOutline', { outline }),
    area: (coords) => call('area', { coords }),
    simplify: (coords, tolerance, closed) => call('simplify', { coords, tolerance, closed }),
    crossings: (coords, closed) => call('crossings', { coords, closed }),
    loadImage: (source, options) => call('image', { source }, options),
    imageInfo: () => call('imageInfo', {}),
    tile: (args) => call('tile', args),
    wand: {
      select: wandCall('select'),
      add: wandCall('add'),
      subtract: wandCall('subtract'),
      restore: (maskId) => call('restore', { maskId }),
      clear: async () => {
        await call('clear', {});
      },
    },
    contours: (maskId, options = {}) => call('contours', { maskId, options }),
    rooms: (options) => call('rooms', { options }),
    dispose() {
      disposed = true;
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
      rejectAll(new KernelError('worker-failed', 'kernel client is disposed'));
    },
  };
}
