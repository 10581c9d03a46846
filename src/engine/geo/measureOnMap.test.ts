import { describe, expect, it } from 'vitest';
import type { CanvasPoint, LatLng } from '../../shared/geometry';
import type { MapFrame } from '../../shared/map';
import type { Sketch } from '../../shared/schemas';
import { convertArea, convertLength } from '../../shared/units';
import { addCutout } from '../document/cutouts';
import { closedPolygonSketch } from '../document/polygonLayers';
import { shapeSketch } from '../document/shapes';
import { appendCurve, appendStraightLine, closeSketch, emptySketch, startSketch } from '../document/sketch';
import { circleFromDiameter } from '../geometry/circleShape';
import { segmentPoint, sketchOutline, type Outline } from '../geometry/outline';
import { rectangleFromDiagonal } from '../geometry/rectangleShape';
import { lineLabels } from '../measure/measureSketch';
import { defaultScale } from '../document/drawingDocument';
import { geodesicDistance, geodesicPolygon } from './geodesic';
import { parseGeoJsonPolygons } from './geojson';
import { canvasToLatLng, latLngToCanvas } from './mapFrame';
import { mapLineLabels, mapSketchResults, measureOutlineOnMap } from './measureOnMap';
import { readFixture } from './testing/geoFixtures';

const frame = (lat: number, lng: number, zoom: number): MapFrame => ({ origin: { lat, lng }, zoom });
const relative = (actual: number, expected: number): number => Math.abs(actual - expected) / Math.abs(expected);

/** WGS84 semi-major axis and first eccentricity squared. */
const A = 6378137;
const E2 = (1 / 298.257223563) * (2 - 1 / 298.257223563);

/** A closed sketch of straight lines through the canvas points. */
const polygonSketch = (points: readonly CanvasPoint[]): Sketch =>
  closeSketch(points.slice(1).reduce(appendStraightLine, startSketch(emptySketch(), points[0]!)));

/** The geodesic length of the outline sampled at `count` even steps per segment: a slow reference. */
function denseLength(outline: Outline, at: MapFrame, count: number): number {
  let total = 0;
  for (const segment of outline.segments) {
    let previous = canvasToLatLng(at, segment.from);
    for (let i = 1; i <= count; i++) {
      const point = canvasToLatLng(at, segmentPoint(segment, i / count));
      total += geodesicDistance(previous, point);
      previous = point;
    }
  }
  return total;
}

const COLORADO_AREA = 269_576_739_131;

const coloradoRing = (): LatLng[] => {
  const parsed = parseGeoJsonPolygons(readFixture('colorado.geojson'));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.polygons[0]!.outline;
};

