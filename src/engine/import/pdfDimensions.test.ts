import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { dimensionScale, dimensionsAgreeing } from './dimensionScale';
import { pageDimensions, type PageTextItem } from './dimensionTexts';
import { findPaperScale } from './paperScale';
import { strokedSegments } from './pdfSegments';
import { dimensionedPlanPdf, PLAN_RATIO } from './testing/dimensionedPdf';

/** The page's text items and stroked segments as pdf.js reads them in Node, as the import reads them in the browser. */
async function readPage(bytes: Uint8Array) {
  const document = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  try {
    const page = await document.getPage(1);
    const content = await page.getTextContent();
    const items: PageTextItem[] = content.items.flatMap((item) => ('str' in item ? [item] : []));
    return { items, segments: strokedSegments(await page.getOperatorList(), OPS) };
  } finally {
    await document.destroy();
  }
}

describe('a vector PDF plan dimensioned at 1:50, with no scale written on it', () => {
  it('reads its seven dimensions, turned ones too, and finds 1:50 in six of them', async () => {
    const { items, segments } = await readPage(await dimensionedPlanPdf());
    expect(findPaperScale(items.map((item) => item.str))).toBeNull();

    const dimensions = pageDimensions(items, segments);
    expect(dimensions.map((dimension) => dimension.text).sort()).toEqual(['2400', '3000', '3600', '3600', '4400', '6000', '8000']);
    expect(dimensionScale(dimensions)).toEqual({ ratio: PLAN_RATIO, text: '1:50', unit: 'mm', agreeing: 6, read: 7 });
    expect(dimensionsAgreeing(dimensions, 100)).toBe(0);
  });
});
