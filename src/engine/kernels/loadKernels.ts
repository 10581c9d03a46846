/**
 * Loads the kernels: build/kernels.wasm (emitted by `npm run build:wasm`) through
 * vite-plugin-wasm, once, or the plain-TypeScript fallbacks where WASM SIMD is missing. The same
 * import works in the browser, in the worker, and under Vitest, where the plugin inlines the bytes.
 */
import { createWasmContours, CONTOUR_EXPORTS } from './contours/wasmContours';
import { traceContours } from './contours/traceContours';
import type { KernelSet } from './kernelTypes';
import { createTypescriptMasks } from './raster/typescriptMasks';
import { createWasmMasks, MASK_EXPORTS } from './raster/wasmMasks';
import { typescriptVector } from './vector/typescriptVector';
import { createWasmVector, VECTOR_EXPORTS } from './vector/wasmVector';
import { createWasmArena, type ArenaExports } from './wasmArena';

const ARENA_EXPORTS = ['arenaTop', 'arenaReset', 'arenaAlloc'];

/**
 * Checks that a loaded module has every export the wrappers call: a stale build/kernels.wasm
 * would otherwise fail later with an unhelpful "is not a function".
 */
export function checkKernelExports(module: object): ArenaExports {
  const candidate = module as Partial<Record<string, unknown>>;
  const names = [...ARENA_EXPORTS, ...MASK_EXPORTS, ...CONTOUR_EXPORTS, ...VECTOR_EXPORTS];
  const missing = names.filter((name) => typeof candidate[name] !== 'function');
  if (!(candidate.memory instanceof WebAssembly.Memory) || missing.length > 0) {
    throw new Error(`kernels.wasm lacks ${[...(candidate.memory instanceof WebAssembly.Memory ? [] : ['memory']), ...missing].join(', ')}; run npm run build:wasm`);
  }
  return module as ArenaExports;
}

/** The kernels over an instantiated module's exports, sharing one arena. */
export function wasmKernelSet(module: object): KernelSet {
  const exports = checkKernelExports(module);
  const arena = createWasmArena(exports);
  const masks = createWasmMasks(exports, arena);
  const contours = createWasmContours(exports, arena);
  return { implementation: 'wasm', raster: { ...masks, contours }, vector: createWasmVector(exports, arena) };
}

let loading: Promise<KernelSet> | undefined;

/**
 * The WASM kernels, instantiated once per thread (a cached promise). Dynamic, not a static
 * import, because the plugin instantiates with top-level await: a worker that imported it
 * statically would install its message handler only after that await, and lose messages.
 */
export function loadWasmKernels(): Promise<KernelSet> {
  loading ??= import('../../../build/kernels.wasm').then((module: object) => wasmKernelSet(module));
  return loading;
}

/** The plain-TypeScript kernels: the reference in tests, the fallback without WASM SIMD. */
export function typescriptKernels(): KernelSet {
  return { implementation: 'typescript', raster: { ...createTypescriptMasks(), contours: traceContours }, vector: typescriptVector };
}

/**
 * A module of one function returning a v128 (i32.const 0; i8x16.splat): it validates only where
 * the engine supports WASM SIMD, which our kernels need.
 */
const SIMD_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // magic, version 1
  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b, // types: () -> v128
  0x03, 0x02, 0x01, 0x00, // functions: one of type 0
  0x0a, 0x08, 0x01, 0x06, 0x00, 0x41, 0x00, 0xfd, 0x0f, 0x0b, // code: i32.const 0, i8x16.splat, end
]);

export const wasmSimdSupported = (): boolean =>
  typeof WebAssembly === 'object' && WebAssembly.validate(SIMD_PROBE);

/** The WASM kernels where the engine runs WASM SIMD, else the TypeScript fallback. */
export const loadBestKernels = (simd: boolean = wasmSimdSupported()): Promise<KernelSet> =>
  simd ? loadWasmKernels() : Promise.resolve(typescriptKernels());
