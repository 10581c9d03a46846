/**
 * What to draw while tiles arrive: the view's tiles that are ready, and under the missing ones
 * the nearest coarser tiles that are ready, down to the coarsest level (one tile, always kept),
 * so a pan or zoom never shows a hole. Pure.
 */
import type { TileKey } from '../../engine/kernels/tileGrid';
import { tileId } from './tileMath';

export interface TilePlan {
  /** Ready tiles to draw, bottom first: coarser levels under finer ones. */
  readonly draw: TileKey[];
  /** Wanted tiles not ready, in the order given (the view's centre first). */
  readonly missing: TileKey[];
}

/**
 * Plans a view needing `wanted` (all of one level), given which tiles are ready. Every level's
 * tiles halve, so the tile of level l + 1 over tile (c, r) of level l is (c >> 1, r >> 1).
 */
export function planTiles(wanted: readonly TileKey[], coarsest: number, isReady: (key: TileKey) => boolean): TilePlan {
  const missing = wanted.filter((key) => !isReady(key));
  const layers: TileKey[][] = [wanted.filter(isReady)];
  let uncovered = missing;
  while (uncovered.length > 0 && uncovered[0]!.level < coarsest) {
    const parents = new Map<string, TileKey>();
    for (const key of uncovered) {
      const parent = { level: key.level + 1, column: key.column >> 1, row: key.row >> 1 };
      parents.set(tileId(parent), parent);
    }
    const next = [...parents.values()];
    layers.push(next.filter(isReady));
    uncovered = next.filter((key) => !isReady(key));
  }
  return { draw: layers.reverse().flat(), missing };
}
