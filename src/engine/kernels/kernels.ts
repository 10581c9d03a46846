/**
 * The typed face of the WASM kernels: the only code that reads or writes the module's memory.
 * Each call copies its coordinates into the arena, runs the kernel there, then releases them.
 */
import type { Point } from '../../shared/geometry';
import type { SegmentCrossingOptions } from '../geometry/segments';
import { createWasmArena, type ArenaExports } from './wasmArena';

/** What assembly/index.ts exports, as JavaScript sees it (bools are i32, pointers u32). */
export interface KernelExports extends ArenaExports {
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

const KERNEL_FUNCTIONS = ['arenaTop', 'arenaReset', 'arenaAlloc', 'polygonArea', 'pathLength', 'segmentCrossesPolyline'] as const;

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
  const arena = createWasmArena(exports);
  const copyIn = (coords: Float64Array): number => {
    if (coords.length % 2 !== 0) throw new RangeError(`coordinates must be x,y pairs, got ${coords.length} values`);
    return arena.copyIn(coords);
  };
  return {
    polygonArea: (coords) => arena.scoped(() => exports.polygonArea(copyIn(coords), coords.length / 2)),
    pathLength: (coords, closed) =>
      arena.scoped(() => exports.pathLength(copyIn(coords), coords.length / 2, closed ? 1 : 0)),
    segmentCrossesPolyline: (a, b, coords, options) =>
      arena.scoped(() =>
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
      ),
  };
}
