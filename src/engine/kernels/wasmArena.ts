/**
 * The host's side of assembly/arena.ts: allocates blocks in the module's linear memory, copies
 * typed arrays in and out, and releases a call's scratch afterwards. Views are made fresh after
 * each call that may grow memory, since growing detaches the old buffer.
 */
import { KernelError } from './kernelTypes';

export interface ArenaExports {
  readonly memory: WebAssembly.Memory;
  arenaTop(): number;
  arenaReset(mark: number): void;
  arenaAlloc(bytes: number): number;
}

type TypedArray = Uint8Array | Uint8ClampedArray | Int32Array | Uint32Array | Float64Array;

export interface WasmArena {
  /** A block of `bytes` bytes, 16-byte aligned; throws 'too-large' when memory cannot grow. */
  alloc(bytes: number): number;
  /** Allocates a block and copies `array` into it; returns its pointer. */
  copyIn(array: TypedArray): number;
  /** Copies of `length` elements at `pointer`, independent of the module's memory. */
  copyU32(pointer: number, length: number): Uint32Array;
  copyI32(pointer: number, length: number): Int32Array;
  copyF64(pointer: number, length: number): Float64Array;
  /** Live views; valid only until the next call into the module. */
  u8(pointer: number, length: number): Uint8Array;
  u32(pointer: number, length: number): Uint32Array;
  i32(pointer: number, length: number): Int32Array;
  f64(pointer: number, length: number): Float64Array;
  /** Runs `work`, then releases everything it allocated, even when it throws. */
  scoped<T>(work: () => T): T;
  /** The arena's top, to keep long-lived blocks below it (`release` returns to it). */
  mark(): number;
  release(mark: number): void;
}

/** A pointer above 2 GiB arrives as a negative i32: read it unsigned. */
const unsigned = (pointer: number): number => pointer >>> 0;

export function createWasmArena(exports: ArenaExports): WasmArena {
  const buffer = (): ArrayBuffer => exports.memory.buffer;
  const alloc = (bytes: number): number => {
    // The module takes a 32-bit size: 4 GiB or more would wrap to a small block.
    if (bytes >= 2 ** 32) throw new KernelError('too-large', `${bytes.toLocaleString('en-US')} bytes do not fit in the kernels' memory`);
    const pointer = unsigned(exports.arenaAlloc(bytes));
    if (pointer === 0 && bytes > 0) {
      throw new KernelError('too-large', `${bytes.toLocaleString('en-US')} bytes do not fit in the kernels' memory`);
    }
    return pointer;
  };
  const arena: WasmArena = {
    alloc,
    copyIn(array) {
      const pointer = alloc(array.byteLength);
      new Uint8Array(buffer(), pointer, array.byteLength).set(
        new Uint8Array(array.buffer, array.byteOffset, array.byteLength),
      );
      return pointer;
    },
    copyU32: (pointer, length) => new Uint32Array(buffer(), unsigned(pointer), length).slice(),
    copyI32: (pointer, length) => new Int32Array(buffer(), unsigned(pointer), length).slice(),
    copyF64: (pointer, length) => new Float64Array(buffer(), unsigned(pointer), length).slice(),
    u8: (pointer, length) => new Uint8Array(buffer(), unsigned(pointer), length),
    u32: (pointer, length) => new Uint32Array(buffer(), unsigned(pointer), length),
    i32: (pointer, length) => new Int32Array(buffer(), unsigned(pointer), length),
    f64: (pointer, length) => new Float64Array(buffer(), unsigned(pointer), length),
    scoped(work) {
      const mark = arena.mark();
      try {
        return work();
      } finally {
        exports.arenaReset(mark);
      }
    },
    mark: () => unsigned(exports.arenaTop()),
    release: (mark) => exports.arenaReset(mark),
  };
  return arena;
}
