import { describe, expect, it } from 'vitest';
import { toDocumentState } from '../document/savedDocument';
import { createViewport } from '../viewport/viewport';
import { documentLayerResults } from '../map/mapResults';
import { exportBaseName } from './exportFileName';
import { csvFileName, csvNumber, csvText, measuredCsvRow, measurementsCsv } from './measurementsCsv';
import type { SketchResults } from '../measure/measureSketch';
import {
  curvedSketch,
  drawingOf,
  footprintSketch,
  knownDrawing,
  knownLengthDrawing,
  LONG_HOLE,
  openSketch,
  rectangleSketch,
  SQUARE_HOLE,
  triangleSketch,
} from './testing/knownDrawing';
import type { DrawingDocument } from '../document/drawingDocument';
import { addCountMarker } from '../document/counts';
import { emptySketch } from '../document/sketch';

const rows = (csv: string): string[] => csv.split('\r\n').filter((line) => line !== '');

// Hand-computed: the rectangle is 7 × 3 squares, 2 × (7 + 3) = 20 around and 21 inside; the
// circle has radius 4, 8π ≈ 25.1327 around and 16π ≈ 50.2655 inside. The CSV rounds to two
// decimals as the screen does (half away from zero), so 25.13 and 50.27.
const CIRCLE_PERIMETER = 8 * Math.PI;
const CIRCLE_AREA = 16 * Math.PI;

