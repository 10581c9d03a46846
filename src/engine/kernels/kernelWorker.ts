/**
 * The kernel worker's entry: loads the kernels once (WASM when the browser runs WASM SIMD, the
 * TypeScript fallback otherwise), keeps the wand's image resident, and answers each request with
 * `handleKernelRequest`, transferring any buffer in the answer back. The handler is installed
 * before anything is awaited, so a request posted while the module loads waits instead of being lost.
 */
import { handleKernelRequest, transferListOf, type KernelEngine, type KernelRequest, type KernelResponse } from './kernelProtocol';
import type { RgbaImage } from './kernelTypes';
import { loadBestKernels } from './loadKernels';
import { createWandSession } from './wandSession';

/** Draws the bitmap on an OffscreenCanvas to read its pixels, here rather than on the main thread. */
function readBitmap(bitmap: ImageBitmap): RgbaImage {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('this browser cannot read image pixels in a worker');
  context.drawImage(bitmap, 0, 0);
  const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
  return { data, width, height };
}

const engine: Promise<KernelEngine> = loadBestKernels().then((kernels) => ({
  kernels,
  wand: createWandSession(kernels),
  readBitmap,
}));

self.onmessage = async (event: MessageEvent<KernelRequest>) => {
  const request = event.data;
  const response: KernelResponse = await engine.then(
    (loaded) => handleKernelRequest(loaded, request),
    (error: unknown) => ({ id: request.id, ok: false, code: 'worker-failed', message: `kernels failed to load: ${String(error)}` }),
  );
  self.postMessage(response, { transfer: transferListOf(response) });
};
