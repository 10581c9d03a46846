import { describe, expect, it } from 'vitest';
import { KernelError } from './kernelTypes';
import { checkTileRequest, coarsestLevel, levelSize, tileImageRect, tileRect, tilesAcross, TILE_SIZE } from './tileGrid';

const PLAN = { width: 20_000, height: 14_000 };

describe('the tile pyramid', () => {
  it('halves each level, rounding up, down to one tile', () => {
    expect(levelSize(PLAN, 0)).toEqual(PLAN);
    expect(levelSize(PLAN, 3)).toEqual({ width: 2500, height: 1750 });
    expect(levelSize({ width: 5, height: 3 }, 1)).toEqual({ width: 3, height: 2 });
    expect(coarsestLevel(PLAN, TILE_SIZE)).toBe(5);
    expect(levelSize(PLAN, 5)).toEqual({ width: 625, height: 438 });
    expect(coarsestLevel({ width: 1024, height: 1024 }, 1024)).toBe(0);
    expect(coarsestLevel({ width: 1025, height: 10 }, 1024)).toBe(1);
  });

  it('cuts a level into whole tiles with smaller ones along the right and bottom edges', () => {
    expect(tilesAcross(PLAN, 0, 1024)).toEqual({ columns: 20, rows: 14 });
    expect(tileRect(PLAN, { level: 0, column: 19, row: 13 }, 1024)).toEqual({ x: 19_456, y: 13_312, width: 544, height: 688 });
    expect(tileRect(PLAN, { level: 2, column: 4, row: 3 }, 1024)).toEqual({ x: 4096, y: 3072, width: 904, height: 428 });
  });

  it('places every tile of a level edge to edge over the whole image', () => {
    const image = { width: 5401, height: 2699 };
    for (let level = 0; level <= coarsestLevel(image, 256); level++) {
      const { columns, rows } = tilesAcross(image, level, 256);
      let right = 0;
      for (let column = 0; column < columns; column++) {
        const rect = tileImageRect(image, { level, column, row: rows - 1 }, 256);
        expect(rect.x).toBeCloseTo(right, 9);
        right = rect.x + rect.width;
        expect(rect.y + rect.height).toBeCloseTo(image.height, 9);
      }
      expect(right).toBeCloseTo(image.width, 9);
    }
  });

  it('refuses tiles outside the pyramid and sides that are not powers of two in range', () => {
    const refuses = (run: () => void): void => expect(run).toThrow(KernelError);
    expect(() => checkTileRequest(PLAN, { level: 5, column: 0, row: 0 }, 1024)).not.toThrow();
    refuses(() => checkTileRequest(PLAN, { level: 6, column: 0, row: 0 }, 1024));
    refuses(() => checkTileRequest(PLAN, { level: 0, column: 20, row: 0 }, 1024));
    refuses(() => checkTileRequest(PLAN, { level: 0, column: 0, row: 14 }, 1024));
    refuses(() => checkTileRequest(PLAN, { level: -1, column: 0, row: 0 }, 1024));
    refuses(() => checkTileRequest(PLAN, { level: 0, column: Number.NaN, row: 0 }, 1024));
    refuses(() => checkTileRequest(PLAN, { level: 0, column: 0, row: 0 }, 1000));
    refuses(() => checkTileRequest(PLAN, { level: 0, column: 0, row: 0 }, 8192));
    refuses(() => checkTileRequest(PLAN, { level: 0, column: 0, row: 0 }, 32));
  });
});
