/**
 * The magic wand over one resident image, as the kernel worker runs it: each click fills from a
 * seed (optionally blurring the outline), combines the fill with the current mask for add and
 * subtract, and answers with the mask's regions as simplified polygons. Masks are kept by id so
 * undo and redo can bring an earlier one back without filling again.
 */
import { regionOutlines } from './contours/regionOutlines';
import {
  KernelError,
  type BitMask,
  type Contour,
  type ContourOptions,
  type FillOptions,
  type KernelSet,
  type Pixel,
  type PixelBounds,
  type RgbaImage,
} from './kernelTypes';

export interface WandOptions extends FillOptions {
  /** Outline blur, 0 to 100. */
  readonly blur: number;
  /**
   * "Edge at the line's centre": each outline moved onto the centres of the thin dark lines
   * bounding it (contours/lineCentres.ts). Off when absent.
   */
  readonly lineCentre?: boolean;
}

export type WandOperation = 'select' | 'add' | 'subtract';

/** One mask step: its id, its regions, its size in pixels. */
export interface WandResult {
  readonly maskId: number;
  /**
   * Each region's outer edge, largest first, as closed polygons (x,y pairs, the first point not
   * repeated) in image coordinates, where pixel (i, j) covers [i, i + 1) × [j, j + 1). The edge
   * runs along the outer pixels' edges (crackOutline), so it encloses exactly the region's pixels
   * and its holes; a region whose traced border has 50 points or more is simplified with
   * tolerance 2, less where that would move its area by more than 0.3 % (simplifyOutline).
   */
  readonly polygons: Float64Array[];
  /** Set pixels of the mask. */
  readonly areaPx: number;
  /**
   * The area, in pixels, inside the regions' outer edges before simplification: the mask's
   * pixels and the holes in them, exactly. What Confirm turns into layers measures this to
   * within 0.3 %.
   */
  readonly enclosedAreaPx: number;
  readonly bounds: PixelBounds | null;
}

export interface WandSession {
  /** Makes `image` the one the wand reads and forgets every mask of the previous one. */
  setImage(image: RgbaImage): void;
  /**
   * Starts an image that arrives in strips (`imageRows`), as setImage does for a whole one: the
   * wand refuses to fill until every row has come.
   */
  beginImage(width: number, height: number): void;
  /** The next strip of rows of the image begun, RGBA, top to bottom. */
  imageRows(y: number, rows: Uint8Array | Uint8ClampedArray): void;
  /** A new mask from a click; add and subtract combine it with the current mask. */
  apply(operation: WandOperation, seed: Pixel, options: WandOptions): WandResult;
  /** Makes a kept mask current again (undo and redo), answering as the click that made it did. */
  restore(maskId: number): WandResult;
  /** The traced borders of a kept mask, unsimplified, with holes when asked for. */
  regions(maskId: number, options?: ContourOptions): Contour[];
  /** Forgets every mask (the wand result was confirmed or cancelled). */
  clear(): void;
}

/** Masks kept for undo and redo: the spec's history holds at most 20 steps. */
export const KEPT_MASKS = 20;

interface ImageSize {
  readonly width: number;
  readonly height: number;
}

export function createWandSession(kernels: KernelSet, keptMasks = KEPT_MASKS): WandSession {
  const { raster } = kernels;
  let image: ImageSize | null = null;
  // Each kept mask with whether its outlines sit on the lines' centres, so restore answers alike.
  const masks = new Map<number, { mask: BitMask; lineCentre: boolean }>();
  let current: BitMask | null = null;
  let nextId = 1;

  const resultOf = (maskId: number, mask: BitMask, lineCentre: boolean): WandResult => ({
    maskId,
    ...regionOutlines(kernels, mask, { lineCentre }),
    areaPx: raster.area(mask),
    bounds: raster.bounds(mask),
  });

  const keep = (mask: BitMask, lineCentre: boolean): number => {
    const id = nextId++;
    masks.set(id, { mask, lineCentre });
    // Map keeps insertion order, so the first key is the oldest mask.
    if (masks.size > keptMasks) masks.delete(masks.keys().next().value!);
    current = mask;
    return id;
  };

  const fill = (seed: Pixel, options: WandOptions): BitMask => {
    const filled = raster.floodFill(seed, options);
    return options.blur > 0 ? raster.blurOutline(filled, options.blur) : filled;
  };

  return {
    setImage(next) {
      forgetImage();
      raster.setImage(next);
      image = { width: next.width, height: next.height };
    },
    beginImage(width, height) {
      forgetImage();
      raster.beginImage(width, height);
      image = { width, height };
    },
    imageRows: (y, rows) => raster.imageRows(y, rows),
    apply(operation, seed, options) {
      if (!image) throw new KernelError('no-image', 'no image is loaded');
      if (operation !== 'select' && !current) throw new KernelError('mask-not-found', 'there is no mask to add to or subtract from');
      const clicked = fill(seed, options);
      const lineCentre = options.lineCentre === true;
      if (operation === 'select' || !current) return keepResult(clicked, lineCentre);
      if (!raster.intersects(current, clicked)) {
        throw new KernelError('no-overlap', 'the clicked area does not meet the current mask');
      }
      return keepResult(operation === 'add' ? raster.union(current, clicked) : raster.subtract(current, clicked), lineCentre);
    },
    restore(maskId) {
      const { mask, lineCentre } = kept(maskId);
      current = mask;
      return resultOf(maskId, mask, lineCentre);
    },
    regions: (maskId, options) => raster.contours(kept(maskId).mask, options),
    clear() {
      masks.clear();
      current = null;
    },
  };

  /** Masks of the old image mean nothing on a new one, and a refused image leaves none. */
  function forgetImage(): void {
    image = null;
    masks.clear();
    current = null;
  }

  function kept(maskId: number): { mask: BitMask; lineCentre: boolean } {
    const mask = masks.get(maskId);
    if (!mask) throw new KernelError('mask-not-found', `mask ${maskId} is no longer kept`);
    return mask;
  }

  function keepResult(mask: BitMask, lineCentre: boolean): WandResult {
    return resultOf(keep(mask, lineCentre), mask, lineCentre);
  }
}
