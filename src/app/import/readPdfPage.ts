/**
 * A PDF page as the import draws it: the image, with the scale the page states (its /VP measure,
 * else a ratio printed on it), the scales it offers (those, and its dimensions' reading) and its
 * lines to snap to.
 */
import { convertLength } from '../../shared/units';
import { pageDimensions } from '../../engine/import/dimensionTexts';
import { findPageMeasure, pageMeasureHint } from '../../engine/import/pageMeasure';
import { findPaperScale, paperScaleHint } from '../../engine/import/paperScale';
import type { ScaleHint } from '../../engine/import/scaleHint';
import { pdfSnapSegments } from '../../engine/snap/pdfSnapSegments';
import { renderPage, type PdfDocument } from './pdfPages';
import { pageScaleOffer } from './pageScaleOffer';
import { prepareImage } from './prepareImage';

export async function readPdfPage(pdf: PdfDocument, bytes: Uint8Array, number: number) {
  const page = await renderPage(pdf, number);
  const prepared = await prepareImage(page.blob);
  const pixelsPerPoint = page.pixelsPerPoint * prepared.factor;
  const measure = page.pageObject === null ? null : await findPageMeasure(bytes, page.pageObject);
  const printed = measure ? null : findPaperScale(page.text);
  const stated = measure ? pageMeasureHint(measure, pixelsPerPoint) : printed ? paperScaleHint(printed, pixelsPerPoint) : null;
  const offer = pageScaleOffer(stated, pageDimensions(page.textItems, page.segments), pixelsPerPoint);
  // The page's stroked lines in the image's pixels, to snap to (issue 38 item 4).
  const lines = pdfSnapSegments(page.segments, page.viewport, prepared.factor);
  return { prepared, stated, offer, lines };
}

/**
 * The scale a page added as a sheet takes at once (issue 38): the one it states, rather than
 * offered, since a person adding a plan set wants each sheet measured at its own scale; a metric
 * ratio, read in mm on the page, becomes metres (a room reads 24 m², not 2.4 × 10⁷ mm²).
 */
export function sheetScaleHint(stated: ScaleHint | null): ScaleHint | null {
  if (!stated) return null;
  if (stated.unit !== 'mm') return { ...stated, apply: 'at-once' };
  return { ...stated, unit: 'm', unitsPerPixel: convertLength(stated.unitsPerPixel, 'mm', 'm'), apply: 'at-once' };
}
