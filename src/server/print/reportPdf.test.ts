import { Resvg } from '@resvg/resvg-js';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { measurementReport, type MeasurementReport } from '../../engine/print/measurementReport';
import { curvedSketch, drawingOf, footprintSketch, knownLengthDrawing, openSketch, rectangleSketch, circleSketch, triangleSketch } from '../../engine/print/testing/knownDrawing';
import { emptySketch } from '../../engine/document/sketch';
import { addCountMarker } from '../../engine/document/counts';
import { addSheets, renameSheet } from '../../engine/document/sheets';
import { PRINT_MAX_PIXEL_RATIO, PRINT_MAX_STAGE_SIDE } from '../../shared/print';
import { buildReportPdf, pngSize, REPORT_IMAGE_MAX_SIDE, reportPixelRatio } from './reportPdf';

/** A small PNG: a grey page with a black square, as resvg renders it. */
function drawingPng(): Uint8Array {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="#eee"/><rect x="20" y="20" width="40" height="40"/></svg>';
  return new Resvg(svg).render().asPng();
}

interface PdfText {
  readonly pages: number;
  /** Each page's text items joined, runs of white space as one space. */
  readonly text: readonly string[];
  /** Whether each page paints an image. */
  readonly images: readonly boolean[];
}

async function readPdf(bytes: Uint8Array): Promise<PdfText> {
  const document = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  try {
    const text: string[] = [];
    const images: boolean[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      text.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' '));
      const operators = await page.getOperatorList();
      images.push(operators.fnArray.includes(OPS.paintImageXObject));
    }
    return { pages: document.numPages, text, images };
  } finally {
    await document.destroy();
  }
}

/** Every string the report shows: the screen's formatting of each measurement. */
function measurementStrings(report: MeasurementReport): string[] {
  return report.layers.flatMap((layer) => [
    layer.perimeter,
    ...(layer.area ? [layer.area] : []),
    ...layer.edges.map((edge) => edge.length),
    ...layer.angles.map((angle) => angle.angle),
  ]);
}

const OPTIONS = { date: '2026-11-26', imperial: 'decimals', inchFraction: 16 } as const;