describe('measuring sketches drawn on the map', () => {
  const corners: LatLng[] = [
    { lat: 40.2, lng: -105.3 },
    { lat: 40.2, lng: -104.6 },
    { lat: 39.6, lng: -104.6 },
    { lat: 39.6, lng: -105.3 },
  ];

  it('measures a rectangle drawn on the map as the geodesic polygon of its corners', () => {
    const at = frame(40, -105, 9);
    const params = rectangleFromDiagonal(latLngToCanvas(at, corners[0]!), latLngToCanvas(at, corners[2]!), 'r');
    const sketch = shapeSketch(true, { type: 'rectangle', params }, false);
    const measured = measureOutlineOnMap(sketchOutline(sketch), at);
    const expected = geodesicPolygon(corners, true);
    expect(relative(measured.area, expected.area)).toBeLessThan(1e-9);
    expect(relative(measured.perimeter, expected.perimeter)).toBeLessThan(1e-9);
  });

  it('reads Colorado drawn with straight lines to the README area, whatever the frame', () => {
    const ring = coloradoRing();
    for (const at of [frame(39, -105.5, 6), frame(0, 0, 2), frame(45.5, -100, 12), frame(37.1, -109, 18)]) {
      const sketch = polygonSketch(ring.map((point) => latLngToCanvas(at, point)));
      const { area } = measureOutlineOnMap(sketchOutline(sketch), at);
      // The issue asks for 0.01%; the canvas round trip keeps far more.
      expect(relative(area, COLORADO_AREA)).toBeLessThan(1e-9);
    }
  });

  it('measures a circle at 40°N as the ellipse Web Mercator makes of it on the ground', () => {
    const at = frame(40, -75, 15);
    const center = latLngToCanvas(at, { lat: 40, lng: -75 });
    const worldSize = 512 * 2 ** at.zoom;
    // Ground metres per canvas pixel at 40°N: N·cosφ east, M·cosφ north (radii of curvature).
    const sin = Math.sin((40 * Math.PI) / 180);
    const cos = Math.cos((40 * Math.PI) / 180);
    const primeVertical = A / Math.sqrt(1 - E2 * sin * sin);
    const meridional = (A * (1 - E2)) / (1 - E2 * sin * sin) ** 1.5;
    const eastPerPixel = (primeVertical * cos * 2 * Math.PI) / worldSize;
    const northPerPixel = (meridional * cos * 2 * Math.PI) / worldSize;
    const radiusPx = 1000 / eastPerPixel;
    const circle = circleFromDiameter({ x: center.x - radiusPx, y: center.y }, { x: center.x + radiusPx, y: center.y });
    const sketch = shapeSketch(true, { type: 'circle_tool', params: circle }, false);
    expect(sketchOutline(sketch).segments.every((segment) => segment.kind === 'arc')).toBe(true);
    const measured = measureOutlineOnMap(sketchOutline(sketch), at);
    const east = radiusPx * eastPerPixel;
    const north = radiusPx * northPerPixel;
    expect(relative(measured.area, Math.PI * east * north)).toBeLessThan(1e-3);
    // Ramanujan's perimeter of that ellipse.
    const h = ((east - north) / (east + north)) ** 2;
    const ellipsePerimeter = Math.PI * (east + north) * (1 + (3 * h) / (10 + Math.sqrt(4 - 3 * h)));
    expect(relative(measured.perimeter, ellipsePerimeter)).toBeLessThan(1e-3);
    // Each quarter's label reads its arc along the arc: together, the perimeter.
    const labels = mapLineLabels(sketch, at, 'm');
    expect(labels).toHaveLength(4);
    expect(relative(labels.reduce((total, label) => total + label.length, 0), measured.perimeter)).toBeLessThan(1e-9);
  });

  it('measures a curve along the curve, settled to a millionth', () => {
    const at = frame(52, 13, 10);
    const start = latLngToCanvas(at, { lat: 52.5, lng: 13.3 });
    const points = Array.from({ length: 9 }, (_, i) => ({ x: start.x + i * 40, y: start.y + 60 * Math.sin(i / 1.3) }));
    const sketch = appendCurve(startSketch(emptySketch(), points[0]!), points, false);
    const outline = sketchOutline(sketch);
    expect(outline.segments.some((segment) => segment.kind === 'cubic')).toBe(true);
    const measured = measureOutlineOnMap(outline, at);
    const chord = geodesicDistance(canvasToLatLng(at, points[0]!), canvasToLatLng(at, points[8]!));
    expect(measured.perimeter).toBeGreaterThan(chord * 1.2);
    expect(relative(measured.perimeter, denseLength(outline, at, 1 << 14))).toBeLessThan(1e-6);
    expect(measured.area).toBe(0);
  });

  it('gives results in the chosen unit and its square, with no area while open', () => {
    const at = frame(40, -105, 9);
    const canvas = corners.map((point) => latLngToCanvas(at, point));
    const closed = polygonSketch(canvas);
    const expected = geodesicPolygon(corners, true);
    const results = mapSketchResults(closed, at, 'mi');
    expect(results).toMatchObject({ lengthUnit: 'mi', areaUnit: 'mi²', approximate: false });
    expect(relative(results.perimeter, convertLength(expected.perimeter, 'm', 'mi'))).toBeLessThan(1e-9);
    expect(relative(results.area!, convertArea(expected.area, 'm²', 'mi²'))).toBeLessThan(1e-9);
    const open = canvas.slice(1, 3).reduce(appendStraightLine, startSketch(emptySketch(), canvas[0]!));
    const openResults = mapSketchResults(open, at, 'km');
    expect(openResults.area).toBeNull();
    expect(relative(openResults.perimeter, geodesicPolygon(corners.slice(0, 3), false).perimeter / 1000)).toBeLessThan(1e-9);
  });

  it('takes the cutouts off the area, each measured as the same polygon drawn as a sketch, and gives the perimeter with them', () => {
    const at = frame(40, -105, 9);
    const outer = polygonSketch(corners.map((point) => latLngToCanvas(at, point)));
    const hole: LatLng[] = [
      { lat: 39.8, lng: -105.1 },
      { lat: 39.9, lng: -104.9 },
      { lat: 40.0, lng: -105.2 },
    ];
    const holeCanvas = hole.map((point) => latLngToCanvas(at, point));
    const holed = addCutout(outer, holeCanvas);
    const results = mapSketchResults(holed, at, 'km');
    const plain = mapSketchResults(outer, at, 'km');
    const holeResults = mapSketchResults(closedPolygonSketch(holeCanvas, false), at, 'km');
    expect(results.area).toBe(plain.area! - holeResults.area!);
    expect(results.perimeter).toBe(plain.perimeter);
    expect(results.perimeterWithCutouts).toBe(plain.perimeter + holeResults.perimeter);
    // Against GeographicLib: the outer polygon less the hole.
    const expected = (geodesicPolygon(corners, true).area - geodesicPolygon(hole, true).area) / 1e6;
    expect(relative(results.area!, expected)).toBeLessThan(1e-9);
    // Without cutouts nothing changes and there is no perimeter with cutouts.
    expect(plain.perimeterWithCutouts).toBeNull();
    expect(relative(plain.area!, geodesicPolygon(corners, true).area / 1e6)).toBeLessThan(1e-9);
  });

  it('takes a cutout off a curved outline too', () => {
    const at = frame(40, -105, 9);
    const center = latLngToCanvas(at, { lat: 39.9, lng: -104.95 });
    const params = circleFromDiameter({ x: center.x - 200, y: center.y }, { x: center.x + 200, y: center.y });
    const circle = shapeSketch(true, { type: 'circle_tool', params }, false);
    const square = [
      { x: center.x - 50, y: center.y - 50 },
      { x: center.x + 50, y: center.y - 50 },
      { x: center.x + 50, y: center.y + 50 },
      { x: center.x - 50, y: center.y + 50 },
    ];
    const results = mapSketchResults(addCutout(circle, square), at, 'm');
    const expected = mapSketchResults(circle, at, 'm').area! - geodesicPolygon(square.map((point) => canvasToLatLng(at, point)), true).area;
    expect(relative(results.area!, expected)).toBeLessThan(1e-9);
    expect(results.approximate).toBe(mapSketchResults(circle, at, 'm').approximate);
  });

  it('labels each edge with its geodesic length where the planar labels sit', () => {
    const at = frame(40, -105, 9);
    const sketch = polygonSketch(corners.map((point) => latLngToCanvas(at, point)));
    const labels = mapLineLabels(sketch, at, 'km');
    const planar = lineLabels(sketch, defaultScale('km'));
    expect(labels.map((label) => label.edge)).toEqual([0, 1, 2, 3]);
    labels.forEach((label, edge) => {
      const expected = geodesicDistance(corners[edge]!, corners[(edge + 1) % 4]!) / 1000;
      expect(relative(label.length, expected)).toBeLessThan(1e-9);
      expect(label.at).toEqual(planar[edge]!.at);
      expect(label.outward).toEqual(planar[edge]!.outward);
    });
  });
});
