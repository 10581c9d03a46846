/**
 * The DXF export read back by our own DXF import (readDxf, flattenCad, the upload conversion's
 * scale): every outline measures what the drawing measures.
 */
import { describe, expect, it } from 'vitest';
import { LENGTH_UNITS, type LengthUnit } from '../../shared/units';
import { shapeSketch } from '../../engine/document/shapes';
import type { DrawingDocument } from '../../engine/document/drawingDocument';
import { circleFromDiameter, moveCircleSupport, moveCircleVertex, removeCirclePoint } from '../../engine/geometry/circleShape';
import { mapScaleValue } from '../../engine/map/mapMode';
import { measureSketchPixels, pixelsToUnits, squarePixelsToUnits } from '../../engine/measure/measureSketch';
import { drawingDxf, dxfFileName } from '../../engine/print/drawingDxf';
import { circleSketch, curvedSketch, drawingOf, knownDrawing, openSketch, rectangleSketch, squares, triangleSketch } from '../../engine/print/testing/knownDrawing';
import type { CadEntity, CadPolyline } from '../cad/cadModel';
import { polygonArea, polygonPerimeter } from '../cad/cadTestSupport';
import { declaredUnitsOf } from '../cad/cadUnits';
import { flattenCad } from '../cad/flattenCad';
import { dxfToSvg } from '../cad/index';
import { readDxf } from '../cad/readDxf';
import type { Sketch } from '../../shared/schemas';

const relative = (actual: number, expected: number): number => Math.abs(actual - expected) / Math.abs(expected);

/** Exact perimeter and area of an imported polyline: chords, and circular arcs from the bulges. */
function polylineMeasures(entity: CadPolyline): { perimeter: number; area: number } {
  const { vertices, closed } = entity;
  let perimeter = 0;
  let twiceArea = 0;
  const last = closed ? vertices.length : vertices.length - 1;
  for (let i = 0; i < last; i++) {
    const from = vertices[i]!;
    const to = vertices[(i + 1) % vertices.length]!;
    const chord = Math.hypot(to.x - from.x, to.y - from.y);
    twiceArea += from.x * to.y - to.x * from.y;
    if (from.bulge === 0) {
      perimeter += chord;
      continue;
    }
    // The arc turns by θ = 4·atan(bulge) (positive counter-clockwise) on a radius chord / (2 sin(θ/2)).
    const turn = 4 * Math.atan(from.bulge);
    const radius = chord / (2 * Math.abs(Math.sin(turn / 2)));
    perimeter += radius * Math.abs(turn);
    twiceArea += radius * radius * (turn - Math.sin(turn));
  }
  return { perimeter, area: closed ? Math.abs(twiceArea) / 2 : 0 };
}

function entityMeasures(entity: CadEntity): { perimeter: number; area: number } {
  if (entity.kind === 'circle') return { perimeter: 2 * Math.PI * entity.radius, area: Math.PI * entity.radius ** 2 };
  if (entity.kind === 'polyline') return polylineMeasures(entity);
  throw new Error(`unexpected ${entity.kind}`);
}

/** What the drawing measures for a sketch, in the scale's unit. */
function expected(document: DrawingDocument, sketch: Sketch): { perimeter: number; area: number } {
  const pixels = measureSketchPixels(sketch);
  return { perimeter: pixelsToUnits(pixels.perimeter, document.scale), area: sketch.closed ? squarePixelsToUnits(pixels.area, document.scale) : 0 };
}

/** A circle whose vertex 0 was dragged towards the centre: two exact quarter arcs, two reshaped edges. */
function dentedCircle(): Sketch {
  const params = circleFromDiameter(squares(10, 6), squares(18, 6));
  return shapeSketch(true, { type: 'circle_tool', params: moveCircleVertex(params, 0, squares(12, 6)) }, false);
}

/**
 * A circle of two vertices left after removing two (an exact arc of three quarters and one of a
 * quarter), whose quarter arc's handle was then dragged: one exact arc of more than half a turn.
 */
function bigArcSketch(): Sketch {
  const twoVertices = removeCirclePoint(removeCirclePoint(circleFromDiameter(squares(10, 6), squares(18, 6)), 1), 1);
  const handle = twoVertices.supportPoints[1]![1]!;
  return shapeSketch(true, { type: 'circle_tool', params: moveCircleSupport(twoVertices, 1, 1, { x: handle.x + 20, y: handle.y }) }, false);
}

