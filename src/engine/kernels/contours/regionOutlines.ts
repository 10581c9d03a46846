/**
 * A wand mask's regions as the polygons a user sees and confirms: each region's border traced,
 * turned into its outline along the pixels' edges (crackOutline), and simplified with the spec's
 * tolerance of 2 image pixels when the border has 50 points or more, less where that would move
 * the area by more than 0.3 % (simplifyOutline). When asked, a region's holes (the background
 * enclosed by it) are traced and simplified the same way, as its cutouts. With "Edge at the
 * line's centre", each region's outer outline then moves onto the centres of the thin dark lines
 * that bound it (lineCentres); its cutouts keep their traced edges.
 */
import { CONTOUR_SIMPLIFY_MIN_POINTS, CONTOUR_SIMPLIFY_TOLERANCE, WAND_MIN_HOLE_PX } from '../../../shared/constants';
import type { BitMask, KernelSet, VectorKernels } from '../kernelTypes';
import { crackOutline, twiceOutlineArea } from './crackOutline';
import { lineCentreOutline } from './lineCentres';
import { boxed, outlinesMeet, type BoxedOutline } from './outlinesMeet';
import { simplifyOutline } from './simplifyOutline';

export interface RegionOutlines {
  /** Closed polygons (x,y pairs, the first point not repeated), largest region first. */
  readonly polygons: Float64Array[];
  /** Each polygon's holes kept as cutouts (closed polygons as `polygons`), aligned with `polygons`. */
  readonly cutouts: Float64Array[][];
  /**
   * The area inside the unsimplified outlines, in pixels: the regions' pixels and the holes left
   * in them (every hole when no holes are kept), exactly. With the edge at the lines' centres,
   * the area inside the moved outlines (less the cutouts).
   */
  readonly enclosedAreaPx: number;
}

/**
 * Which holes become cutouts. Every hole of at least WAND_MIN_HOLE_PX pixels does, except those
 * whose keys (`holeKey`) are in `dropped`: those stay part of their region, as smaller ones do.
 */
export interface HoleChoice {
  readonly dropped: ReadonlySet<string>;
}

/**
 * A hole's identity across masks: the first corner of its crack outline (its first pixel's
 * top-left corner) and its area. A hole that a later step left untouched keeps both; one that
 * grew into removed pixels or was partly filled changes its area, even where its first pixel stays.
 * The one blind spot: removing part of an island inside a hole leaves the hole's outline as it
 * was (a plain selection, one fill, holds no such island; blur can make one).
 */
export const holeKey = (outline: Int32Array, areaPx: number): string => `${outline[0]},${outline[1]},${areaPx}`;

/**
 * The keys of the holes of the mask's regions, all but specks (`speck`), which never become
 * cutouts and so need not be named.
 */
export function holeKeys({ raster }: KernelSet, mask: BitMask): Set<string> {
  const keys = new Set<string>();
  for (const contour of raster.contours(mask, { holes: true })) {
    for (const border of contour.holes) {
      if (speck(border)) continue;
      const outline = crackOutline(mask, border[0]!, border[1]!, true);
      keys.add(holeKey(outline, Math.abs(twiceOutlineArea(outline)) / 2));
    }
  }
  return keys;
}

/** The crack outline simplified when its traced border is long enough, as the spec asks. */
function simplified(vector: VectorKernels, outline: Int32Array, borderPoints: number): Float64Array {
  const edge = Float64Array.from(outline);
  return borderPoints >= CONTOUR_SIMPLIFY_MIN_POINTS ? simplifyOutline(edge, vector.simplify, CONTOUR_SIMPLIFY_TOLERANCE) : edge;
}

interface TracedHole {
  readonly border: Int32Array;
  readonly outline: Int32Array;
  readonly areaPx: number;
}

/**
 * Whether a hole's traced border (the region's pixels around it) bounds it so tightly that it is
 * under WAND_MIN_HOLE_PX and too narrow to hold an island: the hole lies inside the border's
 * bounds less their outermost rows and columns, and an island needs hole on both its sides. A
 * noisy scan's compound selection has hundreds of thousands of such specks; they need no outline.
 */
