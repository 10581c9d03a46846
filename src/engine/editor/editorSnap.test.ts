/** Snapping to the drawing's own lines through the editor, as a person points a few pixels off a corner. */
import { describe, expect, it } from 'vitest';
import type { Point } from '../../shared/geometry';
import { countMarkers } from '../document/counts';
import { imageToCanvas, placeImage } from '../document/image';
import type { EditorInstrument } from '../document/instrumentAvailability';
import { measureOutline, sketchOutline } from '../geometry/outline';
import { createEditorDriver, type EditorDriver } from '../testing/editorDriver';
import { toCanvas, toScreen } from '../viewport/viewport';

const PLAN_URL = 'blob:plan';
/** A 2000 × 1400 px plan: a room from (200, 200) to (1000, 700) and a wall across it at x = 600. */
const ROOM = { left: 200, top: 200, right: 1000, bottom: 700 };
const SEGMENTS = new Float64Array([
  ROOM.left, ROOM.top, ROOM.right, ROOM.top,
  ROOM.right, ROOM.top, ROOM.right, ROOM.bottom,
  ROOM.right, ROOM.bottom, ROOM.left, ROOM.bottom,
  ROOM.left, ROOM.bottom, ROOM.left, ROOM.top,
  600, 100, 600, 800,
]);

function planDriver(options: { lines?: boolean; url?: string } = {}) {
  const driver = createEditorDriver();
  const image = placeImage(PLAN_URL, 'plan.pdf', { width: 2000, height: 1400 }, { width: 1000, height: 800 });
  driver.send({ type: 'image.place', image });
  if (options.lines ?? true) driver.send({ type: 'snap.lines', imageUrl: options.url ?? PLAN_URL, segments: SEGMENTS });
  return driver;
}

/** The canvas point of an image pixel, and its screen point `dx`, `dy` screen px off. */
const canvasOf = (driver: EditorDriver, pixel: Point) => imageToCanvas(driver.document().image!, pixel);
function screenNear(driver: EditorDriver, pixel: Point, dx = 4, dy = -3): [number, number] {
  const screen = toScreen(driver.viewport(), canvasOf(driver, pixel));
  return [screen.x + dx, screen.y + dy];
}

const corner = { x: ROOM.left, y: ROOM.top };
const farCorner = { x: ROOM.right, y: ROOM.bottom };