describe('drawingDxf read back by our DXF import', () => {
  it('gives the known drawing: a closed LWPOLYLINE of 20 cm and 21 cm², a CIRCLE of 8π cm and 16π cm², on LAYER_1 and LAYER_2, in cm', () => {
    const model = readDxf(drawingDxf(knownDrawing()));
    expect(declaredUnitsOf(model.insUnits).unit).toBe('cm');
    expect(model.entities.map((entity) => [entity.kind, entity.layer])).toEqual([['polyline', 'LAYER_1'], ['circle', 'LAYER_2']]);
    const [rectangle, circle] = model.entities.map(entityMeasures);
    expect(relative(rectangle!.perimeter, 20)).toBeLessThan(1e-12);
    expect(relative(rectangle!.area, 21)).toBeLessThan(1e-12);
    expect(relative(circle!.perimeter, 8 * Math.PI)).toBeLessThan(1e-12);
    expect(relative(circle!.area, 16 * Math.PI)).toBeLessThan(1e-12);
  });

  it('gives named layers their names, sanitised, as the entities\' layers', () => {
    const drawing = knownDrawing();
    const named = { ...drawing, layers: [{ ...drawing.layers[0]!, name: 'Room 1' }, { ...drawing.layers[1]!, name: 'Bed/Bath: 2' }] };
    const model = readDxf(drawingDxf(named));
    expect(model.entities.map((entity) => [entity.kind, entity.layer])).toEqual([['polyline', 'Room 1'], ['circle', 'Bed_Bath_ 2']]);
  });

  it('gives a count layer\'s markers their numbers as text at their places, read back by dxf-parser', () => {
    const counted: Sketch = { ...openSketch(), lines: [], controlPoints: [], count: { symbol: 'circle', markers: [{ x: 15, y: 30 }, { x: 45, y: 30 }, { x: 75, y: 60 }] } };
    const model = readDxf(drawingDxf(drawingOf([counted], 1, 'cm')));
    const texts = model.entities.filter((entity) => entity.kind === 'text');
    expect(texts.map((text) => [text.layer, text.text])).toEqual([['LAYER_1', '1'], ['LAYER_1', '2'], ['LAYER_1', '3']]);
    // Each number sits just right of its marker: (1, −2), (3, −2) and (5, −4) cm with y up.
    for (const [text, [x, y]] of texts.map((text, i) => [text, [[1, -2], [3, -2], [5, -4]][i]!] as const)) {
      expect(text.position.x - x!).toBeGreaterThan(0);
      expect(text.position.x - x!).toBeLessThan(1);
      expect(Math.abs(text.position.y - y!)).toBeLessThan(1);
    }
  });

  it('keeps lines, exact arcs and circles exact (1e-6) and flattened curves within 0.1 %', () => {
    const sketches = [rectangleSketch(), circleSketch(), triangleSketch(), dentedCircle(), curvedSketch()];
    const document = drawingOf(sketches, 2.5, 'mm');
    const model = readDxf(drawingDxf(document));
    expect(model.entities).toHaveLength(sketches.length);
    sketches.forEach((sketch, index) => {
      const measured = entityMeasures(model.entities[index]!);
      const truth = expected(document, sketch);
      const tolerance = index >= 3 ? 1e-3 : 1e-6;
      expect(relative(measured.perimeter, truth.perimeter)).toBeLessThan(tolerance);
      expect(relative(measured.area, truth.area)).toBeLessThan(tolerance);
    });
  });

  it('writes exact arcs as bulges, turning the way the drawing turns once y points up', () => {
    const model = readDxf(drawingDxf(drawingOf([dentedCircle()])));
    const polyline = model.entities[0] as CadPolyline;
    // The two untouched quarter arcs: bulge ±tan(π/8), each 2π squares (radius 4) long.
    const arcs = polyline.vertices.filter((vertex) => vertex.bulge !== 0);
    expect(arcs).toHaveLength(2);
    for (const arc of arcs) expect(Math.abs(arc.bulge)).toBeCloseTo(Math.tan(Math.PI / 8), 12);
    // y is flipped, so the screen's clockwise run (positive sweep) is clockwise, negative, in DXF.
    expect(arcs.every((arc) => arc.bulge < 0)).toBe(true);
  });

  it('splits an exact arc of more than half a turn in two bulges, and measures the same', () => {
    const document = drawingOf([bigArcSketch()]);
    const polyline = readDxf(drawingDxf(document)).entities[0] as CadPolyline;
    const arcs = polyline.vertices.filter((vertex) => vertex.bulge !== 0);
    // Three quarters of a turn in two halves of 3π/4 each: bulge tan(3π/16).
    expect(arcs).toHaveLength(2);
    for (const arc of arcs) expect(Math.abs(arc.bulge)).toBeCloseTo(Math.tan((3 * Math.PI) / 16), 12);
    const measured = polylineMeasures(polyline);
    const truth = expected(document, bigArcSketch());
    expect(relative(measured.perimeter, truth.perimeter)).toBeLessThan(1e-3);
    expect(relative(measured.area, truth.area)).toBeLessThan(1e-3);
  });

  it('writes an open outline as an open polyline ending on its last point', () => {
    const document = drawingOf([openSketch()]);
    const [entity] = readDxf(drawingDxf(document)).entities;
    expect(entity).toMatchObject({ kind: 'polyline', closed: false });
    expect((entity as CadPolyline).vertices.map(({ x, y }) => [x, y])).toEqual([[2, -10], [5, -10], [5, -14]]);
    expect(entityMeasures(entity!).perimeter).toBe(7);
  });

  it('measures the same after flattenCad samples every curve finely', () => {
    const sketches = [rectangleSketch(), circleSketch(), dentedCircle(), curvedSketch()];
    const document = drawingOf(sketches, 1, 'm');
    const flat = flattenCad(readDxf(drawingDxf(document)), 1e-6);
    expect(flat.strokes).toHaveLength(sketches.length);
    sketches.forEach((sketch, index) => {
      const stroke = flat.strokes[index]!;
      const truth = expected(document, sketch);
      expect(stroke.closed).toBe(true);
      expect(relative(polygonPerimeter(stroke.points), truth.perimeter)).toBeLessThan(1e-3);
      expect(relative(polygonArea(stroke.points), truth.area)).toBeLessThan(1e-3);
    });
  });

  it('opens at true scale through the upload conversion: its drawingScale is in the scale unit', () => {
    const svg = dxfToSvg(drawingDxf(drawingOf([rectangleSketch()], 1, 'ft')));
    expect(svg.drawingScale?.unit).toBe('ft');
    // The rectangle is the whole drawing: 7 ft across the picture's longest side.
    const widthPx = svg.width - 2 * 20 - 1;
    expect(relative(widthPx * svg.drawingScale!.unitsPerPixel, 7)).toBeLessThan(1e-6);
  });

  it('declares every unit of ours with the $INSUNITS code our import reads back as that unit', () => {
    for (const unit of LENGTH_UNITS) {
      const model = readDxf(drawingDxf(knownDrawing(1, unit as LengthUnit)));
      expect(declaredUnitsOf(model.insUnits).unit).toBe(unit);
    }
  });

  it('writes a map drawing in metres of the map frame', () => {
    const frame = { origin: { lat: 48.85, lng: 2.35 }, zoom: 18 };
    const document: DrawingDocument = { ...knownDrawing(1, 'ft'), map: { frame, type: 'map', maxZoom: 20, areaUnit: 'ha' } };
    const model = readDxf(drawingDxf(document));
    expect(declaredUnitsOf(model.insUnits).unit).toBe('m');
    const metresPerSquare = mapScaleValue(frame, 'm');
    expect(relative(entityMeasures(model.entities[0]!).perimeter, 20 * metresPerSquare)).toBeLessThan(1e-12);
  });

  it('writes an empty drawing our import refuses as having nothing to draw, not as a broken file', () => {
    const text = drawingDxf(drawingOf([openSketch()].slice(1)));
    expect(readDxf(text).entities).toEqual([]);
    expect(() => dxfToSvg(text)).toThrow('The drawing has nothing that can be drawn');
  });

  it('names the file after the drawing', () => {
    expect(dxfFileName('Plot 7')).toBe('Plot 7.dxf');
    expect(dxfFileName(null)).toBe('planimetry.dxf');
  });
});
