import { describe, expect, it } from 'vitest';
import type { DrawingDocument } from '../document/drawingDocument';
import { measurementReport, REPORT_EDGES_MAX, REPORT_LAYERS_MAX, REPORT_ROWS_MAX, reportMeasures, scaleSource } from './measurementReport';
import { formatLength } from '../../shared/format';
import type { SketchResults } from '../measure/measureSketch';
import type { PerspectivePlane } from '../../shared/schemas';
import { curvedSketch, drawingOf, footprintSketch, knownDrawing, knownLengthDrawing, LONG_HOLE, openSketch, rectangleSketch, SQUARE_HOLE, squares, triangleSketch } from './testing/knownDrawing';
import { addCountMarker } from '../document/counts';
import { appendStraightLine, closeSketch, emptySketch, startSketch } from '../document/sketch';

const OPTIONS = { date: '2026-11-26', imperial: 'decimals', inchFraction: 16 } as const;

/** The ± of an exact result: none. */
const EXACT = { perimeter: null, perimeterWithCutouts: null, area: null };

describe('reportMeasures', () => {
  const length = (value: number) => formatLength(value, 'm');
  // A 6 × 3 m rectangle with a hole, measured through a known length: its ± set by hand.
  const RESULTS: SketchResults = {
    perimeter: 18,
    area: 16,
    lengthUnit: 'm',
    areaUnit: 'm²',
    approximate: false,
    perimeterWithCutouts: 24,
    perimeterUncertainty: 0.06,
    areaUncertainty: 0.123,
  };

  it("gives the perimeter, the perimeter with cutouts and the area each its ±, always: the report is the record", () => {
    expect(reportMeasures(RESULTS, length, OPTIONS)).toEqual({
      perimeter: '18 m',
      perimeterWithCutouts: '24 m',
      area: '16 m²',
      uncertainty: { perimeter: '± 0.06 m', perimeterWithCutouts: '± 0.08 m', area: '± 0.12 m²' },
    });
  });

  it('gives an exact result no ±', () => {
    expect(reportMeasures({ ...RESULTS, perimeterUncertainty: null, areaUncertainty: null }, length, OPTIONS).uncertainty).toEqual(EXACT);
  });
});

