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
import { answerImageRequest, failureResponse, handleKernelRequest, isImageRequest, type KernelEngine, type KernelRequest, type KernelResponse } from './kernelProtocol';
import type { KernelSet } from './kernelTypes';
import { createWandSession } from './wandSession';

export type KernelServer = (request: KernelRequest) => Promise<KernelResponse>;

export interface KernelServerParts extends KernelEngine {
  readonly images: ImageHolder;
}

/** The kernels, a wand over them and an image holder decoding with `decoder`. */
export function kernelServerParts(kernels: KernelSet, decoder: ImageDecoder): KernelServerParts {
  const wand = createWandSession(kernels);
  return { kernels, wand, images: createImageHolder(wand, decoder) };
}

async function answerOne(parts: KernelServerParts, request: KernelRequest): Promise<KernelResponse> {
  if (!isImageRequest(request)) return handleKernelRequest(parts, request);
  try {
    return { id: request.id, ok: true, result: await answerImageRequest(parts.images, request) };
  } catch (error) {
    return failureResponse(request.id, error);
  }
}

/** Serves requests over `parts`; every answer settles, a failure as an error response. */
export function createKernelServer(parts: KernelServerParts): KernelServer {
  let queue: Promise<unknown> = Promise.resolve();
  return (request) => {
    if (request.op === 'tile') return answerOne(parts, request);
    const answered = queue.then(() => answerOne(parts, request));
    queue = answered;
    return answered;
  };
}
