/** The WASM mask kernels over build/kernels.wasm, for tests and benchmarks. */
import type { MaskKernels } from '../../kernelTypes';
import { checkKernelExports } from '../../loadKernels';
import type { ArenaExports as KernelExports } from '../../wasmArena';
import { createWasmArena, type WasmArena } from '../../wasmArena';
import { createWasmMasks } from '../wasmMasks';

export interface LoadedWasmMasks {
  readonly exports: KernelExports;
  readonly arena: WasmArena;
  readonly masks: MaskKernels;
}

export async function loadWasmMasks(): Promise<LoadedWasmMasks> {
  const exports = checkKernelExports(await import('../../../../../build/kernels.wasm'));
  const arena = createWasmArena(exports);
  return { exports, arena, masks: createWasmMasks(exports, arena) };
}
