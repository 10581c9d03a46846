import { describe, expect, it } from 'vitest';
import type { SketchResults } from '../measure/measureSketch';
import { totalResults } from '../measure/layerTotals';
import { KNOWN_SETTINGS, knownLengthDrawing } from './testing/knownDrawing';
import { shownLayers } from '../document/shownLayers';
import { resultRow, resultRows, resultsSvg } from './svgResults';

const UNITS = { lengthUnit: 'm', areaUnit: 'm²' } as const;
// Two rectangles measured through one known-length scale, their ± set by hand as the measure gives them.
const FIRST: SketchResults = { perimeter: 18, area: 18, ...UNITS, approximate: false, perimeterUncertainty: 0.06, areaUncertainty: 0.12 };
const SECOND: SketchResults = { perimeter: 10, area: 6, ...UNITS, approximate: false, perimeterWithCutouts: 15, perimeterUncertainty: 0.04, areaUncertainty: 0.05 };

describe('resultRow', () => {
  it('writes each measure with its ± after it in the same cell when the setting shows them', () => {
    expect(resultRow('Layer 2', '#ff0000', SECOND, KNOWN_SETTINGS)).toEqual({
      name: 'Layer 2',
      colour: '#ff0000',
      perimeter: '10 m ± 0.04 m',
      perimeterWithCutouts: '15 m ± 0.06 m',
      area: '6 m² ± 0.05 m²',
    });
  });

  it('writes the measures alone with the setting off, or for an exact scale', () => {
    const hidden = { ...KNOWN_SETTINGS, showUncertainty: false };
    expect(resultRow('Layer 1', null, FIRST, hidden)).toMatchObject({ perimeter: '18 m', area: '18 m²' });
    const exact: SketchResults = { ...FIRST, perimeterUncertainty: null, areaUncertainty: null };
    expect(resultRow('Layer 1', null, exact, KNOWN_SETTINGS)).toMatchObject({ perimeter: '18 m', area: '18 m²' });
  });

  it("gives the totals the sum of the layers' ±", () => {
    const parts = [FIRST, SECOND];
    expect(resultRow('Total', null, totalResults(parts, UNITS), KNOWN_SETTINGS)).toMatchObject({
      perimeter: '28 m ± 0.1 m',
      area: '24 m² ± 0.17 m²',
    });
  });
});

describe('resultRows', () => {
  it("gives each layer of a known-length drawing its ± and the totals the sum: 0.068 + 0.0855 m, 0.0714 + 0.171 m²", () => {
    const document = { ...knownLengthDrawing(), showAllLayers: true };
    const rows = resultRows(document, shownLayers(document), KNOWN_SETTINGS, true);
    expect(rows.map(({ name, perimeter, area }) => [name, perimeter, area])).toEqual([
      ['Layer 1', '10 m ± 0.07 m', '5.25 m² ± 0.07 m²'],
      ['Layer 2', '12.57 m ± 0.09 m', '12.57 m² ± 0.17 m²'],
      ['Total', '22.57 m ± 0.15 m', '17.82 m² ± 0.24 m²'],
    ]);
  });
});

describe('the names in the results block', () => {
  it('names each row as the layers panel names its layer: its own name, or "Layer N" (issue 37)', () => {
    const drawing = knownLengthDrawing();
    const document = { ...drawing, showAllLayers: true, layers: [{ ...drawing.layers[0]!, name: 'Bed & bath' }, drawing.layers[1]!] };
    expect(resultRows(document, shownLayers(document), KNOWN_SETTINGS, true).map((row) => row.name)).toEqual(['Bed & bath', 'Layer 2', 'Total']);
    const svg = resultsSvg(document, shownLayers(document), KNOWN_SETTINGS, true, { width: 800, height: 600 });
    expect(svg).toContain('>Bed &amp; bath</text>');
    expect(svg).toContain('>Layer 2</text>');
  });
});
