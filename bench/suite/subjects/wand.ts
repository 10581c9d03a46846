/**
 * The magic-wand click on a synthetic floor plan: fill from a paper pixel at tolerance 15, trace
 * the mask's outer borders, follow them along the pixels' edges and simplify each of 50 points or
 * more at tolerance 2 within 0.3 % of its area (ours; OpenCV.js's click traces pixel centres and
 * simplifies at tolerance 2). Ours with
 * the image already resident (set once, untimed), OpenCV.js both resident and with the import of
 * the RGBA pixels into its heap; then each step alone, and the import as its own row. The fill
 * with "Close gaps up to …" (issue 37) closing the plan's doorways, ours only, against today's
 * fill of the same click.
 */
import type { Contour, KernelSet, Pixel, RgbaImage } from '../../../src/engine/kernels/kernelTypes';
import { regionOutlines } from '../../../src/engine/kernels/contours/regionOutlines';
import { floorPlanImage } from '../../../src/engine/kernels/testing/floorPlanImage';
import { spanFill } from '../../../src/engine/kernels/testing/spanFill';
import type { Bench } from '../bench';
import { imageSizes, PLAN_SEED, type ImageSize } from '../inputs';
import { cvContours, cvFilled, cvFloodFill, cvPointCount, cvSimplifyAll, cvWandClick, fillMask, importRgb, MIN_CONTOUR_POINTS, SIMPLIFY_TOLERANCE } from '../opencvWand';
import { OURS_TS, OURS_WASM, type Contenders } from '../types';

export const WAND = {
  click: 'wand click',
  clickLineCentre: "wand click, edge at the line's centre",
  importImage: 'wand: image import',
  fill: 'wand: fill',
  fillCloseGaps: 'wand: fill, close gaps',
  contours: 'wand: contours',
  simplify: 'wand: simplify',
} as const;

const FILL = { tolerance: 15, compound: false } as const;

/** Today's fill (no gaps closed) of the same click, the gap-closing fill's baseline. */
const TODAYS_FILL = "today's fill, ours WASM";

/** A gap that closes every doorway of the plan: a quarter more than their width. */
const closingGap = (doorPx: number): number => Math.round(1.25 * doorPx);

function simplifyAll(set: KernelSet, contours: readonly Contour[]): Float64Array[] {
  return contours
    .filter((contour) => contour.points.length >= 2 * MIN_CONTOUR_POINTS)
    .map((contour) => set.vector.simplify(Float64Array.from(contour.points), SIMPLIFY_TOLERANCE, true));
}

/** The click as the wand runs it: fill, borders, outlines along the pixels' edges, bounded simplification. */
const wandClick = (set: KernelSet, seed: Pixel): Float64Array[] => regionOutlines(set, set.raster.floodFill(seed, FILL)).polygons;

/** The click with "Edge at the line's centre" on: each outline then looks for the lines bounding it. */
const wandClickLineCentre = (set: KernelSet, seed: Pixel): Float64Array[] =>
  regionOutlines(set, set.raster.floodFill(seed, FILL), null, { lineCentre: true }).polygons;

/** The fill with its gaps closed, and what it keeps of today's fill. */
function runCloseGaps(bench: Bench, input: string, implementation: string, set: KernelSet, seed: Pixel, doorPx: number, filled: number): void {
  const fill = { ...FILL, gapPx: closingGap(doorPx) };
  const kept = bench.prepare(WAND.fillCloseGaps, input, implementation, () => set.raster.area(set.raster.floodFill(seed, fill)));
  if (kept === undefined) return;
  bench.time(WAND.fillCloseGaps, input, implementation, () => set.raster.floodFill(seed, fill), {
    note: `${kept} of today's ${filled} px kept: doorways of ${doorPx} px closed at ${fill.gapPx} px`,
  });
}

/** Our set on one plan: each step, then the whole click. Returns the filled pixel count. */
function runOurs(bench: Bench, input: string, implementation: string, set: KernelSet, image: RgbaImage, seed: Pixel, doorPx: number): number | undefined {
  bench.time(WAND.importImage, input, implementation, () => set.raster.setImage(image), { note: 'setImage' });
  const mask = bench.prepare(WAND.fill, input, implementation, () => {
    set.raster.setImage(image);
    return set.raster.floodFill(seed, FILL);
  });
  if (!mask) return undefined;
  const filled = bench.prepare(WAND.fill, input, implementation, () => set.raster.area(mask));
  bench.time(WAND.fill, input, implementation, () => set.raster.floodFill(seed, FILL), { note: `${filled} px filled` });
  if (filled !== undefined) runCloseGaps(bench, input, implementation, set, seed, doorPx, filled);
  const contours = bench.prepare(WAND.contours, input, implementation, () => set.raster.contours(mask));
  if (contours) {
    const points = contours.reduce((sum, contour) => sum + contour.points.length / 2, 0);
    bench.time(WAND.contours, input, implementation, () => set.raster.contours(mask), { note: `${contours.length} contours, ${points} points` });
    bench.time(WAND.simplify, input, implementation, () => simplifyAll(set, contours), { note: 'Int32 → Float64 copy included' });
  }
  bench.time(WAND.click, input, implementation, () => wandClick(set, seed), { note: 'image resident' });
  bench.time(WAND.clickLineCentre, input, implementation, () => wandClickLineCentre(set, seed), { note: 'image resident' });
  return filled;
}

