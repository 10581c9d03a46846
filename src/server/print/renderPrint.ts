/**
 * Runs one print job: writes the job file into a private temporary folder, renders it in a
 * conversion child (the uploads' pool: same time and memory limits, same slots and queue), reads
 * the PNGs back and removes the folder whatever happens. A refusal becomes a PrintError whose
 * message the client can show; the child's own detail goes to the log only.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { PrintRequest } from '../../shared/print';
import type { ConversionPool, JobOwner } from '../uploads/conversionPool';
import { openPrintJobFolder, writePrintJob, type PrintBackground, type PrintRender } from './printJob';
import { PrintError } from './PrintError';
import { cannotDraw, PRINT_MESSAGES } from './printMessages';

/** What to render: the whole view, or one layer, with or without the results block. */
export type RenderRequest = Omit<PrintRender, 'outputPath'>;

/** What a job answers: the PNGs in the order of the renders, and the report's PDF when one was asked for. */
export interface RenderedPrintFiles {
  readonly pngs: Buffer[];
  readonly pdf?: Buffer;
}

/**
 * Renders each of `renders` of `request` on `background`; answers the PNGs in the same order and,
 * with `report` (its ISO day), the PDF report built from the first PNG in the same child.
 * `owner` is whose share of the pool the job takes.
 */
export async function renderPrint(
  pool: Pick<ConversionPool, 'render'>,
  owner: JobOwner,
  request: PrintRequest,
  background: PrintBackground | null,
  renders: readonly RenderRequest[],
  log: FastifyBaseLogger,
  report?: { readonly date: string },
): Promise<RenderedPrintFiles> {
  const folder = await openPrintJobFolder();
  const reportPath = join(folder.dir, 'report.pdf');
  try {
    const path = await writePrintJob(folder.dir, {
      state: request.state,
      stage: request.stage,
      settings: request.settings,
      pixelRatio: request.pixelRatio,
      background,
      renders: renders.map((render, index) => ({ ...render, outputPath: folder.outputPath(index) })),
      ...(report ? { report: { date: report.date, fileName: request.fileName, outputPath: reportPath } } : {}),
    });
    const outcome = await pool.render({ source: 'print', path }, owner);
    if (!outcome.ok) {
      log.warn({ status: outcome.statusCode, detail: outcome.detail ?? outcome.message }, 'Print not rendered');
      if (outcome.statusCode === 503) throw new PrintError(PRINT_MESSAGES.busy, 503);
      // A time-out, crash or exhausted memory carries a detail for the log; a refusal its own reason.
      if (outcome.detail !== undefined) throw new PrintError(PRINT_MESSAGES.failed, 422);
      throw new PrintError(cannotDraw(outcome.message), 422);
    }
    const pngs = await Promise.all(renders.map((_, index) => readFile(folder.outputPath(index))));
    return report ? { pngs, pdf: await readFile(reportPath) } : { pngs };
  } finally {
    await folder.remove();
  }
}
