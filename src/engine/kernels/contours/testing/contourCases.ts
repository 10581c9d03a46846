/**
 * The masks every contour implementation is held to OpenCV on, each named for failure messages
 * and drawn with a fixed seed.
 */
import { emptyMask, type BitMask } from '../../kernelTypes';
import { seededRandom } from '../../randomPolygon';
import { floorPlanMask } from './floorPlanMask';
import { blobMask, checkerboard, maskFromRows, maskWhere, nestedRings, noiseMask, randomPaths } from './testMasks';

export interface ContourCase {
  readonly name: string;
  readonly mask: BitMask;
}

/** Small drawn cases: each shape the border follower has to get right. */
export const DRAWN_CASES: readonly ContourCase[] = [
  { name: 'one pixel', mask: maskFromRows(['#']) },
  { name: 'one clear pixel', mask: maskFromRows(['.']) },
  { name: 'pixel in the middle', mask: maskFromRows(['...', '.#.', '...']) },
  { name: 'square', mask: maskFromRows(['.....', '.###.', '.###.', '.###.', '.....']) },
  { name: 'ring with an island', mask: maskFromRows(['#####', '#...#', '#.#.#', '#...#', '#####']) },
  { name: 'diagonal cross', mask: maskFromRows(['#..#', '.##.', '#..#']) },
  { name: 'horizontal line', mask: maskFromRows(['......', '.####.', '......']) },
  { name: 'vertical line', mask: maskFromRows(['.#.', '.#.', '.#.', '.#.']) },
  { name: 'diagonal chain', mask: maskFromRows(['#....', '.#...', '..#..', '...#.', '....#']) },
  { name: 'anti-diagonal chain', mask: maskFromRows(['....#', '...#.', '..#..', '.#...', '#....']) },
  { name: 'line with spurs', mask: maskFromRows(['..#....', '.#####.', '...#...', '...#..#', '...####']) },
  { name: 'thin ring', mask: maskFromRows(['.###.', '#...#', '#...#', '.###.']) },
  { name: 'holes sharing a pixel', mask: maskFromRows(['#####', '#.#.#', '##.##', '#.#.#', '#####']) },
  { name: 'hole touching a corner', mask: maskFromRows(['###..', '#.#..', '####.', '..###']) },
  { name: 'whole image set', mask: maskWhere(7, 5, () => true) },
  { name: 'region in a hole in a region', mask: nestedRings(13, 13, 2) },
  { name: 'deeply nested rings', mask: nestedRings(41, 37, 1) },
  { name: 'checkerboard of single pixels', mask: checkerboard(9, 7, 1) },
  { name: 'checkerboard of squares', mask: checkerboard(33, 31, 3) },
  { name: 'frame touching every border', mask: maskWhere(6, 5, (x, y) => x === 0 || y === 0 || x === 5 || y === 4) },
];

/** Random cases over widths around the 32-bit word size and several densities. */
export function randomCases(seed: number): ContourCase[] {
  const random = seededRandom(seed);
  const cases: ContourCase[] = [];
  for (const width of [1, 2, 31, 32, 33, 63, 64, 65, 100]) {
    for (const density of [0.05, 0.3, 0.5, 0.7, 0.95]) {
      const height = 1 + Math.floor(random() * 40);
      cases.push({ name: `noise ${width}×${height} at ${density}`, mask: noiseMask(random, width, height, density) });
    }
  }
  for (let i = 0; i < 24; i++) {
    const width = 20 + Math.floor(random() * 140);
    const height = 20 + Math.floor(random() * 100);
    cases.push({ name: `blobs ${i} ${width}×${height}`, mask: blobMask(random, width, height, 3 + Math.floor(random() * 10)) });
  }
  for (let i = 0; i < 12; i++) {
    const width = 5 + Math.floor(random() * 60);
    const height = 5 + Math.floor(random() * 50);
    cases.push({ name: `1-pixel paths ${i} ${width}×${height}`, mask: randomPaths(random, width, height, 1 + Math.floor(random() * 6), 10 + Math.floor(random() * 200)) });
  }
  // Masks whose every border pixel touches the image's edge somewhere.
  for (const [width, height] of [[32, 9], [33, 12], [64, 20], [1, 17], [17, 1]] as const) {
    cases.push({ name: `edges ${width}×${height}`, mask: maskWhere(width, height, (x, y) => x === 0 || y === 0 || x === width - 1 || y === height - 1 || random() < 0.4) });
  }
  // The widest rows the kernels take, and a tall thin strip: large steps between rows.
  cases.push({ name: 'noise 65535×3', mask: noiseMask(random, 65_535, 3, 0.5) });
  cases.push({ name: 'noise 3×4000', mask: noiseMask(random, 3, 4000, 0.5) });
  // Small floor plans: long straight and ragged wall-following borders, holes and islands.
  for (const roughness of [0, 1, 2]) {
    const width = 700 + Math.floor(random() * 300);
    const height = 500 + Math.floor(random() * 200);
    cases.push({ name: `floor plan ${width}×${height}, roughness ${roughness}`, mask: floorPlanMask(random, { width, height, columns: 3, rows: 2, roughness }) });
  }
  return cases;
}

/** An empty mask of every awkward size. */
export const EMPTY_CASES: readonly ContourCase[] = [
  [1, 1],
  [31, 3],
  [32, 2],
  [33, 4],
  [100, 1],
].map(([width, height]) => ({ name: `empty ${width}×${height}`, mask: emptyMask(width!, height!) }));