function speck(border: Int32Array): boolean {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < border.length; i += 2) {
    minX = Math.min(minX, border[i]!);
    maxX = Math.max(maxX, border[i]!);
    minY = Math.min(minY, border[i + 1]!);
    maxY = Math.max(maxY, border[i + 1]!);
  }
  const width = maxX - minX - 1;
  const height = maxY - minY - 1;
  return width * height < WAND_MIN_HOLE_PX && Math.min(width, height) < 3;
}

/** Side of a cell of the dropped holes' index, in pixels. */
const CELL = 64;

/**
 * The dropped holes by the grid cells their bounds cover, so finding the holes that may hold a
 * pixel costs one cell's list: a noisy compound selection leaves tens of thousands of specks.
 */
function holeIndex(holes: readonly BoxedOutline[]): (x: number, y: number) => boolean {
  const cells = new Map<number, BoxedOutline[]>();
  // Cells numbered row by row over a span wider than any mask's columns of cells.
  const SPAN = 1 << 20;
  for (const hole of holes) {
    for (let row = Math.floor(hole.minY / CELL); row <= Math.floor(hole.maxY / CELL); row++) {
      for (let column = Math.floor(hole.minX / CELL); column <= Math.floor(hole.maxX / CELL); column++) {
        const key = row * SPAN + column;
        const list = cells.get(key);
        if (list) list.push(hole);
        else cells.set(key, [hole]);
      }
    }
  }
  return (x, y) => cells.get(Math.floor(y / CELL) * SPAN + Math.floor(x / CELL))?.some((hole) => holds(hole, x, y)) ?? false;
}

/** Even-odd test of a pixel's centre, never on an outline of integer corners. */
function holds(hole: BoxedOutline, x: number, y: number): boolean {
  if (x < hole.minX || x > hole.maxX || y < hole.minY || y > hole.maxY) return false;
  const outline = hole.coords;
  let inside = false;
  for (let i = 0, j = outline.length - 2; i < outline.length; j = i, i += 2) {
    const ax = outline[i]!;
    const ay = outline[i + 1]!;
    const bx = outline[j]!;
    const by = outline[j + 1]!;
    if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
  }
  return inside;
}

/**
 * A region's outline and holes simplified, each on its own, then kept apart: a simplified hole
 * that meets the outline or another hole goes back to its exact outline, and where an exact hole
 * still meets the simplified outline, so does the outline. Exact outlines of a region and its
 * holes never cross (they may touch at a corner where pixels meet diagonally).
 */
function clearOutlines(
  vector: VectorKernels,
  region: { readonly border: Int32Array; readonly outline: Int32Array },
  holes: readonly TracedHole[],
): { polygon: Float64Array; cutouts: Float64Array[] } {
  const exact = (outline: Int32Array): BoxedOutline<Float64Array> => boxed(Float64Array.from(outline));
  let outer = boxed(simplified(vector, region.outline, region.border.length / 2));
  let outerExact = false;
  const cutouts = holes.map((hole) => boxed(simplified(vector, hole.outline, hole.border.length / 2)));
  const holeExact = holes.map(() => false);
  for (;;) {
    let changed = false;
    cutouts.forEach((cutout, i) => {
      if (holeExact[i]) return;
      // The outline first: its edges are sifted by the hole's bounds, the other way round they are not.
      if (outlinesMeet(outer, cutout) || cutouts.some((other, k) => k !== i && outlinesMeet(cutout, other))) {
        cutouts[i] = exact(holes[i]!.outline);
        holeExact[i] = true;
        changed = true;
      }
    });
    if (changed) continue;
    if (outerExact || !cutouts.some((cutout) => outlinesMeet(outer, cutout))) break;
    outer = exact(region.outline);
    outerExact = true;
  }
  return { polygon: outer.coords, cutouts: cutouts.map((cutout) => cutout.coords) };
}

export interface RegionOutlineOptions {
  /** Move each outline onto the centres of the thin dark lines bounding it. */
  readonly lineCentre?: boolean;
}

/**
 * Douglas–Peucker tolerance that turns a small region's unsimplified staircase into straight
 * edges before its lines are looked for: a stair step's own normal is not the line's.
 */
const STAIR_TOLERANCE = 0.5;

