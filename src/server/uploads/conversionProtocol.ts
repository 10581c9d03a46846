/**
 * What the upload route and a conversion worker say to each other. A job names a stored file
 * (the worker reads it itself, so large files never cross the thread boundary); the outcome is
 * the PNG, transferred, or the reason the file was refused.
 */
import type { DrawingScale } from '../../shared/api';
import type { ConvertedUploadType } from '../../shared/constants';
import type { CadSvg } from '../cad/cadDrawing';

export interface ConversionJob {
  readonly source: ConvertedUploadType;
  /** Absolute path of the stored original. */
  readonly path: string;
}

export interface ConvertedDrawing {
  readonly ok: true;
  readonly png: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly drawingScale: DrawingScale | null;
  readonly declaredUnits: string | null;
}

export interface RefusedDrawing {
  readonly ok: false;
  readonly statusCode: 400 | 413 | 415 | 422 | 500 | 503;
  readonly message: string;
  /** Why a conversion failed, for the server log; never sent to the client. */
  readonly detail?: string;
}

export type ConversionOutcome = ConvertedDrawing | RefusedDrawing;

/** The CAD readers of `src/server/cad` (the contract of cadDrawing.ts). */
export interface CadConverters {
  dxfToSvg(text: string): CadSvg;
  dwgToSvg(bytes: Uint8Array): Promise<CadSvg>;
}
