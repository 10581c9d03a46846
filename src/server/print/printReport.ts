/**
 * The measurement report of `POST /api/report`: the report's content from the engine
 * (measurementReport: the scale and how it was set, each layer's lengths, perimeter, area and
 * angles, formatted as the screen formats them) laid out under the print's PNG by the PDF builder.
 */
import { measurementReport } from '../../engine/print/measurementReport';
import type { PrintRequest } from '../../shared/print';
import { buildReportPdf } from './reportPdf';

/** The report's date: the day it was made, in UTC, as ISO 8601 writes it (2026-11-26). */
export const reportDate = (now: Date): string => now.toISOString().slice(0, 10);

/** The PDF of the drawing in `png` and the measurements of `request`'s state. */
export async function printReport(png: Uint8Array, request: Pick<PrintRequest, 'state' | 'settings' | 'fileName'>, date: string): Promise<Uint8Array> {
  const report = measurementReport(request.state, {
    date,
    title: request.fileName,
    imperial: request.settings.imperial,
    inchFraction: request.settings.inchFraction,
  });
  return buildReportPdf(png, report);
}
