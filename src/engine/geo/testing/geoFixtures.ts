/**
 * Test support: the geodesic fixtures of ../shared/fixtures/geodesic/ (see its README), read from
 * disk relative to the repository root, where the tests run.
 */
import { readFileSync } from 'node:fs';
import type { LatLng } from '../../../shared/geometry';

export const GEODESIC_FIXTURES = '../shared/fixtures/geodesic';

export interface ReferencePolygon {
  readonly id: string;
  readonly points: LatLng[];
  readonly perimeter?: number;
  readonly area: number;
  /** Absolute tolerances in m and m², as the source states them; none means double precision. */
  readonly tolerance?: { readonly perimeter?: number; readonly area?: number };
}

interface ReferenceCase {
  id: string;
  vertices_lat_lon: [number, number][];
  expected: {
    perimeter_m?: number;
    area_m2: number;
    test_tolerance?: { perimeter_m?: number; area_m2?: number };
    documented_precision?: string;
  };
}

/** "perimeter 1e-6 m, area 0.1 m^2": the printed precision of a documented output. */
function documentedTolerance(text: string | undefined): ReferencePolygon['tolerance'] {
  const match = text?.match(/perimeter ([\d.e-]+) m, area ([\d.e-]+) m/);
  return match ? { perimeter: Number(match[1]), area: Number(match[2]) } : undefined;
}

export const readFixture = (name: string): string => readFileSync(`${GEODESIC_FIXTURES}/${name}`, 'utf8');

/** The cases of geographiclib-reference-polygons.json with their expected values and tolerances. */
export function referencePolygons(): ReferencePolygon[] {
  const { cases } = JSON.parse(readFixture('geographiclib-reference-polygons.json')) as { cases: ReferenceCase[] };
  return cases.map(({ id, vertices_lat_lon, expected }) => ({
    id,
    points: vertices_lat_lon.map(([lat, lng]) => ({ lat, lng })),
    perimeter: expected.perimeter_m,
    area: expected.area_m2,
    tolerance: expected.test_tolerance
      ? { perimeter: expected.test_tolerance.perimeter_m, area: expected.test_tolerance.area_m2 }
      : documentedTolerance(expected.documented_precision),
  }));
}
