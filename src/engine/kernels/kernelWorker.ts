/**
 * The kernel worker's entry: answers each request with `handleKernelRequest` and transfers any
 * buffer in the response back. The handler is installed before anything is awaited, so a request
 * posted while the WASM module is still loading waits for it instead of being lost.
 */
import { handleKernelRequest, transferListOf, type KernelRequest, type KernelResponse } from './kernelProtocol';
import { loadKernels } from './loadKernels';

const kernels = loadKernels();

self.onmessage = async (event: MessageEvent<KernelRequest>) => {
  const request = event.data;
  const response: KernelResponse = await kernels.then(
    (loaded) => handleKernelRequest(loaded, request),
    (error: unknown) => ({ id: request.id, op: 'error', message: `kernels failed to load: ${String(error)}` }),
  );
  self.postMessage(response, { transfer: transferListOf(response) });
};
