/**
 * Contour tracing in plain TypeScript, the fallback for the WASM kernel and an independent
 * reference for it: Suzuki & Abe's (1985) Algorithm 1 as the paper states it, over a copy of the
 * mask's occupied part as one number a pixel with a background frame. Every border is followed, marked with its
 * sequence number (NBD) and given its parent from the last border met on the row (LNBD); the
 * borders asked for are then picked from that hierarchy. Simple rather than fast: the scan
 * visits every pixel.
 */
import { checkMask } from '../validate';
import { maskStride, type BitMask, type ContourTracer } from '../kernelTypes';
import { assembleContours, type TracedBorder } from './assembleContours';
import { PointList } from './pointList';

/** Chain-code steps, counterclockwise on screen from "right", as OpenCV numbers them. */
const DX = [1, 1, 0, -1, -1, -1, 0, 1] as const;
const DY = [0, -1, -1, -1, 0, 1, 1, 1] as const;
/** The frame around the picture: border number 1, a hole border in the paper's terms. */
const FRAME = 1;

interface Border {
  readonly points: Int32Array;
  readonly twiceArea: number;
  readonly hole: boolean;
  /** Border number of the parent, FRAME for the outermost borders. */
  readonly parent: number;
}

/**
 * The set pixels' bounding box as 0/1 values, with a frame of background one pixel wide around
 * it: a selection in a corner of a large image costs only its own size. Grid index
 * (y - top + 1) × span + (x - left + 1) holds pixel (x, y).
 */
interface FramedGrid {
  readonly pixels: Int32Array;
  readonly span: number;
  readonly rows: number;
  readonly left: number;
  readonly top: number;
}

function framedGrid(mask: BitMask): FramedGrid | null {
  const { width, height, bits } = mask;
  const stride = maskStride(width);
  let left = width;
  let right = -1;
  let top = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let word = 0; word < stride; word++) {
      const set = bits[y * stride + word]!;
      if (set === 0) continue;
      if (top < 0) top = y;
      bottom = y;
      left = Math.min(left, word * 32 + 31 - Math.clz32(set & -set));
      right = Math.max(right, word * 32 + 31 - Math.clz32(set));
    }
  }
  if (top < 0) return null;
  const span = right - left + 3;
  const rows = bottom - top + 1;
  const pixels = new Int32Array(span * (rows + 2));
  for (let y = top; y <= bottom; y++) {
    for (let word = left >>> 5; word <= right >>> 5; word++) {
      let set = bits[y * stride + word]!;
      while (set !== 0) {
        const bit = 31 - Math.clz32(set & -set);
        set &= set - 1;
        pixels[(y - top + 1) * span + word * 32 + bit - left + 1] = 1;
      }
    }
  }
  return { pixels, span, rows, left, top };
}

/**
 * Steps 3.1–3.5: follows the border from pixel `start` (grid index), whose background neighbour
 * lies in direction `from`, marking its pixels with ±nbd. Points are in the mask's coordinates.
 */
function followBorder(grid: FramedGrid, start: number, from: number, nbd: number): Omit<Border, 'hole' | 'parent'> {
  const { pixels, span } = grid;
  const offset = (direction: number): number => DX[direction]! + DY[direction]! * span;
  const points = new PointList();
  let x = (start % span) - 1 + grid.left;
  let y = Math.floor(start / span) - 1 + grid.top;
  // 3.1: clockwise from the background neighbour to the first foreground one.
  let first = -1;
  for (let turn = 1; turn < 8 && first < 0; turn++) {
    const direction = (from - turn) & 7;
    if (pixels[start + offset(direction)] !== 0) first = direction;
  }
  if (first < 0) {
    pixels[start] = -nbd;
    points.push(x, y);
    return { points: points.toArray(), twiceArea: 0 };
  }
  const second = start + offset(first);
  let current = start;
  let previous = first;
  let twiceArea = 0;
  for (;;) {
    // 3.3: counterclockwise from the previous border pixel to the next foreground one.
    let direction = previous;
    let rightExamined = false;
    for (;;) {
      direction = (direction + 1) & 7;
      if (pixels[current + offset(direction)] !== 0) break;
      if (direction === 0) rightExamined = true;
    }
    // 3.4
    if (rightExamined) pixels[current] = -nbd;
    else if (pixels[current] === 1) pixels[current] = nbd;
    points.push(x, y);
    const dx = DX[direction]!;
    const dy = DY[direction]!;
    twiceArea += x * dy - dx * y;
    const next = current + offset(direction);
    // 3.5
    if (next === start && current === second) break;
    current = next;
    x += dx;
    y += dy;
    previous = (direction + 4) & 7;
  }
  return { points: points.toArray(), twiceArea };
}

/** Algorithm 1: every border of the mask with its parent, in the order they start. */
function followAllBorders(mask: BitMask): Border[] {
  const grid = framedGrid(mask);
  if (!grid) return [];
  const { pixels, span, rows } = grid;
  const columns = span - 2;
  const borders: Border[] = [];
  const isHole = (nbd: number): boolean => nbd === FRAME || borders[nbd - 2]!.hole;
  const parentOf = (nbd: number): number => (nbd === FRAME ? FRAME : borders[nbd - 2]!.parent);
  for (let row = 1; row <= rows; row++) {
    let lnbd = FRAME;
    for (let at = row * span + 1, end = at + columns; at < end; at++) {
      const value = pixels[at]!;
      if (value === 0) continue;
      let from: number;
      if (value === 1 && pixels[at - 1] === 0) {
        from = 4;
      } else if (value >= 1 && pixels[at + 1] === 0) {
        from = 0;
        if (value > 1) lnbd = value;
      } else {
        if (value !== 1) lnbd = Math.abs(value);
        continue;
      }
      const hole = from === 0;
      const nbd = borders.length + 2;
      // Table 1 of the paper: the parent from the type of the new border and of border LNBD.
      const parent = hole === isHole(lnbd) ? parentOf(lnbd) : lnbd;
      borders.push({ ...followBorder(grid, at, from, nbd), hole, parent });
      const after = pixels[at]!;
      if (after !== 1) lnbd = Math.abs(after);
    }
  }
  return borders;
}

/**
 * Without holes, the outer borders whose parent is the frame (RETR_EXTERNAL); with holes, every
 * outer border and every hole border, each hole owned by its parent (RETR_CCOMP).
 */
function pickBorders(borders: readonly Border[], holes: boolean): TracedBorder[] {
  const picked: TracedBorder[] = [];
  const pickedIndex = new Map<number, number>();
  borders.forEach((border, index) => {
    const nbd = index + 2;
    if (!border.hole && (holes || border.parent === FRAME)) {
      pickedIndex.set(nbd, picked.length);
      picked.push({ points: border.points, twiceArea: border.twiceArea, owner: -1 });
    } else if (border.hole && holes) {
      picked.push({ points: border.points, twiceArea: border.twiceArea, owner: pickedIndex.get(border.parent)! });
    }
  });
  return picked;
}

export const traceContours: ContourTracer = (mask, options = {}) => {
  checkMask(mask);
  if (mask.width === 0 || mask.height === 0) return [];
  const holes = options.holes === true;
  return assembleContours(pickBorders(followAllBorders(mask), holes));
};
