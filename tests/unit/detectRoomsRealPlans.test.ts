/**
 * Issue 37, Done when, bullet 1, on the two real plans besides the rendered one
 * (detectRoomsRenderedPlan.test.ts): Detect rooms finds at least 90 % of the rooms, each within
 * 2 % of its area, and at most one region that is not a room per plan.
 *
 * - ../shared/fixtures/dxf/floorplan.dxf, rendered as an upload is (the CAD reader's SVG,
 *   sanitised, drawn by resvg at its own size: 2041 × 1638 px). The file declares millimetres but
 *   is drawn in inches (its 58'-0" wall spans 696 units), so the scale is inches, as in
 *   wandCloseGapsDxfHouse.test.ts: 1.754 px an inch, 69.06 px a metre.
 * - ../shared/fixtures/svg/ha-floorplan-home.svg, converted as an upload is (sanitised, fitted to
 *   2000 px: 2000 × 1804). It states no scale; its doors' arcs (the porch door's leaf and swing)
 *   span 80 px, an 820 mm door, the usual interior door where the plan comes from (an
 *   Australian house: WC, robe, ensuite): 97.6 px a metre, the scale a person would set.
 *
 * The ground truth was counted by hand on the drawings: every space inside the outer wall that a
 * person names (the rooms the DXF labels; on the SVG, what its walls, doors and fittings show),
 * at least the smallest room Detect rooms is asked for (ROOM_MIN_AREA_M2). Spaces outside the
 * outer wall (the DXF's covered porch and covered deck, the SVG's porch) are not rooms; the
 * DXF's closet beside the entry, 2'8" × 2' on its label (0.495 m²), is below the smallest
 * room. Where an area was measured, it is the floor
 * between the walls' inner lines, read off the rendered image along rows and columns through the
 * room clear of its fittings (the first dark pixel each way), less fixed units drawn against a
 * wall; a door's swing and anything drawn on the floor in thin lines are floor. The DXF's lines
 * are a pixel wide and straight, so these areas are good to about 0.5 %. The rooms marked
 * `areaPx: null` are counted, with a point on their floor, but their floors are not rectangles
 * clear of fittings and were not measured to better than the 2 % the issue asks.
 */
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { detectRooms, type DetectedRoom } from '../../src/engine/kernels/rooms/detectRooms';
import { planWalls } from '../../src/engine/kernels/rooms/wallThreshold';
import { loadWasmKernels } from '../../src/engine/kernels/loadKernels';
import type { KernelSet } from '../../src/engine/kernels/kernelTypes';
import { ROOM_DOOR_WIDTH_M, ROOM_MIN_AREA_M2 } from '../../src/app/rooms/roomSizes';
import { pointInPolygon } from '../../src/engine/geometry/polygon';
import { decodeDxfText, dxfToSvg } from '../../src/server/cad/index';
import { rasterizeSvg } from '../../src/server/uploads/rasterizeSvg';
import { sanitizeSvg } from '../../src/server/uploads/sanitizeSvg';

interface Room {
  /** A point on its floor, in image pixels. */
  readonly seed: [number, number];
  /** Its floor in square image pixels, or null where not measured to better than 2 %. */
  readonly areaPx: number | null;
  readonly how: string;
}

