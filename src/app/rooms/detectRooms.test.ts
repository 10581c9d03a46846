import { describe, expect, it } from 'vitest';
import type { Point } from '../../shared/geometry';
import type { Notice } from '../../shared/notices';
import { placeImage } from '../../engine/document/image';
import { openRoomReview } from '../../engine/editor/editorRooms';
import { apply, homographyFromQuads, invert, type Quad } from '../../engine/geometry/homography';
import { polygonArea } from '../../engine/geometry/polygon';
import type { DarkPixels } from '../../engine/kernels/kernelTypes';
import { detectRooms, type RoomOptions } from '../../engine/kernels/rooms/detectRooms';
import { typescriptVector } from '../../engine/kernels/vector/typescriptVector';
import { createEditorDriver } from '../../engine/testing/editorDriver';
import { toScreen } from '../../engine/viewport/viewport';
import { detectRoomsOnImage, reviewCounts, roomRows, scaleFirstMessage } from './detectRooms';
import { roomSizesPx } from './roomSizes';

/** An editor over a 400 × 300 px plan shown at full size (ratio 1), canvas px = image px + 20, at 1 m a square (a door 15 px wide). */
function planEditor() {
  const driver = createEditorDriver({ stage: { width: 800, height: 600 } });
  driver.send({ type: 'image.place', image: placeImage('/plan.png', 'plan.png', { width: 400, height: 300 }, driver.viewport().stage) });
  driver.send({ type: 'scale.set', value: 1, measure: 'm' });
  return driver;
}

/** Two rooms in image px: 100 × 50 and 200 × 100. */
const FOUND = [
  { polygon: Float64Array.from([0, 0, 100, 0, 100, 50, 0, 50]), areaPx: 5000 },
  { polygon: Float64Array.from([100, 100, 300, 100, 300, 200, 100, 200]), areaPx: 20000 },
];

