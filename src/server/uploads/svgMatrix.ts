/**
 * 2D affine matrices and axis-aligned boxes for bounding what an SVG draws: an SVG `transform`
 * list parsed into a matrix, boxes carried through matrices, and how far a matrix stretches.
 */

/** `[a, b, c, d, e, f]`: x' = a·x + c·y + e, y' = b·x + d·y + f, as in SVG's `matrix()`. */
export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** An axis-aligned box; EMPTY_BOX has no extent (its min is above its max). */
export interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

export const EMPTY_BOX: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };

export const isEmptyBox = (box: Box): boolean => !(box.minX <= box.maxX && box.minY <= box.maxY);

/** `outer · inner`: applies `inner` first. */
export function multiply(outer: Matrix, inner: Matrix): Matrix {
  const [a, b, c, d, e, f] = outer;
  const [p, q, r, s, t, u] = inner;
  return [a * p + c * q, b * p + d * q, a * r + c * s, b * r + d * s, a * t + c * u + e, b * t + d * u + f];
}

const TRANSFORM = /(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)/g;

/** The matrix of an SVG `transform` attribute; identity when absent. Unknown parts are ignored. */
export function parseTransform(text: string | undefined): Matrix {
  let matrix = IDENTITY;
  for (const [, name, args] of (text ?? '').matchAll(TRANSFORM)) {
    const n = (args ?? '').split(/[\s,]+/).filter(Boolean).map(Number);
    const [x = 0, y, z] = n;
    const radians = (x * Math.PI) / 180;
    let step: Matrix = IDENTITY;
    if (name === 'matrix' && n.length === 6) step = n as unknown as Matrix;
    else if (name === 'translate') step = [1, 0, 0, 1, x, y ?? 0];
    else if (name === 'scale') step = [x, 0, 0, y ?? x, 0, 0];
    else if (name === 'skewX') step = [1, 0, Math.tan(radians), 1, 0, 0];
    else if (name === 'skewY') step = [1, Math.tan(radians), 0, 1, 0, 0];
    else if (name === 'rotate') {
      const turn: Matrix = [Math.cos(radians), Math.sin(radians), -Math.sin(radians), Math.cos(radians), 0, 0];
      step = multiply(multiply([1, 0, 0, 1, y ?? 0, z ?? 0], turn), [1, 0, 0, 1, -(y ?? 0), -(z ?? 0)]);
    }
    matrix = multiply(matrix, step);
  }
  return matrix;
}

/** The box around `box` carried through `matrix`. */
export function transformBox(matrix: Matrix, box: Box): Box {
  if (isEmptyBox(box)) return EMPTY_BOX;
  const [a, b, c, d, e, f] = matrix;
  const xs = [box.minX, box.maxX];
  const ys = [box.minY, box.maxY];
  let out = EMPTY_BOX;
  for (const x of xs) for (const y of ys) out = addPoint(out, a * x + c * y + e, b * x + d * y + f);
  return out;
}

export function addPoint(box: Box, x: number, y: number): Box {
  return { minX: Math.min(box.minX, x), minY: Math.min(box.minY, y), maxX: Math.max(box.maxX, x), maxY: Math.max(box.maxY, y) };
}

export function unionBox(one: Box, other: Box): Box {
  if (isEmptyBox(one)) return other;
  if (isEmptyBox(other)) return one;
  return { minX: Math.min(one.minX, other.minX), minY: Math.min(one.minY, other.minY), maxX: Math.max(one.maxX, other.maxX), maxY: Math.max(one.maxY, other.maxY) };
}

export function inflateBox(box: Box, by: number): Box {
  return isEmptyBox(box) ? box : { minX: box.minX - by, minY: box.minY - by, maxX: box.maxX + by, maxY: box.maxY + by };
}

/**
 * How much `matrix` lengthens a unit step along x and along y, at most: the lengths of its
 * columns, which bound what the renderer scales a filter radius by.
 */
export function stretchOf(matrix: Matrix): { x: number; y: number } {
  const [a, b, c, d] = matrix;
  return { x: Math.hypot(a, b), y: Math.hypot(c, d) };
}
