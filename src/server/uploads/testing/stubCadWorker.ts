/**
 * A conversion worker for tests whose CAD readers are stand-ins, so the route, the child process
 * and its limits can be tested apart from the real readers. A DXF's 999 comment picks the
 * behaviour: `stub: loop` never returns, `stub: wait` never returns but uses no CPU, `stub: exhaust memory` allocates until the heap limit,
 * `stub: exhaust native memory` fills buffers outside the V8 heap (up to NATIVE_HOARD_CAP_BYTES,
 * so a conversion without a hard memory limit ends too, having grown that much),
 * `stub: hang ignoring SIGTERM` blocks without using the CPU and survives SIGTERM, `stub: refuse`
 * throws an Error meant for people, `stub: bug` throws a TypeError. Any other DXF or DWG becomes
 * a 10 x 10 mm square drawn at 20 px per mm.
 */
import type { CadSvg } from '../../cad/cadDrawing';
import { serveConversion } from '../serveConversion';

const SQUARE: CadSvg = {
  svg:
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240">' +
    '<rect width="240" height="240" fill="white"/>' +
    '<path d="M20.5 20.5H220.5V220.5H20.5Z" fill="none" stroke="black" stroke-width="1"/></svg>',
  width: 240,
  height: 240,
  drawingScale: { unit: 'mm', unitsPerPixel: 0.05 },
  declaredUnits: 'mm',
  unitsSuggestion: null,
};

/** Where the native hoard stops: far above the limits tests set, far below the test machine's memory. */
const NATIVE_HOARD_CAP_BYTES = 1536 * 1024 * 1024;

function hoardNativeMemory(): void {
  const hoard: Buffer[] = [];
  for (let total = 0; total < NATIVE_HOARD_CAP_BYTES; total += 64 * 1024 * 1024) hoard.push(Buffer.allocUnsafe(64 * 1024 * 1024).fill(hoard.length));
}

function dxfToSvg(text: string): CadSvg {
  if (text.includes('stub: loop')) for (;;);
  // Blocks as `hang ignoring SIGTERM` does, but any kill ends it.
  if (text.includes('stub: wait')) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  if (text.includes('stub: hang ignoring SIGTERM')) {
    process.on('SIGTERM', () => undefined);
    // Blocks the thread as native code does: no CPU used, no JavaScript runs.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  }
  if (text.includes('stub: exhaust native memory')) hoardNativeMemory();
  if (text.includes('stub: exhaust memory')) {
    const hoard: number[][] = [];
    for (;;) hoard.push(new Array<number>(1_000_000).fill(hoard.length));
  }
  if (text.includes('stub: refuse')) throw new Error('This drawing has no entities to draw');
  if (text.includes('stub: bug')) throw new TypeError("Cannot read properties of undefined (reading 'x')");
  return SQUARE;
}

await serveConversion({ dxfToSvg, dwgToSvg: async () => SQUARE });
