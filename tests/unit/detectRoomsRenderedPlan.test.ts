/**
 * Issue 37's rendered plan (../shared/fixtures/images/floorplan-background_with_floorplanner.png,
 * 897 × 704, a Floorplanner top-down render): where Detect rooms once found 1 room of about 7 (at
 * mid-grey its wood and tile floors were all wall), every room is found, once, near its area.
 *
 * The ground truth, counted and measured by hand on the image: 9 rooms (two bedrooms, the living
 * room, the balcony, the kitchen, the office, the hall, the bathroom and the WC). The plan states
 * no scale; its double bed (about 80 px across its 1.6 m) makes it about 50 px a metre, the scale
 * a person would set, and the door width follows from it. Each area is the floor between the inner
 * faces of the black wall bands, read off the rows and columns through the room (the outer walls
 * and the walls off the image's middle lean with the render's perspective: their faces were read
 * at the room's top and bottom rows and taken as straight between), less the fixed dark units
 * standing against the walls (the bedroom's shelves, the kitchen's and the office's tall
 * cabinets, the bedroom's bench, the hall's cupboard), which a flooring takeoff does not count;
 * free-standing furniture is floor. Reading the faces to a pixel makes each area good to about
 * 1 %.
 */
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { detectRooms, type DetectedRoom } from '../../src/engine/kernels/rooms/detectRooms';
import { planWalls } from '../../src/engine/kernels/rooms/wallThreshold';
import { loadWasmKernels } from '../../src/engine/kernels/loadKernels';
import { ROOM_DOOR_WIDTH_M, ROOM_MIN_AREA_M2 } from '../../src/app/rooms/roomSizes';
import { pointInPolygon } from '../../src/engine/geometry/polygon';

const PLAN = '../shared/fixtures/images/floorplan-background_with_floorplanner.png';
const METRE_PX = 50;

/** Each room: a point on its floor and its area in square image pixels, measured as above. */
const ROOMS: Record<string, { seed: [number, number]; areaPx: number; how: string }> = {
  'bedroom (top left)': { seed: [170, 250], areaPx: 33_900, how: 'rows 114–306 between the leaning outer wall and the wall at x 259, 34,848, less the black shelves (x 248–258, 93 rows, about 950)' },
  'living room': { seed: [450, 250], areaPx: 71_470, how: 'rows 114–306 between the walls at x 266 and 639, both leaning (faces 269.2 → 264.7 and 637.3 → 641.1)' },
  balcony: { seed: [730, 300], areaPx: 90_930, how: 'rows 114–618 between the wall at x 646 (644.3 → 654.4) and the outer wall (819.5 → 840.6), 91,073, less its two wall stubs (140)' },
  kitchen: { seed: [180, 440], areaPx: 28_490, how: 'rows 313–489 between the outer wall (74.2 → 66.8) and the wall at x 257.5 → 253.4, 32,551, less the tall cabinet x 199–257, rows 313–383 (4,060)' },
  office: { seed: [500, 400], areaPx: 37_540, how: 'rows 313–447 between x 319 and the wall at 640.8 → 644.2, 43,349, less the tall cabinet x 319–385, rows 313–401 (5,808)' },
  'bedroom (bottom)': { seed: [520, 520], areaPx: 37_230, how: 'rows 454–618 between x 411 and the wall at 644 → 647.2, 38,463, less the bench x 493–566, rows 608–618 (730) and the corner unit x 405–445 below row 603 (about 500)' },
  hall: {
    seed: [285, 470],
    areaPx: 22_830,
    how: 'rows 313–496 right of the leaning wall (264.5 → 260.2), to the office cabinet at x 316 down to row 401 and the wall at 312 below (9,441), rows 496–618 between x 228 and 311 (10,126), the arm x 318–403 rows 454–501 (3,995), less the cupboard x 228–260 rows 496–519 (736)',
  },
  bathroom: { seed: [130, 560], areaPx: 18_760, how: 'rows 497–618 between the outer wall (66.5 → 61.4) and x 219' },
  WC: { seed: [360, 570], areaPx: 9_480, how: 'from row 508 to the bottom wall (its face at 621 by x 320, 618 by x 400) between x 318 and 403, its walls drawn to row 598 and taken straight on' },
};

/** Whether the point lies in the room's outline (x,y pairs). */
const inside = (polygon: Float64Array, [x, y]: [number, number]): boolean =>
  pointInPolygon({ x, y }, Array.from({ length: polygon.length / 2 }, (_, i) => ({ x: polygon[2 * i]!, y: polygon[2 * i + 1]! })));

describe('Detect rooms on the rendered plan (issue 37)', () => {
  let rooms: DetectedRoom[];

  beforeAll(async () => {
    const png = PNG.sync.read(readFileSync(PLAN));
    const kernels = await loadWasmKernels();
    kernels.raster.setImage({ width: png.width, height: png.height, data: new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length) });
    const options = { gapPx: ROOM_DOOR_WIDTH_M * METRE_PX, minAreaPx: ROOM_MIN_AREA_M2 * METRE_PX ** 2 };
    rooms = detectRooms(planWalls(kernels.raster), options, kernels.vector.simplify);
  });

  it('finds each of its 9 rooms as one region, and no region that is not a room', () => {
    for (const [name, { seed }] of Object.entries(ROOMS)) expect(rooms.filter((room) => inside(room.polygon, seed)), name).toHaveLength(1);
    expect(rooms).toHaveLength(Object.keys(ROOMS).length);
  });

  it('reads each room within 2 % of its area measured by hand', () => {
    for (const [name, { seed, areaPx }] of Object.entries(ROOMS)) {
      const room = rooms.find((found) => inside(found.polygon, seed))!;
      expect(Math.abs(room.areaPx - areaPx) / areaPx, `${name}: ${room.areaPx} px² against ${areaPx}`).toBeLessThan(0.02);
    }
  });
});
