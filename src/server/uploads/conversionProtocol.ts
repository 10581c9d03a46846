/**
 * What the upload route and a conversion child process say to each other. A job names a stored
 * file and where its PNG goes (the child reads and writes them itself, so no drawing or image
 * crosses the process boundary, and the server never holds a PNG in memory); the outcome is the
 * PNG's size and scale, or the reason the file was refused. The print routes send a second kind
 * of job (`source: 'print'`): a file describing the drawings to render, rendered the same way
 * under the same limits (src/server/print).
 */
import type { DrawingScale, UnitsSuggestion } from '../../shared/api';
import type { ConvertedUploadType } from '../../shared/constants';
import type { CadSvg } from '../cad/cadDrawing';
import type { UploadError } from './UploadError';

export interface ConversionJob {
  readonly source: ConvertedUploadType;
  /** Absolute path of the stored original. */
  readonly path: string;
  /** Absolute path the PNG is written to, created by the child; never an existing file. */
  readonly outputPath: string;
}

export interface ConvertedDrawing {
  readonly ok: true;
  readonly width: number;
  readonly height: number;
  readonly drawingScale: DrawingScale | null;
  readonly declaredUnits: string | null;
  /** A CAD drawing's units from its dimensions, when they are not the declared ones. */
  readonly unitsSuggestion?: UnitsSuggestion;
}

export interface RefusedDrawing {
  readonly ok: false;
  readonly statusCode: UploadError['statusCode'];
  readonly message: string;
  /** Why a conversion failed, for the server log; never sent to the client. */
  readonly detail?: string;
}

export type ConversionOutcome = ConvertedDrawing | RefusedDrawing;

/** A print or export to render: `path` names the job file (print/printJob.ts) the child reads; it writes the PNGs it lists. */
export interface PrintJob {
  readonly source: 'print';
  readonly path: string;
}

/** The PNGs a print job wrote, in the order of its renders. */
export interface RenderedPrint {
  readonly ok: true;
  readonly images: readonly { readonly width: number; readonly height: number }[];
}

export type PrintOutcome = RenderedPrint | RefusedDrawing;

/** Any job a conversion child takes. */
export type ChildJob = ConversionJob | PrintJob;

/** The CAD readers of `src/server/cad` (the contract of cadDrawing.ts). */
export interface CadConverters {
  dxfToSvg(text: string): CadSvg;
  dwgToSvg(bytes: Uint8Array): Promise<CadSvg>;
}

/**
 * What a child sends over IPC: `ready` once it has loaded what its job needs (the parent's time
 * limit for the job starts then, so a slow start on a busy machine does not eat into it), then
 * its outcome.
 */
export type ChildMessage<Outcome = ConversionOutcome | PrintOutcome> = { readonly type: 'ready' } | { readonly type: 'outcome'; readonly outcome: Outcome };
