/**
 * Crack following: a traced border turned into the outline along its pixels' outer edges. The
 * border tracers (Suzuki & Abe) run through the centres of a region's outermost pixels, so their
 * polygon misses half a pixel all round; the crack outline runs on the grid lines between set and
 * unset pixels, as ImageJ's wand does, so its shoelace area is exactly the pixel count (an outer
 * outline: the region's pixels and its holes; a hole's outline: the hole's pixels).
 *
 * Coordinates are pixel corners: pixel (i, j) covers [i, i + 1) × [j, j + 1). The walk keeps the
 * set pixels on its right (clockwise on screen, y down, for an outer outline); where two set pixels
 * touch only at a corner it turns toward them, because regions are 8-connected (and holes
 * 4-connected), as the border tracers count them. Only corners are kept: a straight run of pixel
 * edges is one edge, which changes no area. Pure; costs one step per pixel edge of the outline.
 */
import { maskStride, type BitMask } from '../kernelTypes';

/** Headings clockwise on screen: east, south, west, north. */
const STEP_X = [1, 0, -1, 0] as const;
const STEP_Y = [0, 1, 0, -1] as const;
const EAST = 0;
const SOUTH = 1;

/** A growable list of x,y corner pairs. */
class CornerList {
  private values = new Int32Array(64);
  private length = 0;
  push(x: number, y: number): void {
    if (this.length + 2 > this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = x;
    this.values[this.length++] = y;
  }
  toArray(): Int32Array {
    return this.values.slice(0, this.length);
  }
}

/**
 * The outline along the pixel edges of the region or hole whose border a tracer started at
 * pixel (x, y): for an outer border, (x, y) is the region's first pixel in raster order; for a
 * hole, the set pixel just left of the hole's first pixel (as `Contour` documents both). The
 * first corner is the start pixel's top-left corner (outer) or the hole's first pixel's
 * top-left corner (hole).
 */
export function crackOutline(mask: BitMask, x: number, y: number, hole: boolean): Int32Array {
  const { width, height, bits } = mask;
  const stride = maskStride(width);
  const isSet = (px: number, py: number): boolean =>
    px >= 0 && py >= 0 && px < width && py < height && ((bits[py * stride + (px >>> 5)]! >>> (px & 31)) & 1) === 1;
  // An outer outline starts along the top edge of its first pixel; a hole's down the left edge of
  // its first pixel, with the set pixel (x, y) on the walk's right.
  const startX = hole ? x + 1 : x;
  const startY = y;
  const startHeading = hole ? SOUTH : EAST;
  const corners = new CornerList();
  corners.push(startX, startY);
  let cx = startX;
  let cy = startY;
  let heading: number = startHeading;
  for (;;) {
    cx += STEP_X[heading]!;
    cy += STEP_Y[heading]!;
    const dx = STEP_X[heading]!;
    const dy = STEP_Y[heading]!;
    // The two pixels ahead of corner (cx, cy): each coordinate is the corner's, or one less
    // where the pixel lies on the negative side of it.
    const aheadLeft = isSet(cx + ((dx + dy - 1) >> 1), cy + ((dy - dx - 1) >> 1));
    const aheadRight = isSet(cx + ((dx - dy - 1) >> 1), cy + ((dy + dx - 1) >> 1));
    const next = aheadLeft ? (heading + 3) & 3 : aheadRight ? heading : (heading + 1) & 3;
    if (cx === startX && cy === startY && next === startHeading) break;
    if (next !== heading) corners.push(cx, cy);
    heading = next;
  }
  return corners.toArray();
}

/** Twice the signed shoelace area of a closed outline of integer corners: exact in doubles. */
export function twiceOutlineArea(corners: Int32Array | Float64Array): number {
  let sum = 0;
  const n = corners.length;
  for (let i = 0; i < n; i += 2) {
    const j = i + 2 === n ? 0 : i + 2;
    sum += corners[i]! * corners[j + 1]! - corners[j]! * corners[i + 1]!;
  }
  return sum;
}
