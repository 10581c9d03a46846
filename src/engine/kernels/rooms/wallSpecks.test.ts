import { describe, expect, it } from 'vitest';
import { seededRandom } from '../randomPolygon';
import { typescriptVector } from '../vector/typescriptVector';
import type { DarkPixels } from '../kernelTypes';
import { detectRooms } from './detectRooms';
import { referenceDetectRooms } from './testing/referenceRooms';
import { withoutSpecks } from './testing/withoutSpecks';

/** The same step the obvious way: flood fill each 8-connected piece, keep it if its box reaches `minExtent` either way. */
function referenceWithoutSpecks({ width, height, dark }: DarkPixels, minExtent: number): Uint8Array {
  const kept = new Uint8Array(dark.length);
  const seen = new Uint8Array(dark.length);
  for (let start = 0; start < dark.length; start++) {
    if (dark[start] === 0 || seen[start] === 1) continue;
    const piece = [start];
    seen[start] = 1;
    let [minX, maxX, minY, maxY] = [width, -1, height, -1];
    for (let head = 0; head < piece.length; head++) {
      const i = piece[head]!;
      const x = i % width;
      const y = (i - x) / width;
      [minX, maxX, minY, maxY] = [Math.min(minX, x), Math.max(maxX, x), Math.min(minY, y), Math.max(maxY, y)];
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          if (dark[j] === 1 && seen[j] === 0) {
            seen[j] = 1;
            piece.push(j);
          }
        }
      }
    }
    if (maxX - minX + 1 >= minExtent || maxY - minY + 1 >= minExtent) for (const i of piece) kept[i] = 1;
  }
  return kept;
}

/** Random lines and specks, some touching only at a corner. */
function scribble(width: number, height: number, seed: number): DarkPixels {
  const random = seededRandom(seed);
  const dark = new Uint8Array(width * height);
  for (let k = 0; k < 300; k++) {
    const [x0, y0] = [Math.floor(random() * width), Math.floor(random() * height)];
    const [w, h] = random() < 0.1 ? [1 + Math.floor(random() * 60), 1 + Math.floor(random() * 3)] : [1 + Math.floor(random() * 6), 1 + Math.floor(random() * 6)];
    for (let y = y0; y < Math.min(height, y0 + h); y++) dark.fill(1, y * width + x0, y * width + Math.min(width, x0 + w));
    // A diagonal step: pieces that touch only corner to corner are one piece.
    if (random() < 0.2 && x0 + w < width && y0 + h < height) dark[(y0 + h) * width + x0 + w] = 1;
  }
  return { width, height, dark };
}

describe('dark pieces smaller than a door are not walls', () => {
  it('keeps exactly the 8-connected pieces that reach the extent one way or the other, as a flood fill finds them', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const walls = scribble(150 + 13 * seed, 90 + 7 * seed, seed);
      for (const extent of [2, 5, 12, 40]) expect(Array.from(withoutSpecks(walls, extent).dark)).toEqual(Array.from(referenceWithoutSpecks(walls, extent)));
    }
  });

  it('a row of letters across a room no longer cuts it in two', () => {
    // A walled room 400 × 100, a column of 5 × 7 px letters 3 px apart down its middle, from 4 px
    // off one wall to 13 px off the other: nearer to each other and the walls than the 40 px door.
    const [width, height] = [420, 120];
    const dark = new Uint8Array(width * height);
    const box = (x0: number, y0: number, x1: number, y1: number): void => {
      for (let y = y0; y < y1; y++) dark.fill(1, y * width + x0, y * width + x1);
    };
    box(0, 0, width, 10);
    box(0, height - 10, width, height);
    box(0, 0, 10, height);
    box(width - 10, 0, width, height);
    for (let y = 14; y < height - 24; y += 10) box(208, y, 213, y + 7);
    const walls = { width, height, dark };
    const options = { gapPx: 40, minAreaPx: 1000 };
    const rooms = detectRooms(walls, options, typescriptVector.simplify);
    expect(rooms).toHaveLength(1);
    expect(rooms[0]!.areaPx).toBe(400 * 100);
    // Read as walls, as the first implementation reads every dark pixel, the letters cut it in two.
    expect(referenceDetectRooms(walls, options, typescriptVector.simplify)).toHaveLength(2);
  });
});
