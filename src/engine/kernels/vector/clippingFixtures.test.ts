/**
 * The planar areas of polygon-clipping's expected results (../shared/fixtures/clipping), measured
 * with both polygonArea kernels, against the areas the fixtures README lists for them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VectorKernels } from '../kernelTypes';
import { loadWasmVector } from './testing/loadWasmVector';
import { typescriptVector } from './typescriptVector';

const FIXTURES = fileURLToPath(new URL('../../../../../shared/fixtures/', import.meta.url));

type Position = readonly number[];
type Ring = readonly Position[];
type Polygon = readonly Ring[];
interface Geometry {
  readonly type: string;
  readonly coordinates?: unknown;
  readonly geometry?: Geometry | null;
  readonly features?: readonly Geometry[];
}

/** A listed area: its value and how many decimals the README gives it to. */
interface ListedArea {
  readonly value: number;
  readonly decimals: number;
}

/**
 * The README's clipping table, case by case: "union 6.67, intersection 0.54, …" → the areas by
 * result file name ("all four ops 48" names all.geojson).
 */
function listedAreas(): Map<string, Map<string, ListedArea>> {
  const readme = readFileSync(`${FIXTURES}README.md`, 'utf8');
  const section = readme.slice(readme.indexOf('## clipping/'));
  const table = section.slice(0, section.indexOf('\n## ') > 0 ? section.indexOf('\n## ') : undefined);
  const cases = new Map<string, Map<string, ListedArea>>();
  for (const row of table.split('\n')) {
    const cells = row.split('|').map((cell) => cell.trim());
    if (cells.length < 5 || cells[1] === 'case' || cells[1]!.startsWith('---')) continue;
    const areas = new Map<string, ListedArea>();
    for (const match of cells[3]!.matchAll(/(union|intersection|difference|xor|all four ops)\s+(\d+(?:\.(\d+))?)/g)) {
      areas.set(match[1] === 'all four ops' ? 'all' : match[1]!, { value: Number(match[2]), decimals: match[3]?.length ?? 0 });
    }
    cases.set(cells[1]!, areas);
  }
  return cases;
}

/** The polygons of a GeoJSON Feature, FeatureCollection, Polygon or MultiPolygon. */
function polygonsOf(geojson: Geometry): Polygon[] {
  if (geojson.type === 'FeatureCollection') return (geojson.features ?? []).flatMap(polygonsOf);
  if (geojson.type === 'Feature') return geojson.geometry ? polygonsOf(geojson.geometry) : [];
  if (geojson.type === 'Polygon') return [geojson.coordinates as Polygon];
  if (geojson.type === 'MultiPolygon') return geojson.coordinates as Polygon[];
  throw new Error(`unexpected GeoJSON ${geojson.type}`);
}

const ringCoords = (ring: Ring): Float64Array => Float64Array.from(ring.flatMap(([x, y]) => [x!, y!]));

/** Outer ring minus holes, summed over the polygons. */
function planarArea(kernels: VectorKernels, polygons: readonly Polygon[]): number {
  let total = 0;
  for (const [outer, ...holes] of polygons) {
    if (!outer) continue;
    total += kernels.polygonArea(ringCoords(outer));
    for (const hole of holes) total -= kernels.polygonArea(ringCoords(hole));
  }
  return total;
}

let wasm: VectorKernels;

beforeAll(async () => {
  wasm = (await loadWasmVector()).vector;
});

describe('clipping fixtures', () => {
  const listed = listedAreas();
  const results = readdirSync(`${FIXTURES}clipping`).flatMap((name) =>
    readdirSync(`${FIXTURES}clipping/${name}`)
      .filter((file) => file.endsWith('.geojson') && file !== 'args.geojson')
      .map((file) => ({ name, op: file.replace('.geojson', '') })),
  );

  it('list an area in the README for every expected result, and a result for every listed area', () => {
    expect(results.length).toBeGreaterThanOrEqual(25);
    expect(results.map(({ name, op }) => `${name}/${op}`).sort()).toEqual(
      [...listed].flatMap(([name, areas]) => [...areas.keys()].map((op) => `${name}/${op}`)).sort(),
    );
  });

  it.each(results)('$name/$op has the listed area, by both kernels', ({ name, op }) => {
    const polygons = polygonsOf(JSON.parse(readFileSync(`${FIXTURES}clipping/${name}/${op}.geojson`, 'utf8')) as Geometry);
    const expected = listed.get(name)!.get(op)!;
    const fromWasm = planarArea(wasm, polygons);
    const fromTs = planarArea(typescriptVector, polygons);
    expect(Math.abs(fromWasm - fromTs)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(fromTs)));
    expect(Math.abs(fromWasm - expected.value)).toBeLessThanOrEqual(0.5 * 10 ** -expected.decimals + 1e-12);
  });
});
