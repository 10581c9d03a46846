/**
 * The kernel worker's entry: loads the kernels once (WASM when the browser runs WASM SIMD, the
 * TypeScript fallback otherwise), keeps the wand's image resident, and answers each request with
 * `handleKernelRequest`, transferring any buffer in the answer back. The handler is installed
 * before anything is awaited, so a request posted while the module loads waits instead of being lost.
 */
import { decodeImageRequest } from './decodeImage';
import { failureResponse, handleKernelRequest, transferListOf, type KernelEngine, type KernelRequest, type KernelResponse } from './kernelProtocol';
import { loadBestKernels } from './loadKernels';
import { createWandSession } from './wandSession';

const engine: Promise<KernelEngine> = loadBestKernels().then((kernels) => ({ kernels, wand: createWandSession(kernels) }));

async function respond(request: KernelRequest): Promise<KernelResponse> {
  let loaded: KernelEngine;
  try {
    loaded = await engine;
  } catch (error) {
    return failureResponse(request.id, error, 'kernels failed to load');
  }
  try {
    return handleKernelRequest(loaded, await decodeImageRequest(request));
  } catch (error) {
    return failureResponse(request.id, error);
  }
}

self.onmessage = async (event: MessageEvent<KernelRequest>) => {
  const response = await respond(event.data);
  self.postMessage(response, { transfer: transferListOf(response) });
};
