import { describe, expect, it } from 'vitest';
import type { LatLng } from '../../shared/geometry';
import { randomPolygon, seededRandom } from '../kernels/randomPolygon';
import { readFixture, referencePolygons } from './testing/geoFixtures';
import { FAST_EDGE_MAX } from './edgeSeries';
import { measurePolygonFast } from './fastPolygon';
import { geodesicDistance, geodesicPolygon } from './geodesic';
import { parseGeoJsonPolygons } from './geojson';

/** The targets against GeographicLib: area to 1e-8 or 1 m², whichever is larger; perimeter to 1e-9. */
const AREA_RELATIVE = 1e-8;
const AREA_FLOOR = 1;
const PERIMETER_RELATIVE = 1e-9;

const METRES_PER_DEGREE = 111_195;

function expectLikeGeographicLib(points: readonly LatLng[], closed = true): void {
  const fast = measurePolygonFast(points, closed);
  const reference = geodesicPolygon(points, closed);
  expect(Math.abs(fast.area - reference.area)).toBeLessThanOrEqual(Math.max(AREA_FLOOR, AREA_RELATIVE * reference.area));
  expect(Math.abs(fast.perimeter - reference.perimeter)).toBeLessThanOrEqual(PERIMETER_RELATIVE * reference.perimeter);
}

/** A seeded star polygon of `count` vertices and radius `metres` round (lat, lng), round on the ground. */
function starPolygon(seed: number, count: number, metres: number, lat: number, lng: number, clockwise = false): LatLng[] {
  const radius = metres / METRES_PER_DEGREE;
  const stretch = 1 / Math.cos((lat * Math.PI) / 180);
  return randomPolygon(seededRandom(seed), count, { center: { x: 0, y: 0 }, radius, clockwise }).map((point) => ({
    lat: lat + point.y,
    lng: lng + point.x * stretch,
  }));
}

/** Points round a circle of latitude `lat`, `turns` times round the pole, longitudes running on. */
const parallelRing = (lat: number, count: number, turns = 1): LatLng[] =>
  Array.from({ length: count * turns }, (_, i) => ({ lat: lat + 0.3 * Math.sin(i * 0.7), lng: -170 + (i * 360) / count }));

const onlyPolygon = (file: string): LatLng[] => {
  const parsed = parseGeoJsonPolygons(readFixture(file));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.polygons[0]!.outline;
};

