/** The benchmark inputs: sizes, fixed seeds and the conversions every contender shares. */
import { flattenPoints } from '../../src/engine/geometry/polygon';
import { randomPolygon, seededRandom } from '../../src/engine/kernels/randomPolygon';

export const PLAN_SEED = 2024;
export const CONTOUR_SEED = 7;
export const POLYGON_SEED = 42;

export interface ImageSize {
  readonly label: string;
  readonly width: number;
  readonly height: number;
}

const IMAGES: readonly ImageSize[] = [
  { label: '24 MP', width: 6000, height: 4000 },
  { label: '96 MP', width: 12000, height: 8000 },
];

export const imageSizes = (quick: boolean): readonly ImageSize[] => (quick ? IMAGES.slice(0, 1) : IMAGES);
/** The mask algebra and blur run on the 24 MP plan only. */
export const maskImageSize = IMAGES[0]!;
export const contourSizes = (quick: boolean): readonly number[] => (quick ? [200_000] : [200_000, 1_000_000]);
export const polygonSizes = (quick: boolean): readonly number[] => (quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]);
export const areaSizes = (quick: boolean): readonly number[] => (quick ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000]);

/** 1000 → "1k", 1000000 → "1M". */
export const count = (n: number): string => (n >= 1e6 ? `${n / 1e6}M` : n >= 1e3 ? `${n / 1e3}k` : String(n));

/** A simple star-shaped polygon of `n` vertices as interleaved x,y. */
export const polygonCoords = (n: number): Float64Array =>
  flattenPoints(randomPolygon(seededRandom(POLYGON_SEED + n), n, { center: { x: 5000, y: 3000 }, radius: 2000, clockwise: false }));

/** A closed ring of [x, y] pairs, last repeating first, as GeoJSON wants it. */
export function geoJsonRing(coords: Float64Array, transform: (x: number, y: number) => [number, number] = (x, y) => [x, y]): [number, number][] {
  const ring: [number, number][] = [];
  for (let i = 0; i < coords.length; i += 2) ring.push(transform(coords[i]!, coords[i + 1]!));
  ring.push(ring[0]!);
  return ring;
}
