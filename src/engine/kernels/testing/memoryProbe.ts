/**
 * The memory-read-bandwidth probe of assembly/probe, for the benchmarks: how fast the WASM module
 * can stream bytes from its own linear memory, the floor under any kernel that reads an image.
 */
import { createWasmArena, type ArenaExports } from '../wasmArena';

interface ProbeExports extends ArenaExports {
  probeReadSum(pointer: number, bytes: number): number;
}

export interface ReadProbe {
  readonly bytes: number;
  /** Reads the whole block once; returns its checksum. */
  read(): number;
  /** Returns the block to the arena. */
  release(): void;
}

/** The probe's block size is rounded up to a multiple of the 64 bytes each loop step reads. */
const STEP = 64;

/**
 * Allocates a block of at least `bytes` bytes at the top of the kernels' arena and writes it whole, so
 * every page is really mapped before it is timed. Shares the instance of the kernels (the module
 * is imported once), so release it before loading an image.
 */
export async function loadReadProbe(bytes: number): Promise<ReadProbe> {
  const exports = (await import('../../../../build/kernels.wasm')) as unknown as ProbeExports;
  if (typeof exports.probeReadSum !== 'function') throw new Error('kernels.wasm lacks probeReadSum; run npm run build:wasm');
  const arena = createWasmArena(exports);
  const size = Math.ceil(bytes / STEP) * STEP;
  const mark = arena.mark();
  const pointer = arena.alloc(size);
  const block = arena.u8(pointer, size);
  // The arena's memory holds what earlier kernels left there: zeros first, then the marks.
  block.fill(0);
  for (let i = 0; i < size; i += 4096) block[i] = i >>> 12;
  return {
    bytes: size,
    read: () => exports.probeReadSum(pointer, size) >>> 0,
    release: () => arena.release(mark),
  };
}