describe('the fast geodesic polygon measure', () => {
  for (const reference of referencePolygons()) {
    it(`matches GeographicLib's published perimeter and area: ${reference.id}`, () => {
      const { perimeter, area } = measurePolygonFast(reference.points, true);
      expect(Math.abs(area - reference.area)).toBeLessThanOrEqual(reference.tolerance?.area ?? 1e-12 * reference.area);
      if (reference.perimeter !== undefined) {
        expect(Math.abs(perimeter - reference.perimeter)).toBeLessThanOrEqual(reference.tolerance?.perimeter ?? 1e-12 * reference.perimeter);
      }
    });
  }

  it('measures Colorado and Luxembourg to the README figures, and as GeographicLib does', () => {
    const colorado = measurePolygonFast(onlyPolygon('colorado.geojson'), true);
    expect(Math.abs(colorado.area - 269_576_739_131)).toBeLessThanOrEqual(1);
    expect(Math.abs(colorado.perimeter / 1000 - 2101.84)).toBeLessThanOrEqual(0.005);
    const luxembourg = measurePolygonFast(onlyPolygon('luxembourg.geojson'), true);
    expect(Math.abs(luxembourg.area - 2_607_758_460)).toBeLessThanOrEqual(1);
    expect(Math.abs(luxembourg.perimeter / 1000 - 265.51)).toBeLessThanOrEqual(0.005);
    for (const file of ['colorado.geojson', 'luxembourg.geojson']) {
      expectLikeGeographicLib(onlyPolygon(file));
      expectLikeGeographicLib([...onlyPolygon(file)].reverse());
    }
  });

  it('agrees with GeographicLib on random star polygons of 3 to 20,000 vertices, 10 m to 3,000 km, at −80° to 80°', () => {
    const random = seededRandom(2026);
    for (let trial = 0; trial < 60; trial++) {
      const count = Math.round(3 * Math.pow(20_000 / 3, trial % 3 === 0 ? random() : random() * 0.6));
      const lat = -80 + 160 * random();
      const lng = -180 + 360 * random();
      // 10 m to 3,000 km, kept clear of the pole the star would otherwise run over.
      const metres = Math.min(10 * Math.pow(300_000, random()), (88 - Math.abs(lat)) * METRES_PER_DEGREE);
      expectLikeGeographicLib(starPolygon(trial, count, metres, lat, lng, trial % 2 === 1));
    }
  });

  it('agrees with GeographicLib on random rings and paths anywhere to 89.9°, tangled or wrapped round the world', () => {
    const random = seededRandom(99);
    for (let trial = 0; trial < 150; trial++) {
      const count = 3 + Math.floor(random() * (trial % 4 === 0 ? 3000 : 60));
      const lat = -87 + 174 * random();
      const lng = -540 + 1080 * random();
      // 1 m to 300 km, reaching past 88° (GeographicLib's turn) now and then.
      const radius = Math.min(Math.pow(10, random() * 5.5) / METRES_PER_DEGREE, 89.9 - Math.abs(lat));
      const points = randomPolygon(seededRandom(trial), count, { center: { x: 0, y: 0 }, radius, clockwise: random() < 0.5 }).map((point) => ({
        lat: lat + point.y,
        // Some vertices a whole number of turns away: the same place.
        lng: lng + point.x / Math.cos((lat * Math.PI) / 180) + (random() < 0.1 ? 360 * Math.round(random() * 4 - 2) : 0),
      }));
      // A fifth of them shuffled into rings that cross themselves.
      if (random() < 0.2) points.sort(() => random() - 0.5);
      expectLikeGeographicLib(points, random() < 0.85);
    }
  });

  it('measures the 10,000-vertex state-sized bench polygon like GeographicLib', () => {
    expectLikeGeographicLib(starPolygon(7, 10_000, 278_000, 39, -105.5));
  });

  it('measures a ring larger than the table it keeps, and a small one after it', () => {
    expectLikeGeographicLib(starPolygon(8, 20_000, 1_000_000, -33, 151));
    expectLikeGeographicLib(starPolygon(9, 5, 1_000, -33, 151));
  });

  it('measures rings with edges too long for its series, and mixes of long and short edges', () => {
    const triangle = [
      { lat: 10, lng: 0 },
      { lat: 40, lng: 30 },
      { lat: -20, lng: 60 },
    ];
    expectLikeGeographicLib(triangle);
    // A long edge closes a finely sampled arc: most edges short, one 2,500 km.
    const arc = Array.from({ length: 500 }, (_, i) => ({ lat: 45 + 10 * Math.sin((i * Math.PI) / 499), lng: 10 + (i * 30) / 499 }));
    expect(geodesicDistance(arc[0]!, arc[arc.length - 1]!)).toBeGreaterThan(FAST_EDGE_MAX);
    expectLikeGeographicLib(arc);
    expectLikeGeographicLib([...arc].reverse());
  });

  it('measures a polygon across the antimeridian, with longitudes wrapped or running on past 180°', () => {
    const running = starPolygon(11, 2000, 400_000, -17, 179.5);
    expect(running.some((point) => point.lng > 180)).toBe(true);
    const wrapped = running.map((point) => ({ lat: point.lat, lng: point.lng > 180 ? point.lng - 360 : point.lng }));
    const shifted = running.map((point) => ({ lat: point.lat, lng: point.lng + 720 }));
    expectLikeGeographicLib(running);
    expectLikeGeographicLib(wrapped);
    expectLikeGeographicLib(shifted);
    const fast = measurePolygonFast(running, true);
    expect(Math.abs(measurePolygonFast(wrapped, true).area - fast.area)).toBeLessThan(1e-12 * fast.area);
    expect(Math.abs(measurePolygonFast(shifted, true).area - fast.area)).toBeLessThan(1e-12 * fast.area);
  });

  it('measures rings round a pole, fast below the polar cap and by GeographicLib within it', () => {
    for (const lat of [86, -60, 30]) {
      expectLikeGeographicLib(parallelRing(lat, 3000));
      expectLikeGeographicLib(parallelRing(lat, 3000).reverse());
    }
    // Twice round: the same circle covered twice, which GeographicLib folds back to the smaller side.
    expectLikeGeographicLib(parallelRing(70, 1000, 2));
    expectLikeGeographicLib(parallelRing(89.5, 500));
    expectLikeGeographicLib(starPolygon(5, 400, 200_000, 87, 20));
  });

  it('gives an open path its length and no area, and fewer than 3 points no area', () => {
    const path = starPolygon(3, 1000, 50_000, 52, 13);
    const open = measurePolygonFast(path, false);
    expect(open.area).toBe(0);
    expect(Math.abs(open.perimeter - geodesicPolygon(path, false).perimeter)).toBeLessThanOrEqual(PERIMETER_RELATIVE * open.perimeter);
    for (const count of [0, 1, 2]) {
      for (const closed of [true, false]) {
        const few = path.slice(0, count);
        const fast = measurePolygonFast(few, closed);
        expect(fast.area).toBe(0);
        expect(fast.perimeter).toBeCloseTo(geodesicPolygon(few, closed).perimeter, 6);
      }
    }
  });

  it('ignores repeated points', () => {
    const ring = starPolygon(9, 50, 5_000, 48, 2);
    const repeated = ring.flatMap((point, i) => (i % 7 === 0 ? [point, { ...point }] : [point]));
    expect(measurePolygonFast(repeated, true).area).toBeCloseTo(measurePolygonFast(ring, true).area, 6);
    expectLikeGeographicLib(repeated);
  });
});
