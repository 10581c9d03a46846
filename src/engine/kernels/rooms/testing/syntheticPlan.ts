/**
 * Synthetic plans with rooms of known area for the room-detection tests and benchmark: dark
 * walls of a given thickness on white paper, a grid of rooms inside an outer wall, a door in
 * every inner wall and one in the outer wall, furniture and label specks standing in rooms, and
 * an enclosed cupboard too small to count. Each room's interior (between the walls' faces) is
 * known exactly.
 */
import type { RgbaImage } from '../../kernelTypes';

export interface PlanRoom {
  /** The interior between the walls' faces, [x0, y0, x1, y1) in pixels. */
  readonly interior: readonly [number, number, number, number];
  readonly areaPx: number;
}

export interface SyntheticPlan {
  readonly image: RgbaImage & { readonly data: Uint8ClampedArray };
  readonly rooms: readonly PlanRoom[];
  /** The width of every door, in pixels. */
  readonly doorPx: number;
  /** The cupboard's area, below any sensible minimum room. */
  readonly cupboardPx: number;
}

export interface PlanOptions {
  readonly width: number;
  readonly height: number;
  readonly columns: number;
  readonly rows: number;
  readonly wall: number;
  readonly door: number;
}

export function syntheticPlan({ width, height, columns, rows, wall, door }: PlanOptions): SyntheticPlan {
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  const paint = (x0: number, y0: number, x1: number, y1: number, grey: number): void => {
    for (let y = Math.max(0, y0); y < Math.min(height, y1); y++) {
      for (let x = Math.max(0, x0); x < Math.min(width, x1); x++) {
        const p = (y * width + x) * 4;
        data[p] = data[p + 1] = data[p + 2] = grey;
      }
    }
  };
  const margin = Math.round(Math.min(width, height) * 0.05) + wall;
  const left = margin;
  const top = margin;
  const right = width - margin;
  const bottom = height - margin;
  // Wall lines: x (or y) of each wall's near face; walls are `wall` thick.
  const xs = Array.from({ length: columns + 1 }, (_, i) => Math.round(left + ((right - left - wall) * i) / columns));
  const ys = Array.from({ length: rows + 1 }, (_, j) => Math.round(top + ((bottom - top - wall) * j) / rows));
  for (const x of xs) paint(x, top, x + wall, bottom, 20);
  for (const y of ys) paint(left, y, right, y + wall, 20);
  // Doors: in each inner wall segment, a gap in its middle; one in the outer wall's bottom.
  for (let i = 1; i < columns; i++) {
    for (let j = 0; j < rows; j++) {
      const mid = Math.round((ys[j]! + wall + ys[j + 1]!) / 2);
      paint(xs[i]!, mid - door / 2, xs[i]! + wall, mid + door / 2, 255);
    }
  }
  for (let j = 1; j < rows; j++) {
    for (let i = 0; i < columns; i++) {
      const mid = Math.round((xs[i]! + wall + xs[i + 1]!) / 2);
      paint(mid - door / 2, ys[j]!, mid + door / 2, ys[j]! + wall, 255);
    }
  }
  const entrance = Math.round((xs[0]! + wall + xs[1]!) / 2);
  paint(entrance - door / 2, ys[rows]!, entrance + door / 2, ys[rows]! + wall, 255);
  const rooms: PlanRoom[] = [];
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < columns; i++) {
      const interior = [xs[i]! + wall, ys[j]! + wall, xs[i + 1]!, ys[j + 1]!] as const;
      const [x0, y0, x1, y1] = interior;
      rooms.push({ interior, areaPx: (x1 - x0) * (y1 - y0) });
      // A table in the room, a grey sofa and a label's specks: none of them touches a wall.
      const w = x1 - x0;
      const h = y1 - y0;
      paint(x0 + Math.round(w * 0.4), y0 + Math.round(h * 0.4), x0 + Math.round(w * 0.55), y0 + Math.round(h * 0.55), 40);
      paint(x0 + Math.round(w * 0.65), y0 + Math.round(h * 0.7), x0 + Math.round(w * 0.8), y0 + Math.round(h * 0.76), 90);
      for (let k = 0; k < 5; k++) paint(x0 + Math.round(w * 0.2) + 4 * k, y0 + Math.round(h * 0.8), x0 + Math.round(w * 0.2) + 4 * k + 2, y0 + Math.round(h * 0.8) + 5, 0);
    }
  }
  // A cupboard in the top-left room's corner, closed on all sides.
  const [cx0, cy0] = rooms[0]!.interior;
  const cupboard = 8 * wall;
  paint(cx0 + cupboard, cy0, cx0 + cupboard + wall, cy0 + cupboard + wall, 20);
  paint(cx0, cy0 + cupboard, cx0 + cupboard + wall, cy0 + cupboard + wall, 20);
  const first = rooms[0]!;
  rooms[0] = { ...first, areaPx: first.areaPx - (cupboard + wall) ** 2 };
  return { image: { width, height, data }, rooms, doorPx: door, cupboardPx: cupboard * cupboard };
}