/**
 * The outline moved onto the centres of the lines bounding it, with its area in pixels; null
 * where no line is found (the outline stays, with its exact area).
 */
function centredOutline(
  { raster, vector }: KernelSet,
  mask: BitMask,
  outline: Float64Array,
  wasSimplified: boolean,
): { outline: Float64Array; areaPx: number } | null {
  const straight = wasSimplified ? outline : vector.simplify(outline, STAIR_TOLERANCE, true);
  const input = straight.length >= 6 ? straight : outline;
  const centred = lineCentreOutline(
    input,
    mask,
    (at) => raster.brightness(at),
    (coords, closed) => vector.selfCrossing(coords, closed),
  );
  return centred === input ? null : { outline: centred, areaPx: Math.abs(twiceOutlineArea(centred)) / 2 };
}

/**
 * The mask's regions as outlines; with `holes`, each with the holes it keeps as cutouts. Without,
 * only the outer borders are traced (RETR_EXTERNAL): a region's holes and anything inside them
 * belong to it. With `lineCentre`, outer outlines move onto the lines' centres (`centredOutline`)
 * and the enclosed area is the moved outlines' less the cutouts.
 */
export function regionOutlines(kernels: KernelSet, mask: BitMask, holes: HoleChoice | null = null, options: RegionOutlineOptions = {}): RegionOutlines {
  const { raster, vector } = kernels;
  /** The outer outline as shown, and the area it adds: moved onto the lines' centres when asked and found. */
  const outer = (polygon: Float64Array, exactAreaPx: number, borderPoints: number): { polygon: Float64Array; areaPx: number } => {
    if (!options.lineCentre) return { polygon, areaPx: exactAreaPx };
    const centred = centredOutline(kernels, mask, polygon, borderPoints >= CONTOUR_SIMPLIFY_MIN_POINTS);
    return centred ? { polygon: centred.outline, areaPx: centred.areaPx } : { polygon, areaPx: exactAreaPx };
  };
  if (!holes) {
    let enclosedAreaPx = 0;
    const polygons = raster.contours(mask).map(({ points }) => {
      const outline = crackOutline(mask, points[0]!, points[1]!, false);
      const shown = outer(simplified(vector, outline, points.length / 2), Math.abs(twiceOutlineArea(outline)) / 2, points.length / 2);
      enclosedAreaPx += shown.areaPx;
      return shown.polygon;
    });
    return { polygons, cutouts: polygons.map(() => []), enclosedAreaPx };
  }
  // With holes (RETR_CCOMP) the regions inside another's holes come too, each on its own.
  const traced = raster.contours(mask, { holes: true }).map((contour) => {
    const kept: TracedHole[] = [];
    const dropped: TracedHole[] = [];
    for (const border of contour.holes) {
      if (speck(border)) continue;
      const outline = crackOutline(mask, border[0]!, border[1]!, true);
      const areaPx = Math.abs(twiceOutlineArea(outline)) / 2;
      const keep = areaPx >= WAND_MIN_HOLE_PX && !holes.dropped.has(holeKey(outline, areaPx));
      (keep ? kept : dropped).push({ border, outline, areaPx });
    }
    return { points: contour.points, kept, dropped };
  });
  const inFilledHole = holeIndex(traced.flatMap(({ dropped }) => dropped.map(({ outline }) => boxed(outline))));
  let enclosedAreaPx = 0;
  const polygons: Float64Array[] = [];
  const cutouts: Float64Array[][] = [];
  for (const { points, kept } of traced) {
    // A region inside a hole left in its region is inside that region's outline already.
    if (inFilledHole(points[0]! + 0.5, points[1]! + 0.5)) continue;
    const outline = crackOutline(mask, points[0]!, points[1]!, false);
    const region = clearOutlines(vector, { border: points, outline }, kept);
    const shown = outer(region.polygon, Math.abs(twiceOutlineArea(outline)) / 2, points.length / 2);
    enclosedAreaPx += shown.areaPx - kept.reduce((sum, hole) => sum + hole.areaPx, 0);
    polygons.push(shown.polygon);
    cutouts.push(region.cutouts);
  }
  return { polygons, cutouts, enclosedAreaPx };
}
