/**
 * Self-crossing check of random simple star-shaped polygons (no crossing, so every contender does
 * all its work). Ours stops at the first crossing; sweepline-intersections and @turf/kinks list
 * them all. The baselines get a ready GeoJSON polygon.
 */
import { polygon } from '@turf/helpers';
import kinks from '@turf/kinks';
import sweeplineIntersections from 'sweepline-intersections';
import type { Bench } from '../bench';
import { count, geoJsonRing, polygonCoords, polygonSizes } from '../inputs';
import { oursOf, type Contenders } from '../types';

const KERNEL = 'self-crossing';
/** @turf/kinks tests every pair of edges: 100k vertices would take minutes. */
const KINKS_MAX_VERTICES = 10_000;

export async function runSelfCrossing(bench: Bench, contenders: Contenders): Promise<void> {
  const { versions } = bench.config;
  for (const n of polygonSizes(bench.config.quick)) {
    const input = `${count(n)}-vertex simple polygon`;
    const coords = polygonCoords(n);
    for (const [name, set] of oursOf(contenders)) {
      bench.time(KERNEL, input, name, () => set.vector.selfCrossing(coords, true), { note: 'first crossing' });
    }
    const feature = polygon([geoJsonRing(coords)]);
    bench.time(KERNEL, input, `sweepline-intersections ${versions.sweepline}`, () => sweeplineIntersections(feature, false), {
      note: 'all crossings',
    });
    const kinksName = `@turf/kinks ${versions.turfKinks}`;
    if (n <= KINKS_MAX_VERTICES) bench.time(KERNEL, input, kinksName, () => kinks(feature), { note: 'all crossings, every edge pair' });
    else bench.record({ kernel: KERNEL, input, implementation: kinksName, median_ms: null, runs: 0, note: `skipped: O(n²) pairs, minutes at ${count(n)}` });
    await Promise.resolve();
  }
}
