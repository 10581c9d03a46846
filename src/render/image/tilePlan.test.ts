import { describe, expect, it } from 'vitest';
import type { TileKey } from '../../engine/kernels/tileGrid';
import { tileId } from './tileMath';
import { planTiles } from './tilePlan';

const key = (level: number, column: number, row: number): TileKey => ({ level, column, row });
const ready = (...keys: TileKey[]) => {
  const ids = new Set(keys.map(tileId));
  return (candidate: TileKey): boolean => ids.has(tileId(candidate));
};

describe('planTiles', () => {
  it('draws the wanted tiles alone once they are all ready', () => {
    const wanted = [key(0, 2, 2), key(0, 3, 2)];
    expect(planTiles(wanted, 3, ready(...wanted, key(3, 0, 0)))).toEqual({ draw: wanted, missing: [] });
  });

  it('fills the holes with the nearest ready coarser tiles, drawn underneath', () => {
    const wanted = [key(0, 2, 2), key(0, 3, 2), key(0, 4, 2)];
    // Tile (4, 2) is missing and so is its parent (2, 1) at level 1; level 2 has (1, 0).
    const plan = planTiles(wanted, 3, ready(key(0, 2, 2), key(0, 3, 2), key(2, 1, 0), key(3, 0, 0)));
    expect(plan.missing).toEqual([key(0, 4, 2)]);
    expect(plan.draw).toEqual([key(2, 1, 0), key(0, 2, 2), key(0, 3, 2)]);
  });

  it('falls back to the coarsest tile when nothing finer is ready', () => {
    const wanted = [key(1, 0, 0), key(1, 1, 0), key(1, 0, 1)];
    const plan = planTiles(wanted, 2, ready(key(2, 0, 0)));
    expect(plan.draw).toEqual([key(2, 0, 0)]);
    expect(plan.missing).toEqual(wanted);
  });

  it('leaves nothing to draw before even the coarsest tile has come', () => {
    expect(planTiles([key(0, 0, 0)], 2, ready()).draw).toEqual([]);
  });
});
