import { describe, expect, it } from 'vitest';
import type { Point } from '../../shared/geometry';
import { placeImage } from '../document/image';
import { createEditorDriver } from '../testing/editorDriver';
import { layerName } from '../../shared/layerName';
import { decideRoom, offerRooms, openRoomReview, roomLabelPoint, roomsToAdd } from './editorRooms';

const square = (x: number, y: number, side: number): Point[] => [
  { x, y },
  { x: x + side, y },
  { x: x + side, y: y + side },
  { x, y: y + side },
];
const ROOMS = [square(0, 0, 10), square(20, 0, 10), square(40, 0, 10)];

function planEditor() {
  const driver = createEditorDriver({ stage: { width: 400, height: 300 } });
  driver.send({ type: 'image.place', image: placeImage('/plan.png', 'plan.png', { width: 200, height: 100 }, driver.viewport().stage) });
  return driver;
}

const review = (driver: ReturnType<typeof planEditor>) => openRoomReview(driver.actor.getSnapshot().context);
const closedLayers = (driver: ReturnType<typeof planEditor>) => driver.document().layers.filter((layer) => layer.sketch.closed).length;

describe('the review of detected rooms', () => {
  it('marks one room at a time, and the same mark again clears it', () => {
    const start = offerRooms(placeImage('/p.png', 'p.png', { width: 10, height: 10 }, { width: 10, height: 10 }), ROOMS)!;
    expect(start.decisions).toEqual(['open', 'open', 'open']);
    const marked = decideRoom(decideRoom(start, 0, 'accepted'), 2, 'rejected');
    expect(marked.decisions).toEqual(['accepted', 'open', 'rejected']);
    expect(decideRoom(marked, 0, 'accepted').decisions).toEqual(['open', 'open', 'rejected']);
    expect(decideRoom(marked, 0, 'rejected').decisions).toEqual(['rejected', 'open', 'rejected']);
    expect(decideRoom(marked, 7, 'accepted')).toBe(marked);
    expect(roomsToAdd(marked, false)).toEqual([{ outline: ROOMS[0], name: 'Room 1' }]);
    expect(roomsToAdd(marked, true)).toEqual([{ outline: ROOMS[0], name: 'Room 1' }, { outline: ROOMS[1], name: 'Room 2' }]);
  });

  it('offers the rooms without adding any, and Accept all adds every room not rejected', () => {
    const driver = planEditor();
    driver.send({ type: 'rooms.offer', rooms: ROOMS });
    expect(review(driver)?.rooms).toHaveLength(3);
    expect(closedLayers(driver)).toBe(0);
    driver.send({ type: 'rooms.decide', index: 1, decision: 'rejected' });
    driver.send({ type: 'rooms.finish', all: true });
    expect(review(driver)).toBeNull();
    expect(closedLayers(driver)).toBe(2);
  });

  it('adds only the accepted rooms when the review ends with Add', () => {
    const driver = planEditor();
    driver.send({ type: 'rooms.offer', rooms: ROOMS });
    driver.send({ type: 'rooms.decide', index: 2, decision: 'accepted' });
    driver.send({ type: 'rooms.decide', index: 0, decision: 'rejected' });
    driver.send({ type: 'rooms.finish', all: false });
    expect(review(driver)).toBeNull();
    const layers = driver.document().layers.filter((layer) => layer.sketch.closed);
    expect(layers).toHaveLength(1);
    expect(layers[0]!.sketch.lines.flatMap((line) => line.points.map((point) => point.x))).toEqual(expect.arrayContaining([40, 50]));
  });

  it('names each added room\'s layer as the review named the room, the first one in the empty current layer too (issue 37)', () => {
    const driver = planEditor();
    driver.send({ type: 'rooms.offer', rooms: [...ROOMS, square(60, 0, 10)] });
    driver.send({ type: 'rooms.decide', index: 0, decision: 'rejected' });
    driver.send({ type: 'rooms.decide', index: 2, decision: 'rejected' });
    driver.send({ type: 'rooms.finish', all: true });
    const layers = driver.document().layers;
    expect(layers.map((layer, index) => layerName(layer, index))).toEqual(['Room 2', 'Room 4']);
    expect(layers.map((layer) => layer.sketch.lines[0]!.points[0]!.x)).toEqual([20, 60]);
  });

  it('names the rooms added after a drawn layer, which keeps its own name', () => {
    const driver = planEditor();
    driver.choose('straight');
    driver.clickPath([[100, 100], [150, 100], [150, 150], [100, 100]]);
    driver.send({ type: 'rooms.offer', rooms: ROOMS });
    driver.send({ type: 'rooms.decide', index: 1, decision: 'accepted' });
    driver.send({ type: 'rooms.finish', all: false });
    expect(driver.document().layers.map((layer, index) => layerName(layer, index))).toEqual(['Layer 1', 'Room 2']);
  });

  it('adds nothing on Cancel, nor when nothing was accepted', () => {
    const driver = planEditor();
    driver.send({ type: 'rooms.offer', rooms: ROOMS });
    driver.send({ type: 'rooms.cancel' });
    expect(review(driver)).toBeNull();
    driver.send({ type: 'rooms.offer', rooms: ROOMS });
    driver.send({ type: 'rooms.finish', all: false });
    expect(review(driver)).toBeNull();
    expect(closedLayers(driver)).toBe(0);
  });

  it('ends when the image it was found on goes, and adds nothing from it afterwards', () => {
    const driver = planEditor();
    driver.send({ type: 'rooms.offer', rooms: ROOMS });
    driver.send({ type: 'rooms.decide', index: 0, decision: 'accepted' });
    driver.send({ type: 'image.place', image: placeImage('/other.png', 'other.png', { width: 300, height: 100 }, driver.viewport().stage) });
    expect(review(driver)).toBeNull();
    driver.send({ type: 'rooms.decide', index: 1, decision: 'accepted' });
    driver.send({ type: 'rooms.finish', all: true });
    expect(closedLayers(driver)).toBe(0);
  });

  it('offers nothing without an image, or when nothing was found', () => {
    const driver = createEditorDriver({ stage: { width: 400, height: 300 } });
    driver.send({ type: 'rooms.offer', rooms: ROOMS });
    expect(review(driver)).toBeNull();
    const withImage = planEditor();
    withImage.send({ type: 'rooms.offer', rooms: [] });
    expect(review(withImage)).toBeNull();
  });
});

describe('where a room is named on the plan', () => {
  it('is the centre of a rectangle', () => {
    expect(roomLabelPoint(square(20, 0, 10))).toEqual({ x: 25, y: 5 });
  });

  it('is inside an L-shaped room whose centroid is outside it', () => {
    // An L of a 10 × 2 arm and a 2 × 8 one: its centroid (3.22, 3.22) lies in the corner left out.
    const l = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 2 },
      { x: 2, y: 2 },
      { x: 2, y: 10 },
      { x: 0, y: 10 },
    ];
    const at = roomLabelPoint(l);
    expect(at.y).toBeCloseTo(29 / 9, 6);
    expect(at.x).toBeCloseTo(1, 6);
  });
});
