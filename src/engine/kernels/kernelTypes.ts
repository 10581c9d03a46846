/**
 * The kernels' data shapes and interfaces, shared by the WASM kernels, their plain-TypeScript
 * fallbacks, the worker and the benchmarks. Every implementation of an interface here must give
 * the same answers; the property tests hold them to it.
 */
import type { Point } from '../../shared/geometry';
import type { Outline } from '../geometry/outlineTypes';
import type { SegmentCrossingOptions } from '../geometry/segments';

/** An RGBA image, 4 bytes a pixel, rows top to bottom with no padding. */
export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array | Uint8ClampedArray;
}

/**
 * A bit-packed mask over a width × height image. Row y starts at word y × stride, where
 * stride = maskStride(width); pixel x of the row is bit (x & 31) of word (x >> 5), least
 * significant bit leftmost. Bits beyond `width` in a row's last word are always zero.
 */
export interface BitMask {
  readonly width: number;
  readonly height: number;
  readonly bits: Uint32Array;
}

/** Words per mask row. */
export const maskStride = (width: number): number => (width + 31) >>> 5;

/** An empty mask of the given size. */
export const emptyMask = (width: number, height: number): BitMask => ({
  width,
  height,
  bits: new Uint32Array(maskStride(width) * height),
});

/** Inclusive pixel bounds of a mask's set pixels. */
export interface PixelBounds {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** A seed pixel, in whole image pixels. */
export interface Pixel {
  readonly x: number;
  readonly y: number;
}

export interface FillOptions {
  /** Largest difference of each of R, G and B from the seed's colour, 0 to 255. */
  readonly tolerance: number;
  /** Select every pixel of the image within tolerance, not just those connected to the seed. */
  readonly compound: boolean;
  /**
   * "Close gaps up to …": the fill stops at openings of up to this many image pixels
   * (`RasterKernels.closeGaps`). 0 or absent: the plain fill; a compound fill ignores it.
   */
  readonly gapPx?: number;
}

/**
 * One traced region: the closed border through pixel coordinates (x,y pairs, each pixel once per
 * visit, the last point not repeating the first), as OpenCV's findContours with
 * CHAIN_APPROX_NONE gives it, and the borders of its holes when they were asked for.
 */
export interface Contour {
  readonly points: Int32Array;
  readonly holes: readonly Int32Array[];
}

export interface ContourOptions {
  /** Trace the holes of each region too (RETR_CCOMP); by default only outer borders (RETR_EXTERNAL). */
  readonly holes?: boolean;
}

/** The raster kernels over one resident image and masks of its size. */
export interface RasterKernels {
  /**
   * Makes `image` the one the fills read, replacing any before. The pixels stay where the kernels
   * can reach them until the next call; the caller may reuse its array afterwards.
   */
  setImage(image: RgbaImage): void;
  /**
   * Starts an image that arrives in strips of rows (`imageRows`), replacing any before, so an image
   * larger than one canvas or one buffer can be read a strip at a time. Fills refuse it until
   * every row has arrived; then it is the same as `setImage` of the whole.
   */
  beginImage(width: number, height: number): void;
  /** Rows y, y + 1, … of the image begun, as RGBA bytes; strips come top to bottom. */
  imageRows(y: number, rows: Uint8Array | Uint8ClampedArray): void;
  /**
   * The pixels that join the seed: 4-connected within tolerance, or all within tolerance when
   * compound; with `gapPx` of 1 or more, then cut back by `closeGaps`.
   */
  floodFill(seed: Pixel, options: FillOptions): BitMask;
  /**
   * The seed's room in `mask` with its openings of up to `gapPx` pixels closed, taking nothing
   * from the room but what lies past them (raster/typescriptCloseGaps.ts gives the rule): what
   * "Close gaps up to …" makes of a fill. Empty when the seed is not in the mask.
   */
  closeGaps(mask: BitMask, seed: Pixel, gapPx: number): BitMask;
  /**
   * Smooths a mask's outline: a box blur of the mask (as 0 and 1) thresholded at one half, the
   * box's radius growing with `value` (0 to 100; 0 returns an equal mask). Cost does not grow
   * with the radius.
   */
  blurOutline(mask: BitMask, value: number): BitMask;
  union(a: BitMask, b: BitMask): BitMask;
  /** The pixels of `a` not in `b`. */
  subtract(a: BitMask, b: BitMask): BitMask;
  /** Whether the masks share at least one pixel. */
  intersects(a: BitMask, b: BitMask): boolean;
  /** Number of set pixels. */
  area(mask: BitMask): number;
  /** Bounds of the set pixels, or null for an empty mask. */
  bounds(mask: BitMask): PixelBounds | null;
  /** The borders of the mask's regions (8-connected), largest enclosed area first. */
  contours(mask: BitMask, options?: ContourOptions): Contour[];
  /**
   * The resident image's dark pixels: 1 where the mean of red, green and blue is below
   * `threshold` (0 to 255), 0 elsewhere, a byte a pixel, rows top to bottom.
   */
  darkPixels(threshold: number): DarkPixels;
  /**
   * The resident image's brightness (mean of red, green and blue, 0 to 255) at each x,y point,
   * bilinear between pixel centres (pixel (i, j)'s centre is (i + 0.5, j + 0.5)); a point beyond
   * the image reads the nearest edge pixels. Points must be finite.
   */
  brightness(points: Float64Array): Float32Array;
}

/** A byte a pixel: 1 for dark, 0 for light. */
export interface DarkPixels {
  readonly width: number;
  readonly height: number;
  readonly dark: Uint8Array;
}

/** Exact area and perimeter. */
export interface Measurement {
  readonly area: number;
  readonly perimeter: number;
}

/** Two edges that meet: indices of their first vertices, `first` < `second`. */
export interface EdgePair {
  readonly first: number;
  readonly second: number;
}

/**
 * The vector kernels over interleaved x,y coordinates (Float64Array of pairs), with the semantics
 * of the plain TS geometry in engine/geometry.
 */
export interface VectorKernels {
  /** Absolute shoelace area; 0 below 3 vertices. See `polygonArea` in geometry/polygon. */
  polygonArea(coords: Float64Array): number;
  /** Path length, with the closing edge when `closed`. See `pathLength` in geometry/polygon. */
  pathLength(coords: Float64Array, closed: boolean): number;
  /** First edge the segment a → b hits, or -1. See `segmentCrossesPolyline` in geometry/segments. */
  segmentCrossesPolyline(a: Point, b: Point, coords: Float64Array, options: SegmentCrossingOptions): number;
  /**
   * The first pair of edges of the path that meet (by `first`, then `second`), with the rule of
   * `pathSelfCrosses` in geometry/segments, or null. Sub-quadratic in the vertex count.
   */
  selfCrossing(coords: Float64Array, closed: boolean): EdgePair | null;
  /**
   * Douglas–Peucker: the vertices kept so that no dropped vertex lies further than `tolerance`
   * from the kept path. A closed path is split at its first vertex and the vertex farthest from
   * it; an open path keeps both ends.
   */
  simplify(coords: Float64Array, tolerance: number, closed: boolean): Float64Array;
  /** Exact area (0 when open) and length of an outline of lines, circular arcs and cubic Béziers. */
  measureOutline(outline: Outline): Measurement;
}

/** What went wrong, for the UI to turn into the spec's message. */
export type KernelErrorCode =
  | 'no-image'
  | 'bad-image'
  | 'too-large'
  | 'seed-out-of-bounds'
  | 'bad-option'
  | 'mask-mismatch'
  | 'too-few-points'
  | 'not-finite'
  | 'mask-not-found'
  | 'no-overlap'
  /** The caller cancelled the call (an image load). */
  | 'cancelled'
  | 'worker-failed';

/** A refused input: thrown by every kernel implementation before any work, never a trap. */
export class KernelError extends Error {
  constructor(
    readonly code: KernelErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'KernelError';
  }
}

/** The mask kernels without contour tracing, which has its own module. */
export type MaskKernels = Omit<RasterKernels, 'contours'>;

/** Traces a mask's region borders; see `RasterKernels.contours`. */
export type ContourTracer = (mask: BitMask, options?: ContourOptions) => Contour[];

/** Every kernel, from one implementation. */
export interface KernelSet {
  readonly implementation: 'wasm' | 'typescript';
  readonly raster: RasterKernels;
  readonly vector: VectorKernels;
}
