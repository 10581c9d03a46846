/**
 * The kernel worker's entry: loads the kernels once (WASM when the browser runs WASM SIMD, the
 * TypeScript fallback otherwise), holds the image (a PNG decoded here in strips by our own
 * reader, anything else by the browser's createImageBitmap: pngDecoder.ts) for the wand and the
 * tiles, and answers each request with the kernel server, transferring any buffer or bitmap in
 * the answer back; a cancel message stops an image load. The handler is installed before
 * anything is awaited, so a request posted while the module loads waits instead of being lost.
 */
import { pngDecoder } from './pngDecoder';
import { failureResponse, isCancel, transferListOf, type KernelRequest, type KernelResponse, type KernelWorkerInput } from './kernelProtocol';
import { createKernelServer, kernelServerParts, type KernelServer } from './kernelServer';
import { loadBestKernels } from './loadKernels';

const server: Promise<KernelServer> = loadBestKernels().then((kernels) => createKernelServer(kernelServerParts(kernels, pngDecoder)));

async function respond(request: KernelRequest): Promise<KernelResponse> {
  let serve: KernelServer;
  try {
    serve = await server;
  } catch (error) {
    return failureResponse(request.id, error, 'kernels failed to load');
  }
  return serve(request, (progress) => self.postMessage(progress));
}

self.onmessage = async (event: MessageEvent<KernelWorkerInput>) => {
  const message = event.data;
  if (isCancel(message)) {
    // A cancel that comes before the kernels have loaded finds its load queued behind them.
    void server.then((serve) => serve.cancel(message.cancel), () => undefined);
    return;
  }
  const response = await respond(message);
  self.postMessage(response, { transfer: transferListOf(response) });
};
