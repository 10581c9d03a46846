import { describe, expect, it } from 'vitest';
import type { LatLng } from '../../shared/geometry';
import { parseDocumentState } from '../../shared/documentState';
import { toDocumentState } from '../document/savedDocument';
import type { DrawingDocument } from '../document/drawingDocument';
import { geodesicPolygon } from '../geo/geodesic';
import { layersToGeoJson, parseGeoJsonPolygons, type GeoJsonPosition } from '../geo/geojson';
import { featuresToKml } from '../geo/kml';
import { canvasToLatLng, latLngToCanvas } from '../geo/mapFrame';
import { readFixture } from '../geo/testing/geoFixtures';
import { createEditorDriver } from '../testing/editorDriver';
import { documentLayerResults } from './mapResults';

const stage = { width: 1000, height: 800 };
const relative = (actual: number, expected: number): number => Math.abs(actual - expected) / Math.abs(expected);

const onMap = (center: LatLng, zoom: number) => {
  const driver = createEditorDriver({ stage });
  driver.send({ type: 'map.show', camera: { center, zoom } });
  return driver;
};

/** A closed GeoJSON ring of the corners given as [lng, lat]. */
const ring = (...corners: GeoJsonPosition[]): GeoJsonPosition[] => [...corners, corners[0]!];
/** A square ring, counter-clockwise or (as RFC 7946 wants a hole) clockwise. */
const square = (lng: number, lat: number, size: number, clockwise = false): GeoJsonPosition[] => {
  const corners: GeoJsonPosition[] = [
    [lng, lat],
    [lng + size, lat],
    [lng + size, lat + size],
    [lng, lat + size],
  ];
  return ring(...(clockwise ? corners.reverse() : corners));
};
const polygon = (...rings: GeoJsonPosition[][]) => ({ type: 'Polygon', coordinates: rings });
const latLngs = (positions: readonly GeoJsonPosition[]): LatLng[] => positions.slice(0, -1).map(([lng, lat]) => ({ lat, lng }));

/** Imports the file as the map panel does: parsed, then one event with every polygon. */
function importFile(driver: ReturnType<typeof createEditorDriver>, file: unknown): DrawingDocument {
  const parsed = parseGeoJsonPolygons(typeof file === 'string' ? file : JSON.stringify(file));
  if (!parsed.ok) throw new Error(parsed.message);
  driver.send({ type: 'map.importPolygons', polygons: parsed.polygons });
  return driver.document();
}

/** Area in m² and perimeter with cutouts in m (the map shows km² and km by default). */
const measured = (document: DrawingDocument, index = 0) => {
  const results = documentLayerResults(document, document.layers[index]!);
  expect(results.areaUnit).toBe('km²');
  expect(results.lengthUnit).toBe('km');
  return { area: results.area! * 1e6, perimeter: results.perimeter * 1000, withCutouts: results.perimeterWithCutouts };
};

/** The cutouts of layer `index` on the ground. */
const cutoutsOnGround = (document: DrawingDocument, index = 0): LatLng[][] =>
  (document.layers[index]!.sketch.cutouts ?? []).map((hole) => hole.map((point) => canvasToLatLng(document.map!.frame, point)));