describe('Detect rooms in the app', () => {
  it('offers what the worker found for review, adding no layer, and lists each room with its area', async () => {
    const driver = planEditor();
    const notices: Notice[] = [];
    const found = await detectRoomsOnImage({ editor: driver.actor, kernels: { rooms: () => Promise.resolve(FOUND) }, notify: (notice) => notices.push(notice) });
    expect(found).toBe(2);
    expect(notices.map((notice) => notice.message)).toEqual(['2 rooms found']);
    expect(driver.document().layers.filter((layer) => layer.sketch.closed)).toHaveLength(0);
    const { context } = driver.actor.getSnapshot();
    const review = openRoomReview(context)!;
    expect(review.rooms[0]).toEqual([
      { x: 20, y: 20 },
      { x: 120, y: 20 },
      { x: 120, y: 70 },
      { x: 20, y: 70 },
    ]);
    // The default scale: the areas in its square unit, as the results panel writes them.
    const scale = context.document.scale;
    const rows = roomRows(review, scale);
    expect(rows.map((row) => row.name)).toEqual(['Room 1', 'Room 2']);
    expect(rows.map((row) => row.decision)).toEqual(['open', 'open']);
    const ratio = rows.map((row) => Number.parseFloat(row.area.replace(/,/g, '')));
    expect(ratio[1]! / ratio[0]!).toBeCloseTo(4, 2);
    expect(rows[0]!.area.endsWith('²')).toBe(true);
  });

  it('counts what each ending of the review would add', async () => {
    const driver = planEditor();
    await detectRoomsOnImage({ editor: driver.actor, kernels: { rooms: () => Promise.resolve(FOUND) }, notify: () => undefined });
    driver.send({ type: 'rooms.decide', index: 0, decision: 'rejected' });
    const review = openRoomReview(driver.actor.getSnapshot().context)!;
    expect(reviewCounts(review)).toEqual({ accepted: 0, notRejected: 1 });
    driver.send({ type: 'rooms.decide', index: 1, decision: 'accepted' });
    expect(reviewCounts(openRoomReview(driver.actor.getSnapshot().context)!)).toEqual({ accepted: 1, notRejected: 1 });
  });

  it('offers nothing when no room is found', async () => {
    const driver = planEditor();
    const notices: string[] = [];
    await detectRoomsOnImage({ editor: driver.actor, kernels: { rooms: () => Promise.resolve([]) }, notify: (notice) => notices.push(notice.message) });
    expect(notices).toEqual(['No rooms found']);
    expect(openRoomReview(driver.actor.getSnapshot().context)).toBeNull();
  });

  it('asks for the plan\'s scale instead of looking, when a 1 m doorway would be wider than a quarter of the plan', async () => {
    const driver = planEditor();
    // The default scale: 1 cm a square, so a metre is 1,500 px, wider than the 300 px plan.
    driver.send({ type: 'scale.set', value: 1, measure: 'cm' });
    const asked: unknown[] = [];
    const notices: Notice[] = [];
    const found = await detectRoomsOnImage({ editor: driver.actor, kernels: { rooms: (options) => (asked.push(options), Promise.resolve(FOUND)) }, notify: (notice) => notices.push(notice) });
    expect(found).toBe(0);
    expect(asked).toEqual([]);
    expect(notices.map((notice) => notice.message)).toEqual([scaleFirstMessage(1500)]);
    expect(notices[0]!.message).toMatch(/^Set the plan's scale first: .* 1,500 px, more than a quarter of the plan\.$/);
    expect(openRoomReview(driver.actor.getSnapshot().context)).toBeNull();
    // A doorway of 75 px (a quarter of 300) is still looked for.
    driver.send({ type: 'scale.set', value: 20, measure: 'cm' });
    await detectRoomsOnImage({ editor: driver.actor, kernels: { rooms: (options) => (asked.push(options), Promise.resolve(FOUND)) }, notify: () => undefined });
    expect(asked).toEqual([{ gapPx: 75, minAreaPx: 2812.5 }]);
  });
});

/**
 * A plan photographed at an angle (issue 37 item 4): a 10 m × 6 m flat on the floor of a
 * 1000 × 480 px photo, its far edge 534 px wide at y = 120 and its near edge 800 px at y = 440,
 * so a metre spans about 80 px across at the near edge (about as many along the view there, as
 * a camera shows it) and 53 px at the far one. Walls 0.15 m thick: the far room (y 0 to 3 m),
 * and two near rooms beside each other (x 0 to 5 m and 5 to 10 m), between them a 0.95 m door
 * at y 4.8 to 5.75 m.
 */
const FLOOR: Quad = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 6 }, { x: 0, y: 6 }];
const ON_PHOTO: Quad = [{ x: 233, y: 120 }, { x: 767, y: 120 }, { x: 900, y: 440 }, { x: 100, y: 440 }];
const PHOTO = { width: 1000, height: 480 };
const CAMERA = homographyFromQuads(FLOOR, ON_PHOTO)!;
const TO_FLOOR = invert(CAMERA)!;
const WALL_M = 0.15;

function isWall({ x, y }: Point): boolean {
  if (x < 0 || x > 10 || y < 0 || y > 6) return false;
  const outer = x < WALL_M || x > 10 - WALL_M || y < WALL_M || y > 6 - WALL_M;
  const across = y >= 3 && y < 3 + WALL_M;
  const between = x >= 5 && x < 5 + WALL_M && y >= 3 && !(y >= 4.8 && y < 5.75);
  return outer || across || between;
}

/** The photo's walls as the kernels read them: a pixel is dark where its centre falls on a wall. */
function photoWalls(): DarkPixels {
  const dark = new Uint8Array(PHOTO.width * PHOTO.height);
  for (let y = 0; y < PHOTO.height; y++) {
    for (let x = 0; x < PHOTO.width; x++) dark[y * PHOTO.width + x] = isWall(apply(TO_FLOOR, { x: x + 0.5, y: y + 0.5 })) ? 1 : 0;
  }
  return { width: PHOTO.width, height: PHOTO.height, dark };
}

/** The real rooms kernel (TypeScript) over the photo's walls, as the worker would run it. */
const photoKernel = (walls: DarkPixels, asked: RoomOptions[]) => ({
  rooms: (options: RoomOptions) => (asked.push(options), Promise.resolve(detectRooms(walls, options, typescriptVector.simplify))),
});

/** The photo shown at full size (canvas px = image px + 20), its perspective set on the flat's corners. */
function photoEditor() {
  const driver = createEditorDriver({ stage: { width: 1100, height: 600 }, measure: 'm' });
  driver.send({ type: 'image.place', image: placeImage('/photo.png', 'photo.png', PHOTO, driver.viewport().stage) });
  driver.choose('perspective_tool');
  for (const { x, y } of ON_PHOTO) {
    const at = toScreen(driver.viewport(), { x: x + 20, y: y + 20 });
    driver.click(at.x, at.y);
  }
  driver.send({ type: 'perspective.setSides', width: 10, height: 6, unit: 'm' });
  driver.choose('pan_move');
  return driver;
}

