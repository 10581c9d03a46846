/**
 * CAD drawings (DXF and DWG) to one SVG at a known pixel scale. Both formats are read into the
 * same small model (cadModel.ts) and drawn by the same renderer (drawCadSvg.ts).
 */
import type { CadSvg } from './cadDrawing';
import { drawCadSvg } from './drawCadSvg';
import { readDwg } from './readDwg';
import { readDxf } from './readDxf';

export type { CadPixelMapping, CadSvg } from './cadDrawing';
export { BINARY_DXF_MESSAGE } from './readDxf';

/**
 * An ASCII DXF drawing (already decoded to text) as an SVG. The units are reported as the file
 * declares them ($INSUNITS), right or wrong; when its dimensions agree on other units
 * (floorplan.dxf says mm but is drawn in inches) those come as `unitsSuggestion`, for the person
 * to choose.
 */
export function dxfToSvg(text: string): CadSvg {
  return drawCadSvg(readDxf(text));
}

/**
 * The text of a DXF file. R2007 and later write UTF-8; older versions write the drawing's ANSI
 * code page ($DWGCODEPAGE), almost always Windows-1252, which is used when the bytes are not UTF-8.
 */
export function decodeDxfText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** A DWG drawing as an SVG, read with libredwg-web in a fresh WebAssembly instance. */
export async function dwgToSvg(bytes: Uint8Array): Promise<CadSvg> {
  return drawCadSvg(await readDwg(bytes));
}
