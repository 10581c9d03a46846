/**
 * A conversion worker for tests whose CAD readers are stand-ins, so the route, the thread and
 * its limits can be tested apart from the real readers. A DXF's 999 comment picks the behaviour:
 * `stub: loop` never returns, `stub: exhaust memory` allocates until the heap limit,
 * `stub: refuse` throws an Error meant for people, `stub: bug` throws a TypeError. Any other DXF
 * or DWG becomes a 10 x 10 mm square drawn at 20 px per mm.
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
};

function dxfToSvg(text: string): CadSvg {
  if (text.includes('stub: loop')) for (;;);
  if (text.includes('stub: exhaust memory')) {
    const hoard: number[][] = [];
    for (;;) hoard.push(new Array<number>(1_000_000).fill(hoard.length));
  }
  if (text.includes('stub: refuse')) throw new Error('This drawing has no entities to draw');
  if (text.includes('stub: bug')) throw new TypeError("Cannot read properties of undefined (reading 'x')");
  return SQUARE;
}

await serveConversion({ dxfToSvg, dwgToSvg: async () => SQUARE });
