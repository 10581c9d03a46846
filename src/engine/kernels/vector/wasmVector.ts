/**
 * The vector kernels backed by the WASM module (assembly/vector/): the only code that reads or
 * writes their memory. Each call checks its input as the TypeScript kernels do, copies it into the
 * arena, runs the kernel there and copies the answer out; the arena is reset afterwards, also when
 * the call throws, so a refused or failed call leaves the module as it was.
 */
import type { Point } from '../../../shared/geometry';
import { KernelError, type VectorKernels } from '../kernelTypes';
import type { WasmArena } from '../wasmArena';
import { encodeOutline } from './outlineEncoding';
import { checkOutline, checkPath, checkPoints, checkTolerance, minimumPoints } from './vectorChecks';

/** What assembly/vector/index.ts exports, as JavaScript sees it (bools are i32, pointers u32). */
interface VectorExports {
  allFinite(pointer: number, values: number): number;
  polygonArea(pointer: number, count: number): number;
  pathLength(pointer: number, count: number, closed: number): number;
  segmentCrossesPolyline(ax: number, ay: number, bx: number, by: number, pointer: number, count: number, adjacentFirst: number, adjacentLast: number): number;
  selfCrossing(pointer: number, count: number, closed: number, out: number): number;
  simplify(pointer: number, count: number, tolerance: number, closed: number, out: number): number;
  outlineArea(pointer: number, count: number): number;
  outlineLength(pointer: number, count: number): number;
}

const NAMES = [
  'allFinite',
  'polygonArea',
  'pathLength',
  'segmentCrossesPolyline',
  'selfCrossing',
  'simplify',
  'outlineArea',
  'outlineLength',
] as const satisfies readonly (keyof VectorExports)[];

/** The module functions the vector kernels call; a loader can check a module has them all. */
export const VECTOR_EXPORTS: readonly string[] = NAMES;

/** What a kernel returns when its workspace does not fit in memory. */
const OUT_OF_MEMORY = -2;

/**
 * The vector kernels over a loaded module's `exports` and the arena over its memory. Throws when
 * the module lacks a vector export (a stale build/kernels.wasm).
 */
export function createWasmVector(exports: object, arena: WasmArena): VectorKernels {
  const wasm = toVectorExports(exports);
  /** Copies the coordinates in after checking them; returns their pointer. */
  const copyPath = (coords: Float64Array, minPoints: number): number => {
    const pointer = arena.copyIn(coords);
    checkPath(coords, minPoints, () => wasm.allFinite(pointer, coords.length) === 1);
    return pointer;
  };
  const flag = (value: boolean): number => (value ? 1 : 0);
  return {
    polygonArea: (coords) => arena.scoped(() => wasm.polygonArea(copyPath(coords, 0), coords.length / 2)),
    pathLength: (coords, closed) => arena.scoped(() => wasm.pathLength(copyPath(coords, 0), coords.length / 2, flag(closed))),
    segmentCrossesPolyline(a: Point, b: Point, coords, options) {
      checkPoints(a, b);
      return arena.scoped(() =>
        wasm.segmentCrossesPolyline(a.x, a.y, b.x, b.y, copyPath(coords, 0), coords.length / 2, flag(options.adjacentFirst), flag(options.adjacentLast)),
      );
    },
    selfCrossing: (coords, closed) =>
      arena.scoped(() => {
        const pointer = copyPath(coords, minimumPoints(closed));
        const out = arena.alloc(4);
        const first = succeeded(wasm.selfCrossing(pointer, coords.length / 2, flag(closed), out), coords);
        return first < 0 ? null : { first, second: arena.i32(out, 1)[0]! };
      }),
    simplify(coords, tolerance, closed) {
      checkTolerance(tolerance);
      return arena.scoped(() => {
        const pointer = copyPath(coords, minimumPoints(closed));
        const out = arena.alloc(coords.length * 8);
        const kept = succeeded(wasm.simplify(pointer, coords.length / 2, tolerance, flag(closed), out), coords);
        return arena.copyF64(out, 2 * kept);
      });
    },
    measureOutline(outline) {
      checkOutline(outline);
      const count = outline.segments.length;
      return arena.scoped(() => {
        const pointer = arena.copyIn(encodeOutline(outline));
        return { area: outline.closed ? Math.abs(wasm.outlineArea(pointer, count)) : 0, perimeter: wasm.outlineLength(pointer, count) };
      });
    },
  };
}

function succeeded(result: number, coords: Float64Array): number {
  if (result === OUT_OF_MEMORY) {
    throw new KernelError('too-large', `the workspace for ${(coords.length / 2).toLocaleString('en-US')} points does not fit in the kernels' memory`);
  }
  return result;
}

function toVectorExports(exports: object): VectorExports {
  const candidate = exports as Partial<Record<string, unknown>>;
  const missing = VECTOR_EXPORTS.filter((name) => typeof candidate[name] !== 'function');
  if (missing.length > 0) throw new Error(`kernels.wasm lacks ${missing.join(', ')}; run npm run build:wasm`);
  return exports as VectorExports;
}
