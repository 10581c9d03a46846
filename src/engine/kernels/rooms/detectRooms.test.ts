import { describe, expect, it } from 'vitest';
import { polygonArea } from '../../geometry/polygon';
import { typescriptVector } from '../vector/typescriptVector';
import { loadWasmKernels, typescriptKernels } from '../loadKernels';
import type { RgbaImage } from '../kernelTypes';
import { detectRoomCandidates, detectRooms, WALL_THRESHOLD, type RoomOptions } from './detectRooms';
import { syntheticPlan } from './testing/syntheticPlan';

const asPoints = (coords: Float64Array) => Array.from({ length: coords.length / 2 }, (_, i) => ({ x: coords[2 * i]!, y: coords[2 * i + 1]! }));

/** The point is inside the closed polygon (even-odd). */
function inside(polygon: Float64Array, x: number, y: number): boolean {
  let result = false;
  for (let i = 0, j = polygon.length - 2; i < polygon.length; j = i, i += 2) {
    const [xi, yi, xj, yj] = [polygon[i]!, polygon[i + 1]!, polygon[j]!, polygon[j + 1]!];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

describe('detecting rooms on a plan', () => {
  const plan = syntheticPlan({ width: 1100, height: 620, columns: 3, rows: 2, wall: 6, door: 30 });
  const options: RoomOptions = { gapPx: 40, minAreaPx: 3000 };
  /** The image's walls as the kernels read them. */
  const walls = (image: RgbaImage) => {
    const kernels = typescriptKernels();
    kernels.raster.setImage(image);
    return kernels.raster.darkPixels(WALL_THRESHOLD);
  };
  const planWalls = walls(plan.image);

  it('finds every room once, each within 1 % of its area between the walls, furniture and labels included', () => {
    const rooms = detectRooms(planWalls, options, typescriptVector.simplify);
    expect(rooms).toHaveLength(plan.rooms.length);
    for (const truth of plan.rooms) {
      const [x0, y0, x1, y1] = truth.interior;
      const centre = { x: (x0 + x1) / 2 + 0.5, y: (y0 + y1) / 2 + 0.5 };
      const found = rooms.filter((room) => inside(room.polygon, centre.x, centre.y));
      expect(found).toHaveLength(1);
      const [room] = found;
      // The doors' openings are shared with the next room: a few hundred pixels of 60,000.
      expect(Math.abs(room!.areaPx - truth.areaPx) / truth.areaPx).toBeLessThan(0.01);
      expect(Math.abs(polygonArea(asPoints(room!.polygon)) - room!.areaPx) / room!.areaPx).toBeLessThanOrEqual(0.003);
    }
  });

  it('closes each doorway along the walls\' faces: each room\'s area is its interior\'s exactly, and its outline never steps into a doorway', () => {
    // Before, each room took half of every doorway: its outline stepped into the wall by half its
    // thickness (3 px here) on both sides of the door, short edges whose labels littered the room.
    const rooms = detectRooms(planWalls, options, typescriptVector.simplify);
    for (const truth of plan.rooms) {
      const [x0, y0, x1, y1] = truth.interior;
      const room = rooms.find((found) => inside(found.polygon, (x0 + x1) / 2, (y0 + y1) / 2))!;
      expect(room.areaPx).toBe(truth.areaPx);
      const corners = asPoints(room.polygon);
      corners.forEach((corner, i) => {
        const next = corners[(i + 1) % corners.length]!;
        // Walls' faces (and the cupboard's, which notch one room), never a door's 3 px step.
        expect(Math.hypot(next.x - corner.x, next.y - corner.y)).toBeGreaterThan(plan.doorPx);
      });
    }
  });

  it('drops the spaces that dimension lines enclose outside the outer wall, and keeps every room', () => {
    // The plan on a sheet 150 px wider each way, dimensioned as a CAD plan is: a 1 px line 100 px
    // off each side of the outer wall, and 1 px extension lines out to it from each wall, which
    // enclose spaces between the plan and the lines as large as rooms.
    const pad = 150;
    const { width, height, data } = plan.image;
    const sheet = { width: width + 2 * pad, height: height + 2 * pad, data: new Uint8ClampedArray((width + 2 * pad) * (height + 2 * pad) * 4).fill(255) };
    for (let y = 0; y < height; y++) sheet.data.set(data.subarray(y * width * 4, (y + 1) * width * 4), ((y + pad) * sheet.width + pad) * 4);
    const line = (x0: number, y0: number, x1: number, y1: number): void => {
      for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) sheet.data.fill(0, (y * sheet.width + x) * 4, (y * sheet.width + x) * 4 + 3);
    };
    const xs = [...new Set(plan.rooms.flatMap(({ interior }) => [interior[0] - 6, interior[2]]))].map((x) => x + pad);
    const ys = [...new Set(plan.rooms.flatMap(({ interior }) => [interior[1] - 6, interior[3]]))].map((y) => y + pad);
    const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs) + 6, Math.min(...ys), Math.max(...ys) + 6];
    const off = 100;
    line(left - off - 10, top - off, right + off + 10, top - off);
    line(left - off - 10, bottom + off, right + off + 10, bottom + off);
    line(left - off, top - off - 10, left - off, bottom + off + 10);
    line(right + off, top - off - 10, right + off, bottom + off + 10);
    for (const x of xs) {
      line(x, top - off - 5, x, top - 1);
      line(x, bottom + 1, x, bottom + off + 5);
    }
    for (const y of ys) {
      line(left - off - 5, y, left - 1, y);
      line(right + 1, y, right + off + 5, y);
    }
    const sheetWalls = walls(sheet);
    const candidates = detectRoomCandidates(sheetWalls, options, typescriptVector.simplify);
    expect(candidates.length).toBeGreaterThanOrEqual(plan.rooms.length + 8);
    const rooms = detectRooms(sheetWalls, options, typescriptVector.simplify);
    expect(rooms).toHaveLength(plan.rooms.length);
    for (const truth of plan.rooms) {
      const [x0, y0, x1, y1] = truth.interior;
      const room = rooms.find((found) => inside(found.polygon, (x0 + x1) / 2 + pad, (y0 + y1) / 2 + pad))!;
      expect(room.areaPx).toBe(truth.areaPx);
    }
  });

  it('a rectangle drawn in 1 px lines on a room’s floor against its wall (the DXF house’s garage) is part of the room, not a room', () => {
    const { width, height, data } = plan.image;
    const marked = { width, height, data: Uint8ClampedArray.from(data) };
    const [x0, , x1, y1] = plan.rooms[0]!.interior;
    const line = (xa: number, ya: number, xb: number, yb: number): void => {
      for (let y = ya; y <= yb; y++) for (let x = xa; x <= xb; x++) marked.data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    };
    // 160 × 80 px, its bottom on the wall's face: a region with cores of its own, its border thin lines to the room.
    const [left, right, top] = [x0 + Math.floor((x1 - x0) / 3), x0 + Math.floor((x1 - x0) / 3) + 160, y1 - 80];
    line(left, top, right, top);
    line(left, top, left, y1 - 1);
    line(right, top, right, y1 - 1);
    const markedWalls = walls(marked);
    expect(detectRoomCandidates(markedWalls, options, typescriptVector.simplify)).toHaveLength(plan.rooms.length + 1);
    const rooms = detectRooms(markedWalls, options, typescriptVector.simplify);
    expect(rooms).toHaveLength(plan.rooms.length);
    const room = rooms.find((found) => inside(found.polygon, left + 10, top + 10))!;
    expect(inside(room.polygon, left - 10, top - 10)).toBe(true);
    // Only the rectangle's bottom line, on the wall, is left out: 161 px of about 60,000.
    expect(Math.abs(room.areaPx - plan.rooms[0]!.areaPx)).toBeLessThanOrEqual(161);
  });

  it('keeps every room of a plan drawn in 1 px lines, where every wall is as thin as a dimension line', () => {
    const thin = syntheticPlan({ width: 1100, height: 620, columns: 3, rows: 2, wall: 1, door: 30 });
    const rooms = detectRooms(walls(thin.image), options, typescriptVector.simplify);
    expect(rooms).toHaveLength(thin.rooms.length);
    expect(rooms).toEqual(detectRoomCandidates(walls(thin.image), options, typescriptVector.simplify));
  });

  it('keeps the room with the entrance when the margin round the plan is narrower than half a door', () => {
    // A CAD drawing is rendered with a 20 px margin: the outside has no core of its own, and it
    // must not be taken by the room whose entrance opens onto it (which would then touch the edge).
    // The plan cropped to 10 px round its outer wall (its margin is 37 px), with 20 px still
    // between a core and a wall.
    const crop = 27;
    const { width, height, data } = plan.image;
    const cropped = { width: width - 2 * crop, height: height - 2 * crop, data: new Uint8ClampedArray((width - 2 * crop) * (height - 2 * crop) * 4) };
    for (let y = 0; y < cropped.height; y++) {
      cropped.data.set(data.subarray(((y + crop) * width + crop) * 4, ((y + crop) * width + crop + cropped.width) * 4), y * cropped.width * 4);
    }
    const rooms = detectRooms(walls(cropped), options, typescriptVector.simplify);
    expect(rooms).toHaveLength(plan.rooms.length);
    for (const truth of plan.rooms) {
      const [x0, y0, x1, y1] = truth.interior.map((v) => v - crop) as [number, number, number, number];
      const found = rooms.filter((room) => inside(room.polygon, (x0 + x1) / 2 + 0.5, (y0 + y1) / 2 + 0.5));
      expect(found).toHaveLength(1);
      expect(Math.abs(found[0]!.areaPx - truth.areaPx) / truth.areaPx).toBeLessThan(0.01);
    }
  });

  it('doors wider than the gap join rooms; the outside and the small cupboard are never rooms', () => {
    const joined = detectRooms(planWalls, { ...options, gapPx: 10 }, typescriptVector.simplify);
    // Every door is 30 px: with gaps of 10 closed, all rooms and the outside are one region.
    expect(joined).toHaveLength(0);
    const withCupboard = detectRooms(planWalls, { ...options, minAreaPx: 1000 }, typescriptVector.simplify);
    expect(withCupboard).toHaveLength(plan.rooms.length + 1);
    expect(withCupboard.at(-1)!.areaPx).toBe(plan.cupboardPx);
  });

  it('the browser test’s plan: its 6 rooms at a door width of 50 px, each within 1 %', () => {
    const small = syntheticPlan({ width: 900, height: 600, columns: 3, rows: 2, wall: 6, door: 30 });
    const rooms = detectRooms(walls(small.image), { gapPx: 50, minAreaPx: 1250 }, typescriptVector.simplify);
    expect(rooms).toHaveLength(6);
    const found = rooms.map((room) => room.areaPx).sort((a, b) => a - b);
    const truth = small.rooms.map((room) => room.areaPx).sort((a, b) => a - b);
    found.forEach((area, i) => expect(Math.abs(area - truth[i]!) / truth[i]!).toBeLessThan(0.01));
  });

  it('the WASM kernels find the same walls as the TypeScript ones', async () => {
    const wasm = await loadWasmKernels();
    wasm.raster.setImage(plan.image);
    const dark = wasm.raster.darkPixels(WALL_THRESHOLD);
    expect(dark.width).toBe(planWalls.width);
    expect(Buffer.from(dark.dark).equals(Buffer.from(planWalls.dark))).toBe(true);
    expect(planWalls.dark.reduce((sum, value) => sum + value, 0)).toBeGreaterThan(10_000);
  });

  it('an empty or blank image has no rooms', () => {
    expect(detectRooms({ width: 0, height: 0, dark: new Uint8Array(0) }, options, typescriptVector.simplify)).toEqual([]);
    const blank = { width: 50, height: 40, data: new Uint8ClampedArray(50 * 40 * 4).fill(255) };
    expect(detectRooms(walls(blank), options, typescriptVector.simplify)).toEqual([]);
  });
});
