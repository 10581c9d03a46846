import { describe, expect, it } from 'vitest';
import type { LatLng } from '../../shared/geometry';
import { readFixture, referencePolygons } from './testing/geoFixtures';
import { geodesicDistance, geodesicPolygon, geodesicSignedArea } from './geodesic';
import { parseGeoJsonPolygons } from './geojson';

/** Double precision for a published value with no stated tolerance (an assert_relative_eq). */
const DOUBLE_RELATIVE = 1e-12;

const within = (actual: number, expected: number, tolerance: number | undefined): void => {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance ?? DOUBLE_RELATIVE * Math.abs(expected));
};

const onlyPolygon = (file: string): LatLng[] => {
  const parsed = parseGeoJsonPolygons(readFixture(file));
  if (!parsed.ok) throw new Error(parsed.message);
  expect(parsed.polygons).toHaveLength(1);
  return parsed.polygons[0]!.outline;
};

describe('geodesic measures on WGS84', () => {
  for (const reference of referencePolygons()) {
    it(`matches GeographicLib's published perimeter and area: ${reference.id}`, () => {
      const { perimeter, area } = geodesicPolygon(reference.points, true);
      within(area, reference.area, reference.tolerance?.area);
      if (reference.perimeter !== undefined) within(perimeter, reference.perimeter, reference.tolerance?.perimeter);
    });
  }

  it('reads the GeoJSON copies of the reference cases to the same values', () => {
    const parsed = parseGeoJsonPolygons(readFixture('geographiclib-reference-polygons.geojson'));
    if (!parsed.ok) throw new Error(parsed.message);
    const references = referencePolygons().slice(0, parsed.polygons.length);
    expect(references).toHaveLength(4);
    parsed.polygons.forEach((polygon, index) => {
      const reference = references[index]!;
      within(geodesicPolygon(polygon.outline, true).area, reference.area, reference.tolerance?.area);
    });
  });

  // The README's figures, printed to the m² and to 10 m.
  it('measures Colorado to the README figures: 269,576,739,131 m² and 2,101.84 km', () => {
    const { perimeter, area } = geodesicPolygon(onlyPolygon('colorado.geojson'), true);
    expect(Math.abs(area - 269_576_739_131)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(perimeter / 1000 - 2101.84)).toBeLessThanOrEqual(0.005);
  });

  it('measures Luxembourg to the README figures: 2,607,758,460 m² and 265.51 km', () => {
    const { perimeter, area } = geodesicPolygon(onlyPolygon('luxembourg.geojson'), true);
    expect(Math.abs(area - 2_607_758_460)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(perimeter / 1000 - 265.51)).toBeLessThanOrEqual(0.005);
  });

  it('measures a polygon whichever way it winds, and signs it counter-clockwise positive', () => {
    const ring = onlyPolygon('colorado.geojson');
    const forward = geodesicPolygon(ring, true);
    const backward = geodesicPolygon([...ring].reverse(), true);
    expect(backward.area).toBeCloseTo(forward.area, 3);
    expect(backward.perimeter).toBeCloseTo(forward.perimeter, 6);
    // The fixture's exterior ring is counter-clockwise (RFC 7946).
    expect(geodesicSignedArea(ring)).toBeGreaterThan(0);
    expect(geodesicSignedArea([...ring].reverse())).toBeLessThan(0);
  });

  it('gives an open path its length and no area', () => {
    const path = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 1 },
      { lat: 1, lng: 1 },
    ];
    const open = geodesicPolygon(path, false);
    expect(open.area).toBe(0);
    expect(open.perimeter).toBeCloseTo(geodesicDistance(path[0]!, path[1]!) + geodesicDistance(path[1]!, path[2]!), 6);
    expect(geodesicPolygon(path.slice(0, 2), true).area).toBe(0);
  });

  it('measures a degree of longitude on the equator as a/360 of the equator', () => {
    // On the equator the geodesic between nearby points runs along it: a·π/180 for one degree.
    expect(geodesicDistance({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo((6378137 * Math.PI) / 180, 6);
  });
});