/** The DXF house: 16 rooms inside its outer wall. */
const HOUSE_ROOMS: Record<string, Room> = {
  'master bedroom': { seed: [349, 384], areaPx: 78_108, how: 'x 173–448 (276) by y 160–442 (283)' },
  'master bath': { seed: [528, 229], areaPx: 10_804, how: 'x 457–602 (146) by y 192–265 (74), below its vanity counter (y 160–191)' },
  'master walk-in closet': { seed: [520, 300], areaPx: 18_104, how: 'x 457–602 (146) by y 274–397 (124); its label reads 7\' x 5\'11" (147 × 125 px)' },
  'walk-in closet off the hall': { seed: [242, 470], areaPx: 8_763, how: 'x 183–309 (127) by y 451–519 (69), its rod line floor' },
  'bedroom 2': { seed: [341, 640], areaPx: 60_333, how: 'x 173–445 (273) by y 528–748 (221)' },
  'bedroom 3': { seed: [580, 640], areaPx: 62_501, how: 'x 454–694 (241) by y 528–748 (221), 53,261, and its bay x 464–683 (220) by y 749–790 (42), 9,240' },
  garage: { seed: [1093, 895], areaPx: 176_960, how: 'x 927–1350 (424) by y 686–1105 (420), 178,080, less the water heater\'s raised platform x 1319–1350 by y 686–720 (1,120); the rectangle drawn on its floor is floor' },
  'great room and dining room': { seed: [1003, 384], areaPx: null, how: 'one space (no wall between them), round the fireplace\'s corner and the kitchen\'s counter' },
  kitchen: { seed: [1229, 568], areaPx: null, how: 'right of the pantry and utility room, below the 13\'-8" dimension line, its counters an L' },
  entry: { seed: [840, 560], areaPx: null, how: 'x 763–908 by y 490–656, open to the hall and the great room' },
  hall: { seed: [669, 501], areaPx: null, how: 'y 451–519 (69 px, its label\'s 3\'4"), from the walk-in closet\'s doors to the entry' },
  'toilet room': { seed: [660, 234], areaPx: null, how: 'x 611–715 (105) by y 160–265, its tub at the top' },
  bath: { seed: [690, 360], areaPx: null, how: 'x 611–715 (105) by y 274–442, its tub, toilet and vanity' },
  pantry: { seed: [972, 560], areaPx: null, how: 'x 948–1006 by y 528–635, shelves round it' },
  'utility room': { seed: [1046, 560], areaPx: null, how: 'x 1015–1078 by y 528–646, the washer and dryer at the bottom' },
  'closet of bedroom 3': { seed: [727, 700], areaPx: null, how: 'x 724–743 by y 592–748 between its bifold doors\' lines, 8\' × 2\' on its label' },
};

/** The SVG home: 17 rooms inside its outer wall (not measured: its floors are full of fittings and furniture lines). */
const HOME_ROOMS: Record<string, Room> = {
  'living room, kitchen and dining': { seed: [1000, 800], areaPx: null, how: 'one open space' },
  garage: { seed: [235, 1244], areaPx: null, how: 'left, its door at the bottom' },
  'master bedroom': { seed: [898, 1385], areaPx: null, how: 'bottom right' },
  'bedroom 2': { seed: [536, 229], areaPx: null, how: 'top right' },
  'bedroom 3': { seed: [409, 654], areaPx: null, how: 'left, below the laundry' },
  bathroom: { seed: [305, 191], areaPx: null, how: 'top left: bath, basin and shower' },
  laundry: { seed: [209, 380], areaPx: null, how: 'below the bathroom, its tub' },
  WC: { seed: [496, 574], areaPx: null, how: 'the toilet between bedroom 3 and the pantry' },
  pantry: { seed: [592, 696], areaPx: null, how: 'the shelved strip left of the kitchen' },
  'hall (north)': { seed: [420, 349], areaPx: null, how: 'between the bathroom and bedroom 2' },
  'entry hall': { seed: [530, 435], areaPx: null, how: 'the corridor from the north hall down to the living room' },
  'hall (south)': { seed: [696, 1392], areaPx: null, how: 'from the living room to the master bedroom and the porch door' },
  ensuite: { seed: [1029, 1237], areaPx: null, how: 'toilet, basins and shower, above the master bedroom' },
  'walk-in robe': { seed: [865, 1270], areaPx: null, how: 'left of the ensuite\'s shower' },
  'robe off the entry hall': { seed: [600, 370], areaPx: null, how: 'the middle of the three cupboards below bedroom 2, its bifold doors' },
  'cupboard right of it': { seed: [730, 370], areaPx: null, how: 'the right cupboard, 1.0 × 0.8 m' },
  'linen cupboard': { seed: [410, 100], areaPx: null, how: 'between the bathroom and bedroom 2, above the hall' },
};

