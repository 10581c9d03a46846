import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { findPageMeasure, pageMeasureHint, unitOfLabel } from './pageMeasure';

const latin1Bytes = (text: string): Uint8Array => Uint8Array.from(text, (char) => char.charCodeAt(0));

/** A PDF file of the given objects (numbered from 1) with a correct cross-reference table. */
function pdfFile(objects: readonly string[]): Uint8Array {
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return latin1Bytes(body);
}

/** One pt of paper is 25.4/72 mm; at 1:100 it is 100 times that in the world. */
const MM_PER_POINT_AT_1_100 = (25.4 / 72) * 100;

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const MEASURE_1_100 = `<< /Type /Measure /Subtype /RL /R (1:100) /X [ << /Type /NumberFormat /U (mm) /C ${MM_PER_POINT_AT_1_100} /D 100 >> ] /D [ << /U (mm) /C 1 >> ] /A [ << /U (sq mm) /C 1 >> ] >>`;

describe('findPageMeasure', () => {
  it('reads the /VP measure of a page that pdf.js opens, by the page reference pdf.js gives', async () => {
    const bytes = pdfFile([
      CATALOG,
      PAGES,
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /VP [ << /Type /Viewport /BBox [36 36 576 756] /Name (Plan) /Measure 4 0 R >> ] >>',
      MEASURE_1_100,
    ]);
    const document = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
    const page = await document.getPage(1);
    const measure = await findPageMeasure(bytes, page.ref!.num);
    await document.destroy();
    expect(measure).toEqual({ unit: 'mm', unitsPerPoint: MM_PER_POINT_AT_1_100, ratioText: '1:100' });
  });

  it('reads a page and measure kept in a Flate-compressed object stream, through indirect /VP, /X and number format', async () => {
    const inStream = [
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 1224 792] /VP 4 0 R >>',
      '[ << /Type /Viewport /BBox [0 0 100 100] /Measure << /X [ << /U (m) /C 9 >> ] >> >> << /Type /Viewport /BBox [10 10 1200 780] /Measure 5 0 R >> ]',
      '<< /Type /Measure /Subtype /RL /R <FEFF0031003A0034003800200028006600740029> /X 6 0 R >>',
      '[ 7 0 R ]',
      '<< /Type /NumberFormat /U (ft) /C 0.6666666666666666 >>',
    ];
    let header = '';
    let data = '';
    inStream.forEach((object, index) => {
      header += `${index + 3} ${data.length} `;
      data += `${object}\n`;
    });
    const packed = deflateSync(Buffer.from(`${header}\n${data}`, 'latin1'));
    const bytes = new Uint8Array([
      ...latin1Bytes(`%PDF-1.5\n1 0 obj\n${CATALOG}\nendobj\n2 0 obj\n${PAGES}\nendobj\n`),
      ...latin1Bytes(`8 0 obj\n<< /Type /ObjStm /N 5 /First ${header.length + 1} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`),
      ...packed,
      ...latin1Bytes('\nendstream\nendobj\n%%EOF\n'),
    ]);
    // The larger viewport wins over the small inset; its ratio text is UTF-16.
    expect(await findPageMeasure(bytes, 3)).toEqual({ unit: 'ft', unitsPerPoint: 0.6666666666666666, ratioText: '1:48 (ft)' });
  });

  it('finds nothing on fixtures without viewports, nor on an ArcMap export whose viewport is geographic (/GEO), nor in a corrupt file', async () => {
    for (const name of ['issue20232.pdf', 'rotation.pdf', 'issue12810.pdf', 'bug1146106.pdf']) {
      const bytes = new Uint8Array(readFileSync(`../shared/fixtures/pdf/${name}`));
      const document = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
      const page = await document.getPage(1);
      expect(await findPageMeasure(bytes, page.ref!.num), name).toBeNull();
      await document.destroy();
    }
    const corrupt = new Uint8Array(readFileSync('../shared/fixtures/pdf/REDHAT-1531897-0.pdf'));
    expect(await findPageMeasure(corrupt, 1)).toBeNull();
    expect(await findPageMeasure(latin1Bytes('%PDF-1.4\n3 0 obj << /Type /Page /VP [ << /Measure << /X [ (oops'), 3)).toBeNull();
  });

  it('skips a measure whose unit it does not know or whose factor is not positive', async () => {
    const page = (measure: string) =>
      pdfFile([CATALOG, PAGES, `<< /Type /Page /MediaBox [0 0 10 10] /VP [ << /BBox [0 0 10 10] /Measure ${measure} >> ] >>`]);
    expect(await findPageMeasure(page('<< /X [ << /U (parsecs) /C 2 >> ] >>'), 3)).toBeNull();
    expect(await findPageMeasure(page('<< /X [ << /U (mm) /C 0 >> ] >>'), 3)).toBeNull();
    expect(await findPageMeasure(page('<< /X [ << /U (Meters) /C 0.5 >> ] >>'), 3)).toEqual({ unit: 'm', unitsPerPoint: 0.5, ratioText: null });
  });
});

describe('unitOfLabel', () => {
  it('knows unit abbreviations and words', () => {
    expect(unitOfLabel(' FT ')).toBe('ft');
    expect(unitOfLabel('Inches')).toBe('in');
    expect(unitOfLabel('in.')).toBe('in');
    expect(unitOfLabel('Kilometres')).toBe('km');
    expect(unitOfLabel('furlong')).toBeNull();
  });
});

describe('pageMeasureHint', () => {
  it('divides the per-point factor by the render scale and offers the file\'s ratio', () => {
    expect(pageMeasureHint({ unit: 'mm', unitsPerPoint: MM_PER_POINT_AT_1_100, ratioText: '1:100' }, 2)).toEqual({
      unit: 'mm',
      unitsPerPixel: MM_PER_POINT_AT_1_100 / 2,
      label: 'Scale 1:100',
      apply: 'offer',
    });
    expect(pageMeasureHint({ unit: 'm', unitsPerPoint: 1, ratioText: null }, 1).label).toBe('Scale in m');
  });
});
