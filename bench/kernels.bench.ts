/**
 * The WASM kernels against the plain TypeScript geometry, one group per workload; vitest's
 * summary prints how many times faster the quicker case of each group is. The WASM cases include
 * copying the coordinates into the module's memory, as every real call does.
 */
import { bench, describe } from 'vitest';
import { flattenPoints, shoelaceAreaFlat } from '../src/engine/geometry/polygon';
import { segmentCrossesPolyline } from '../src/engine/geometry/segments';
import { loadKernels } from '../src/engine/kernels/loadKernels';
import { randomPolygon, seededRandom, spiralPolyline } from '../src/engine/kernels/randomPolygon';

const kernels = await loadKernels();
const random = seededRandom(42);

for (const size of [1_000, 100_000, 1_000_000]) {
  const coords = flattenPoints(randomPolygon(random, size, { center: { x: 5000, y: 3000 }, radius: 2000, clockwise: false }));
  describe(`area of a ${size.toLocaleString('en-US')}-vertex polygon`, () => {
    bench('WASM kernel', () => {
      kernels.polygonArea(coords);
    });
    bench('plain TS shoelace', () => {
      shoelaceAreaFlat(coords);
    });
  });
}

// The next line of a sketch, from the end of a 100,000-vertex spiral outwards: it hits nothing,
// so both sides scan every edge.
const spiral = spiralPolyline(100_000, { x: 0, y: 0 }, 1);
const spiralCoords = flattenPoints(spiral);
const start = spiral[spiral.length - 1]!;
const end = { x: start.x * 1.01, y: start.y * 1.01 };
const nextLine = { adjacentFirst: false, adjacentLast: true };

describe('crossing check on a 100,000-vertex polyline', () => {
  bench('WASM kernel', () => {
    kernels.segmentCrossesPolyline(start, end, spiralCoords, nextLine);
  });
  bench('plain TS segmentCrossesPolyline', () => {
    segmentCrossesPolyline(start, end, spiral, nextLine);
  });
});
