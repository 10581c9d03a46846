/**
 * What the kernel worker runs for each message: the kernels, the wand and the held image behind
 * one function from request to response. Requests are answered in the order they came, so a
 * wand click sent after an image waits for that image to load. Tiles are the exception: they
 * only read the held image, so they start at once instead of waiting behind a load. A tile still
 * waits while a long wand call runs, since the worker has one thread: a click on a 280 MP plan
 * holds tiles back for the fill's few hundred milliseconds, and the layer keeps drawing coarser
 * tiles meanwhile.
 */
import { createImageHolder, type ImageDecoder, type ImageHolder } from './imageHolder';
import type { LoadProgress } from './imageHolder';
import {
  answerImageRequest,
  failureResponse,
  handleKernelRequest,
  isImageRequest,
  type KernelEngine,
  type KernelProgress,
  type KernelRequest,
  type KernelResponse,
} from './kernelProtocol';
import type { KernelSet } from './kernelTypes';
import { createWandSession } from './wandSession';

export interface KernelServer {
  /** Answers `request`; an image load reports its progress through `report` on the way. */
  (request: KernelRequest, report?: (progress: KernelProgress) => void): Promise<KernelResponse>;
  /**
   * Stops request `id` if it is an image load not yet answered (queued or under way); if it was
   * the last load and has just been answered (the cancel crossed its answer), undoes it.
   */
  cancel(id: number): void;
}

export interface KernelServerParts extends KernelEngine {
  readonly images: ImageHolder;
}

/** The kernels, a wand over them and an image holder decoding with `decoder`. */
export function kernelServerParts(kernels: KernelSet, decoder: ImageDecoder, stripPixels?: number): KernelServerParts {
  const wand = createWandSession(kernels);
  return { kernels, wand, images: createImageHolder(wand, decoder, stripPixels) };
}

/** Serves requests over `parts`; every answer settles, a failure as an error response. */
export function createKernelServer(parts: KernelServerParts): KernelServer {
  let queue: Promise<unknown> = Promise.resolve();
  /** The image loads not yet answered, by request id. */
  const loads = new Map<number, AbortController>();
  /** The last image load answered, while no other load came after it. */
  let lastLoad: number | null = null;

  const answerOne = async (request: KernelRequest, report?: (progress: KernelProgress) => void): Promise<KernelResponse> => {
    if (!isImageRequest(request)) return handleKernelRequest(parts, request);
    const abort = loads.get(request.id);
    const onProgress = report && ((progress: LoadProgress) => report({ id: request.id, progress }));
    try {
      return { id: request.id, ok: true, result: await answerImageRequest(parts.images, request, { signal: abort?.signal, onProgress }) };
    } catch (error) {
      return failureResponse(request.id, error);
    } finally {
      loads.delete(request.id);
    }
  };

  const serve = (request: KernelRequest, report?: (progress: KernelProgress) => void): Promise<KernelResponse> => {
    if (request.op === 'tile') return answerOne(request);
    if (request.op === 'image') {
      loads.set(request.id, new AbortController());
      lastLoad = null;
    }
    const answered = queue.then(() => answerOne(request, report));
    queue = answered;
    if (request.op === 'image') void answered.then(({ ok }) => (lastLoad = ok && loads.size === 0 ? request.id : null));
    return answered;
  };
  const cancel = (id: number): void => {
    const load = loads.get(id);
    if (load) load.abort();
    else if (id === lastLoad) {
      lastLoad = null;
      queue = queue.then(() => parts.images.revert());
    }
  };
  return Object.assign(serve, { cancel });
}