describe('measurementsCsv', () => {
  it('writes the known drawing at 1 cm per square: 20 cm and 21 cm², then 8π cm and 16π cm² to two decimals', () => {
    expect(CIRCLE_PERIMETER.toFixed(2)).toBe('25.13');
    expect(CIRCLE_AREA.toFixed(2)).toBe('50.27');
    expect(rows(measurementsCsv(knownDrawing()))).toEqual(['layer_id,perimeter_cm,area_cm2,count,perimeter_with_cutouts_cm,cutouts,perimeter_uncertainty_cm,area_uncertainty_cm2,layer_name', '1,20,21,,,,,,Layer 1', '2,25.13,50.27,,,,,,Layer 2', 'total,45.13,71.27,,,,,,']);
  });

  it('ends every line with CRLF', () => {
    expect(measurementsCsv(knownDrawing())).toBe('layer_id,perimeter_cm,area_cm2,count,perimeter_with_cutouts_cm,cutouts,perimeter_uncertainty_cm,area_uncertainty_cm2,layer_name\r\n1,20,21,,,,,,Layer 1\r\n2,25.13,50.27,,,,,,Layer 2\r\ntotal,45.13,71.27,,,,,,\r\n');
  });

  it('scales lengths by the value and areas by its square', () => {
    // 2.5 mm per square: 50 mm and 131.25 mm²; 20π = 62.83 mm and 100π = 314.16 mm².
    expect(rows(measurementsCsv(knownDrawing(2.5, 'mm')))).toEqual(['layer_id,perimeter_mm,area_mm2,count,perimeter_with_cutouts_mm,cutouts,perimeter_uncertainty_mm,area_uncertainty_mm2,layer_name', '1,50,131.25,,,,,,Layer 1', '2,62.83,314.16,,,,,,Layer 2', 'total,112.83,445.41,,,,,,']);
  });

  it('leaves out open layers but keeps the numbers of the layers after them', () => {
    const document = drawingOf([openSketch(), rectangleSketch(), triangleSketch()]);
    // The triangle has legs 3 and 4: 12 around, 6 inside.
    expect(rows(measurementsCsv(document))).toEqual(['layer_id,perimeter_cm,area_cm2,count,perimeter_with_cutouts_cm,cutouts,perimeter_uncertainty_cm,area_uncertainty_cm2,layer_name', '2,20,21,,,,,,Layer 2', '3,12,6,,,,,,Layer 3', 'total,32,27,,,,,,']);
  });

  it('ends with a total row after two rows or more (issue 38): "total" for its id, "~" when an area it sums is approximate', () => {
    expect(rows(measurementsCsv(drawingOf([rectangleSketch()]))).at(-1)).toBe('1,20,21,,,,,,Layer 1');
    const [, curved, , total] = rows(measurementsCsv(drawingOf([curvedSketch(), rectangleSketch()])));
    const curvedArea = Number(curved!.split(',')[2]!.slice(1));
    expect(total).toMatch(/^total,\d+(\.\d+)?,~\d+(\.\d+)?,,,,,,$/);
    expect(Number(total!.split(',')[2]!.slice(1))).toBeCloseTo(curvedArea + 21, 1);
    let counted = emptySketch();
    for (const x of [10, 20, 30]) counted = addCountMarker(counted, { x, y: 10 });
    expect(rows(measurementsCsv(drawingOf([counted, counted]))).at(-1)).toBe('total,,,6,,,,,');
  });

  it('writes only the header when no layer is closed', () => {
    expect(measurementsCsv(drawingOf([openSketch()]))).toBe('layer_id,perimeter_cm,area_cm2,count,perimeter_with_cutouts_cm,cutouts,perimeter_uncertainty_cm,area_uncertainty_cm2,layer_name\r\n');
  });

  it('writes imperial units in the column names: feet and square feet, yards and square yards', () => {
    expect(rows(measurementsCsv(knownDrawing(1, 'ft')))[0]).toBe('layer_id,perimeter_ft,area_ft2,count,perimeter_with_cutouts_ft,cutouts,perimeter_uncertainty_ft,area_uncertainty_ft2,layer_name');
    // Half a yard per square: 10 yd and 5.25 yd²; 4π = 12.57 yd and 4π = 12.57 yd².
    expect(rows(measurementsCsv(knownDrawing(0.5, 'yd')))).toEqual(['layer_id,perimeter_yd,area_yd2,count,perimeter_with_cutouts_yd,cutouts,perimeter_uncertainty_yd,area_uncertainty_yd2,layer_name', '1,10,5.25,,,,,,Layer 1', '2,12.57,12.57,,,,,,Layer 2', 'total,22.57,17.82,,,,,,']);
  });

  it('writes micrometres with their own letter', () => {
    expect(rows(measurementsCsv(knownDrawing(1, 'μm')))[0]).toBe('layer_id,perimeter_μm,area_μm2,count,perimeter_with_cutouts_μm,cutouts,perimeter_uncertainty_μm,area_uncertainty_μm2,layer_name');
  });

  it('marks an approximate area with "~" as the results panel does, and not the perimeter', () => {
    const [, row] = rows(measurementsCsv(drawingOf([curvedSketch()])));
    expect(row).toMatch(/^1,\d+(\.\d+)?,~\d+(\.\d+)?,,,,,,Layer 1$/);
  });

  it('writes a count layer\'s markers in the count column, its perimeter and area empty, beside the closed layers', () => {
    let counted = emptySketch();
    for (const x of [10, 20, 30, 40, 50]) counted = addCountMarker(counted, { x, y: 10 });
    const document = drawingOf([rectangleSketch(), openSketch(), counted]);
    expect(rows(measurementsCsv(document))).toEqual(['layer_id,perimeter_cm,area_cm2,count,perimeter_with_cutouts_cm,cutouts,perimeter_uncertainty_cm,area_uncertainty_cm2,layer_name', '1,20,21,,,,,,Layer 1', '3,,,5,,,,,Layer 3', 'total,20,21,5,,,,,']);
  });

  it('writes a footprint with a hole: the area less the hole, the perimeter with cutouts and their number in the last columns', () => {
    // 10 × 6 squares less 2 × 2: 60 − 4 = 56 inside; 32 around, 32 + 8 = 40 with the hole.
    const document = drawingOf([rectangleSketch(), footprintSketch()]);
    expect(rows(measurementsCsv(document))).toEqual(['layer_id,perimeter_cm,area_cm2,count,perimeter_with_cutouts_cm,cutouts,perimeter_uncertainty_cm,area_uncertainty_cm2,layer_name', '1,20,21,,,,,,Layer 1', '2,32,56,,40,1,,,Layer 2', 'total,52,77,,60,1,,,']);
    // Two holes, at 2.5 mm a square: (60 − 4 − 3) × 6.25 = 331.25 mm²; 32 × 2.5 = 80 mm, (32 + 8 + 8) × 2.5 = 120 mm.
    const twoHoles = drawingOf([footprintSketch([SQUARE_HOLE, LONG_HOLE])], 2.5, 'mm');
    expect(rows(measurementsCsv(twoHoles))[1]).toBe('1,80,331.25,,120,2,,,Layer 1');
  });

  it('writes the ± a known-length scale gives every layer, by hand 0.068 m and 0.0714 m², 0.0855 m and 0.171 m²', () => {
    expect(rows(measurementsCsv(knownLengthDrawing()))).toEqual([
      'layer_id,perimeter_m,area_m2,count,perimeter_with_cutouts_m,cutouts,perimeter_uncertainty_m,area_uncertainty_m2,layer_name',
      '1,10,5.25,,,,0.07,0.07,Layer 1',
      '2,12.57,12.57,,,,0.09,0.17,Layer 2',
      'total,22.57,17.82,,,,0.15,0.24,',
    ]);
  });

  it('names each row\'s layer as the layers panel names it: its own name, or "Layer N" (issue 37)', () => {
    let counted = emptySketch();
    for (const x of [10, 20]) counted = addCountMarker(counted, { x, y: 10 });
    const drawn = drawingOf([rectangleSketch(), triangleSketch(), counted]);
    const named = { ...drawn, layers: [{ ...drawn.layers[0]!, name: 'Room 1' }, drawn.layers[1]!, { ...drawn.layers[2]!, name: 'Doors' }] };
    expect(rows(measurementsCsv(named)).slice(1)).toEqual(['1,20,21,,,,,,Room 1', '2,12,6,,,,,,Layer 2', '3,,,2,,,,,Doors', 'total,32,27,2,,,,,']);
    // Through the saved state the export dialog sends, too.
    const saved = toDocumentState({ document: named, viewport: createViewport({ width: 800, height: 600 }), instrument: 'straight' });
    expect(measurementsCsv(saved)).toBe(measurementsCsv(named));
  });

  it('quotes a name with a comma or a quote, and keeps a spreadsheet from running one as a formula', () => {
    const drawn = drawingOf([rectangleSketch(), triangleSketch(), rectangleSketch()]);
    const names = ['Bed, bath', 'The "big" room', '=HYPERLINK("http://x","y")'];
    const named = { ...drawn, layers: drawn.layers.map((layer, i) => ({ ...layer, name: names[i]! })) };
    expect(rows(measurementsCsv(named)).slice(1).map((row) => row.slice(row.lastIndexOf(',,') + 2))).toEqual([
      '"Bed, bath"',
      '"The ""big"" room"',
      '"\'=HYPERLINK(""http://x"",""y"")"',
      '',
    ]);
    expect(csvText('-1 basement')).toBe("'-1 basement");
    expect(csvText('@home')).toBe("'@home");
    expect(csvText('Room 1')).toBe('Room 1');
  });

  it('reads a saved-document state as the document it saves', () => {
    const document = knownDrawing();
    const state = toDocumentState({ document, viewport: createViewport({ width: 800, height: 600 }), instrument: 'straight' });
    expect(measurementsCsv(state)).toBe(measurementsCsv(document));
    // A saved footprint keeps its hole: the state the export dialog sends still has the cutout.
    const footprint = drawingOf([footprintSketch()]);
    const saved = toDocumentState({ document: footprint, viewport: createViewport({ width: 800, height: 600 }), instrument: 'straight' });
    expect(rows(measurementsCsv(saved))[1]).toBe('1,32,56,,40,1,,,Layer 1');
  });

  describe('on the map', () => {
    // At the equator, zoom 17: one map pixel is 40 075 016.686 m / (512 × 2¹⁷) ≈ 0.59716 m.
    const metresPerPixel = 40_075_016.686 / (512 * 2 ** 17);
    const onMap = (areaUnit: 'ha' | 'a' | 'm²'): DrawingDocument => ({
      ...knownDrawing(1, 'm'),
      map: { frame: { origin: { lat: 0, lng: 0 }, zoom: 17 }, type: 'map', maxZoom: 20, areaUnit },
    });

    it('writes the chosen area unit in the header, hectares as area_ha and acres as area_ac (not area_a, which reads as ares)', () => {
      expect(rows(measurementsCsv(onMap('ha')))[0]).toBe('layer_id,perimeter_m,area_ha,count,perimeter_with_cutouts_m,cutouts,perimeter_uncertainty_m,area_uncertainty_ha,layer_name');
      expect(rows(measurementsCsv(onMap('a')))[0]).toBe('layer_id,perimeter_m,area_ac,count,perimeter_with_cutouts_m,cutouts,perimeter_uncertainty_m,area_uncertainty_ac,layer_name');
    });

    it('writes the geodesic measures: east-west as the map scale, north-south shorter by the ellipsoid', () => {
      const document = onMap('m²');
      const [, rectangle, circle] = rows(measurementsCsv(document)).map((row) => row.split(','));
      const side = 15 * metresPerPixel;
      // Web Mercator draws the equator with the radius a; the ellipsoid's meridian there curves
      // with a(1 − e²), so a north-south step is (1 − e²) ≈ 0.99331 of what the map shows.
      const northSouth = 1 - 0.0066943799901413165;
      // 105 × 45 px: 62.70 m east-west by 26.69 m north-south.
      expect(Number(rectangle![1]) / (2 * (7 * side + 3 * side * northSouth))).toBeCloseTo(1, 4);
      expect(Number(rectangle![2]) / (21 * side * side * northSouth)).toBeCloseTo(1, 4);
      // The CSV writes the results panel's own numbers.
      const results = documentLayerResults(document, document.layers[1]!);
      expect(circle).toEqual(['2', csvNumber(results.perimeter), csvNumber(results.area!), '', '', '', '', '', 'Layer 2']);
    });
  });
});