describe('measurementReport', () => {
  it('reports a count layer with its count and no perimeter, area, edges or angles', () => {
    let counted = emptySketch();
    for (const x of [10, 20, 30]) counted = addCountMarker(counted, { x, y: 10 });
    const report = measurementReport(drawingOf([rectangleSketch(), counted]), { ...OPTIONS, title: 'Doors' });
    expect(report.layers.map((layer) => [layer.number, layer.count])).toEqual([[1, 0], [2, 3]]);
    expect(report.layers[1]).toMatchObject({ perimeter: '—', area: null, edges: [], angles: [], perimeterWithCutouts: null });
  });

  it('gives the known drawing: every rectangle side, its perimeter, area and four right angles, then the circle', () => {
    const report = measurementReport(knownDrawing(), { ...OPTIONS, title: 'Garden' });
    expect(report.title).toBe('Garden');
    expect(report.date).toBe('2026-11-26');
    expect(report.layers).toEqual([
      {
        number: 1,
        name: 'Layer 1',
        closed: true,
        perimeter: '20 cm',
        perimeterWithCutouts: null,
        cutouts: 0,
        area: '21 cm²',
        uncertainty: EXACT,
        edges: [
          { edge: 1, length: '7 cm' },
          { edge: 2, length: '3 cm' },
          { edge: 3, length: '7 cm' },
          { edge: 4, length: '3 cm' },
        ],
        angles: [1, 2, 3, 4].map((vertex) => ({ vertex, angle: '90.0°' })),
        edgesNotListed: 0,
        count: 0,
      },
      {
        number: 2,
        name: 'Layer 2',
        closed: true,
        // 8π and 16π; each quarter arc 2π ≈ 6.28.
        perimeter: '25.13 cm',
        perimeterWithCutouts: null,
        cutouts: 0,
        area: '50.27 cm²',
        uncertainty: EXACT,
        edges: [1, 2, 3, 4].map((edge) => ({ edge, length: '6.28 cm' })),
        angles: [],
        edgesNotListed: 0,
        count: 0,
      },
    ]);
  });

  it('gives a footprint with cutouts its perimeter with them beside the perimeter, the area less the holes', () => {
    // 10 × 6 squares less 2 × 2 and 1 × 3: 53 inside; 32 around, 32 + 8 + 8 = 48 with the holes.
    const [footprint] = measurementReport(drawingOf([footprintSketch([SQUARE_HOLE, LONG_HOLE])]), OPTIONS).layers;
    expect(footprint).toMatchObject({ perimeter: '32 cm', perimeterWithCutouts: '48 cm', cutouts: 2, area: '53 cm²' });
    // The outline's own edges only: the holes' edges are in the perimeter with cutouts.
    expect(footprint!.edges.map((edge) => edge.length)).toEqual(['10 cm', '6 cm', '10 cm', '6 cm']);
  });

  it('gives each layer the ± of a known-length scale: 10 m ± 0.068, 5.25 m² ± 0.0714; 4π m ± 0.0855, 4π m² ± 0.171', () => {
    const [rectangle, circle] = measurementReport(knownLengthDrawing(), OPTIONS).layers;
    expect(rectangle!.uncertainty).toEqual({ perimeter: '± 0.07 m', perimeterWithCutouts: null, area: '± 0.07 m²' });
    expect(circle!.uncertainty).toEqual({ perimeter: '± 0.09 m', perimeterWithCutouts: null, area: '± 0.17 m²' });
  });

  it('names each layer as the layers panel names it: its own name, or "Layer N" by its place (issue 37)', () => {
    const drawing = drawingOf([rectangleSketch(), emptySketch(), triangleSketch()]);
    const named = { ...drawing, layers: [drawing.layers[0]!, drawing.layers[1]!, { ...drawing.layers[2]!, name: 'Room 3' }] };
    expect(measurementReport(named, OPTIONS).layers.map(({ number, name }) => [number, name])).toEqual([[1, 'Layer 1'], [3, 'Room 3']]);
  });

  it('takes the default export name as title when the drawing has none', () => {
    expect(measurementReport(knownDrawing(), OPTIONS).title).toBe('planimetry');
    expect(measurementReport(knownDrawing(), { ...OPTIONS, title: '   ' }).title).toBe('planimetry');
  });

  it('gives an open layer no area and the angle between its lines only, and leaves empty layers out', () => {
    const document = drawingOf([openSketch(), emptySketch(), triangleSketch()]);
    const report = measurementReport(document, OPTIONS);
    expect(report.layers.map((layer) => layer.number)).toEqual([1, 3]);
    expect(report.layers[0]).toMatchObject({ closed: false, perimeter: '7 cm', area: null, angles: [{ vertex: 2, angle: '90.0°' }] });
    // The 3-4-5 triangle: 36.87° and 53.13° beside the right angle.
    expect(report.layers[1]!.edges.map((edge) => edge.length)).toEqual(['3 cm', '4 cm', '5 cm']);
    expect(report.layers[1]!.angles.map((angle) => angle.angle).sort()).toEqual(['36.9°', '53.1°', '90.0°']);
  });

  it('marks an approximate area with "~"', () => {
    expect(measurementReport(drawingOf([curvedSketch()]), OPTIONS).layers[0]!.area).toMatch(/^~\d/);
  });

  it('formats feet as the screen does in fractions mode, to the chosen inch step', () => {
    // 0.5 ft per square: the rectangle's long side is 3.5 ft = 3 ft 6 in; the circle's quarter arc π ft = 3 ft 1 11/16 in at 1/16.
    const report = measurementReport(knownDrawing(0.5, 'ft'), { ...OPTIONS, imperial: 'fractions', inchFraction: 16 });
    expect(report.layers[0]!.edges[0]!.length).toBe('3 ft 6 in');
    expect(report.layers[0]!.perimeter).toBe('10 ft');
    expect(report.layers[0]!.area).toBe('5.25 ft²');
    expect(report.layers[1]!.edges[0]!.length).toBe('3 ft 1 11/16 in');
    expect(report.scale.square).toBe('6 in');
  });

  it('lists no edges or angles of a traced outline of more than REPORT_EDGES_MAX edges, only their count', () => {
    let sketch = startSketch(emptySketch(), { x: 0, y: 0 });
    const count = REPORT_EDGES_MAX + 1;
    for (let i = 1; i < count; i++) {
      const turn = (2 * Math.PI * i) / count;
      sketch = appendStraightLine(sketch, { x: 300 - 300 * Math.cos(turn), y: 300 * Math.sin(turn) });
    }
    const layer = measurementReport(drawingOf([closeSketch(sketch)]), OPTIONS).layers[0]!;
    expect(layer).toMatchObject({ edges: [], angles: [], edgesNotListed: count });
    expect(layer.area).not.toBeNull();
  });

  it('lists at most REPORT_LAYERS_MAX layers and counts the rest', () => {
    const report = measurementReport(drawingOf(Array.from({ length: REPORT_LAYERS_MAX + 3 }, () => triangleSketch())), OPTIONS);
    expect(report.layers).toHaveLength(REPORT_LAYERS_MAX);
    expect(report.layersNotListed).toBe(3);
    expect(report.layers.at(-1)!.number).toBe(REPORT_LAYERS_MAX);
  });

  it('stops listing edges and angles once the report has REPORT_ROWS_MAX rows, keeping every perimeter and area', () => {
    // A triangle is 6 rows (3 edges, 3 angles).
    const count = Math.floor(REPORT_ROWS_MAX / 6) + 2;
    const report = measurementReport(drawingOf(Array.from({ length: count }, () => triangleSketch())), OPTIONS);
    const rows = report.layers.reduce((total, layer) => total + layer.edges.length + layer.angles.length, 0);
    expect(rows).toBeLessThanOrEqual(REPORT_ROWS_MAX);
    expect(report.layers.at(-1)).toMatchObject({ edges: [], angles: [], edgesNotListed: 3, perimeter: '12 cm', area: '6 cm²' });
    expect(report.layers[0]!.edges).toHaveLength(3);
  });

  describe('the scale', () => {
    it('is the grid by default', () => {
      const report = measurementReport(knownDrawing(), OPTIONS);
      expect(report.scale).toEqual({
        source: { kind: 'grid' },
        square: '1 cm',
        description: 'Grid: 1 square (15 px) = 1 cm',
        uncertainty: 'Uncertainty: none from the scale; a typed or default scale is exact, so the results carry no ±.',
      });
      expect(report.method).toBe('planar, through the scale');
    });

    it('is a known length with the reference line measured in the scale', () => {
      const base = knownDrawing(0.5, 'm');
      // A 40-square line at 0.5 m per square: 20 m.
      const document: DrawingDocument = { ...base, scale: { ...base.scale, manual: true, line: [squares(0, 0), squares(40, 0)] } };
      // Drawn before the zoom was kept: taken as zoom 1, half a pixel of its 600 px. Each end's x is
      // off evenly within ±0.5 px, σ² = 2 × 0.5² / 3 of the length; "±" is 2.5 σ ≈ 1.02 px, 0.17 %.
      const share = (2.5 * Math.sqrt((2 * 0.25) / 3)) / 600;
      expect(scaleSource(document)).toMatchObject({ kind: 'known-length', length: 20, pixels: 600, zoom: 1 });
      expect((scaleSource(document) as { share: number }).share).toBeCloseTo(share, 9);
      expect(measurementReport(document, OPTIONS).scale.description).toBe('Known length: a reference line of 20 m, so 1 square = 0.5 m');
      expect(measurementReport(document, OPTIONS).scale.uncertainty).toBe(
        "Uncertainty: the reference line's ends were each placed to about half a screen pixel, at zoom 100 %, 0.5 px of its 600 px: every length through it is good to ± 0.17 % and every area to ± 0.34 %, the ± beside each result.",
      );
    });

    it("says a known length's placing at the zoom its line was drawn at: a quarter canvas pixel at 200 %", () => {
      const base = knownDrawing(0.5, 'm');
      const document: DrawingDocument = { ...base, scale: { ...base.scale, manual: true, line: [squares(0, 0), squares(20, 0)], lineZoom: 2 } };
      expect(scaleSource(document)).toMatchObject({ kind: 'known-length', length: 10, pixels: 300, zoom: 2 });
      // Half the line at twice the zoom: the same share.
      expect(measurementReport(document, OPTIONS).scale.uncertainty).toContain('at zoom 200 %, 0.25 px of its 300 px: every length through it is good to ± 0.17 %');
    });

    it("is a photo's perspective rectangle when the scale has one, its corners placed at its zoom", () => {
      const base = knownDrawing(1, 'm');
      const plane: PerspectivePlane = { kind: 'perspective', corners: [squares(0, 0), squares(4, 0), squares(4, 2), squares(0, 2)], width: 2, height: 1, unit: 'm', zoom: 0.5 };
      const document: DrawingDocument = { ...base, scale: { ...base.scale, manual: true, plane } };
      expect(scaleSource(document)).toEqual({ kind: 'perspective', width: 2, height: 1, unit: 'm', zoom: 0.5 });
      const { scale } = measurementReport(document, OPTIONS);
      expect(scale.description).toBe('Perspective: a rectangle of 2 m × 1 m marked on the photo; lengths and areas are measured on its plane (1 square = 1 m on average)');
      expect(scale.uncertainty).toContain('corners were each placed to about half a screen pixel, 1 px at zoom 50 %');
    });

    it('is two axis scales when the scale has their reference lines, each placed at its own zoom', () => {
      const base = knownDrawing(1, 'ft');
      const across = { from: squares(0, 0), to: squares(20, 0), length: 10, zoom: 1 };
      const up = { from: squares(0, 0), to: squares(0, 10), length: 4, zoom: 4 };
      const document: DrawingDocument = { ...base, scale: { ...base.scale, plane: { kind: 'axes', lines: [across, up], unit: 'ft' } } };
      expect(scaleSource(document)).toMatchObject({ kind: 'axes', lines: [{ length: 10, pixels: 300, zoom: 1 }, { length: 4, pixels: 150, zoom: 4 }], unit: 'ft' });
      const { scale } = measurementReport(document, { ...OPTIONS, imperial: 'fractions' });
      expect(scale.description).toBe('Axis scales: reference lines of 10 ft and 4 ft set the X and Y scales apart (1 square = 1 ft on average)');
      expect(scale.uncertainty).toContain("at zoom 100 %, 0.5 px of the first line's 300 px (the X scale ± 0.34 %) and at zoom 400 %, 0.13 px of the second's 150 px (the Y scale ± 0.17 %)");
    });

    it("is the file's units for a CAD or PDF image whose scale was not set by hand", () => {
      const image = { url: '/api/uploads/x', file: 'plan.DXF', position: { x: 20, y: 20 }, originSizes: { width: 10, height: 10 }, realSizes: { width: 10, height: 10 }, ratio: 1, display: true };
      const document: DrawingDocument = { ...knownDrawing(1, 'mm'), image };
      expect(scaleSource(document)).toEqual({ kind: 'file-units', file: 'plan.DXF' });
      expect(measurementReport(document, OPTIONS).scale.description).toBe('File units: the units declared by plan.DXF, so 1 square = 1 mm');
      expect(scaleSource({ ...document, image: { ...image, file: 'photo.png' } })).toEqual({ kind: 'grid' });
      const byHand = { ...document, scale: { ...document.scale, manual: true, line: [squares(0, 0), squares(1, 0)] } };
      expect(scaleSource(byHand).kind).toBe('known-length');
    });

    it('is the map on the map, measured on the ellipsoid', () => {
      const document: DrawingDocument = {
        ...knownDrawing(1, 'm'),
        map: { frame: { origin: { lat: 0, lng: 0 }, zoom: 17 }, type: 'map', maxZoom: 20, areaUnit: 'm²' },
      };
      const report = measurementReport(document, OPTIONS);
      expect(report.scale.source).toEqual({ kind: 'map' });
      expect(report.scale.uncertainty).toContain('none from the scale');
      expect(report.method).toBe('geodesic (WGS84)');
      expect(report.layers[0]!.area).toMatch(/ m²$/);
    });
  });
});