function runOpenCv(bench: Bench, contenders: Contenders, input: string, image: RgbaImage, seed: Pixel): void {
  const { cv } = contenders;
  const name = `OpenCV.js ${bench.config.versions.opencv}`;
  bench.time(WAND.importImage, input, name, () => importRgb(cv, image), { cleanup: (rgb) => rgb.delete(), note: 'RGBA → RGB into its heap' });
  const rgb = bench.prepare(WAND.importImage, input, name, () => importRgb(cv, image));
  if (!rgb) return;
  const mask = fillMask(cv, image);
  try {
    bench.time(WAND.fill, input, name, () => cvFloodFill(cv, rgb, mask, seed, FILL.tolerance), {
      note: () => `${cvFilled(cv, mask)} px filled, mask cleared each run`,
    });
    const contours = bench.prepare(WAND.contours, input, name, () => cvContours(cv, mask));
    if (contours) {
      bench.time(WAND.contours, input, name, () => cvContours(cv, mask), {
        cleanup: (result) => result.delete(),
        note: `${contours.size()} contours, ${cvPointCount(contours)} points`,
      });
      bench.time(WAND.simplify, input, name, () => cvSimplifyAll(cv, contours));
      contours.delete();
    }
    bench.time(WAND.click, input, name, () => cvWandClick(cv, rgb, mask, seed, FILL.tolerance), { note: 'image resident' });
  } finally {
    rgb.delete();
  }
  bench.time(
    WAND.click,
    input,
    `${name} + import`,
    () => {
      const imported = importRgb(cv, image);
      try {
        return cvWandClick(cv, imported, mask, seed, FILL.tolerance);
      } finally {
        imported.delete();
      }
    },
    { note: 'RGBA → RGB import included' },
  );
  mask.delete();
}

/**
 * The least time any fill can take: it must read the RGBA bytes of every filled pixel and write
 * the mask, at best at the measured read bandwidth.
 */
function recordBound(bench: Bench, input: string, size: ImageSize, filled: number): void {
  const gbps = bench.config.readGBps;
  if (gbps === undefined) return;
  const bytes = filled * 4 + Math.ceil(size.width / 32) * 4 * size.height;
  bench.record({
    kernel: WAND.fill,
    input,
    implementation: 'read-bandwidth bound',
    median_ms: bytes / gbps / 1e6,
    runs: 0,
    note: `${(bytes / 1e6).toFixed(0)} MB (filled RGBA + mask) at ${gbps.toFixed(1)} GB/s`,
  });
}

export async function runWand(bench: Bench, contenders: Contenders): Promise<void> {
  for (const size of imageSizes(bench.config.quick)) {
    const input = `${size.label} floor plan`;
    const started = performance.now();
    const plan = bench.prepare(WAND.click, input, 'input', () => floorPlanImage(size.width, size.height, PLAN_SEED));
    if (!plan) continue;
    bench.log(`${input}: generated in ${(performance.now() - started).toFixed(0)} ms, seed (${plan.seed.x}, ${plan.seed.y})`);
    const filled = runOurs(bench, input, OURS_WASM, contenders.wasm, plan.image, plan.seed, plan.doorPx);
    if (filled !== undefined) recordBound(bench, input, size, filled);
    contenders.wasm.raster.setImage(plan.image);
    bench.time(WAND.fillCloseGaps, input, TODAYS_FILL, () => contenders.wasm.raster.floodFill(plan.seed, FILL), { note: `${filled} px filled, no gaps closed` });
    runOurs(bench, input, OURS_TS, contenders.typescript, plan.image, plan.seed, plan.doorPx);
    bench.time(WAND.fill, input, 'plain JS span fill', () => spanFill(plan.image, plan.seed, FILL.tolerance), { note: 'byte mask' });
    runOpenCv(bench, contenders, input, plan.image, plan.seed);
    await Promise.resolve();
  }
}