describe('measuredCsvRow', () => {
  // A 6 × 3 m rectangle through a known-length scale, its ± as the measure gives them, set by hand.
  const RECTANGLE: SketchResults = { perimeter: 18, area: 18, lengthUnit: 'm', areaUnit: 'm²', approximate: false, perimeterUncertainty: 0.0612, areaUncertainty: 0.1234 };

  it('writes the perimeter\'s and the area\'s ± in the last two columns, as numbers', () => {
    expect(measuredCsvRow(1, RECTANGLE, 0)).toBe('1,18,18,,,,0.06,0.12');
    expect(measuredCsvRow(2, { ...RECTANGLE, perimeterWithCutouts: 26, area: 14 }, 1)).toBe('2,18,14,,26,1,0.06,0.12');
  });

  it('keeps three significant digits of a small ±, as of any small number', () => {
    expect(measuredCsvRow(1, { ...RECTANGLE, perimeterUncertainty: 0.004567, areaUncertainty: 0.0001234 }, 0)).toBe('1,18,18,,,,0.00457,0.000123');
  });

  it('leaves them empty for an exact scale, absent or null', () => {
    const { perimeterUncertainty: _p, areaUncertainty: _a, ...exact } = RECTANGLE;
    expect(measuredCsvRow(1, exact, 0)).toBe('1,18,18,,,,,');
    expect(measuredCsvRow(1, { ...RECTANGLE, perimeterUncertainty: null, areaUncertainty: null }, 0)).toBe('1,18,18,,,,,');
  });
});