/** A square of `side` m at (x, y) m on the floor, as the kernel would return it in photo px. */
function floorSquare(x: number, y: number, side: number) {
  const corners = [{ x, y }, { x: x + side, y }, { x: x + side, y: y + side }, { x, y: y + side }].map((corner) => apply(CAMERA, corner));
  return { polygon: Float64Array.from(corners.flatMap((corner) => [corner.x, corner.y])), areaPx: polygonArea(corners) };
}

describe('Detect rooms on a photo\'s plane', () => {
  it('closes a near door the average scale leaves open, so the two rooms beside it stay two', async () => {
    const driver = photoEditor();
    const { scale } = driver.document();
    expect(scale.plane?.kind).toBe('perspective');
    const walls = photoWalls();
    const asked: RoomOptions[] = [];
    const found = await detectRoomsOnImage({ editor: driver.actor, kernels: photoKernel(walls, asked), notify: () => undefined });
    expect(found).toBe(3);
    // Each room's area as its row reads it, measured on the plane, within 1 % of the floor between
    // its walls: the far room 9.7 × 2.85 m, the near ones 4.85 × 2.7 m and 4.7 × 2.7 m.
    const areas = roomRows(openRoomReview(driver.actor.getSnapshot().context)!, scale).map((row) => Number.parseFloat(row.area));
    const truths = [9.7 * 2.85, 4.85 * 2.7, 4.7 * 2.7];
    areas.forEach((area, index) => expect(Math.abs(area / truths[index]! - 1)).toBeLessThan(0.01));
    // The average scale's door, about 60 px, is narrower than the near door (about 67 px): the
    // same kernel then finds the two near rooms as one.
    const { plane: _plane, ...average } = scale;
    const averageSizes = roomSizesPx(driver.document().image!, average);
    expect(asked[0]!.gapPx).toBeGreaterThan(averageSizes.gapPx * 1.3);
    expect(detectRooms(walls, averageSizes, typescriptVector.simplify)).toHaveLength(2);
  });

  it('keeps a room of 0.5 m² or more wherever it lies and drops a smaller one however many pixels it covers', async () => {
    const driver = photoEditor();
    const image = driver.document().image!;
    // Near the camera, 0.42 m² covers more pixels than the average scale's 0.5 m²; far from it,
    // 0.56 m² covers fewer. The fake kernel drops regions under minAreaPx, as the kernel does.
    const nearSmall = floorSquare(8, 5, 0.65);
    const farLarge = floorSquare(1, 0.5, 0.75);
    const average = roomSizesPx(image, { ...driver.document().scale, plane: undefined });
    expect(nearSmall.areaPx).toBeGreaterThan(average.minAreaPx);
    expect(farLarge.areaPx).toBeLessThan(average.minAreaPx);
    const asked: RoomOptions[] = [];
    const kernels = { rooms: (options: RoomOptions) => (asked.push(options), Promise.resolve([nearSmall, farLarge].filter((room) => room.areaPx >= options.minAreaPx))) };
    const notices: string[] = [];
    expect(await detectRoomsOnImage({ editor: driver.actor, kernels, notify: (notice) => notices.push(notice.message) })).toBe(1);
    expect(notices).toEqual(['1 room found']);
    const [row] = roomRows(openRoomReview(driver.actor.getSnapshot().context)!, driver.document().scale);
    expect(Number.parseFloat(row!.area)).toBeCloseTo(0.5625, 2);
  });

  it('says no room was found when every region is under 0.5 m² on the plane', async () => {
    const driver = photoEditor();
    const notices: string[] = [];
    const kernels = { rooms: () => Promise.resolve([floorSquare(8, 5, 0.65)]) };
    expect(await detectRoomsOnImage({ editor: driver.actor, kernels, notify: (notice) => notices.push(notice.message) })).toBe(0);
    expect(notices).toEqual(['No rooms found']);
    expect(openRoomReview(driver.actor.getSnapshot().context)).toBeNull();
  });
});