describe('GeoJSON polygons with holes on the map', () => {
  // GeographicLib's published one-degree square at the equator, with a hole in its middle.
  const reference = JSON.parse(readFixture('geographiclib-reference-polygons.geojson')) as {
    features: { id: string; properties: { expected_area_m2: number; expected_perimeter_m: number }; geometry: { coordinates: GeoJsonPosition[][] } }[];
  };
  const unitSquare = reference.features.find((item) => item.id === 'one-degree-square-at-equator')!;
  const hole = square(0.25, 0.25, 0.5, true);

  it('imports a polygon with a hole as one layer whose area is the outer less the hole', () => {
    const driver = onMap({ lat: 0.5, lng: 0.5 }, 8);
    const document = importFile(driver, polygon(unitSquare.geometry.coordinates[0]!, hole));
    expect(document.layers).toHaveLength(1);
    expect(document.layers[0]!.sketch.cutouts).toHaveLength(1);
    const holeOnGround = geodesicPolygon(latLngs(hole), true);
    const { area, perimeter, withCutouts } = measured(document);
    expect(relative(area, unitSquare.properties.expected_area_m2 - holeOnGround.area)).toBeLessThan(1e-9);
    expect(relative(perimeter, unitSquare.properties.expected_perimeter_m)).toBeLessThan(1e-9);
    expect(relative(withCutouts! * 1000, unitSquare.properties.expected_perimeter_m + holeOnGround.perimeter)).toBeLessThan(1e-9);
  });

  it('gives each MultiPolygon part its own holes', () => {
    const driver = onMap({ lat: 0.5, lng: 2 }, 7);
    const file = { type: 'MultiPolygon', coordinates: [[square(0, 0, 1), hole], [square(2, 0, 1), square(2.1, 0.1, 0.2, true), square(2.5, 0.5, 0.2, true)]] };
    const document = importFile(driver, file);
    expect(document.layers.map((layer) => layer.sketch.cutouts?.length)).toEqual([1, 2]);
    // The second part's second hole, from its first corner (a clockwise square starts at its north-west).
    expect(cutoutsOnGround(document, 1)[1]![0]!.lng).toBeCloseTo(2.5, 9);
    expect(cutoutsOnGround(document, 1)[1]![0]!.lat).toBeCloseTo(0.7, 9);
  });

  it('leaves out a hole that breaks the cutout rules and keeps the polygon and its other holes', () => {
    const driver = onMap({ lat: 0.5, lng: 0.5 }, 8);
    const good = square(0.1, 0.1, 0.2, true);
    const file = polygon(
      square(0, 0, 1),
      square(0.8, 0.4, 0.4, true), // crosses the outer ring
      square(2, 2, 0.2, true), // outside it
      good,
      square(0.2, 0.2, 0.2, true), // crosses the good hole
      square(0.05, 0.05, 0.4, true), // around the good hole
      ring([0.6, 0.6], [0.8, 0.8], [0.8, 0.6], [0.6, 0.8]), // crosses itself
      square(0.6, 0.1, 0.2, true), // fits
    );
    const document = importFile(driver, file);
    expect(document.layers).toHaveLength(1);
    const kept = cutoutsOnGround(document);
    expect(kept).toHaveLength(2);
    expect(kept[0]![0]!.lng).toBeCloseTo(0.1, 9);
    expect(kept[0]![0]!.lat).toBeCloseTo(0.3, 9);
    expect(kept[1]![0]!.lng).toBeCloseTo(0.6, 9);
    const expected = geodesicPolygon(latLngs(square(0, 0, 1)), true).area - geodesicPolygon(latLngs(good), true).area - geodesicPolygon(latLngs(square(0.6, 0.1, 0.2)), true).area;
    expect(relative(measured(document).area, expected)).toBeLessThan(1e-9);
  });

  it('imports a polygon without holes as before: no cutouts, no perimeter with them', () => {
    const driver = onMap({ lat: 0.5, lng: 0.5 }, 8);
    const document = importFile(driver, polygon(square(0, 0, 1)));
    expect(document.layers[0]!.sketch).not.toHaveProperty('cutouts');
    expect(measured(document).withCutouts).toBeNull();
    // Plain rings, as the event took them before holes, still import.
    driver.send({ type: 'map.importPolygons', polygons: [latLngs(square(2, 0, 1))] });
    expect(driver.document().layers).toHaveLength(2);
    expect(driver.document().layers[1]!.sketch).not.toHaveProperty('cutouts');
  });

  it('keeps the holes through GeoJSON export and import, into another frame', () => {
    const driver = onMap({ lat: 0.5, lng: 0.5 }, 8);
    const document = importFile(driver, polygon(square(0, 0, 1), hole, square(0.8, 0.8, 0.1, true)));
    const layers = document.layers.map((layer, index) => ({ name: `Layer ${index + 1}`, color: layer.color, sketch: layer.sketch }));
    const collection = layersToGeoJson(layers, document.map!.frame);
    expect(collection.features[0]!.geometry.coordinates).toHaveLength(3);
    expect(relative(collection.features[0]!.properties.area_m2!, measured(document).area)).toBeLessThan(1e-12);

    const again = importFile(onMap({ lat: 10, lng: 20 }, 5), JSON.stringify(collection));
    expect(again.layers).toHaveLength(1);
    expect(again.layers[0]!.sketch.cutouts).toHaveLength(2);
    expect(relative(measured(again).area, measured(document).area)).toBeLessThan(1e-9);
    expect(relative(measured(again).withCutouts!, measured(document).withCutouts!)).toBeLessThan(1e-9);
  });

  it('keeps the holes in KML: its outer and inner boundaries rebuild the same polygon', () => {
    const driver = onMap({ lat: 0.5, lng: 0.5 }, 8);
    const document = importFile(driver, polygon(square(0, 0, 1), hole));
    const layers = document.layers.map((layer, index) => ({ name: `Layer ${index + 1}`, color: layer.color, sketch: layer.sketch }));
    const kml = featuresToKml(layersToGeoJson(layers, document.map!.frame), 'Holed');
    // There is no KML import; read the boundaries back here, as a GIS tool would.
    const boundary = (kind: 'outer' | 'inner'): LatLng[][] =>
      [...kml.matchAll(new RegExp(`<${kind}BoundaryIs><LinearRing><coordinates>([^<]*)</coordinates>`, 'g'))].map(([, text]) =>
        latLngs(text!.split(' ').map((pair) => pair.split(',').map(Number) as GeoJsonPosition)),
      );
    expect(boundary('outer')).toHaveLength(1);
    expect(boundary('inner')).toHaveLength(1);
    const next = onMap({ lat: 0.5, lng: 0.5 }, 8);
    next.send({ type: 'map.importPolygons', polygons: [{ outline: boundary('outer')[0]!, cutouts: boundary('inner') }] });
    expect(next.document().layers[0]!.sketch.cutouts).toHaveLength(1);
    expect(relative(measured(next.document()).area, measured(document).area)).toBeLessThan(1e-9);
  });

  it('saves the holes with the drawing and reopens the same', () => {
    const driver = onMap({ lat: 0.5, lng: 0.5 }, 8);
    const document = importFile(driver, polygon(square(0, 0, 1), hole));
    const state = parseDocumentState(JSON.parse(JSON.stringify(toDocumentState({ document, viewport: driver.viewport(), instrument: 'select_tool' }))));
    expect(state.layers.list[0]!.sketch.cutouts).toEqual(document.layers[0]!.sketch.cutouts);
    const reopened = createEditorDriver({ stage: { width: 1200, height: 700 } });
    reopened.send({ type: 'document.restore', state, file: { id: 'x', name: 'Map' } });
    expect(measured(reopened.document())).toEqual(measured(document));
  });

  it('puts a hole where the file says on the canvas of the frame', () => {
    const driver = onMap({ lat: 0.5, lng: 0.5 }, 8);
    const document = importFile(driver, polygon(square(0, 0, 1), hole));
    const expected = latLngs(hole).map((point) => latLngToCanvas(document.map!.frame, point));
    document.layers[0]!.sketch.cutouts![0]!.forEach((point, index) => {
      expect(point.x).toBeCloseTo(expected[index]!.x, 6);
      expect(point.y).toBeCloseTo(expected[index]!.y, 6);
    });
  });
});

