import { describe, expect, it } from 'vitest';
import type { Notice } from '../../shared/notices';
import { placeImage } from '../../engine/document/image';
import { openRoomReview } from '../../engine/editor/editorRooms';
import { createEditorDriver } from '../../engine/testing/editorDriver';
import { detectRoomsOnImage, reviewCounts, roomRows, scaleFirstMessage } from './detectRooms';

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
