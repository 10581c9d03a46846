/**
 * `BENCH_ONLY=geodesic npm run bench` (and the end of the default run), in Node: how long our
 * geodesic measures (the fast one the map uses, and GeographicLib's PolygonArea) take on a
 * 10,000-vertex polygon against @turf/area, and how far their areas lie from each other and from
 * the published figures on the fixture polygons. Prints two tables and writes them to
 * bench/results/geodesic.md. Runs with the repository root as cwd.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import area from '@turf/area';
import { polygon } from '@turf/helpers';
import type { LatLng } from '../../src/shared/geometry';
import { measurePolygonFast } from '../../src/engine/geo/fastPolygon';
import { geodesicPolygon } from '../../src/engine/geo/geodesic';
import { parseGeoJsonPolygons } from '../../src/engine/geo/geojson';
import { randomPolygon, seededRandom } from '../../src/engine/kernels/randomPolygon';
import { measure } from '../suite/measure';

const FIXTURES = '../shared/fixtures/geodesic';
const VERTICES = 10_000;
const SEED = 7;

const version = (name: string): string =>
  (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version;
const TURF = `@turf/area ${version('@turf/area')}`;
const OURS = `ours (geographiclib-geodesic ${version('geographiclib-geodesic')} PolygonArea)`;
const FAST = 'ours-fast (measurePolygonFast)';

/** A closed GeoJSON ring ([lng, lat], first repeated last) of the points. */
const ringOf = (points: readonly LatLng[]): number[][] => [...points, points[0]!].map((point) => [point.lng, point.lat]);

/**
 * A simple star-shaped polygon about the size of a US state: radii 1.25° to 2.5° of latitude
 * around 39° N, 105.5° W, longitudes stretched by 1/cos(latitude) so it is round on the ground.
 */
function statePolygon(): LatLng[] {
  const stretch = 1 / Math.cos((39 * Math.PI) / 180);
  return randomPolygon(seededRandom(SEED), VERTICES, { center: { x: 0, y: 0 }, radius: 2.5, clockwise: false }).map((point) => ({
    lat: 39 + point.y,
    lng: -105.5 + point.x * stretch,
  }));
}

interface FixtureCase {
  readonly name: string;
  readonly points: LatLng[];
  readonly ring: number[][];
  /** The published or README value, m², and where it comes from. */
  readonly expected: number;
  readonly source: string;
}

/** The only polygon of a one-feature fixture, with the ring exactly as the file has it for turf. */
function fileCase(file: string, name: string, expected: number, source: string): FixtureCase {
  const text = readFileSync(`${FIXTURES}/${file}`, 'utf8');
  const parsed = parseGeoJsonPolygons(text);
  if (!parsed.ok) throw new Error(`${file}: ${parsed.message}`);
  const geometry = (JSON.parse(text) as { features: { geometry: { coordinates: number[][][] } }[] }).features[0]!.geometry;
  return { name, points: parsed.polygons[0]!.outline, ring: geometry.coordinates[0]!, expected, source };
}

function referenceCases(): FixtureCase[] {
  const text = readFileSync(`${FIXTURES}/geographiclib-reference-polygons.geojson`, 'utf8');
  const collection = JSON.parse(text) as {
    features: { id: string; properties: { expected_area_m2: number }; geometry: { coordinates: number[][][] } }[];
  };
  const parsed = parseGeoJsonPolygons(text);
  if (!parsed.ok) throw new Error(`reference polygons: ${parsed.message}`);
  return collection.features.map((feature, index) => ({
    name: feature.id,
    points: parsed.polygons[index]!.outline,
    ring: feature.geometry.coordinates[0]!,
    expected: feature.properties.expected_area_m2,
    source: 'GeographicLib (fixture)',
  }));
}

const CASES: FixtureCase[] = [
  // fixtures/README.md, geodesic/: "Ellipsoidal (GeographicLib, WGS84, geodesic edges)".
  fileCase('colorado.geojson', 'Colorado (40 vertices)', 269_576_739_131, 'README, GeographicLib'),
  fileCase('luxembourg.geojson', 'Luxembourg (195 vertices)', 2_607_758_460, 'README, GeographicLib'),
  ...referenceCases(),
];

