/**
 * How large a PDF page is drawn (spec drawing-core §9): pages are measured in PDF points (1/72
 * in); a page is rendered at min(2560 / longest side, 2), at least 1.5 for pages under 400 pt
 * and exactly 1 for pages over 2560 pt, so a sheet never renders smaller than it is and a small
 * one is sharp enough to trace. Thumbnails are 200 px on the longest side.
 */
import { PDF_RENDER } from '../../shared/constants';

/** The render scale (pixels per point) of a page `width` × `height` points, as seen (rotation applied). */
export function pdfRenderScale(width: number, height: number): number {
  const longest = Math.max(width, height);
  if (!(longest > 0) || !Number.isFinite(longest)) throw new RangeError(`A PDF page cannot measure ${width} × ${height} points.`);
  if (longest > PDF_RENDER.longestSide) return 1;
  const scale = Math.min(PDF_RENDER.longestSide / longest, PDF_RENDER.maxScale);
  return longest < PDF_RENDER.smallPageSide ? Math.max(scale, PDF_RENDER.smallPageMinScale) : scale;
}

/** The scale that draws a page's thumbnail 200 px on its longest side. */
export function thumbnailScale(width: number, height: number): number {
  const longest = Math.max(width, height);
  if (!(longest > 0) || !Number.isFinite(longest)) throw new RangeError(`A PDF page cannot measure ${width} × ${height} points.`);
  return PDF_RENDER.thumbnailSide / longest;
}
