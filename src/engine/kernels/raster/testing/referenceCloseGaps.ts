/**
 * "Close gaps up to …" written literally from its rule (typescriptCloseGaps.ts), one pixel and one
 * square at a time over the whole image, sharing no code with the kernels: walls found from the
 * image's edge and each island measured, each core checked against its whole square, the shared
 * floor given to the room by comparing breadth-first distances over all of the floor (the
 * outside counted with the other side). Slow: small masks only.
 */
import type { BitMask, Pixel } from '../../kernelTypes';
import { maskHas } from './referenceMasks';
import { maskOf } from './rasterFixtures';

const STEPS4 = [[-1, 0], [1, 0], [0, -1], [0, 1]] as const;
const STEPS8 = [...STEPS4, [-1, -1], [1, -1], [-1, 1], [1, 1]] as const;

export function referenceCloseGaps(fill: BitMask, seed: Pixel, gapPx: number): BitMask {
  const { width, height } = fill;
  if (!maskHas(fill, seed.x, seed.y)) return maskOf(width, height, () => false);
  const side = Math.min(Math.floor(gapPx) + 1, 2 * Math.max(width, height) + 1);
  const a = Math.floor((side - 1) / 2);
  const b = side - 1 - a;
  const pixels = Array.from({ length: width * height }, (_, i) => i);
  const xy = (i: number): [number, number] => [i % width, Math.floor(i / width)];
  const inF = pixels.map((i) => maskHas(fill, ...xy(i)));
  const neighbours = (i: number, steps: readonly (readonly [number, number])[]): number[] => {
    const [x, y] = xy(i);
    return steps.filter(([dx, dy]) => x + dx >= 0 && y + dy >= 0 && x + dx < width && y + dy < height).map(([dx, dy]) => (y + dy) * width + x + dx);
  };
  /** The pixels of `within` connected to `starts` through `within`. */
  const reached = (within: boolean[], starts: number[], steps: readonly (readonly [number, number])[]): boolean[] => {
    const inside = within.map(() => false);
    const queue = starts.filter((i) => within[i]);
    for (const i of queue) inside[i] = true;
    for (let head = 0; head < queue.length; head++) {
      for (const j of neighbours(queue[head]!, steps)) {
        if (!within[j] || inside[j]) continue;
        inside[j] = true;
        queue.push(j);
      }
    }
    return inside;
  };
  /** Breadth-first distances over `within` from `from` (Infinity where unreached). */
  const distances = (within: boolean[], from: boolean[]): number[] => {
    const distance = from.map((source) => (source ? 0 : Infinity));
    const queue = pixels.filter((i) => from[i]);
    for (let head = 0; head < queue.length; head++) {
      const i = queue[head]!;
      for (const j of neighbours(i, STEPS4)) {
        if (!within[j] || distance[j] !== Infinity) continue;
        distance[j] = distance[i]! + 1;
        queue.push(j);
      }
    }
    return distance;
  };
  const touches = (i: number, set: boolean[]): boolean => neighbours(i, STEPS4).some((j) => set[j]);

  // Walls: outside F and 8-connected to the image's edge; the rest is floor.
  const onEdge = pixels.filter((i) => {
    const [x, y] = xy(i);
    return x === 0 || y === 0 || x === width - 1 || y === height - 1;
  });
  const walls = reached(inF.map((inside) => !inside), onEdge, STEPS8);
  // Islands at least three gaps wide and tall are walls too.
  const islandSeen = pixels.map(() => false);
  for (const start of pixels) {
    if (inF[start] || walls[start] || islandSeen[start]) continue;
    const island = reached(inF.map((inside, i) => !inside && !walls[i]), [start], STEPS8);
    const members = pixels.filter((i) => island[i]);
    for (const i of members) islandSeen[i] = true;
    const xs = members.map((i) => xy(i)[0]);
    const ys = members.map((i) => xy(i)[1]);
    const large = 3 * side;
    if (Math.max(...xs) - Math.min(...xs) + 1 >= large && Math.max(...ys) - Math.min(...ys) + 1 >= large) for (const i of members) walls[i] = true;
  }
  const floor = walls.map((wall) => !wall);
  /** The pixels of the square anchored at pixel i that lie in the image. */
  const square = (i: number): number[] => {
    const [x, y] = xy(i);
    const inSquare: number[] = [];
    for (let sy = Math.max(0, y - a); sy <= Math.min(height - 1, y + b); sy++) {
      for (let sx = Math.max(0, x - a); sx <= Math.min(width - 1, x + b); sx++) inSquare.push(sy * width + sx);
    }
    return inSquare;
  };
  const isCore = pixels.map((i) => floor[i]! && square(i).every((j) => floor[j]));
  const seedAt = seed.y * width + seed.x;
  const covering = pixels.filter((i) => isCore[i] && square(i).includes(seedAt));
  const coveredBy = (cores: boolean[]): boolean[] => {
    const covered = pixels.map(() => false);
    for (const i of pixels) if (cores[i]) for (const j of square(i)) covered[j] = true;
    return covered;
  };
  const answer = (inside: (i: number) => boolean) => maskOf(width, height, (x, y) => inF[y * width + x]! && inside(y * width + x));
  if (covering.length === 0) {
    const covered = coveredBy(isCore);
    const component = reached(floor.map((isFloor, i) => isFloor && !covered[i]), [seedAt], STEPS4);
    return answer((i) => component[i]!);
  }
  const seedCores = reached(isCore, covering, STEPS4);
  const other = coveredBy(isCore.map((core, i) => core && !seedCores[i]));
  const room = coveredBy(seedCores).map((covered, i) => covered && !other[i]);
  const uncovered = floor.map((isFloor, i) => isFloor && !room[i] && !other[i]);
  // The uncovered floor connected to the image's edge is the outside, the other side too.
  const outside = reached(uncovered, onEdge, STEPS4);
  for (const i of pixels) if (outside[i]) other[i] = true;
  const left = uncovered.map((free, i) => free && !outside[i]);
  const shared = reached(left, pixels.filter((i) => left[i] && touches(i, other)), STEPS4);
  const nooks = reached(left.map((free, i) => free && !shared[i]), pixels.filter((i) => left[i] && !shared[i] && touches(i, room)), STEPS4);
  const toRoom = distances(floor, room);
  const toOther = distances(floor, other);
  return answer((i) => room[i]! || nooks[i]! || (shared[i]! && toRoom[i]! < toOther[i]! && toRoom[i]! <= a));
}