describe('buildReportPdf', () => {
  it('writes the drawing on page 1 and every measurement as text a reader extracts, "²" and "~" included', async () => {
    const document = drawingOf([rectangleSketch(), circleSketch(), openSketch(), triangleSketch(), curvedSketch()]);
    const report = measurementReport(document, { ...OPTIONS, title: 'Garden plan' });
    const pdf = await readPdf(await buildReportPdf(drawingPng(), report));

    expect(pdf.images[0]).toBe(true);
    expect(pdf.images.slice(1).every((image) => !image)).toBe(true);
    const all = pdf.text.join('\n');
    const strings = measurementStrings(report);
    expect(strings).toEqual(expect.arrayContaining(['20 cm', '21 cm²', '25.13 cm', '50.27 cm²', '7 cm', '90.0°', '36.9°']));
    expect(strings.some((text) => text.startsWith('~'))).toBe(true);
    for (const text of strings) expect(all).toContain(text);
    expect(all).toContain(report.scale.description);
    // The first text-only page, as a reader extracts it.
    expect(pdf.text[1]).toMatch(/Layer Perimeter Area Layer 1 20 cm 21 cm² Layer 2 25\.13 cm 50\.27 cm² Layer 3 7 cm — \(open\)/);
  });

  it('ends the layers table with a total row of every drawn layer, and lists the takeoff with its costs (issue 38)', async () => {
    // Rectangle 20 cm and 21 cm², triangle 12 cm and 6 cm²: 32 cm and 27 cm² in all; five markers.
    let counted = emptySketch();
    for (const x of [10, 20, 30, 40, 50]) counted = addCountMarker(counted, { x, y: 10 });
    const drawing = drawingOf([rectangleSketch(), triangleSketch(), counted], 1, 'm');
    const tile = { name: 'Floor tile', measure: 'area', unit: 'm', wastePercent: 10, unitPrice: { minor: 2_510, currency: 'GBP' } } as const;
    const doors = { name: 'Doors', measure: 'count', unit: 'm', unitPrice: { minor: 19_900, currency: 'GBP' } } as const;
    const priced = { ...drawing, layers: [{ ...drawing.layers[0]!, item: tile }, { ...drawing.layers[1]!, item: tile }, { ...drawing.layers[2]!, item: doors }] };
    const pdf = await readPdf(await buildReportPdf(drawingPng(), measurementReport(priced, { ...OPTIONS, title: 'Flat' })));
    expect(pdf.text[1]).toMatch(/Layer 3 — — 5 Total 32 m 27 m² 5/);
    // 27 m² with 10 % at £25.10 is £745.47; 5 doors at £199.00 are £995.00.
    expect(pdf.text[1]).toMatch(/Takeoff Item Quantity Waste Unit price Cost Floor tile 27 m² 10 % £25\.10 £745\.47 Doors 5 ea — £199\.00 £995\.00 Total GBP: £1,740\.47/);
    // One layer: nothing to total, no takeoff.
    const single = await readPdf(await buildReportPdf(drawingPng(), measurementReport(drawingOf([rectangleSketch()]), { ...OPTIONS, title: 'One' })));
    expect(single.text.join('\n')).not.toMatch(/Total|Takeoff/);
  });

  it('gives each sheet of a plan set a page of its own at its own scale, then the takeoff summed over the sheets (issue 38)', async () => {
    const tile = { name: 'Floor tile', measure: 'area', unit: 'm', unitPrice: { minor: 2_500, currency: 'GBP' } } as const;
    // The rectangle is 21 grid squares: 21 m² at 1 m a square, 84 m² at 2 m.
    const ground = drawingOf([rectangleSketch()], 1, 'm');
    const first = drawingOf([rectangleSketch()], 2, 'm');
    const withItem = (document: typeof ground) => ({ ...document, layers: [{ ...document.layers[0]!, item: tile }] });
    const upstairs = withItem(first);
    const set = addSheets(renameSheet(withItem(ground), 0, 'A-101 Ground floor'), [{ name: 'A-102 First floor', image: null, scale: upstairs.scale }]);
    const sheets = set.sheets!;
    const planSet = { ...set, sheets: { ...sheets, list: [sheets.list[0]!, { ...sheets.list[1]!, content: { ...sheets.list[1]!.content!, layers: upstairs.layers } }] } };
    const pdf = await readPdf(await buildReportPdf(drawingPng(), measurementReport(planSet, { ...OPTIONS, title: 'House' })));
    expect(pdf.pages).toBe(4);
    expect(pdf.text[1]).toMatch(/Sheet: A-101 Ground floor Scale .*Layer Perimeter Area Layer 1 20 m 21 m²/);
    expect(pdf.text[2]).toMatch(/Sheet: A-102 First floor Scale .*Layer Perimeter Area Layer 1 40 m 84 m²/);
    // 21 + 84 = 105 m² at £25.00: £2,625.00.
    expect(pdf.text[3]).toMatch(/Takeoff Item Quantity Waste Unit price Cost Floor tile 105 m² — £25\.00 £2,625\.00 Total GBP: £2,625\.00/);
  });

  it('gives the perimeter with cutouts a column of its own when a layer has cutouts, and the area less the holes', async () => {
    // A 10 × 6 footprint with a 2 × 2 hole: perimeter 32, with the hole 40, area 60 − 4.
    const report = measurementReport(drawingOf([footprintSketch(), rectangleSketch()]), { ...OPTIONS, title: 'Courtyard' });
    const pdf = await readPdf(await buildReportPdf(drawingPng(), report));
    expect(pdf.text[1]).toMatch(/Layer Perimeter Perimeter with cutouts Area Layer 1 32 cm 40 cm 56 cm² Layer 2 20 cm — 21 cm²/);
  });

  it('gives a count layer its count in a Count column and in its section', async () => {
    let counted = emptySketch();
    for (const x of [10, 20, 30, 40, 50]) counted = addCountMarker(counted, { x, y: 10 });
    const report = measurementReport(drawingOf([rectangleSketch(), counted]), { ...OPTIONS, title: 'Doors' });
    const pdf = await readPdf(await buildReportPdf(drawingPng(), report));
    expect(pdf.text[1]).toMatch(/Layer Perimeter Area Count Layer 1 20 cm 21 cm² Layer 2 — — 5/);
    expect(pdf.text.join('\n')).toMatch(/Layer 2 Count: 5/);
  });

  it('names each layer in the table and in its section as the layers panel names it (issue 37)', async () => {
    const drawing = drawingOf([rectangleSketch(), triangleSketch()]);
    const named = { ...drawing, layers: [{ ...drawing.layers[0]!, name: 'Küche' }, drawing.layers[1]!] };
    const pdf = await readPdf(await buildReportPdf(drawingPng(), measurementReport(named, { ...OPTIONS, title: 'Flat' })));
    expect(pdf.text[1]).toMatch(/Layer Perimeter Area Küche 20 cm 21 cm² Layer 2 12 cm 6 cm²/);
    expect(pdf.text.join('\n')).toMatch(/Küche Edge Length 1 7 cm/);
  });

  it("writes each perimeter and area with its ± in the same cell, and the scale's uncertainty under the scale", async () => {
    // A 10 × 6 footprint with a 2 × 2 hole and a 7 × 3 rectangle, their ± given as a known-length scale gives them.
    const measured = measurementReport(drawingOf([footprintSketch(), rectangleSketch()]), { ...OPTIONS, title: 'Courtyard' });
    const plusMinus = [
      { perimeter: '± 0.11 cm', perimeterWithCutouts: '± 0.14 cm', area: '± 0.37 cm²' },
      { perimeter: '± 0.07 cm', perimeterWithCutouts: null, area: '± 0.14 cm²' },
    ];
    const report: MeasurementReport = { ...measured, layers: measured.layers.map((layer, index) => ({ ...layer, uncertainty: plusMinus[index]! })) };
    const pdf = await readPdf(await buildReportPdf(drawingPng(), report));
    expect(pdf.text[1]).toContain(report.scale.uncertainty);
    expect(pdf.text[1]).toMatch(/Layer Perimeter Perimeter with cutouts Area Layer 1 32 cm ± 0\.11 cm 40 cm ± 0\.14 cm 56 cm² ± 0\.37 cm² Layer 2 20 cm ± 0\.07 cm — 21 cm² ± 0\.14 cm²/);
  });

  it("writes a known-length drawing's ± beside its measures, and the line's share under the scale", async () => {
    const report = measurementReport(knownLengthDrawing(), OPTIONS);
    const pdf = await readPdf(await buildReportPdf(drawingPng(), report));
    expect(pdf.text[1]).toMatch(/Layer Perimeter Area Layer 1 10 m ± 0\.07 m 5\.25 m² ± 0\.07 m² Layer 2 12\.57 m ± 0\.09 m 12\.57 m² ± 0\.17 m²/);
    expect(pdf.text[1]).toContain('every length through it is good to ± 0.68 % and every area to ± 1.4 %');
  });

  it('says the grid scale adds no ± to the results', async () => {
    const report = measurementReport(drawingOf([rectangleSketch()]), OPTIONS);
    const pdf = await readPdf(await buildReportPdf(drawingPng(), report));
    expect(pdf.text[1]).toContain('Uncertainty: none from the scale');
    expect(pdf.text[1]).not.toContain('± 0');
  });

  it('puts the title and date on top of every page and numbers the pages', async () => {
    const report = measurementReport(drawingOf([rectangleSketch()]), { ...OPTIONS, title: 'Garden plan' });
    const pdf = await readPdf(await buildReportPdf(drawingPng(), report));
    expect(pdf.pages).toBe(2);
    pdf.text.forEach((text, index) => {
      expect(text).toContain('Garden plan');
      expect(text).toContain('2026-11-26');
      expect(text).toContain(`Page ${index + 1} of ${pdf.pages}`);
    });
  });

  it('writes micrometres, power-of-ten numbers and fractions of an inch as the screen does', async () => {
    const micro = measurementReport(drawingOf([rectangleSketch()], 1, 'μm'), OPTIONS);
    const huge = measurementReport(drawingOf([rectangleSketch()], 100_000, 'km'), OPTIONS);
    const feet = measurementReport(drawingOf([circleSketch()], 0.5, 'ft'), { ...OPTIONS, imperial: 'fractions' });
    expect(micro.layers[0]!.area).toBe('21 μm²');
    expect(huge.layers[0]!.perimeter).toBe('2 × 10⁶ km');
    expect(feet.layers[0]!.edges[0]!.length).toBe('3 ft 1 11/16 in');
    for (const report of [micro, huge, feet]) {
      const all = (await readPdf(await buildReportPdf(drawingPng(), report))).text.join('\n');
      for (const text of measurementStrings(report)) expect(all).toContain(text);
    }
  });

  it('runs a long report over several pages', async () => {
    const report = measurementReport(drawingOf(Array.from({ length: 30 }, () => triangleSketch())), OPTIONS);
    const pdf = await readPdf(await buildReportPdf(drawingPng(), report));
    expect(pdf.pages).toBeGreaterThan(3);
    expect(pdf.text.join('\n')).toContain('Layer 30');
    expect(pdf.text.at(-1)).toContain(`Page ${pdf.pages} of ${pdf.pages}`);
  });

  it('says so when nothing is drawn', async () => {
    const report = measurementReport(drawingOf([emptySketch()]), OPTIONS);
    const pdf = await readPdf(await buildReportPdf(drawingPng(), report));
    expect(pdf.text[1]).toContain('Nothing is drawn.');
  });

  it('rejects bytes that are not a PNG, and a PNG whose data is broken', async () => {
    const report = measurementReport(drawingOf([rectangleSketch()]), OPTIONS);
    await expect(buildReportPdf(new TextEncoder().encode('not a png'), report)).rejects.toThrow('not a PNG');
    const broken = drawingPng().slice(0, 40);
    await expect(buildReportPdf(broken, report)).rejects.toThrow();
  });

  it('refuses a picture larger than REPORT_IMAGE_MAX_SIDE before decoding it', async () => {
    const report = measurementReport(drawingOf([rectangleSketch()]), OPTIONS);
    const header = drawingPng().slice(0, 33);
    // The header claims 100000 px wide; nothing after it is read.
    new DataView(header.buffer).setUint32(16, 100_000);
    expect(pngSize(header)).toEqual({ width: 100_000, height: 80 });
    await expect(buildReportPdf(header, report)).rejects.toThrow(`larger than ${REPORT_IMAGE_MAX_SIDE} px`);
  });
});

describe('reportPixelRatio', () => {
  it('renders a small stage at the print ratio and the largest within REPORT_IMAGE_MAX_SIDE', () => {
    expect(reportPixelRatio({ width: 800, height: 600 })).toBe(PRINT_MAX_PIXEL_RATIO);
    const ratio = reportPixelRatio({ width: PRINT_MAX_STAGE_SIDE, height: 100 });
    expect(Math.ceil(PRINT_MAX_STAGE_SIDE * ratio)).toBeLessThanOrEqual(REPORT_IMAGE_MAX_SIDE);
    expect(PRINT_MAX_STAGE_SIDE * ratio).toBeGreaterThan(REPORT_IMAGE_MAX_SIDE - 2);
  });
});
