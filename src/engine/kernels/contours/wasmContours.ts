/**
 * The host side of the WASM contour kernel (assembly/contours): copies the mask into the arena,
 * runs the trace, and copies the borders out of the result block it returns.
 */
import { KernelError, type ContourTracer } from '../kernelTypes';
import { checkMask } from '../validate';
import type { WasmArena } from '../wasmArena';
import { assembleContours, type TracedBorder } from './assembleContours';

/** The module exports the wrapper needs beyond the arena's. */
export const CONTOUR_EXPORTS: readonly string[] = ['contourMaskBuffer', 'traceContours'];

interface ContourExports {
  /** Where to copy a width × height mask's words, or 0 when it cannot fit. */
  contourMaskBuffer(width: number, height: number): number;
  /** The result block's address (layout in assembly/contours/output.ts), or 0 when out of memory. */
  traceContours(maskAt: number, width: number, height: number, holes: number): number;
}

const RESULT_HEADER_BYTES = 8;
const RECORD_HEADER_BYTES = 16;

function toContourExports(exports: object): ContourExports {
  const candidate = exports as Partial<Record<string, unknown>>;
  const missing = CONTOUR_EXPORTS.filter((name) => typeof candidate[name] !== 'function');
  if (missing.length > 0) throw new Error(`kernels.wasm lacks ${missing.join(', ')}; run npm run build:wasm`);
  return exports as ContourExports;
}

const tooLarge = (width: number, height: number): KernelError =>
  new KernelError('too-large', `tracing a ${width} × ${height} mask needs more memory than the kernels can have`);

/** The borders in the result block at `result`, each copied out of the module's memory. */
function readBorders(arena: WasmArena, result: number): TracedBorder[] {
  const header = arena.i32(result, 2);
  const count = header[0]!;
  const bytes = header[1]!;
  const headers = arena.i32(result, bytes / 4);
  const areas = arena.f64(result, bytes / 8);
  const borders: TracedBorder[] = [];
  for (let record = 0, offset = RESULT_HEADER_BYTES; record < count; record++) {
    const owner = headers[offset / 4]!;
    const points = headers[offset / 4 + 1]!;
    borders.push({
      owner,
      twiceArea: areas[offset / 8 + 1]!,
      points: arena.copyI32(result + offset + RECORD_HEADER_BYTES, points * 2),
    });
    offset += RECORD_HEADER_BYTES + points * 8;
  }
  return borders;
}

/** A ContourTracer over the loaded module's exports and its arena. */
export function createWasmContours(exports: object, arena: WasmArena): ContourTracer {
  const kernel = toContourExports(exports);
  return (mask, options = {}) => {
    checkMask(mask);
    const { width, height, bits } = mask;
    if (width === 0 || height === 0) return [];
    return arena.scoped(() => {
      const maskAt = kernel.contourMaskBuffer(width, height) >>> 0;
      if (maskAt === 0) throw tooLarge(width, height);
      arena.u32(maskAt, bits.length).set(bits);
      const result = kernel.traceContours(maskAt, width, height, options.holes === true ? 1 : 0) >>> 0;
      if (result === 0) throw tooLarge(width, height);
      return assembleContours(readBorders(arena, result));
    });
  };
}
