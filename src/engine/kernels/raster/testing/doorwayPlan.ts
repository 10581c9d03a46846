/**
 * A plan of rooms in a row with doorways of chosen widths, for "Close gaps up to …": at
 * `metrePx` pixels a metre, rooms 4 × 3 m between their walls' faces, walls 0.12 m, a doorway in
 * each wall between two rooms (the first flush with the top wall, the next centred, the next flush
 * with the bottom, and so on), and in each room a table, a sofa 0.4 m from the bottom wall and a
 * label's specks, none nearer a wall or a doorway than the sofa. The outer wall is closed, or
 * has an entrance of `entranceM` under the first room, 1 m from its left wall, onto the 20 px of
 * paper round the plan.
 */
import type { Pixel, RgbaImage } from '../../kernelTypes';

/** [x0, y0, x1, y1): pixels x0 ≤ x < x1, y0 ≤ y < y1. */
export type PixelRect = readonly [number, number, number, number];

export interface PlanDoorway {
  readonly widthM: number;
  /** The opening through the wall: its width along the wall, the wall's thickness across it. */
  readonly passage: PixelRect;
  /** The rooms on its left and right. */
  readonly rooms: readonly [number, number];
}

export interface DoorwayPlan {
  readonly image: RgbaImage & { readonly data: Uint8ClampedArray };
  readonly metrePx: number;
  readonly wallPx: number;
  /** Each room's interior between its walls' faces, left to right. */
  readonly rooms: readonly PixelRect[];
  readonly doorways: readonly PlanDoorway[];
  /** A pixel of open floor in each room. */
  readonly seeds: readonly Pixel[];
  /** The pixels the furniture and specks cover in each room (they never overlap). */
  readonly furniturePx: number;
  /** The entrance's opening through the outer wall, when there is one. */
  readonly entrance: PixelRect | null;
}

const PAPER = 250;
const WALL = 30;

export function doorwayPlan(doorWidthsM: readonly number[], metrePx = 50, entranceM = 0): DoorwayPlan {
  const wall = Math.round(0.12 * metrePx);
  const roomWidth = 4 * metrePx;
  const roomHeight = 3 * metrePx;
  const margin = 20;
  const count = doorWidthsM.length + 1;
  const width = 2 * margin + (count + 1) * wall + count * roomWidth;
  const height = 2 * margin + 2 * wall + roomHeight;
  const data = new Uint8ClampedArray(width * height * 4).fill(PAPER);
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  const paint = ([x0, y0, x1, y1]: PixelRect, grey: number): void => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data.fill(grey, 4 * (y * width + x), 4 * (y * width + x) + 3);
  };
  const top = margin + wall;
  const bottom = top + roomHeight;
  const left = (room: number): number => margin + wall + room * (roomWidth + wall);
  paint([margin, margin, width - margin, height - margin], WALL);
  const rooms: PixelRect[] = [];
  for (let room = 0; room < count; room++) {
    const interior = [left(room), top, left(room) + roomWidth, bottom] as const;
    rooms.push(interior);
    paint(interior, PAPER);
  }
  const doorways = doorWidthsM.map((widthM, i): PlanDoorway => {
    const span = Math.round(widthM * metrePx);
    const from = [top, Math.round(top + (roomHeight - span) / 2), bottom - span][i % 3]!;
    const x = left(i) + roomWidth;
    const passage = [x, from, x + wall, from + span] as const;
    paint(passage, PAPER);
    return { widthM, passage, rooms: [i, i + 1] };
  });
  const entranceX = left(0) + metrePx;
  const entrance = entranceM > 0 ? ([entranceX, bottom, entranceX + Math.round(entranceM * metrePx), bottom + wall] as const) : null;
  if (entrance) paint(entrance, PAPER);
  const seeds: Pixel[] = [];
  let furniturePx = 0;
  for (const [x0, y0] of rooms) {
    const at = (dx: number, dy: number): [number, number] => [x0 + Math.round(dx * metrePx), y0 + Math.round(dy * metrePx)];
    const pieces: [PixelRect, number][] = [
      [[...at(1.6, 1.2), ...at(2.4, 1.8)], WALL],
      [[...at(1.2, 2.3), ...at(2.8, 2.6)], 90],
      ...Array.from({ length: 6 }, (_, k): [PixelRect, number] => [[...at(1 + k / 10, 0.7), ...at(1 + k / 10 + 0.05, 0.8)], 0]),
    ];
    furniturePx = 0;
    for (const [rect, grey] of pieces) {
      paint(rect, grey);
      furniturePx += (rect[2] - rect[0]) * (rect[3] - rect[1]);
    }
    const [sx, sy] = at(3, 1);
    seeds.push({ x: sx, y: sy });
  }
  return { image: { width, height, data }, metrePx, wallPx: wall, rooms, doorways, seeds, furniturePx, entrance };
}
