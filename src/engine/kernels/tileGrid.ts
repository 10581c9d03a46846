/**
 * The image pyramid the worker cuts tiles from and the renderer draws: level L is the image
 * downsampled by 2^L (each side rounded up), cut into square tiles of `tileSize` level pixels
 * from the top left, the last column and row smaller. The coarsest level is the first that fits
 * in one tile. Pure functions, shared by the worker (which rectangle to cut) and the renderer
 * (which tiles to ask for and where to draw them).
 */
import { KernelError } from './kernelTypes';

/** Tile side in level pixels, below every GPU's texture limit that WebGL 2 allows (2048). */
export const TILE_SIZE = 1024;

/** Tile sides a request may ask for: powers of two, so levels halve evenly. */
export const TILE_SIZE_RANGE = { min: 64, max: 4096 } as const;

export interface TileKey {
  readonly level: number;
  readonly column: number;
  readonly row: number;
}

export interface GridSize {
  readonly width: number;
  readonly height: number;
}

/** A rectangle of pixels: of a level, or of the full image. */
export interface PixelRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The size of level `level`: the image's sides divided by 2^level, rounded up. */
export const levelSize = (image: GridSize, level: number): GridSize => ({
  width: Math.ceil(image.width / 2 ** level),
  height: Math.ceil(image.height / 2 ** level),
});

/** The coarsest level: the first whose whole image fits in one tile. */
export function coarsestLevel(image: GridSize, tileSize: number): number {
  let level = 0;
  while (image.width > tileSize * 2 ** level || image.height > tileSize * 2 ** level) level++;
  return level;
}

/** Columns and rows of tiles at a level. */
export function tilesAcross(image: GridSize, level: number, tileSize: number): { columns: number; rows: number } {
  const size = levelSize(image, level);
  return { columns: Math.ceil(size.width / tileSize), rows: Math.ceil(size.height / tileSize) };
}

/** The tile's rectangle in level pixels; edge tiles stop at the level's edge. */
export function tileRect(image: GridSize, key: TileKey, tileSize: number): PixelRect {
  const size = levelSize(image, key.level);
  const x = key.column * tileSize;
  const y = key.row * tileSize;
  return { x, y, width: Math.min(tileSize, size.width - x), height: Math.min(tileSize, size.height - y) };
}

/**
 * The tile's rectangle in full-image pixels (fractional at coarse levels): level pixels scaled by
 * the level's exact ratio to the image, so a level's tiles cover the image edge to edge.
 */
export function tileImageRect(image: GridSize, key: TileKey, tileSize: number): PixelRect {
  const size = levelSize(image, key.level);
  const rect = tileRect(image, key, tileSize);
  const sx = image.width / size.width;
  const sy = image.height / size.height;
  return { x: rect.x * sx, y: rect.y * sy, width: rect.width * sx, height: rect.height * sy };
}

const isWhole = (value: number): boolean => Number.isInteger(value) && value >= 0;

/** A tile request must name a tile of the image with a power-of-two side in TILE_SIZE_RANGE. */
export function checkTileRequest(image: GridSize, key: TileKey, tileSize: number): void {
  const { min, max } = TILE_SIZE_RANGE;
  if (!Number.isInteger(tileSize) || tileSize < min || tileSize > max || (tileSize & (tileSize - 1)) !== 0) {
    throw new KernelError('bad-option', `a tile side must be a power of two from ${min} to ${max}, got ${tileSize}`);
  }
  const coarsest = coarsestLevel(image, tileSize);
  if (!isWhole(key.level) || key.level > coarsest) {
    throw new KernelError('bad-option', `a tile level must be a whole number from 0 to ${coarsest}, got ${key.level}`);
  }
  const { columns, rows } = tilesAcross(image, key.level, tileSize);
  if (!isWhole(key.column) || !isWhole(key.row) || key.column >= columns || key.row >= rows) {
    throw new KernelError('bad-option', `level ${key.level} has ${columns} × ${rows} tiles; there is no tile (${key.column}, ${key.row})`);
  }
}