describe('csvNumber', () => {
  it('writes plain decimals a spreadsheet reads, never power-of-ten text', () => {
    expect(csvNumber(20)).toBe('20');
    expect(csvNumber(25.1327)).toBe('25.13');
    expect(csvNumber(1_500_000)).toBe('1500000');
    expect(csvNumber(1.5e21)).toBe('1500000000000000000000');
    expect(csvNumber(0)).toBe('0');
  });

  it('keeps three significant digits below 0.01, so a small area is not written as 0', () => {
    expect(csvNumber(0.000123456)).toBe('0.000123');
    expect(csvNumber(0.00999)).toBe('0.00999');
    expect(csvNumber(1e-9)).toBe('0.000000001');
  });
});

describe('csvFileName', () => {
  it('is the drawing name with .csv, or the default name', () => {
    expect(csvFileName('Garden')).toBe('Garden.csv');
    expect(csvFileName('Garden.csv')).toBe('Garden.csv');
    expect(csvFileName(undefined)).toBe('planimetry.csv');
    expect(csvFileName('  ')).toBe('planimetry.csv');
  });

  it('keeps no path or reserved characters', () => {
    expect(csvFileName('../../etc/passwd')).toBe('.. .. etc passwd.csv');
    expect(csvFileName('a:b*c?"d"<e>|f')).toBe('a b c d e f.csv');
    expect(csvFileName('..')).toBe('planimetry.csv');
  });
});

describe('exportBaseName', () => {
  it('gives the per-layer PNG names a base that is never empty', () => {
    expect(`${exportBaseName('  ', 'png')}-layer-1.png`).toBe('planimetry-layer-1.png');
    expect(`${exportBaseName('Plot/7')}-layer-2.png`).toBe('Plot 7-layer-2.png');
  });
});
