/**
 * The conversion itself, run inside a conversion child process: an SVG is sanitised and drawn to fit; a
 * DXF or DWG is read by the CAD converters into an SVG at its own pixel scale and drawn as is.
 */
import { readFile } from 'node:fs/promises';
import type { CadSvg } from '../cad/cadDrawing';
import type { CadConverters, ConversionJob, ConvertedDrawing, RefusedDrawing } from './conversionProtocol';
import { decodeDxfText } from './decodeDxfText';
import { rasterizeSvg, type RenderedPng } from './rasterizeSvg';
import { sanitizeSvg } from './sanitizeSvg';
import { UploadError } from './UploadError';

/** A converted drawing with its PNG, before the child writes the PNG out. */
export type ConvertedPng = ConvertedDrawing & { readonly png: Uint8Array };

/**
 * Converts the stored file to a PNG. Refusals (UploadError) and the CAD readers' own errors,
 * which are written for people, come back as a refusal with their message; anything else throws
 * and the child exits with a failure.
 */
export async function convertUpload(job: ConversionJob, cad: CadConverters): Promise<ConvertedPng | RefusedDrawing> {
  try {
    const bytes = new Uint8Array(await readFile(job.path));
    if (job.source === 'svg') {
      const rendered = rasterizeSvg(sanitizeSvg(new TextDecoder('utf-8').decode(bytes)), 'fit');
      return { ok: true, ...rendered, drawingScale: null, declaredUnits: null };
    }
    const drawing = job.source === 'dxf' ? await readCad(() => cad.dxfToSvg(decodeDxfText(bytes))) : await readCad(() => cad.dwgToSvg(bytes));
    const rendered: RenderedPng = rasterizeSvg(sanitizeSvg(drawing.svg), 'original');
    const { drawingScale, declaredUnits, unitsSuggestion } = drawing;
    return { ok: true, ...rendered, drawingScale, declaredUnits, ...(unitsSuggestion ? { unitsSuggestion } : {}) };
  } catch (error) {
    if (error instanceof UploadError) return { ok: false, statusCode: error.statusCode, message: error.message };
    throw error;
  }
}

/**
 * The CAD readers throw plain `Error`s with messages meant for people ("Binary DXF is not
 * supported; ..."); a TypeError or RangeError is a bug and stays a failure.
 */
async function readCad(read: () => CadSvg | Promise<CadSvg>): Promise<CadSvg> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof Error && error.constructor === Error && error.message) throw new UploadError(error.message, 422);
    throw error;
  }
}
