import { describe, expect, it } from 'vitest';
import { createViewport } from '../../engine/viewport/viewport';
import { toDocumentState } from '../../engine/document/savedDocument';
import type { DrawingDocument } from '../../engine/document/drawingDocument';
import { drawingOf, footprintSketch, knownDrawing, knownLengthDrawing, rectangleSketch } from '../../engine/print/testing/knownDrawing';
import { printRequestSchema, type PrintRequest } from '../../shared/print';
import { DEFAULT_SETTINGS } from '../../shared/settings';
import { printResultRow, printResults } from './printResults';
import type { ReportLayer } from '../../engine/print/measurementReport';
import { emptySketch } from '../../engine/document/sketch';
import { addCountMarker } from '../../engine/document/counts';

/** The known drawing (a 7 × 3 rectangle and an r = 4 circle at 1 cm per square) as a print request. */
function knownRequest(showAllLayers: boolean, fileName?: string, base: DrawingDocument = knownDrawing(), settings = DEFAULT_SETTINGS): PrintRequest {
  const document = { ...base, showAllLayers };
  const state = toDocumentState({ document, viewport: createViewport({ width: 800, height: 600 }), instrument: 'straight' });
  return printRequestSchema.parse({ state, stage: { width: 800, height: 600 }, settings, ...(fileName ? { fileName } : {}) });
}

describe('the print view’s results', () => {
  it('lists the perimeter and area of every layer the picture shows in all-layers mode', () => {
    const results = printResults(knownRequest(true, 'Garden'), null, '26 November 2026');
    expect(results).toMatchObject({ title: 'Garden', date: '26 November 2026' });
    expect(results.scale).toContain('1 cm');
    expect(results.rows).toEqual([
      { layer: 'Layer 1', perimeter: '20 cm', perimeterWithCutouts: null, area: '21 cm²', count: null },
      { layer: 'Layer 2', perimeter: '25.13 cm', perimeterWithCutouts: null, area: '50.27 cm²', count: null },
    ]);
  });

  it('lists the current layer only when the screen showed only it, and the one layer a layer print shows', () => {
    expect(printResults(knownRequest(false), null, 'today').rows.map((row) => row.layer)).toEqual(['Layer 1']);
    expect(printResults(knownRequest(true), 1, 'today').rows).toEqual([{ layer: 'Layer 2', perimeter: '25.13 cm', perimeterWithCutouts: null, area: '50.27 cm²', count: null }]);
  });

  it('gives a layer with cutouts its perimeter with them, and the area less the holes', () => {
    // 10 × 6 squares less 2 × 2: 56 inside; 32 around, 40 with the hole.
    const request = knownRequest(true, undefined, drawingOf([rectangleSketch(), footprintSketch()]));
    expect(printResults(request, 1, 'today').rows).toEqual([{ layer: 'Layer 2', perimeter: '32 cm', perimeterWithCutouts: '40 cm', area: '56 cm²', count: null }]);
  });

  it("writes a known-length scale's ± after each measure, and none with the setting off", () => {
    const shown = printResults(knownRequest(true, undefined, knownLengthDrawing()), null, 'today').rows;
    expect(shown.map(({ perimeter, area }) => [perimeter, area])).toEqual([['10 m ± 0.07 m', '5.25 m² ± 0.07 m²'], ['12.57 m ± 0.09 m', '12.57 m² ± 0.17 m²']]);
    const hidden = printResults(knownRequest(true, undefined, knownLengthDrawing(), { ...DEFAULT_SETTINGS, showUncertainty: false }), null, 'today').rows;
    expect(hidden.map(({ perimeter, area }) => [perimeter, area])).toEqual([['10 m', '5.25 m²'], ['12.57 m', '12.57 m²']]);
    expect(printResults(knownRequest(true, undefined, knownLengthDrawing()), null, 'today').scale).toContain('Known length');
  });

  it('names each row as the layers panel names its layer, read from the request\'s saved state (issue 37)', () => {
    const drawing = knownDrawing();
    const named = { ...drawing, layers: [drawing.layers[0]!, { ...drawing.layers[1]!, name: 'Pond' }] };
    expect(printResults(knownRequest(true, undefined, named), null, 'today').rows.map((row) => row.layer)).toEqual(['Layer 1', 'Pond']);
    expect(printResults(knownRequest(true, undefined, named), 1, 'today').rows.map((row) => row.layer)).toEqual(['Pond']);
  });

  it('gives a count layer its count and no measures', () => {
    let counted = emptySketch();
    for (const x of [10, 20]) counted = addCountMarker(counted, { x, y: 10 });
    const request = knownRequest(true, undefined, drawingOf([rectangleSketch(), counted]));
    expect(printResults(request, null, 'today').rows).toEqual([
      { layer: 'Layer 1', perimeter: '20 cm', perimeterWithCutouts: null, area: '21 cm²', count: null },
      { layer: 'Layer 2', perimeter: '—', perimeterWithCutouts: null, area: '—', count: 2 },
    ]);
  });
});

describe('a print view row', () => {
  // A layer with a hole measured through a known length, its ± as the report gives them.
  const REPORTED: ReportLayer = {
    number: 3,
    name: 'Layer 3',
    closed: true,
    perimeter: '18 m',
    perimeterWithCutouts: '24 m',
    cutouts: 1,
    area: '16 m²',
    uncertainty: { perimeter: '± 0.06 m', perimeterWithCutouts: '± 0.08 m', area: '± 0.12 m²' },
    edges: [],
    angles: [],
    edgesNotListed: 0,
    count: 0,
  };

  it('writes each measure with its ± after it when the print shows them', () => {
    expect(printResultRow(REPORTED, true)).toEqual({ layer: 'Layer 3', perimeter: '18 m ± 0.06 m', perimeterWithCutouts: '24 m ± 0.08 m', area: '16 m² ± 0.12 m²', count: null });
  });

  it('writes the measures alone when the setting hides the ±', () => {
    expect(printResultRow(REPORTED, false)).toEqual({ layer: 'Layer 3', perimeter: '18 m', perimeterWithCutouts: '24 m', area: '16 m²', count: null });
  });
});
