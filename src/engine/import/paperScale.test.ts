import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { findPaperScale, paperScaleHint } from './paperScale';

/** The text items of a fixture's page as pdf.js gives them in Node. */
async function pageText(name: string, pageNumber = 1): Promise<string[]> {
  const data = new Uint8Array(readFileSync(`../shared/fixtures/pdf/${name}`));
  const document = await getDocument({ data, verbosity: 0 }).promise;
  try {
    const content = await (await document.getPage(pageNumber)).getTextContent();
    return content.items.map((item) => ('str' in item ? item.str : ''));
  } finally {
    await document.destroy();
  }
}

describe('findPaperScale', () => {
  it('reads "Масштаб 1:1" from the title block of a KOMPAS-3D sheet, where pdf.js splits word and ratio apart', async () => {
    const items = await pageText('issue20232.pdf');
    expect(items).toContain('Масштаб');
    expect(items).toContain('1:1');
    expect(findPaperScale(items)).toEqual({ ratio: 1, system: 'metric', text: '1:1' });
  });

  it('finds nothing on pages that state no scale', async () => {
    expect(findPaperScale(await pageText('rotation.pdf', 2))).toBeNull();
    expect(findPaperScale(await pageText('issue12810.pdf'))).toBeNull();
  });

  it.each([
    [['SCALE 1:100'], 100, '1:100'],
    [['Scale: 1 : 50'], 50, '1:50'],
    [['M 1:50'], 50, '1:50'],
    [['Maßstab 1:2,5'], 2.5, '1:2,5'],
    [['échelle 1:1,000'], 1000, '1:1,000'],
    [['Масштаб', '1:200'], 200, '1:200'],
    [['DETAIL A', 'SCALE', '2:1'], 0.5, '2:1'],
  ])('reads the ratio in %j', (items, ratio, text) => {
    expect(findPaperScale(items)).toEqual({ ratio, system: 'metric', text });
  });

  it.each([
    [[`1/4" = 1'-0"`], 48, `1/4" = 1'-0"`],
    [[`SCALE: 1/8"=1'-0"`], 96, `1/8" = 1'-0"`],
    [[`3/16″ = 1′-0″`], 64, `3/16" = 1'-0"`],
    [[`1 1/2" = 1'-0"`], 8, `1 1/2" = 1'-0"`],
    [[`1" = 20'`], 240, `1" = 20'`],
    [[`1/2" = 1'-6"`], 36, `1/2" = 1'-6"`],
  ])('reads the architectural scale in %j', (items, ratio, text) => {
    expect(findPaperScale(items)).toEqual({ ratio, system: 'imperial', text });
  });

  it('prefers a labelled ratio over a bare one and ignores times and bare ratios without a 1', () => {
    expect(findPaperScale(['1:1', 'Scale 1:20'])?.ratio).toBe(20);
    expect(findPaperScale(['Meeting at 12:30', '3:4'])).toBeNull();
    expect(findPaperScale(['SCALE 1:0'])).toBeNull();
  });
});

describe('paperScaleHint', () => {
  it('makes a pixel of a 1:100 page rendered at 2 px/pt span 100 × 25.4/144 mm, offered', () => {
    const hint = paperScaleHint({ ratio: 100, system: 'metric', text: '1:100' }, 2);
    expect(hint.unit).toBe('mm');
    expect(hint.unitsPerPixel).toBeCloseTo((100 * 25.4) / 144, 12);
    expect(hint).toMatchObject({ label: 'Scale 1:100', apply: 'offer' });
  });

  it('measures a 1/4" = 1\'-0" page in feet: 72 pt of paper at 1 px/pt are 4 ft', () => {
    const hint = paperScaleHint({ ratio: 48, system: 'imperial', text: `1/4" = 1'-0"` }, 1);
    expect(hint.unit).toBe('ft');
    expect(hint.unitsPerPixel * 72).toBeCloseTo(4, 12);
  });
});
