/**
 * Draws a sanitised SVG to a PNG on white with @resvg/resvg-js. resvg-js fetches nothing over the
 * network; it could read a local file named by a relative or absolute `href`, which sanitizeSvg
 * strips, and as a second guard any image resvg still wants resolved refuses the file. Drawings
 * whose filters or embedded images would cost too much are refused before drawing (svgRenderBudget).
 */
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { CAD_RENDER_LONGEST_SIDE, IMAGE_MIN_SIDE } from '../../shared/constants';
import { checkRenderCost } from './svgRenderBudget';
import { UploadError } from './UploadError';

/** Neither side of a rendered PNG exceeds this many pixels. */
export const RENDER_MAX_SIDE = 8192;

export interface RenderedPng {
  readonly png: Uint8Array;
  readonly width: number;
  readonly height: number;
}

/**
 * The zoom that draws an SVG of the given intrinsic size with its longer side at
 * CAD_RENDER_LONGEST_SIDE px, raised so the shorter side reaches IMAGE_MIN_SIDE px, and lowered
 * so no side passes RENDER_MAX_SIDE px (a very long, thin drawing keeps its proportions).
 */
export function fitZoom(width: number, height: number): number {
  const longer = Math.max(width, height);
  const shorter = Math.min(width, height);
  let zoom = CAD_RENDER_LONGEST_SIDE / longer;
  if (shorter * zoom < IMAGE_MIN_SIDE) zoom = IMAGE_MIN_SIDE / shorter;
  return Math.min(zoom, RENDER_MAX_SIDE / longer);
}

/** The fonts a render loads besides the system's: files, and the family a generic or missing one falls back to. */
export interface RenderFonts {
  readonly files: readonly string[];
  readonly defaultFamily: string;
}

/** System fonts only, DejaVu Sans first: what uploads are drawn with. */
const SYSTEM_FONTS: RenderFonts = { files: [], defaultFamily: 'DejaVu Sans' };

/** Options shared by every render: white page, system fonts (and any given files) for text, nothing loaded from disk. */
function renderOptions(fitTo: ResvgRenderOptions['fitTo'], fonts: RenderFonts): ResvgRenderOptions {
  return {
    background: 'white',
    fitTo,
    font: { loadSystemFonts: true, fontFiles: [...fonts.files], defaultFontFamily: fonts.defaultFamily },
    logLevel: 'off',
  };
}

/**
 * Renders `svg` (already sanitised, or made by our own renderer). `size: 'fit'` scales it by
 * fitZoom, for drawings of any size; `size: 'original'` keeps its own pixel size, for CAD drawings
 * whose pixel mapping matters; `{ zoom }` draws it that many times its own size (a print's pixel
 * ratio). `fonts` adds font files (a print's own) to the system's.
 */
export function rasterizeSvg(svg: string, size: 'fit' | 'original' | { readonly zoom: number }, fonts: RenderFonts = SYSTEM_FONTS): RenderedPng {
  let fitTo: ResvgRenderOptions['fitTo'] = { mode: 'original' };
  let zoom = 1;
  if (typeof size === 'object') {
    zoom = size.zoom;
    fitTo = { mode: 'zoom', value: zoom };
  } else if (size === 'fit') {
    const probe = load(svg, fitTo, fonts);
    if (!(probe.width > 0 && probe.height > 0)) {
      throw new UploadError('The SVG has no size: give it a width and height or a viewBox', 422);
    }
    zoom = fitZoom(probe.width, probe.height);
    // Fitting the longer side to a whole number of pixels lands it exactly on the target size.
    const mode = probe.width >= probe.height ? 'width' : 'height';
    fitTo = { mode, value: Math.round(Math.max(probe.width, probe.height) * zoom) };
  }
  const resvg = load(svg, fitTo, fonts);
  if (resvg.imagesToResolve().length > 0) throw new UploadError('The SVG refers to images outside the file', 422);
  if (Math.max(resvg.width * zoom, resvg.height * zoom) > RENDER_MAX_SIDE + 1) {
    throw new UploadError(`The drawing is larger than ${RENDER_MAX_SIDE} pixels on a side`, 422);
  }
  // Parsing is cheap; drawing filters and decoding embedded images is what can take minutes and gigabytes.
  checkRenderCost(resvg.toString(), { width: Math.round(resvg.width * zoom), height: Math.round(resvg.height * zoom) });
  const image = resvg.render();
  return { png: new Uint8Array(image.asPng()), width: image.width, height: image.height };
}

function load(svg: string, fitTo: ResvgRenderOptions['fitTo'], fonts: RenderFonts): Resvg {
  try {
    return new Resvg(svg, renderOptions(fitTo, fonts));
  } catch (error) {
    throw new UploadError(`The SVG cannot be drawn: ${error instanceof Error ? error.message : String(error)}`, 422);
  }
}
