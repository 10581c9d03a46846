import { describe, expect, it } from 'vitest';
import type { LatLng, Point } from '../../shared/geometry';
import type { MapFrame } from '../../shared/map';
import { noteSchema, sketchSchema, type Sketch } from '../../shared/schemas';
import { createNote } from '../document/notes';
import { shapeSketch } from '../document/shapes';
import { appendCurve, appendLine, closeSketch, emptySketch, startSketch } from '../document/sketch';
import { circleFromDiameter } from '../geometry/circleShape';
import { rectangleFromDiagonal } from '../geometry/rectangleShape';
import { canvasToLatLng, latLngToCanvas, wrapLongitude } from './mapFrame';
import { georeferenceNote, georeferenceSketch } from './georeference';

const frame: MapFrame = { origin: { lat: 38.754083, lng: -101.337891 }, zoom: 6 };
const p = (x: number, y: number): Point => ({ x, y });

const expectGround = (actual: LatLng | undefined, point: Point, at: MapFrame = frame): void => {
  const expected = canvasToLatLng(at, point);
  expect(actual).toEqual({ lat: expected.lat, lng: wrapLongitude(expected.lng) });
};

describe('pinning a drawing to the ground', () => {
  it('fills every point of a line sequence, curves included', () => {
    const lines = appendCurve(
      appendLine(startSketch(emptySketch(), p(10, 20)), p(200, 40), 'constrained'),
      [p(200, 40), p(260, 90), p(230, 160), p(150, 170)],
      true,
    );
    const pinned = georeferenceSketch(lines, frame);
    expect(sketchSchema.parse(pinned)).toEqual(pinned);
    expect(pinned.lines).toHaveLength(2);
    pinned.lines.forEach((line) => {
      expect(line.latLngPoints).toHaveLength(line.points.length);
      line.points.forEach((point, i) => expectGround(line.latLngPoints![i], point));
    });
  });

  it('fills the start and end of every angle line', () => {
    const angle = closeSketch(
      [p(100, 0), p(100, 100)].reduce((sketch: Sketch, point) => appendLine(sketch, point, 'angle'), startSketch(emptySketch(), p(0, 0))),
      'angle',
    );
    const pinned = georeferenceSketch(angle, frame);
    expect(pinned.angleLines).toHaveLength(3);
    for (const angleLine of pinned.angleLines) {
      expectGround(angleLine.startLatLng, angleLine.start);
      expectGround(angleLine.endLatLng, angleLine.end);
    }
  });

  it('pins a rectangle by its diagonal and a circle by each vertex and handle', () => {
    const rectangle = georeferenceSketch(shapeSketch(true, { type: 'rectangle', params: rectangleFromDiagonal(p(5, 5), p(80, 60), 'r') }, false), frame);
    const rectangleShape = rectangle.shapes[0]!;
    if (rectangleShape.type !== 'rectangle') throw new Error('not a rectangle');
    expectGround(rectangleShape.params.startLatLng, rectangleShape.params.p1);
    expectGround(rectangleShape.params.endLatLng, rectangleShape.params.p3);

    const circle = georeferenceSketch(shapeSketch(true, { type: 'circle_tool', params: circleFromDiameter(p(0, 0), p(120, 0)) }, false), frame);
    const circleShape = circle.shapes[0]!;
    if (circleShape.type !== 'circle_tool') throw new Error('not a circle');
    const { params } = circleShape;
    expect(params.latLngPoints).toHaveLength(params.vertexes.length);
    params.vertexes.forEach((vertex, i) => expectGround(params.latLngPoints![i], vertex));
    expect(params.latLngSupports).toHaveLength(params.supportPoints.length);
    params.supportPoints.forEach((pair, i) => pair.forEach((handle, side) => expectGround(params.latLngSupports![i]![side], handle)));
    expect(sketchSchema.parse(circle)).toEqual(circle);
  });

  it('wraps longitudes east of the antimeridian for the schema, and changes nothing else', () => {
    const eastern: MapFrame = { origin: { lat: -17, lng: 179.9 }, zoom: 10 };
    const start = latLngToCanvas(eastern, { lat: -17, lng: 180.3 });
    const sketch = appendLine(startSketch(emptySketch(), start), p(start.x + 50, start.y), 'straight');
    const pinned = georeferenceSketch(sketch, eastern);
    const first = pinned.lines[0]!.latLngPoints![0]!;
    expect(first.lng).toBeCloseTo(-179.7, 9);
    expectGround(first, start, eastern);
    expect(sketchSchema.parse(pinned)).toEqual(pinned);
    const { lines: _pinnedLines, ...rest } = pinned;
    const { lines: _lines, ...original } = sketch;
    expect(rest).toEqual(original);
  });

  it('pins a note by the point it annotates', () => {
    const note = createNote(p(300, 200), 2);
    const pinned = georeferenceNote(note, frame);
    expectGround(pinned.latLngPoint, note.originPoint);
    expect(noteSchema.parse(pinned)).toEqual(pinned);
    expect({ ...pinned, latLngPoint: undefined }).toEqual({ ...note, latLngPoint: undefined });
  });
});