const grouped = (value: number): string => Math.round(value).toLocaleString('en-US');
const percent = (value: number): string => `${value >= 0 ? '+' : ''}${value.toFixed(4)} %`;
const ms = (value: number): string => (value >= 1 ? value.toFixed(2) : value.toFixed(3));

/** A Markdown table padded to read in a terminal too. */
function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

const signedM2 = (value: number): string => `${value >= 0 ? '+' : ''}${Math.abs(value) < 1000 ? value.toFixed(3) : grouped(value)}`;

function timingTable(): string {
  const points = statePolygon();
  const feature = polygon([ringOf(points)]);
  const reference = geodesicPolygon(points, true).area;
  const input = `${VERTICES.toLocaleString('en-US')}-vertex star polygon, ~${grouped(reference / 1e6)} km² at 39° N`;
  const implementations: [string, () => number][] = [
    [FAST, () => measurePolygonFast(points, true).area],
    [OURS, () => geodesicPolygon(points, true).area],
    [TURF, () => area(feature)],
  ];
  const timed = implementations.map(([name, run]) => ({ name, area: run(), timing: measure(run) }));
  const turf = timed[timed.length - 1]!.timing.medianMs;
  return table(
    ['input', 'implementation', 'median ms', 'runs', 'ratio (turf/ours)', 'area m²', 'area − GeographicLib m²'],
    timed.map(({ name, area: measured, timing }) => [
      input,
      name,
      ms(timing.medianMs),
      String(timing.runs),
      (turf / timing.medianMs).toFixed(3),
      grouped(measured),
      signedM2(measured - reference),
    ]),
  );
}

function accuracyTable(): string {
  const rows = CASES.map((item) => {
    const ours = geodesicPolygon(item.points, true).area;
    const fast = measurePolygonFast(item.points, true).area;
    const turf = area(polygon([item.ring]));
    return [
      item.name,
      grouped(ours),
      grouped(fast),
      grouped(turf),
      percent(((turf - ours) / ours) * 100),
      `${grouped(item.expected)} (${item.source})`,
      (ours - item.expected).toFixed(3),
      (fast - item.expected).toFixed(3),
    ];
  });
  return table(
    [
      'polygon',
      'ours m² (WGS84 geodesic)',
      'ours-fast m²',
      `${TURF} m² (sphere)`,
      'turf vs ours',
      'expected m²',
      'ours − expected m²',
      'ours-fast − expected m²',
    ],
    rows,
  );
}

const timing = timingTable();
const accuracy = accuracyTable();
console.log(`\ngeodesic (node)\n${timing}\n\n${accuracy}`);
const report = [
  '# Geodesic measure benchmark',
  '',
  `- Date: ${new Date().toISOString()}`,
  `- CPU: ${os.cpus()[0]?.model ?? 'unknown'}, ${os.cpus().length} cores; Node ${process.version}`,
  `- Ours: \`measurePolygonFast\` (src/engine/geo/fastPolygon.ts, what the map measures with) and \`geodesicPolygon\` (src/engine/geo/geodesic.ts, GeographicLib), WGS84 with geodesic edges. Baseline: ${TURF}, spherical (R = 6378137 m).`,
  '',
  '## Time to measure one polygon',
  '',
  'Median of one call after a warm-up (bench/suite/measure.ts), polygon and GeoJSON built beforehand.',
  'The ratio is turf\'s median over ours: below 1, turf is faster (it does far less: a spherical',
  'formula against ellipsoidal geodesics). The last column is each area less GeographicLib\'s.',
  '',
  timing,
  '',
  '## Area on the fixture polygons',
  '',
  'The fixtures of ../shared/fixtures/geodesic/ (see its README): expected values are GeographicLib\'s.',
  '',
  accuracy,
  '',
].join('\n');
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/geodesic.md', report);
console.log('\nWrote bench/results/geodesic.md');
