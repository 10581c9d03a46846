/**
 * The WASM vector kernels for the tests, over their own instance of build/kernels.wasm (built by
 * `npm run build:wasm`). Test code only.
 */
import type { VectorKernels } from '../../kernelTypes';
import { createWasmArena, type ArenaExports } from '../../wasmArena';
import { createWasmVector } from '../wasmVector';

export interface LoadedVector {
  readonly vector: VectorKernels;
  readonly memory: WebAssembly.Memory;
  readonly arenaTop: () => number;
}

export async function loadWasmVector(): Promise<LoadedVector> {
  const module = (await import('../../../../../build/kernels.wasm')) as object as ArenaExports;
  return { vector: createWasmVector(module, createWasmArena(module)), memory: module.memory, arenaTop: () => module.arenaTop() >>> 0 };
}
