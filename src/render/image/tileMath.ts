/**
 * Where the image's tiles go on screen and which of them a view needs: pure functions over the
 * image's placement on the canvas (document.image), the worker's pixel size of it and the
 * viewport (screen = canvas × zoom + offset).
 */
import type { Point } from '../../shared/geometry';
import { coarsestLevel, levelSize, tileImageRect, tilesAcross, type GridSize, type PixelRect, type TileKey } from '../../engine/kernels/tileGrid';
import type { Size, Viewport } from '../../engine/viewport/viewport';

/** The image as drawn: its top-left and size on the canvas, and its size in pixels. */
export interface ImagePlacement {
  readonly position: Point;
  readonly realSizes: Size;
  readonly pixels: GridSize;
}

/** Allows for floating-point error, so exactly one image pixel per device pixel picks that level. */
const LEVEL_EPSILON = 1e-9;

/**
 * The level to show: the coarsest whose pixels are still no larger than a device pixel
 * (screen pixel × devicePixelRatio), so the picture is never blurrier than the screen, and
 * never more than twice as detailed as it can show.
 */
export function chooseLevel(placement: ImagePlacement, zoom: number, devicePixelRatio: number, tileSize: number): number {
  const imagePixelsPerDevicePixel = placement.pixels.width / placement.realSizes.width / (zoom * devicePixelRatio);
  const level = Math.floor(Math.log2(imagePixelsPerDevicePixel) + LEVEL_EPSILON);
  return Math.max(0, Math.min(coarsestLevel(placement.pixels, tileSize), level));
}

/** Inclusive ranges of tile columns and rows. */
export interface TileRange {
  readonly level: number;
  readonly columns: readonly [number, number];
  readonly rows: readonly [number, number];
}

/** The tiles of `level` that meet the screen (0,0)–(stage), or null when the image is off screen. */
export function visibleTileRange(placement: ImagePlacement, viewport: Viewport, level: number, tileSize: number): TileRange | null {
  const { zoom, offset, stage } = viewport;
  const { pixels, position, realSizes } = placement;
  // Screen → canvas → image pixels → level pixels → tiles.
  const size = levelSize(pixels, level);
  const toLevelX = (screenX: number): number => (((screenX - offset.x) / zoom - position.x) * size.width) / realSizes.width;
  const toLevelY = (screenY: number): number => (((screenY - offset.y) / zoom - position.y) * size.height) / realSizes.height;
  const { columns, rows } = tilesAcross(pixels, level, tileSize);
  const first = (value: number): number => Math.floor(value / tileSize);
  // The right and bottom screen edges are exclusive: a tile that only touches them is not seen.
  const last = (value: number): number => Math.ceil(value / tileSize) - 1;
  const left = Math.max(0, first(toLevelX(0)));
  const top = Math.max(0, first(toLevelY(0)));
  const right = Math.min(columns - 1, last(toLevelX(stage.width)));
  const bottom = Math.min(rows - 1, last(toLevelY(stage.height)));
  if (left > right || top > bottom) return null;
  return { level, columns: [left, right], rows: [top, bottom] };
}

/** The tiles of a range, nearest the range's centre first, so the middle of the view comes first. */
export function tilesOf(range: TileRange): TileKey[] {
  const keys: TileKey[] = [];
  for (let row = range.rows[0]; row <= range.rows[1]; row++) {
    for (let column = range.columns[0]; column <= range.columns[1]; column++) keys.push({ level: range.level, column, row });
  }
  const cx = (range.columns[0] + range.columns[1]) / 2;
  const cy = (range.rows[0] + range.rows[1]) / 2;
  const distance = (key: TileKey): number => (key.column - cx) ** 2 + (key.row - cy) ** 2;
  return keys.sort((a, b) => distance(a) - distance(b));
}

/**
 * The tile's rectangle on screen, its edges rounded to whole pixels so neighbouring tiles share
 * an edge exactly and no seam of background shows between them.
 */
export function tileScreenRect(placement: ImagePlacement, viewport: Viewport, key: TileKey, tileSize: number): PixelRect {
  const { pixels, position, realSizes } = placement;
  const rect = tileImageRect(pixels, key, tileSize);
  const sx = realSizes.width / pixels.width;
  const sy = realSizes.height / pixels.height;
  const screenX = (imageX: number): number => Math.round((position.x + imageX * sx) * viewport.zoom + viewport.offset.x);
  const screenY = (imageY: number): number => Math.round((position.y + imageY * sy) * viewport.zoom + viewport.offset.y);
  const x = screenX(rect.x);
  const y = screenY(rect.y);
  return { x, y, width: screenX(rect.x + rect.width) - x, height: screenY(rect.y + rect.height) - y };
}

/** A tile's key as a string, for maps. */
export const tileId = (key: TileKey): string => `${key.level}/${key.column}/${key.row}`;

/** The largest tile side a GPU of this texture limit can take: a power of two, at most `preferred`. */
export function tileSizeFor(maxTextureSize: number, preferred: number): number {
  let size = preferred;
  while (size > maxTextureSize && size > 1) size /= 2;
  return size;
}
