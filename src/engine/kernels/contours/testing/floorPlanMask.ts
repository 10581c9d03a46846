/**
 * A synthetic wand selection on a scanned floor plan, for the contour benchmark: a grid of rooms
 * whose floors are set, joined through doorways into one region; walls with ragged edges between
 * them and cupboards against them, all reaching the outside; furniture and specks as holes in the
 * floor; and small islands of set pixels in the margin.
 */
import { emptyMask, maskStride, type BitMask } from '../../kernelTypes';

export interface FloorPlanOptions {
  readonly width: number;
  readonly height: number;
  readonly columns: number;
  readonly rows: number;
  /** Largest sideways step of a wall edge from one pixel to the next along it (0 for straight). */
  readonly roughness: number;
}

function setSpan(mask: BitMask, y: number, from: number, to: number, value: boolean): void {
  const stride = maskStride(mask.width);
  const start = Math.max(0, from);
  const end = Math.min(mask.width - 1, to);
  for (let x = start; x <= end; x++) {
    const word = y * stride + (x >>> 5);
    if (value) mask.bits[word]! |= 1 << (x & 31);
    else mask.bits[word]! &= ~(1 << (x & 31));
  }
}

function fillRect(mask: BitMask, x0: number, y0: number, x1: number, y1: number, value: boolean): void {
  for (let y = Math.max(0, y0); y <= Math.min(mask.height - 1, y1); y++) setSpan(mask, y, x0, x1, value);
}

/** A random walk of `length` offsets within ±2·roughness, each step at most `roughness`. */
function raggedEdge(random: () => number, length: number, roughness: number): Int8Array {
  const edge = new Int8Array(length);
  let offset = 0;
  for (let i = 0; i < length; i++) {
    offset = Math.max(-2 * roughness, Math.min(2 * roughness, offset + Math.round((random() * 2 - 1) * roughness)));
    edge[i] = offset;
  }
  return edge;
}

export function floorPlanMask(random: () => number, options: FloorPlanOptions): BitMask {
  const { width, height, columns, rows, roughness } = options;
  const mask = emptyMask(width, height);
  const margin = 40;
  const wall = 14;
  const roomWidth = Math.floor((width - 2 * margin) / columns);
  const roomHeight = Math.floor((height - 2 * margin) / rows);
  // Small enough that no piece cuts a room in two.
  const furniture = Math.min(roomWidth, roomHeight) / 5;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const x0 = margin + column * roomWidth + wall;
      const y0 = margin + row * roomHeight + wall;
      const x1 = x0 + roomWidth - 2 * wall;
      const y1 = y0 + roomHeight - 2 * wall;
      const left = raggedEdge(random, y1 - y0 + 1, roughness);
      const right = raggedEdge(random, y1 - y0 + 1, roughness);
      const top = raggedEdge(random, x1 - x0 + 1, roughness);
      const bottom = raggedEdge(random, x1 - x0 + 1, roughness);
      for (let y = y0; y <= y1; y++) setSpan(mask, y, x0 + left[y - y0]!, x1 + right[y - y0]!, true);
      for (let x = x0; x <= x1; x++) {
        fillRect(mask, x, y0 - 3 * roughness, x, y0 + top[x - x0]! - 1, false);
        fillRect(mask, x, y1 + bottom[x - x0]! + 1, x, y1 + 3 * roughness, false);
      }
      // Cupboards against the left and right walls, which the border follows too.
      for (let cupboard = 0; cupboard < 4; cupboard++) {
        const depth = 20 + Math.floor(random() * 40);
        const length = 40 + Math.floor(random() * 100);
        const cy = y0 + 20 + Math.floor(random() * Math.max(1, y1 - y0 - 40 - length));
        if (cupboard % 2 === 0) fillRect(mask, x0 - 8, cy, x0 + depth, cy + length, false);
        else fillRect(mask, x1 - depth, cy, x1 + 8, cy + length, false);
      }
      // Furniture, away from the walls.
      for (let piece = 0; piece < 6; piece++) {
        const w = 10 + Math.floor(random() * furniture);
        const h = 10 + Math.floor(random() * furniture);
        const px = x0 + 30 + Math.floor(random() * Math.max(1, x1 - x0 - 60 - w));
        const py = y0 + 30 + Math.floor(random() * Math.max(1, y1 - y0 - 60 - h));
        fillRect(mask, px, py, px + w, py + h, false);
      }
      // Specks: dimension text and dirt, cleared from the floor.
      for (let speck = 0; speck < 40; speck++) {
        const sx = x0 + 10 + Math.floor(random() * (x1 - x0 - 20));
        const sy = y0 + 10 + Math.floor(random() * (y1 - y0 - 20));
        fillRect(mask, sx, sy, sx + Math.floor(random() * 4), sy + Math.floor(random() * 4), false);
      }
    }
  }
  // Doorways along each row of rooms, and one between rows at alternate ends, so every wall
  // still reaches the outside and the selection's border runs around every room. Drawn last and
  // deeper than any cupboard, so none blocks a door.
  const reach = 70;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const x1 = margin + (column + 1) * roomWidth - wall;
      const y1 = margin + (row + 1) * roomHeight - wall;
      const door = 60 + Math.floor(random() * 60);
      if (column + 1 < columns) {
        const dy = y1 - roomHeight + 2 * wall + Math.floor((roomHeight - 2 * wall - door) * (0.25 + 0.5 * random()));
        fillRect(mask, x1 - reach, dy, x1 + 2 * wall + reach, dy + door, true);
      }
      if (row + 1 < rows && column === (row % 2 === 0 ? columns - 1 : 0)) {
        const dx = x1 - roomWidth + 2 * wall + Math.floor((roomWidth - 2 * wall - door) * (0.25 + 0.5 * random()));
        fillRect(mask, dx, y1 - reach, dx + door, y1 + 2 * wall + reach, true);
      }
    }
  }
  // Islands: small blobs in the margin, outside the selection.
  for (let island = 0; island < 200; island++) {
    const ix = Math.floor(random() * (width - 8));
    const iy = Math.floor(random() * (margin - 8));
    fillRect(mask, ix, iy, ix + Math.floor(random() * 6), iy + Math.floor(random() * 6), true);
  }
  return mask;
}
