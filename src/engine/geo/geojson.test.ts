import { describe, expect, it } from 'vitest';
import type { CanvasPoint, LatLng } from '../../shared/geometry';
import type { MapFrame } from '../../shared/map';
import type { Sketch } from '../../shared/schemas';
import { closedPolygonSketch } from '../document/polygonLayers';
import { shapeSketch } from '../document/shapes';
import { appendStraightLine, closeSketch, emptySketch, startSketch } from '../document/sketch';
import { circleFromDiameter } from '../geometry/circleShape';
import { sketchOutline } from '../geometry/outline';
import { geodesicPolygon, geodesicSignedArea } from './geodesic';
import { GEOJSON_MAX_VERTICES, GEOJSON_MESSAGES, layersToGeoJson, parseGeoJsonPolygons, type GeoJsonLayerFeature, type GeoPolygon } from './geojson';
import { latLngToCanvas } from './mapFrame';
import { mapSketchResults, measureOutlineOnMap } from './measureOnMap';
import { readFixture } from './testing/geoFixtures';

const relative = (actual: number, expected: number): number => Math.abs(actual - expected) / Math.abs(expected);

const geoPolygons = (text: string): GeoPolygon[] => {
  const parsed = parseGeoJsonPolygons(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.polygons;
};
/** The exterior rings alone. */
const polygons = (text: string): LatLng[][] => geoPolygons(text).map(({ outline }) => outline);
const failure = (value: unknown): string => {
  const parsed = parseGeoJsonPolygons(typeof value === 'string' ? value : JSON.stringify(value));
  if (parsed.ok) throw new Error('parsed');
  return parsed.message;
};

const square = (lng: number, lat: number, size = 1): number[][] => [
  [lng, lat],
  [lng + size, lat],
  [lng + size, lat + size],
  [lng, lat + size],
  [lng, lat],
];
const polygon = (...rings: number[][][]) => ({ type: 'Polygon', coordinates: rings });
const feature = (geometry: unknown) => ({ type: 'Feature', properties: {}, geometry });

describe('reading GeoJSON polygons', () => {
  it('reads the fixtures: one ring each for Colorado and Luxembourg, four reference cases', () => {
    const colorado = polygons(readFixture('colorado.geojson'));
    expect(colorado).toHaveLength(1);
    expect(colorado[0]).toHaveLength(40);
    expect(polygons(readFixture('luxembourg.geojson'))[0]).toHaveLength(195);
    expect(polygons(readFixture('geographiclib-reference-polygons.geojson'))).toHaveLength(4);
  });

  it('reads positions as longitude then latitude and drops the closing repeat', () => {
    expect(polygons(JSON.stringify(polygon(square(10, 50))))).toEqual([
      [
        { lat: 50, lng: 10 },
        { lat: 50, lng: 11 },
        { lat: 51, lng: 11 },
        { lat: 51, lng: 10 },
      ],
    ]);
  });

  it('opens features, collections and multipolygons, one polygon per Polygon or part (holes stay with it), and skips other geometries', () => {
    const file = {
      type: 'FeatureCollection',
      features: [
        feature(polygon(square(0, 0, 4), square(1, 1))),
        feature({ type: 'LineString', coordinates: [[0, 0], [1, 1]] }),
        feature({ type: 'Point', coordinates: [0, 0] }),
        feature(null),
        feature({ type: 'MultiPolygon', coordinates: [[square(20, 0)], [square(30, 0)]] }),
        feature({ type: 'GeometryCollection', geometries: [polygon(square(40, 0)), { type: 'Point', coordinates: [1, 2] }] }),
      ],
    };
    const read = polygons(JSON.stringify(file));
    expect(read.map((ring) => ring[0]!.lng)).toEqual([0, 20, 30, 40]);
    expect(read[0]).toHaveLength(4);
    expect(polygons(JSON.stringify(feature(polygon(square(5, 5)))))).toHaveLength(1);
  });

  it('reads inner rings as the polygon\'s cutouts, without their closing repeat, and each MultiPolygon part\'s its own', () => {
    const hole = [...square(1, 1)].reverse();
    const file = {
      type: 'FeatureCollection',
      features: [
        feature(polygon(square(0, 0, 4), hole, square(2.5, 2.5, 0.5))),
        feature({ type: 'MultiPolygon', coordinates: [[square(20, 0, 4), square(21, 1)], [square(30, 0)]] }),
      ],
    };
    const read = geoPolygons(JSON.stringify(file));
    expect(read).toHaveLength(3);
    expect(read[0]!.cutouts).toEqual([
      [
        { lat: 1, lng: 1 },
        { lat: 2, lng: 1 },
        { lat: 2, lng: 2 },
        { lat: 1, lng: 2 },
      ],
      [
        { lat: 2.5, lng: 2.5 },
        { lat: 2.5, lng: 3 },
        { lat: 3, lng: 3 },
        { lat: 3, lng: 2.5 },
      ],
    ]);
    expect(read.map(({ cutouts }) => cutouts.length)).toEqual([2, 1, 0]);
    expect(read[1]!.cutouts[0]![0]).toEqual({ lat: 1, lng: 21 });
  });

  it('leaves out an inner ring it cannot read and still imports the polygon, as when holes were dropped unread', () => {
    const good = square(1, 1);
    const broken = [good.slice(0, 3), [[1, 1], ['x', 1], [2, 2], [1, 1]], [[1, 1], [1, 95], [2, 2], [1, 1]], 'ring', null];
    const [read] = geoPolygons(JSON.stringify(polygon(square(0, 0, 4), ...(broken as number[][][]), good)));
    expect(read!.outline).toHaveLength(4);
    expect(read!.cutouts).toHaveLength(1);
    expect(read!.cutouts[0]![0]).toEqual({ lat: 1, lng: 1 });
  });

  it('keeps an altitude out of the way', () => {
    const ring = square(10, 50).map(([lng, lat]) => [lng!, lat!, 120]);
    expect(polygons(JSON.stringify(polygon(ring)))[0]![2]).toEqual({ lat: 51, lng: 11 });
  });

  it('says when the file is not JSON', () => {
    expect(failure('{"type": "Polygon", ')).toBe('The file is not valid JSON');
    expect(failure('')).toBe(GEOJSON_MESSAGES.notJson);
  });

  it('says when there is no polygon', () => {
    expect(failure({ type: 'FeatureCollection', features: [] })).toBe('The file has no Polygon or MultiPolygon');
    expect(failure(feature({ type: 'LineString', coordinates: [[0, 0], [1, 1]] }))).toBe(GEOJSON_MESSAGES.noPolygon);
    expect(failure([1, 2, 3])).toBe(GEOJSON_MESSAGES.noPolygon);
    expect(failure('null')).toBe(GEOJSON_MESSAGES.noPolygon);
  });

  it('says which coordinate is wrong', () => {
    const ring = square(10, 50);
    const withPosition = (index: number, position: unknown) => polygon(ring.map((value, i) => (i === index ? position : value)) as number[][]);
    expect(failure(withPosition(1, ['11', 50]))).toBe('A coordinate is not a pair of numbers (polygon 1, position 2)');
    expect(failure(withPosition(2, [11]))).toBe('A coordinate is not a pair of numbers (polygon 1, position 3)');
    expect(failure(withPosition(1, [11, 91]))).toBe('Latitude 91 is outside -90 to 90 (polygon 1, position 2)');
    expect(failure(withPosition(3, [-180.5, 50]))).toBe('Longitude -180.5 is outside -180 to 180 (polygon 1, position 4)');
    expect(failure({ type: 'MultiPolygon', coordinates: [[square(0, 0)], [ring.slice(0, 3)]] })).toBe(
      'A polygon ring has fewer than 4 positions (polygon 2)',
    );
    expect(failure(polygon())).toBe('A polygon has no ring of coordinates (polygon 1)');
    expect(failure({ type: 'MultiPolygon', coordinates: 'none' })).toBe('A MultiPolygon has no list of polygons (polygon 1)');
  });

  it(`refuses more than ${GEOJSON_MAX_VERTICES} vertices in all`, () => {
    const ring = (count: number, lng: number): number[][] => {
      const positions = Array.from({ length: count }, (_, i) => [lng + Math.cos((2 * Math.PI * i) / count), Math.sin((2 * Math.PI * i) / count)]);
      return [...positions, positions[0]!];
    };
    const justEnough = { type: 'MultiPolygon', coordinates: [[ring(60_000, 0)], [ring(GEOJSON_MAX_VERTICES - 60_000, 10)]] };
    expect(polygons(JSON.stringify(justEnough)).flat()).toHaveLength(GEOJSON_MAX_VERTICES);
    const tooMany = { type: 'MultiPolygon', coordinates: [[ring(60_000, 0)], [ring(GEOJSON_MAX_VERTICES - 59_999, 10)]] };
    expect(failure(tooMany)).toBe('The file has more than 100,000 vertices');
    // Holes count too.
    expect(failure(polygon(ring(60_000, 0), ring(GEOJSON_MAX_VERTICES - 59_999, 0)))).toBe(GEOJSON_MESSAGES.tooManyVertices);
  });
});

describe('writing map layers as GeoJSON', () => {
  const frame: MapFrame = { origin: { lat: 41, lng: -109.1 }, zoom: 7 };
  const polygonSketch = (points: readonly CanvasPoint[]): Sketch =>
    closeSketch(points.slice(1).reduce(appendStraightLine, startSketch(emptySketch(), points[0]!)));
  const colorado = polygons(readFixture('colorado.geojson'))[0]!;
  const circle = (at: LatLng, radiusPx: number): Sketch => {
    const center = latLngToCanvas(frame, at);
    const params = circleFromDiameter({ x: center.x - radiusPx, y: center.y }, { x: center.x + radiusPx, y: center.y });
    return shapeSketch(true, { type: 'circle_tool', params }, false);
  };
  const layers = [
    { name: 'Layer 1', color: 'red', sketch: polygonSketch(colorado.map((point) => latLngToCanvas(frame, point))) },
    { name: 'Layer 2', color: 'blue', sketch: polygonSketch([...colorado].reverse().map((point) => latLngToCanvas(frame, point))) },
    { name: 'Layer 3', color: 'green', sketch: circle({ lat: 39.7, lng: -105 }, 300) },
    { name: 'Layer 4', color: 'black', sketch: emptySketch() },
    { name: 'Layer 5', color: 'orange', sketch: appendStraightLine(startSketch(emptySketch(), { x: 0, y: 0 }), { x: 400, y: 300 }) },
  ];

  it('writes one feature per drawn layer: closed as Polygon, open as LineString, with its measures', () => {
    const collection = layersToGeoJson(layers, frame);
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features.map((item) => [item.properties.name, item.properties.color, item.geometry.type])).toEqual([
      ['Layer 1', 'red', 'Polygon'],
      ['Layer 2', 'blue', 'Polygon'],
      ['Layer 3', 'green', 'Polygon'],
      ['Layer 5', 'orange', 'LineString'],
    ]);
    const drawn = layers.filter((layer) => layer.name !== 'Layer 4');
    collection.features.forEach((item, index) => {
      const measured = measureOutlineOnMap(sketchOutline(drawn[index]!.sketch), frame);
      expect(item.properties.perimeter_m).toBe(measured.perimeter);
      expect(item.properties.area_m2).toBe(item.geometry.type === 'Polygon' ? measured.area : null);
    });
    expect(relative(collection.features[0]!.properties.area_m2!, 269_576_739_131)).toBeLessThan(1e-9);
  });

  it('closes each ring and runs it counter-clockwise, however it was drawn', () => {
    for (const item of layersToGeoJson(layers, frame).features) {
      if (item.geometry.type !== 'Polygon') continue;
      const ring = item.geometry.coordinates[0]!;
      expect(ring[ring.length - 1]).toEqual(ring[0]);
      expect(geodesicSignedArea(ring.slice(0, -1).map(([lng, lat]) => ({ lat, lng })))).toBeGreaterThan(0);
    }
  });

  it('reads back with the same areas', () => {
    const collection = layersToGeoJson(layers, frame);
    const read = polygons(JSON.stringify(collection));
    const written = collection.features.filter((item) => item.geometry.type === 'Polygon');
    expect(read).toHaveLength(written.length);
    read.forEach((ring, index) => {
      expect(relative(geodesicPolygon(ring, true).area, written[index]!.properties.area_m2!)).toBeLessThan(1e-9);
    });
  });

  describe('with cutouts', () => {
    const corners = (west: number, south: number, size: number): LatLng[] => [
      { lat: south, lng: west },
      { lat: south, lng: west + size },
      { lat: south + size, lng: west + size },
      { lat: south + size, lng: west },
    ];
    const onCanvas = (points: readonly LatLng[]) => points.map((point) => latLngToCanvas(frame, point));
    const outer = corners(-106, 39, 1);
    const holes = [corners(-105.8, 39.2, 0.2), [...corners(-105.4, 39.5, 0.3)].reverse()];
    // Drawn both ways round on the canvas (y runs down): the export decides the winding, not the drawing.
    const sketch = closedPolygonSketch([...onCanvas(outer)].reverse(), false, holes.map(onCanvas));
    const [item] = layersToGeoJson([{ name: 'Layer 1', color: 'red', sketch }], frame).features;
    const rings = (item!.geometry as { coordinates: [number, number][][] }).coordinates;
    const asLatLng = (ring: [number, number][]): LatLng[] => ring.slice(0, -1).map(([lng, lat]) => ({ lat, lng }));

    it('writes each cutout as an inner ring, closed and clockwise, after the counter-clockwise exterior', () => {
      expect(rings).toHaveLength(3);
      for (const ring of rings) expect(ring[ring.length - 1]).toEqual(ring[0]);
      expect(geodesicSignedArea(asLatLng(rings[0]!))).toBeGreaterThan(0);
      expect(geodesicSignedArea(asLatLng(rings[1]!))).toBeLessThan(0);
      expect(geodesicSignedArea(asLatLng(rings[2]!))).toBeLessThan(0);
      // The holes in the sketch's order, at their corners.
      expect(rings[1]).toHaveLength(5);
      expect(new Set(rings[1]!.map(([lng, lat]) => `${lng.toFixed(6)},${lat.toFixed(6)}`))).toEqual(
        new Set(holes[0]!.map(({ lat, lng }) => `${lng.toFixed(6)},${lat.toFixed(6)}`)),
      );
    });

    it('gives the area less the cutouts and the perimeter with them, as the results do', () => {
      const results = mapSketchResults(sketch, frame, 'm');
      const holeAreas = holes.reduce((total, hole) => total + geodesicPolygon(hole, true).area, 0);
      const holePerimeters = holes.reduce((total, hole) => total + geodesicPolygon(hole, true).perimeter, 0);
      const { area_m2, perimeter_m, perimeter_with_cutouts_m } = item!.properties;
      expect(relative(area_m2!, geodesicPolygon(outer, true).area - holeAreas)).toBeLessThan(1e-9);
      expect(area_m2).toBe(results.area);
      expect(perimeter_m).toBe(results.perimeter);
      expect(perimeter_with_cutouts_m).toBe(results.perimeterWithCutouts);
      expect(relative(perimeter_with_cutouts_m!, geodesicPolygon(outer, true).perimeter + holePerimeters)).toBeLessThan(1e-9);
      // A layer without cutouts says nothing of them.
      for (const other of layersToGeoJson(layers, frame).features) expect(other.properties).not.toHaveProperty('perimeter_with_cutouts_m');
    });

    it('reads back with the same holes', () => {
      const [read] = geoPolygons(JSON.stringify({ type: 'FeatureCollection', features: [item] }));
      expect(read!.cutouts).toHaveLength(2);
      read!.cutouts.forEach((hole, index) => {
        expect(relative(geodesicPolygon(hole, true).area, geodesicPolygon(holes[index]!, true).area)).toBeLessThan(1e-9);
      });
    });
  });

  it('rounds coordinates to a billionth of a degree', () => {
    for (const [lng, lat] of (layersToGeoJson(layers, frame).features[2]!.geometry as { coordinates: [number, number][][] }).coordinates[0]!) {
      expect(Math.round(lng * 1e9) / 1e9).toBe(lng);
      expect(Math.round(lat * 1e9) / 1e9).toBe(lat);
    }
  });

  describe('near the antimeridian', () => {
    const east: MapFrame = { origin: { lat: -16, lng: 178 }, zoom: 8 };
    const drawnAt = (lngs: number[]): Sketch =>
      polygonSketch(lngs.map((lng, i) => latLngToCanvas(east, { lat: i < 2 ? -17 : -16, lng })));
    const longitudes = (item: GeoJsonLayerFeature): number[] =>
      (item.geometry.coordinates as [number, number][][])[0]!.map(([lng]) => lng);

    it('moves a ring drawn wholly east of 180° back by a turn', () => {
      const [item] = layersToGeoJson([{ name: 'Layer 1', color: 'red', sketch: drawnAt([181, 182, 182, 181]) }], east).features;
      const lngs = longitudes(item!);
      expect(Math.min(...lngs)).toBeCloseTo(-179, 6);
      expect(Math.max(...lngs)).toBeCloseTo(-178, 6);
    });

    it('wraps each longitude of a ring across it, keeping its area', () => {
      const sketch = drawnAt([179.5, 180.5, 180.5, 179.5]);
      const [item] = layersToGeoJson([{ name: 'Layer 1', color: 'red', sketch }], east).features;
      const lngs = longitudes(item!);
      expect(lngs.every((lng) => lng >= -180 && lng <= 180)).toBe(true);
      expect(lngs.some((lng) => lng < 0) && lngs.some((lng) => lng > 0)).toBe(true);
      const [ring] = polygons(JSON.stringify({ type: 'FeatureCollection', features: [item] }));
      const area = measureOutlineOnMap(sketchOutline(sketch), east).area;
      expect(relative(geodesicPolygon(ring!, true).area, area)).toBeLessThan(1e-9);
      expect(area).toBeGreaterThan(1e10);
    });
  });
});