describe('snapping to the drawing', () => {
  it('puts a rectangle dragged a few pixels off the room’s corners exactly on them, measuring the room', () => {
    const driver = planDriver();
    driver.choose('rectangle_tool');
    driver.drag(screenNear(driver, corner), screenNear(driver, farCorner, -5, 2));
    const ratio = driver.document().image!.ratio;
    const { perimeter, area } = measureOutline(sketchOutline(driver.sketch()));
    expect(perimeter).toBeCloseTo((2 * (800 + 500)) / ratio, 10);
    expect(area).toBeCloseTo((800 * 500) / ratio ** 2, 8);
    const xs = sketchOutline(driver.sketch()).segments.map((segment) => segment.from.x);
    expect(Math.min(...xs)).toBe(canvasOf(driver, corner).x);
    expect(Math.max(...xs)).toBe(canvasOf(driver, farCorner).x);
  });

  it('leaves the points where the pointer is with snapping off, and snaps again once it is on', () => {
    const driver = planDriver();
    driver.send({ type: 'snap.toggle' });
    expect(driver.document().snapToDrawing).toBe(false);
    driver.click(...screenNear(driver, corner));
    expect(driver.sketch().lines).toEqual([]);
    driver.choose('count_tool');
    driver.click(...screenNear(driver, corner));
    expect(countMarkers(driver.sketch())[0]).not.toEqual(canvasOf(driver, corner));
    driver.send({ type: 'snap.toggle' });
    driver.click(...screenNear(driver, farCorner));
    expect(countMarkers(driver.sketch())[1]).toEqual(canvasOf(driver, farCorner));
  });

  it('snaps a straight line’s ends to a corner and to where the wall crosses the room', () => {
    const driver = planDriver();
    driver.choose('straight');
    driver.click(...screenNear(driver, corner));
    driver.click(...screenNear(driver, { x: 600, y: ROOM.bottom }, 3, 3));
    expect(driver.sketch().lines[0]!.points).toEqual([canvasOf(driver, corner), canvasOf(driver, { x: 600, y: ROOM.bottom })]);
  });

  // Note and Cutout take a closed shape first: the room, drawn by its snapped corners.
  it.each<EditorInstrument>(['straight', 'constrained', 'curved', 'angle', 'rectangle_tool', 'circle_tool', 'note_tool', 'count_tool', 'cutout_tool', 'scale_line'])(
    'gives %s the snapped point (the wall’s midpoint) and shows the marker there',
    (instrument) => {
      const driver = planDriver();
      if (instrument === 'note_tool' || instrument === 'cutout_tool') {
        driver.choose('rectangle_tool');
        driver.drag(screenNear(driver, corner), screenNear(driver, farCorner));
      }
      driver.choose(instrument);
      expect(driver.instrument()).toBe(instrument);
      const middle = { x: 600, y: 450 };
      driver.pointerMove(...screenNear(driver, middle));
      const { pointer, snapMarker } = driver.actor.getSnapshot().context;
      expect(pointer).toEqual(canvasOf(driver, middle));
      expect(snapMarker).toEqual(canvasOf(driver, middle));
    },
  );

  it('snaps a freehand stroke’s start and end only, keeping the hand’s path between them', () => {
    const driver = planDriver();
    driver.choose('curved');
    // Through a sample 4 screen px beside the partition's midpoint (600, 450), which a snapped sample would jump to.
    const beside = screenNear(driver, { x: 600, y: 450 }, -4, 0);
    driver.stroke([screenNear(driver, corner), screenNear(driver, { x: 400, y: 330 }, 0, 0), beside, screenNear(driver, farCorner, -3, -4)]);
    const points = driver.sketch().lines[0]!.points;
    expect(points[0]).toEqual(canvasOf(driver, corner));
    expect(points.at(-1)).toEqual(canvasOf(driver, farCorner));
    expect(points).not.toContainEqual(canvasOf(driver, { x: 600, y: 450 }));
    expect(points).toContainEqual(toCanvas(driver.viewport(), { x: beside[0], y: beside[1] }));
  });

  it('neither snaps nor marks with the pan or select tool', () => {
    const driver = planDriver();
    for (const instrument of ['pan_move', 'select_tool'] as const) {
      driver.choose(instrument);
      driver.pointerMove(...screenNear(driver, corner));
      expect(driver.actor.getSnapshot().context.snapMarker).toBeNull();
    }
  });

  it('reaches 10 screen pixels whatever the zoom: 12 px off misses at zoom 1 and at zoom 4', () => {
    for (const steps of [0, 6]) {
      const driver = planDriver();
      for (let i = 0; i < steps; i++) driver.send({ type: 'zoom.step', direction: 1 });
      driver.choose('count_tool');
      driver.pointerMove(...screenNear(driver, corner, 6, -6));
      expect(driver.actor.getSnapshot().context.snapMarker).toEqual(canvasOf(driver, corner));
      driver.pointerMove(...screenNear(driver, corner, 12, 0));
      // 12 px right of the corner lies on the room's top wall, 12 px from its corner: a midpoint is far, no end is near.
      expect(driver.actor.getSnapshot().context.snapMarker).toBeNull();
    }
  });

  it('keeps the marker the same object while the target stays, so the scene draws it once', () => {
    const driver = planDriver();
    driver.choose('count_tool');
    driver.pointerMove(...screenNear(driver, corner, 2, 2));
    const first = driver.actor.getSnapshot().context.snapMarker;
    driver.pointerMove(...screenNear(driver, corner, 3, 1));
    expect(driver.actor.getSnapshot().context.snapMarker).toBe(first);
  });

  it('never uses the lines of another image', () => {
    const driver = planDriver({ url: 'blob:another-plan' });
    driver.choose('count_tool');
    driver.click(...screenNear(driver, corner));
    expect(driver.actor.getSnapshot().context.snapMarker).toBeNull();
    expect(countMarkers(driver.sketch())[0]).not.toEqual(canvasOf(driver, corner));
  });

  it('drops the lines when another image replaces the plan, and follows the plan to its stored address', () => {
    const driver = planDriver();
    driver.send({ type: 'image.stored', url: '/api/uploads/0123456789abcdef0123456789abcdef.png' });
    driver.choose('count_tool');
    driver.pointerMove(...screenNear(driver, corner));
    expect(driver.actor.getSnapshot().context.snapMarker).toEqual(canvasOf(driver, corner));
    driver.send({ type: 'image.place', image: placeImage('blob:photo', 'photo.jpg', { width: 2000, height: 1400 }, { width: 1000, height: 800 }) });
    driver.choose('count_tool');
    driver.pointerMove(...screenNear(driver, corner));
    expect(driver.actor.getSnapshot().context.snapMarker).toBeNull();
  });
});