/** Whether the point lies in the room's outline (x,y pairs). */
const inside = (polygon: Float64Array, [x, y]: [number, number]): boolean =>
  pointInPolygon({ x, y }, Array.from({ length: polygon.length / 2 }, (_, i) => ({ x: polygon[2 * i]!, y: polygon[2 * i + 1]! })));

/** Detect rooms on a PNG at `metrePx` pixels a metre, with the sizes the app asks for. */
function roomsOf(kernels: KernelSet, pngBytes: Uint8Array, metrePx: number): DetectedRoom[] {
  const png = PNG.sync.read(Buffer.from(pngBytes));
  kernels.raster.setImage({ width: png.width, height: png.height, data: new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length) });
  return detectRooms(planWalls(kernels.raster), { gapPx: ROOM_DOOR_WIDTH_M * metrePx, minAreaPx: ROOM_MIN_AREA_M2 * metrePx ** 2 }, kernels.vector.simplify);
}

/** The regions that hold no room's point: not rooms. */
const notRooms = (rooms: readonly DetectedRoom[], truth: Record<string, Room>): DetectedRoom[] =>
  rooms.filter((room) => !Object.values(truth).some(({ seed }) => inside(room.polygon, seed)));

/**
 * The rooms found: in exactly one region, which holds no other room's point (two rooms in one
 * region are neither found), within 2 % of their area where it was measured.
 */
const roomsFound = (rooms: readonly DetectedRoom[], truth: Record<string, Room>, all: Record<string, Room> = truth): string[] =>
  Object.entries(truth)
    .filter(([name, { seed, areaPx }]) => {
      const found = rooms.filter((room) => inside(room.polygon, seed));
      if (found.length !== 1 || Object.entries(all).some(([other, room]) => other !== name && inside(found[0]!.polygon, room.seed))) return false;
      return areaPx === null || Math.abs(found[0]!.areaPx - areaPx) / areaPx < 0.02;
    })
    .map(([name]) => name);

describe('Detect rooms on the real DXF house and SVG home (issue 37)', () => {
  let house: DetectedRoom[];
  let home: DetectedRoom[];

  beforeAll(async () => {
    const kernels = await loadWasmKernels();
    const drawing = dxfToSvg(decodeDxfText(new Uint8Array(readFileSync('../shared/fixtures/dxf/floorplan.dxf'))));
    const houseRender = rasterizeSvg(sanitizeSvg(drawing.svg), 'original');
    expect([houseRender.width, houseRender.height]).toEqual([2041, 1638]);
    house = roomsOf(kernels, houseRender.png, 0.0254 ** -1 / drawing.drawingScale!.unitsPerPixel);
    const homeRender = rasterizeSvg(sanitizeSvg(readFileSync('../shared/fixtures/svg/ha-floorplan-home.svg', 'utf8')), 'fit');
    expect([homeRender.width, homeRender.height]).toEqual([2000, 1804]);
    home = roomsOf(kernels, homeRender.png, 80 / 0.82);
  });

  it('offers at most one region per plan that is not a room: the DXF house\'s spaces between dimension lines are outside', () => {
    // Before issue 37's step 4b looked past a row of dimension lines, the house gave 19 regions, 11 of them outside it.
    expect(notRooms(house, HOUSE_ROOMS).length).toBeLessThanOrEqual(1);
    expect(notRooms(home, HOME_ROOMS).length).toBeLessThanOrEqual(1);
  });

  it('finds the DXF house\'s garage once, the rectangle drawn on its floor part of it, within 2 % of its area', () => {
    expect(roomsFound(house, { garage: HOUSE_ROOMS.garage! }, HOUSE_ROOMS)).toEqual(['garage']);
  });

  // Issue 37's bar, 90 % of each plan's rooms each within 2 % of its area, does not hold yet (house
  // 5 of 16; home 7 of 17, by count alone): rooms narrower than a door (the hall, the closets, the
  // toilet room and bath, whose fittings leave less than a door of floor; the WC, the pantry) have
  // no core; a door's swing is left out of its room (the DXF's bedrooms read 3 to 7 % short); the
  // SVG's robes open into the rooms beside them. The ground truth above is ready for that test.
});
