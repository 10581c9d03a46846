/**
 * The grey level below which Detect rooms reads a pixel as wall (issue 37: "rendered and coloured
 * plans"). A line drawing is dark lines on light paper, and mid-grey (WALL_THRESHOLD) parts them.
 * A rendered plan (Floorplanner's top-down 3D view, a coloured scan) has floors of wood, tile and
 * shadow darker than mid-grey, and at 128 its rooms were all wall: the one found of about ten. Its
 * walls are the darkest tone it draws, black bands, so there the walls are the pixels darker than
 * the first valley of the grey histogram after its darkest peak.
 */
import type { DarkPixels, RasterKernels } from '../kernelTypes';
import { WALL_THRESHOLD } from './detectRooms';

/** Grey levels a histogram bin spans. */
export const GREY_BIN = 8;
/** Bins of a grey histogram (0 to 255). */
export const GREY_BINS = 256 / GREY_BIN;
/** The smallest share of the plan a grey bin holds to count as a tone the plan is drawn in. */
export const TONE_SHARE_MIN = 0.01;
/** More than this share of the plan darker than mid-grey: not a line drawing. */
export const LINE_DRAWING_DARK_SHARE_MAX = 0.25;

/**
 * The wall threshold for a plan whose mean grey levels (red, green and blue averaged) are counted
 * in `histogram` (GREY_BINS bins of GREY_BIN levels): `midGrey` for a line drawing; else the middle
 * of the emptiest bin between the darkest peak and the tones that outnumber it, below mid-grey.
 */
export function wallThreshold(histogram: ArrayLike<number>, midGrey: number): number {
  let total = 0;
  let belowMid = 0;
  const midBin = Math.floor(midGrey / GREY_BIN);
  for (let bin = 0; bin < GREY_BINS; bin++) {
    total += histogram[bin]!;
    if (bin < midBin) belowMid += histogram[bin]!;
  }
  if (total === 0 || belowMid <= LINE_DRAWING_DARK_SHARE_MAX * total) return midGrey;
  // The darkest peak: the first bin from black, of a tone the plan is drawn in, no smaller than the next. Its valley: the
  // emptiest bin after it, before the counts climb past the peak again (the floors' tones).
  // A tone a hundredth of the plan or less is specks (labels, antialiasing), not its walls.
  let peak = 0;
  while (peak + 1 < midBin && histogram[peak]! <= TONE_SHARE_MIN * total) peak++;
  while (peak + 1 < midBin && histogram[peak + 1]! > histogram[peak]!) peak++;
  let valley = Math.min(peak + 1, midBin - 1);
  for (let bin = valley + 1; bin < midBin && histogram[bin]! <= histogram[peak]!; bin++) if (histogram[bin]! < histogram[valley]!) valley = bin;
  return Math.min(midGrey, Math.round((valley + 0.5) * GREY_BIN));
}

/** Samples a side of the grid the histogram is read from: 10,000 points, whatever the image's size. */
const SAMPLES_A_SIDE = 100;

/** The sample points (pixel centres, x,y pairs) of a `width` × `height` image. */
export function histogramSamples(width: number, height: number): Float64Array {
  const columns = Math.min(width, SAMPLES_A_SIDE);
  const rows = Math.min(height, SAMPLES_A_SIDE);
  const points = new Float64Array(2 * columns * rows);
  let k = 0;
  for (let row = 0; row < rows; row++) {
    const y = Math.floor(((row + 0.5) * height) / rows) + 0.5;
    for (let column = 0; column < columns; column++) {
      points[k++] = Math.floor(((column + 0.5) * width) / columns) + 0.5;
      points[k++] = y;
    }
  }
  return points;
}

/** The histogram of sampled grey levels. */
export function greyHistogram(levels: ArrayLike<number>): Uint32Array {
  const histogram = new Uint32Array(GREY_BINS);
  for (let i = 0; i < levels.length; i++) histogram[Math.min(GREY_BINS - 1, Math.max(0, Math.floor(levels[i]! / GREY_BIN)))]!++;
  return histogram;
}

/**
 * The resident image's walls for Detect rooms: its dark pixels below the threshold its grey
 * levels call for (read at mid-grey first, which gives the size and serves a line drawing as is).
 */
export function planWalls(raster: Pick<RasterKernels, 'darkPixels' | 'brightness'>): DarkPixels {
  const lines = raster.darkPixels(WALL_THRESHOLD);
  if (lines.width === 0 || lines.height === 0) return lines;
  const threshold = wallThreshold(greyHistogram(raster.brightness(histogramSamples(lines.width, lines.height))), WALL_THRESHOLD);
  return threshold === WALL_THRESHOLD ? lines : raster.darkPixels(threshold);
}
