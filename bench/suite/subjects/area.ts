/**
 * Polygon area. @turf/area is geodesic on longitude/latitude, so it gets the polygon scaled into
 * a box of about 0.02° around (10° E, 45° N): a speed baseline only, its answer is in m².
 */
import area from '@turf/area';
import { polygon } from '@turf/helpers';
import type { Bench } from '../bench';
import { areaSizes, count, geoJsonRing, polygonCoords } from '../inputs';
import { oursOf, type Contenders } from '../types';

const KERNEL = 'polygon area';
const DEGREES_PER_UNIT = 0.01 / 2000;

export async function runArea(bench: Bench, contenders: Contenders): Promise<void> {
  for (const n of areaSizes(bench.config.quick)) {
    const input = `${count(n)}-vertex simple polygon`;
    const coords = polygonCoords(n);
    for (const [name, set] of oursOf(contenders)) {
      bench.time(KERNEL, input, name, () => set.vector.polygonArea(coords));
    }
    const lonLat = polygon([geoJsonRing(coords, (x, y) => [10 + (x - 5000) * DEGREES_PER_UNIT, 45 + (y - 3000) * DEGREES_PER_UNIT])]);
    bench.time(KERNEL, input, `@turf/area ${bench.config.versions.turfArea}`, () => area(lonLat), { note: 'geodesic on lon/lat: speed only' });
    await Promise.resolve();
  }
}
