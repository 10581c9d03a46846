/**
 * The wand panel's settings and the options a click runs with in the kernel worker. "Close gaps
 * up to …" (issue 37) is a length in the drawing, kept in metres, which becomes image pixels
 * through the drawing's scale when a click runs, as Detect rooms' door width does: a scale set
 * later applies to the next click. Pure.
 */
import { WAND_BLUR, WAND_TOLERANCE } from '../../../shared/constants';
import type { DrawingDocument } from '../../document/drawingDocument';
import { imagePixelsOfLength } from '../../document/image';
import type { WandOptions } from '../../kernels/wandSession';

export interface WandSettings extends Omit<WandOptions, 'gapPx'> {
  /** "Close gaps up to …": the widest opening the fill stops at, in metres; 0 is off, today's fill. */
  readonly closeGapsM: number;
}

export const DEFAULT_WAND_SETTINGS: WandSettings = {
  tolerance: WAND_TOLERANCE.default,
  blur: WAND_BLUR.default,
  compound: false,
  lineCentre: false,
  closeGapsM: 0,
};

/**
 * The options a click on `document`'s image runs with: the gap in image pixels at its scale, when
 * on (a compound selection, every pixel of a colour, has no gaps to close).
 */
export function wandOptionsFor(document: DrawingDocument, settings: WandSettings): WandOptions {
  const { closeGapsM, ...options } = settings;
  if (!(closeGapsM > 0) || options.compound || !document.image) return options;
  return { ...options, gapPx: imagePixelsOfLength(document.image, document.scale, closeGapsM, 'm') };
}

/** The options a click runs with, and the gap it closes as the panel set it (metres; 0 when none), for the mask's record. */
export function wandStepOptions(document: DrawingDocument, settings: WandSettings): { options: WandOptions; closeGapsM: number } {
  const options = wandOptionsFor(document, settings);
  return { options, closeGapsM: options.gapPx === undefined ? 0 : settings.closeGapsM };
}
