/**
 * Seeded random shapes for the kernel tests and benchmarks, so a failure or a timing can be
 * reproduced run after run.
 */
import type { Point } from '../../shared/geometry';

/** A deterministic generator of numbers in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface RandomPolygonOptions {
  readonly center: Point;
  readonly radius: number;
  readonly clockwise: boolean;
}

/**
 * A simple star-shaped polygon of `count` vertices: sorted angles with radii between half and the
 * whole `radius`, so its area is far from zero and relative errors stay meaningful.
 */
export function randomPolygon(random: () => number, count: number, options: RandomPolygonOptions): Point[] {
  const angles = Array.from({ length: count }, () => random() * 2 * Math.PI).sort((a, b) => a - b);
  const points = angles.map((angle) => {
    const r = options.radius * (0.5 + 0.5 * random());
    return { x: options.center.x + r * Math.cos(angle), y: options.center.y + r * Math.sin(angle) };
  });
  return options.clockwise ? points.reverse() : points;
}

/** A polyline of `count` points winding outwards around `center`, never crossing itself. */
export function spiralPolyline(count: number, center: Point, spacing: number): Point[] {
  return Array.from({ length: count }, (_, i) => {
    const angle = Math.sqrt(i) * 2;
    const r = spacing * angle;
    return { x: center.x + r * Math.cos(angle), y: center.y + r * Math.sin(angle) };
  });
}
