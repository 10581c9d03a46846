/**
 * Loads build/kernels.wasm (emitted by `npm run build:wasm`) through vite-plugin-wasm. The same
 * import works in the browser, in the worker, and under Vitest, where the plugin inlines the
 * bytes instead of fetching a URL.
 */
import { createKernels, toKernelExports, type Kernels } from './kernels';

/**
 * Instantiates the kernels. Dynamic, not a static import, because the plugin instantiates with
 * top-level await: a worker that imported it statically would install its message handler only
 * after that await, and messages posted in the meantime would be lost.
 */
export async function loadKernels(): Promise<Kernels> {
  const module: object = await import('../../../build/kernels.wasm');
  return createKernels(toKernelExports(module));
}
