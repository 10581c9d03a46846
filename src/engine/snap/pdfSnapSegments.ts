/**
 * A PDF page's stroked lines (strokedSegments, in the page's default user space: points, y up)
 * as packed segments in the pixels of the image the import made of the page.
 *
 * The import draws a page with pdf.js through `page.getViewport({ scale })` at
 * `pdfRenderScale(width, height)` (app/import/pdfPages.ts), and pdf.js maps every page point to
 * the canvas with that viewport's `convertToViewportPoint`: the scale, the page's /Rotate, its
 * crop box's origin and the flip from y up to y down, all in one. That function is taken here as
 * it is, so a snapped corner lands on the pixel where pdf.js drew it; the engine keeps no copy
 * of the viewport's arithmetic and loads no pdf.js.
 */
import type { PageSegment } from '../import/pdfSegments';
import type { PackedSegments } from './snapIndex';

/** What the engine needs of pdf.js's PageViewport: its map from page points to canvas pixels. */
export interface PageViewportMap {
  convertToViewportPoint(x: number, y: number): ArrayLike<number>;
}

/**
 * `segments` (page points) in image pixels: through `viewport` (the one the page was rendered
 * with) to the canvas, then times `imageScale`, the image's pixels per canvas pixel when the
 * import enlarged a small page (prepareImage's `factor`; 1 when it kept the canvas's size, as the
 * import's pixelsPerPoint does).
 */
export function pdfSnapSegments(segments: readonly PageSegment[], viewport: PageViewportMap, imageScale = 1): PackedSegments {
  const packed = new Float64Array(4 * segments.length);
  segments.forEach((segment, i) => {
    const start = viewport.convertToViewportPoint(segment.x1, segment.y1);
    const end = viewport.convertToViewportPoint(segment.x2, segment.y2);
    packed[4 * i] = start[0]! * imageScale;
    packed[4 * i + 1] = start[1]! * imageScale;
    packed[4 * i + 2] = end[0]! * imageScale;
    packed[4 * i + 3] = end[1]! * imageScale;
  });
  return packed;
}
