/**
 * The first kernels' entry points, kept for loadKernels.ts and kernelProtocol.ts until they move
 * to the kernel set: the area, length and crossing kernels of vector/wasmVector.ts.
 */
import type { VectorKernels } from './kernelTypes';
import { createWasmVector, VECTOR_EXPORTS } from './vector/wasmVector';
import { createWasmArena, type ArenaExports } from './wasmArena';

/** A loaded module with the arena and vector exports. */
export type KernelExports = ArenaExports;

/** The kernels over interleaved x,y coordinates, with the semantics of the plain TS geometry. */
export type Kernels = Pick<VectorKernels, 'polygonArea' | 'pathLength' | 'segmentCrossesPolyline'>;

const ARENA_FUNCTIONS = ['arenaTop', 'arenaReset', 'arenaAlloc'];

/**
 * Checks that a loaded module has the kernels' exports; a stale build/kernels.wasm would
 * otherwise fail later with an unhelpful "is not a function".
 */
export function toKernelExports(module: object): KernelExports {
  const candidate = module as Partial<Record<string, unknown>>;
  const missing = [...ARENA_FUNCTIONS, ...VECTOR_EXPORTS].filter((name) => typeof candidate[name] !== 'function');
  if (!(candidate.memory instanceof WebAssembly.Memory) || missing.length > 0) {
    throw new Error(`kernels.wasm lacks ${['memory', ...missing].join(', ')}; run npm run build:wasm`);
  }
  return module as KernelExports;
}

/** Wraps the module's exports; see vector/wasmVector.ts. */
export function createKernels(exports: KernelExports): Kernels {
  return createWasmVector(exports, createWasmArena(exports));
}
