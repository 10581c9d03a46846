/**
 * The typed face of the WASM kernels: the only code that reads or writes the module's memory.
 * Each call copies its coordinates into the module's scratch region, then runs the kernel there.
 */
import type { Point } from '../../shared/geometry';
import type { SegmentCrossingOptions } from '../geometry/segments';

/** What assembly/index.ts exports, as JavaScript sees it (bools are i32, pointers u32). */
export interface KernelExports {
  readonly memory: WebAssembly.Memory;
  reserve(bytes: number): number;
  polygonArea(pointer: number, count: number): number;
  pathLength(pointer: number, count: number, closed: number): number;
  segmentCrossesPolyline(
    ax: number,
    ay: number,
    bx: number,
    by: number,
    pointer: number,
    count: number,
    adjacentFirst: number,
    adjacentLast: number,
  ): number;
}

/** The kernels over interleaved x,y coordinates, with the semantics of the plain TS geometry. */
export interface Kernels {
  /** Absolute shoelace area; 0 below 3 vertices. See `polygonArea` in geometry/polygon. */
  polygonArea(coords: Float64Array): number;
  /** Path length, with the closing edge when `closed`. See `pathLength` in geometry/polygon. */
  pathLength(coords: Float64Array, closed: boolean): number;
  /** First edge the segment a → b hits, or -1. See `segmentCrossesPolyline` in geometry/segments. */
  segmentCrossesPolyline(a: Point, b: Point, coords: Float64Array, options: SegmentCrossingOptions): number;
}

const KERNEL_FUNCTIONS = ['reserve', 'polygonArea', 'pathLength', 'segmentCrossesPolyline'] as const;

/**
 * Checks that a loaded module has the kernels' exports; a stale build/kernels.wasm would
 * otherwise fail later with an unhelpful "is not a function".
 */
export function toKernelExports(module: object): KernelExports {
  const candidate = module as Partial<Record<string, unknown>>;
  const missing = KERNEL_FUNCTIONS.filter((name) => typeof candidate[name] !== 'function');
  if (!(candidate.memory instanceof WebAssembly.Memory) || missing.length > 0) {
    throw new Error(`kernels.wasm lacks ${['memory', ...missing].join(', ')}; run npm run build:wasm`);
  }
  return module as KernelExports;
}

/**
 * Wraps the module's exports. Every call throws a RangeError for an odd number of coordinates,
 * since they must be x,y pairs.
 */
export function createKernels(exports: KernelExports): Kernels {
  // One view over the whole memory, replaced only when memory grows: making a view per call costs
  // as much as copying a thousand vertices.
  let memory = new Float64Array(exports.memory.buffer);
  const copyIn = (coords: Float64Array): number => {
    if (coords.length % 2 !== 0) throw new RangeError(`coordinates must be x,y pairs, got ${coords.length} values`);
    // A u32 pointer above 2 GiB arrives as a negative i32, hence >>> 0. `reserve` returns a
    // 16-byte-aligned pointer, so it indexes the f64 view exactly.
    const pointer = exports.reserve(coords.byteLength) >>> 0;
    // `reserve` may have grown memory, which detaches the old buffer: compare after the call.
    if (memory.buffer !== exports.memory.buffer) memory = new Float64Array(exports.memory.buffer);
    memory.set(coords, pointer / Float64Array.BYTES_PER_ELEMENT);
    return pointer;
  };
  return {
    polygonArea: (coords) => exports.polygonArea(copyIn(coords), coords.length / 2),
    pathLength: (coords, closed) => exports.pathLength(copyIn(coords), coords.length / 2, closed ? 1 : 0),
    segmentCrossesPolyline: (a, b, coords, options) =>
      exports.segmentCrossesPolyline(
        a.x,
        a.y,
        b.x,
        b.y,
        copyIn(coords),
        coords.length / 2,
        options.adjacentFirst ? 1 : 0,
        options.adjacentLast ? 1 : 0,
      ),
  };
}
