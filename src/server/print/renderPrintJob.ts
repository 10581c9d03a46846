/**
 * The print job itself, run inside a conversion child process: reads the job file, reads a
 * stored background itself, draws each render's SVG with the engine's renderer and rasterises it
 * with resvg at the pixel ratio and the repository's fonts, through the same size and cost checks as an upload, and writes
 * each PNG where the job says. Refusals come back with their message; anything else throws and
 * the child exits with a failure.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { renderDrawingSvg } from '../../engine/print/drawingSvg';
import { PRINT_DEFAULT_FONT_FAMILY } from '../../engine/print/printFonts';
import type { PrintOutcome } from '../uploads/conversionProtocol';
import { rasterizeSvg } from '../uploads/rasterizeSvg';
import { UploadError } from '../uploads/UploadError';
import { printFontFiles } from './printFontFiles';
import { printReport } from './printReport';
import type { PrintBackground, PrintJobFile } from './printJob';
import { loadPdfKit } from './reportPdf';

/**
 * Reads the job at `path` and loads what it needs (pdfkit for a report), before the child says
 * it is ready and its time limit starts; answers the rendering itself.
 */
export async function preparePrintJob(path: string): Promise<() => Promise<PrintOutcome>> {
  const job = JSON.parse(await readFile(path, 'utf8')) as PrintJobFile;
  if (job.report) await loadPdfKit();
  return () => render(job);
}

/** Renders every PNG of the job. */
async function render(job: PrintJobFile): Promise<PrintOutcome> {
  try {
    const backgroundHref = await hrefOf(job.background);
    // The repository's DejaVu Sans, so a print looks the same on any machine; the system's fonts stay for other scripts.
    const fonts = { files: printFontFiles(), defaultFamily: PRINT_DEFAULT_FONT_FAMILY };
    const images: { width: number; height: number }[] = [];
    let first: Uint8Array | undefined;
    for (const render of job.renders) {
      const svg = renderDrawingSvg({
        state: job.state,
        stage: job.stage,
        settings: job.settings,
        backgroundHref,
        layer: render.layer,
        results: render.results,
      });
      const { png, width, height } = rasterizeSvg(svg, { zoom: job.pixelRatio }, fonts);
      await writeFile(render.outputPath, png, { flag: 'wx' });
      first ??= png;
      images.push({ width, height });
    }
    if (job.report && first) {
      const pdf = await printReport(first, { state: job.state, settings: job.settings, fileName: job.report.fileName }, job.report.date);
      await writeFile(job.report.outputPath, pdf, { flag: 'wx' });
    }
    return { ok: true, images };
  } catch (error) {
    if (error instanceof UploadError) return { ok: false, statusCode: error.statusCode, message: error.message };
    throw error;
  }
}

/** The background as the SVG's href: a stored image is read here and embedded as a data URL. */
async function hrefOf(background: PrintBackground | null): Promise<string | undefined> {
  if (!background) return undefined;
  if (background.kind === 'data-url') return background.href;
  const bytes = await readFile(background.path);
  return `data:${background.mime};base64,${bytes.toString('base64')}`;
}