describe('a polygon with a hole across the antimeridian', () => {
  // Fiji's side of 180°: the outer square runs from 179.5° E to 179.5° W, the hole straddles 180° too.
  const outer = ring([179.5, -17], [-179.5, -17], [-179.5, -16], [179.5, -16]);
  const hole = ring([179.8, -16.8], [179.8, -16.2], [-179.8, -16.2], [-179.8, -16.8]);
  // The same hole written from its western corner: on its own it runs on west of -180°.
  const holeFromWest = ring([-179.8, -16.2], [-179.8, -16.8], [179.8, -16.8], [179.8, -16.2]);

  it('imports in one piece with its hole, wherever the frame is, and measures the outer less the hole', () => {
    for (const [center, inner] of [
      [{ lat: -16.5, lng: 179.9 }, hole],
      [{ lat: -16.5, lng: -179.9 }, hole],
      [{ lat: -16.5, lng: 179.9 }, holeFromWest],
    ] as const) {
      const driver = onMap(center, 8);
      const document = importFile(driver, polygon(outer, inner));
      const { controlPoints, cutouts } = document.layers[0]!.sketch;
      expect(cutouts).toHaveLength(1);
      // One degree of longitude at zoom 8 is 512 · 2⁸ / 360 ≈ 364 px: the outline spans that, not the world.
      const xs = controlPoints.map(({ x }) => x);
      expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo((512 * 2 ** 8) / 360, 3);
      const expected = geodesicPolygon(latLngs(outer), true).area - geodesicPolygon(latLngs(hole), true).area;
      expect(relative(measured(document).area, expected)).toBeLessThan(1e-9);
    }
  });

  it('keeps the hole through export and import', () => {
    const driver = onMap({ lat: -16.5, lng: 179.9 }, 8);
    const document = importFile(driver, polygon(outer, hole));
    const layers = document.layers.map((layer, index) => ({ name: `Layer ${index + 1}`, color: layer.color, sketch: layer.sketch }));
    const again = importFile(onMap({ lat: -16.5, lng: -179.9 }, 8), JSON.stringify(layersToGeoJson(layers, document.map!.frame)));
    expect(again.layers[0]!.sketch.cutouts).toHaveLength(1);
    expect(relative(measured(again).area, measured(document).area)).toBeLessThan(1e-9);
  });
});
