/**
 * Whether a wand click may run (spec drawing-core §5): an image must be loaded, the click must
 * lie on it, and add and subtract need a mask to combine with. Pure.
 */
import type { Point } from '../../../shared/geometry';
import type { DrawingDocument } from '../../document/drawingDocument';
import { pixelAt } from '../../document/image';
import { activeMask } from '../../document/mask';
import type { Pixel } from '../../kernels/kernelTypes';
import type { WandOperation, WandOptions } from '../../kernels/wandSession';
import { NOTICES, type Notice } from '../../../shared/notices';
import { wandStepOptions, type WandSettings } from './wandSettings';

/** One wand step for the kernel worker. */
export interface WandRequest {
  readonly operation: WandOperation;
  readonly seed: Pixel;
  /** As the worker takes them: a gap to close in image pixels. */
  readonly options: WandOptions;
  /** "Close gaps up to …" as the panel set it, metres (0: none closed), for the mask's record. */
  readonly closeGapsM: number;
  /** The mask to combine with (add, subtract): the worker makes it current first. */
  readonly base: string | null;
}

export type WandClick = { ok: true; request: WandRequest } | { ok: false; notice: Notice };

export function wandClick(document: DrawingDocument, operation: WandOperation, point: Point, settings: WandSettings): WandClick {
  if (!document.image) return { ok: false, notice: NOTICES.imageNotLoaded };
  const seed = pixelAt(document.image, point);
  if (!seed) return { ok: false, notice: NOTICES.pointOutOfBounds };
  const mask = activeMask(document);
  if (operation !== 'select' && !mask) return { ok: false, notice: NOTICES.maskNotFound };
  return { ok: true, request: { operation, seed, ...wandStepOptions(document, settings), base: operation === 'select' ? null : mask!.data } };
}

/**
 * The click that made the current mask, made again with new options: what a slider change does
 * once it settles. Null when there is no mask.
 */
export function wandRerun(document: DrawingDocument, settings: WandSettings): WandRequest | null {
  const mask = activeMask(document);
  if (!mask) return null;
  return { operation: mask.operation, seed: { x: mask.seed.x, y: mask.seed.y }, ...wandStepOptions(document, settings), base: mask.base };
}
