import { describe, expect, it } from 'vitest';
import { loadBestKernels, loadWasmKernels, typescriptKernels, wasmSimdSupported } from './loadKernels';

describe('loading the kernels', () => {
  it('instantiates the WASM module once: every caller shares one promise and one kernel set', async () => {
    const first = loadWasmKernels();
    expect(loadWasmKernels()).toBe(first);
    expect(await loadWasmKernels()).toBe(await first);
    expect((await first).implementation).toBe('wasm');
  });

  it('takes the WASM kernels where SIMD validates, and the TypeScript twins where it does not', async () => {
    // Node 20's V8 runs WASM SIMD, so the probe module must validate here.
    expect(wasmSimdSupported()).toBe(true);
    expect((await loadBestKernels()).implementation).toBe('wasm');
    const fallback = await loadBestKernels(false);
    expect(fallback.implementation).toBe('typescript');
    expect(fallback.vector.polygonArea(new Float64Array([0, 0, 4, 0, 4, 4, 0, 4]))).toBe(16);
    expect(typescriptKernels().raster.contours).toBe(fallback.raster.contours);
  });
});
