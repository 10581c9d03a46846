/**
 * The file a print job hands to a conversion child: what to draw (the validated request without
 * its background), the background (a data URL the client sent, or the path of one of our own
 * stored images, which the child reads itself), and each PNG to render and where it goes. It is
 * written by the server (printRoutes) into a private temporary folder and read by the child
 * (renderPrintJob); nothing the client sent names a path.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocumentState } from '../../shared/documentState';
import type { PrintSettings } from '../../shared/print';

/** Where the background comes from. */
export type PrintBackground =
  | { readonly kind: 'data-url'; readonly href: string }
  | { readonly kind: 'stored'; readonly path: string; readonly mime: string };

/** One PNG to render: the whole view, or one layer alone. */
export interface PrintRender {
  /** 0-based index into state.layers.list; absent: what the screen shows. */
  readonly layer?: number;
  /** Draw the legend and results block. */
  readonly results: boolean;
  readonly outputPath: string;
}

export interface PrintJobFile {
  readonly state: DocumentState;
  readonly stage: { readonly width: number; readonly height: number };
  readonly settings: PrintSettings;
  readonly pixelRatio: number;
  readonly background: PrintBackground | null;
  readonly renders: readonly PrintRender[];
  /**
   * For `/api/report`: the PDF is built in the child too, from the first render's PNG (pdfkit
   * inflates it and lays out up to thousands of rows: seconds of CPU that stay off the server's
   * event loop and inside the child's limits).
   */
  readonly report?: PrintReportJob;
}

/** The report a job builds: its date (ISO 8601 day), title and where the PDF goes. */
export interface PrintReportJob {
  readonly date: string;
  readonly fileName?: string;
  readonly outputPath: string;
}

/** A job written to its own folder; `remove()` deletes the folder with the PNGs in it. */
export interface WrittenPrintJob {
  readonly path: string;
  /** Where the n-th PNG goes. */
  outputPath(index: number): string;
  remove(): Promise<void>;
}

/** A private folder under the system's temporary folder for one job. */
export async function openPrintJobFolder(): Promise<{ dir: string; outputPath(index: number): string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'planimetry-print-'));
  return {
    dir,
    outputPath: (index) => join(dir, `render-${index}.png`),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Writes the job file into `dir` and answers its path. */
export async function writePrintJob(dir: string, job: PrintJobFile): Promise<string> {
  const path = join(dir, 'job.json');
  await writeFile(path, JSON.stringify(job), { flag: 'wx', mode: 0o600 });
  return path;
}
