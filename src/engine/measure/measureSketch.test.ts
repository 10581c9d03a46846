import { describe, expect, it } from 'vitest';
import { canvasPoint, type Point } from '../../shared/geometry';
import type { CircleParams, Sketch } from '../../shared/schemas';
import { shapeSketch } from '../document/shapes';
import { appendStraightLine, closeSketch, emptySketch, startSketch } from '../document/sketch';
import { createLayer } from '../document/layer';
import { defaultScale } from '../document/drawingDocument';
import { circleFromDiameter, moveCircleSupport } from '../geometry/circleShape';
import { sketchOutline } from '../geometry/outline';
import { rectangleFromDiagonal } from '../geometry/rectangleShape';
import { layerResults, lineLabels, measureSketchPixels, polygonVertices, resultsFromPixels } from './measureSketch';

const p = (x: number, y: number): Point => ({ x, y });
const relative = (actual: number, expected: number): number => Math.abs(actual - expected) / Math.abs(expected);

const circleSketch = (params: CircleParams): Sketch => shapeSketch(true, { type: 'circle_tool', params }, false);

const square = (clockwiseOnScreen: boolean) => {
  const corners = [canvasPoint(0, 0), canvasPoint(150, 0), canvasPoint(150, 150), canvasPoint(0, 150)];
  const [first, ...rest] = clockwiseOnScreen ? corners : [corners[0]!, ...corners.slice(1).reverse()];
  return closeSketch(rest.reduce(appendStraightLine, startSketch(emptySketch(), first!)));
};

describe('measuring a sketch', () => {
  it('turns 15 px into one scale unit, and squares the scale for area', () => {
    const sketch = square(true);
    expect(resultsFromPixels(sketch, { perimeter: 600, area: 22500 }, defaultScale('cm'))).toMatchObject({
      perimeter: 40,
      area: 100,
      lengthUnit: 'cm',
      areaUnit: 'cm²',
      approximate: false,
    });
    const twoMetres = { ...defaultScale('m'), value: 2 };
    expect(resultsFromPixels(sketch, { perimeter: 600, area: 22500 }, twoMetres)).toMatchObject({ perimeter: 80, area: 400 });
  });

  it('has no area until the sketch is closed', () => {
    const open = appendStraightLine(startSketch(emptySketch(), { x: 0, y: 0 }), { x: 30, y: 0 });
    expect(resultsFromPixels(open, { perimeter: 30, area: 0 }, defaultScale('cm')).area).toBeNull();
  });

  it('labels every line with its length and points the label outside the shape whichever way it winds', () => {
    for (const clockwise of [true, false]) {
      const labels = lineLabels(square(clockwise), defaultScale('cm'));
      expect(labels.map((label) => label.length)).toEqual([10, 10, 10, 10]);
      for (const label of labels) {
        const beside = { x: label.at.x + label.outward.x * 5, y: label.at.y + label.outward.y * 5 };
        const inside = beside.x > 0 && beside.x < 150 && beside.y > 0 && beside.y < 150;
        expect(inside).toBe(false);
      }
    }
  });

  it('numbers the labels by edge and puts each in the middle of its arc, outside the circle', () => {
    // Radius 60 px about (100, 100): each quarter is 30π px, 2π units at 15 px a unit.
    const labels = lineLabels(circleSketch(circleFromDiameter(p(40, 100), p(160, 100))), defaultScale('cm'));
    expect(labels.map((label) => label.edge)).toEqual([0, 1, 2, 3]);
    for (const label of labels) {
      expect(relative(label.length, 2 * Math.PI)).toBeLessThan(1e-12);
      const fromCentre = { x: label.at.x - 100, y: label.at.y - 100 };
      expect(Math.hypot(fromCentre.x, fromCentre.y)).toBeCloseTo(60, 10);
      // Mid-arc of a quarter starting on an axis lies on a diagonal.
      expect(Math.abs(fromCentre.x)).toBeCloseTo(Math.abs(fromCentre.y), 10);
      expect(label.outward.x * fromCentre.x + label.outward.y * fromCentre.y).toBeCloseTo(60, 10);
    }
  });

  it('labels a rectangle side by side from p1', () => {
    const params = rectangleFromDiagonal(p(0, 0), p(150, 75), 'r');
    const sketch: Sketch = shapeSketch(true, { type: 'rectangle', params }, false);
    const labels = lineLabels(sketch, defaultScale('m'));
    expect(labels.map((label) => label.length)).toEqual([10, 5, 10, 5]);
    expect(labels[1]).toMatchObject({ edge: 1, at: { x: 150, y: 37.5 } });
    expect(labels[1]!.outward.x).toBe(1);
    expect(labels[1]!.outward.y).toBeCloseTo(0, 15);
  });

  it('labels a freehand line with its curve length at the middle of the curve', () => {
    const curve = { type: 'curved' as const, points: [p(0, 0), p(30, 30), p(60, 0)], isConstrained: false };
    const sketch: Sketch = { ...emptySketch(), hasCurved: true, lines: [curve], controlPoints: [p(0, 0), p(60, 0)] };
    const [label] = lineLabels(sketch, defaultScale('cm'));
    // Two cubics: the middle parameter is the joint at the middle point of the stroke.
    expect(label!.at).toEqual(p(30, 30));
    expect(label!.length * 15).toBeGreaterThan(2 * Math.hypot(30, 30));
    expect(label!.outward).toEqual({ x: 0, y: -1 });
  });

  it('measures a circle as its exact area and circumference, and not as approximate', () => {
    const circle = circleSketch(circleFromDiameter(p(0, 0), p(30, 0)));
    const pixels = measureSketchPixels(circle);
    expect(relative(pixels.area, Math.PI * 225)).toBeLessThan(1e-12);
    expect(relative(pixels.perimeter, 30 * Math.PI)).toBeLessThan(1e-12);
    const results = resultsFromPixels(circle, pixels, defaultScale('cm'));
    expect(relative(results.area!, Math.PI)).toBeLessThan(1e-12);
    expect(results.approximate).toBe(false);
  });

  it('calls a reshaped circle and a freehand curve approximate', () => {
    const reshaped = circleSketch(moveCircleSupport(circleFromDiameter(p(0, 0), p(30, 0)), 0, 1, p(3, -20)));
    expect(resultsFromPixels(reshaped, measureSketchPixels(reshaped), defaultScale('cm')).approximate).toBe(true);
    const curve = { type: 'curved' as const, points: [p(0, 0), p(30, 30), p(60, 0)], isConstrained: false };
    const freehand: Sketch = { ...emptySketch(), hasCurved: true, lines: [curve], controlPoints: [p(0, 0), p(60, 0)] };
    expect(resultsFromPixels(freehand, measureSketchPixels(freehand), defaultScale('cm')).approximate).toBe(true);
  });

  it('hands a polygon to the polygon kernel and keeps arcs and curves for the exact measure', () => {
    expect(polygonVertices(sketchOutline(square(true)))).toEqual([p(0, 0), p(150, 0), p(150, 150), p(0, 150)]);
    const open = appendStraightLine(startSketch(emptySketch(), p(0, 0)), p(30, 0));
    expect(polygonVertices(sketchOutline(open))).toEqual([p(0, 0), p(30, 0)]);
    expect(polygonVertices(sketchOutline(circleSketch(circleFromDiameter(p(0, 0), p(30, 0)))))).toBeNull();
  });

  it('measures a layer on the spot', () => {
    const layer = { ...createLayer(1, 'pink'), sketch: square(true) };
    expect(layerResults(layer, defaultScale('cm'))).toMatchObject({ perimeter: 40, area: 100, approximate: false });
  });
});
