/**
 * The magic wand over one resident image, as the kernel worker runs it: each click fills from a
 * seed (optionally blurring the outline), combines the fill with the current mask for add and
 * subtract, and answers with the mask's regions as simplified polygons, with the holes the step
 * keeps as cutouts (`keptHoles`). Masks are kept by id so undo and redo can bring an earlier one
 * back without filling again.
 */
import { holeKeys, regionOutlines, type HoleChoice } from './contours/regionOutlines';
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
  /**
   * Each polygon's holes that the step keeps as cutouts (`keptHoles`), aligned with `polygons`,
   * traced and simplified as they are: a hole's unsimplified outline encloses exactly its pixels.
   */
  readonly cutouts: Float64Array[][];
  /** Set pixels of the mask. */
  readonly areaPx: number;
  /**
   * The area, in pixels, inside the regions' outer edges before simplification less the holes
   * kept as cutouts: the mask's pixels and the holes left in them, exactly. What Confirm turns
   * into layers measures this to within 0.3 %.
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

/** Every hole of at least WAND_MIN_HOLE_PX pixels becomes a cutout. */
const EVERY_HOLE: HoleChoice = { dropped: new Set() };

/** A kept mask and the holes its outlines keep (null: none, the outer borders alone). */
export interface KeptMask {
  readonly mask: BitMask;
  readonly holes: HoleChoice | null;
  /** Its outlines sit on the centres of the lines bounding them ("Edge at the line's centre"), so restore answers alike. */
  readonly lineCentre: boolean;
}

/**
 * Which holes a wand step's regions keep as cutouts (issue 22), so that what Confirm makes
 * measures the selected pixels:
 * - with compound shapes, every hole: a compound selection is "every pixel of this colour", and
 *   what is not of it is not selected;
 * - a plain selection, none, as before: a room clicked with the wand is the room, and the text,
 *   symbols and furniture inside it that stopped the fill count in its area;
 * - subtract, the holes it makes: the holes its base left in its regions stay left in (their
 *   outlines unchanged), but a hole the subtracted pixels reach is cut out whole;
 * - add, the base's choice, so that adding elsewhere neither fills a subtracted hole back nor
 *   cuts out the holes a plain selection left in.
 */
export function keptHoles(
  kernels: KernelSet,
  operation: WandOperation,
  compound: boolean,
  base: KeptMask | null,
): HoleChoice | null {
  if (compound) return EVERY_HOLE;
  if (operation === 'select' || !base) return null;
  if (base.holes) return base.holes;
  return operation === 'subtract' ? { dropped: holeKeys(kernels, base.mask) } : null;
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
  const masks = new Map<number, KeptMask>();
  let current: KeptMask | null = null;
  let nextId = 1;

  const resultOf = (maskId: number, { mask, holes, lineCentre }: KeptMask): WandResult => ({
    maskId,
    ...regionOutlines(kernels, mask, holes, { lineCentre }),
    areaPx: raster.area(mask),
    bounds: raster.bounds(mask),
  });

  const keep = (entry: KeptMask): number => {
    const id = nextId++;
    masks.set(id, entry);
    // Map keeps insertion order, so the first key is the oldest mask.
    if (masks.size > keptMasks) masks.delete(masks.keys().next().value!);
    current = entry;
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
      const base = operation === 'select' ? null : current;
      if (base && !raster.intersects(base.mask, clicked)) {
        throw new KernelError('no-overlap', 'the clicked area does not meet the current mask');
      }
      const mask = !base ? clicked : operation === 'add' ? raster.union(base.mask, clicked) : raster.subtract(base.mask, clicked);
      return keepResult({ mask, holes: keptHoles(kernels, operation, options.compound, base), lineCentre: options.lineCentre === true });
    },
    restore(maskId) {
      const entry = kept(maskId);
      current = entry;
      return resultOf(maskId, entry);
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

  function kept(maskId: number): KeptMask {
    const entry = masks.get(maskId);
    if (!entry) throw new KernelError('mask-not-found', `mask ${maskId} is no longer kept`);
    return entry;
  }

  function keepResult(entry: KeptMask): WandResult {
    return resultOf(keep(entry), entry);
  }
}
