import { describe, expect, it } from 'vitest';
import { placeImage } from '../document/image';
import { perspectivePlaneOf } from '../document/perspectiveScale';
import { savedInstrument } from '../document/restoredInstrument';
import { createEditorDriver } from '../testing/editorDriver';
import { toScreen } from '../viewport/viewport';
import { hasGestureInProgress } from './selectors';

const RECTANGLE: ReadonlyArray<readonly [number, number]> = [
  [100, 100],
  [500, 100],
  [500, 400],
  [100, 400],
];

function withPhoto() {
  const driver = createEditorDriver({ measure: 'm' });
  driver.send({ type: 'image.place', image: placeImage('/floor.png', 'floor.png', { width: 900, height: 700 }, driver.viewport().stage) });
  driver.choose('perspective_tool');
  /** The screen point of canvas point (x, y). */
  const screen = (x: number, y: number): [number, number] => {
    const at = toScreen(driver.viewport(), { x, y });
    return [at.x, at.y];
  };
  return {
    driver,
    screen,
    clickCanvas: (points: ReadonlyArray<readonly [number, number]>) => driver.clickPath(points.map(([x, y]) => screen(x, y))),
    dragCanvas: (from: readonly [number, number], to: readonly [number, number]) => driver.drag(screen(...from), screen(...to)),
    draft: () => driver.actor.getSnapshot().context.perspectiveDraft.corners,
    plane: () => perspectivePlaneOf(driver.document()),
    setSides: (width: number, height: number) => driver.send({ type: 'perspective.setSides', width, height, unit: 'm' }),
  };
}

describe('the Perspective instrument in the editor', () => {
  it('is refused without an image and on the map, each with its reason', () => {
    const driver = createEditorDriver();
    driver.choose('perspective_tool');
    expect(driver.instrument()).toBe('straight');
    expect(driver.messages()).toEqual(['Perspective measures a photo: import an image first']);
    driver.send({ type: 'map.show' });
    driver.choose('perspective_tool');
    expect(driver.instrument()).not.toBe('perspective_tool');
    expect(driver.messages().at(-1)).toBe('Perspective can not be used on maps');
  });

  it('places a corner per click, up to four, and no fifth', () => {
    const photo = withPhoto();
    expect(photo.driver.instrument()).toBe('perspective_tool');
    photo.clickCanvas([...RECTANGLE, [300, 300]]);
    expect(photo.draft()).toEqual(RECTANGLE.map(([x, y]) => ({ x, y })));
    expect(photo.plane()).toBeNull();
  });

  it('refuses a fourth corner that makes no rectangle, keeping the three, so the person clicks again', () => {
    const photo = withPhoto();
    photo.clickCanvas([[100, 100], [500, 100], [500, 400], [300, 100]]);
    expect(photo.driver.messages()).toEqual(['Three corners lie in a line: mark the four corners of a rectangle on the floor or wall.']);
    expect(photo.draft()).toHaveLength(3);
    photo.clickCanvas([[100, 400]]);
    expect(photo.draft()).toHaveLength(4);
  });

  it('explains crossing sides and a corner turned inwards', () => {
    const crossing = withPhoto();
    crossing.clickCanvas([[100, 100], [500, 400], [500, 100], [100, 400]]);
    expect(crossing.driver.messages()).toEqual(['The sides cross: mark the corners in order around the rectangle.']);
    const concave = withPhoto();
    concave.clickCanvas([[100, 100], [500, 100], [250, 200], [100, 400]]);
    expect(concave.driver.messages()).toEqual(['A corner turns inwards: mark the corners of a rectangle in order around it.']);
  });

  it('drops the corners in progress on Escape, which counts as a gesture while there are some', () => {
    const photo = withPhoto();
    photo.clickCanvas(RECTANGLE.slice(0, 2));
    expect(hasGestureInProgress(photo.driver.actor.getSnapshot())).toBe(true);
    photo.driver.send({ type: 'gesture.cancel' });
    expect(photo.draft()).toEqual([]);
    expect(hasGestureInProgress(photo.driver.actor.getSnapshot())).toBe(false);
  });

  it('sets the perspective from the four corners and the typed sides, says so, and needs a save', () => {
    const photo = withPhoto();
    photo.clickCanvas(RECTANGLE);
    photo.driver.send({ type: 'document.saved', file: { id: '1', name: 'floor' } });
    photo.setSides(4, 3);
    expect(photo.driver.messages()).toEqual(['Perspective set']);
    expect(photo.plane()).toMatchObject({ corners: RECTANGLE.map(([x, y]) => ({ x, y })), width: 4, height: 3, unit: 'm', zoom: 1 });
    expect(photo.draft()).toEqual([]);
    expect(photo.driver.actor.getSnapshot().context.needSave).toBe(true);
    expect(photo.driver.document().scale.value).toBeCloseTo(0.15, 12);
  });

  it('refuses sides that are not positive, and sides before four corners, each with its message', () => {
    const photo = withPhoto();
    photo.setSides(4, 3);
    photo.clickCanvas(RECTANGLE);
    photo.setSides(0, 3);
    expect(photo.driver.messages()).toEqual(['Mark the four corners of the rectangle first', 'Both sides must be greater than zero']);
    expect(photo.plane()).toBeNull();
  });

  it('drags a corner in progress, and a corner of the set perspective, which re-sets it', () => {
    const photo = withPhoto();
    photo.clickCanvas(RECTANGLE.slice(0, 3));
    photo.dragCanvas([500, 400], [520, 420]);
    expect(photo.draft()[2]).toEqual({ x: 520, y: 420 });
    photo.clickCanvas([[100, 400]]);
    photo.setSides(4, 3);
    const before = photo.driver.document().scale.value;
    photo.dragCanvas([520, 420], [700, 600]);
    expect(photo.plane()!.corners[2]).toEqual({ x: 700, y: 600 });
    expect(photo.driver.document().scale.value).toBeLessThan(before);
  });

  it('leaves the set perspective as it was when a dragged corner would make no rectangle, and says why', () => {
    const photo = withPhoto();
    photo.clickCanvas(RECTANGLE);
    photo.setSides(4, 3);
    photo.dragCanvas([500, 400], [250, 250]);
    expect(photo.plane()!.corners[2]).toEqual({ x: 500, y: 400 });
    expect(photo.driver.messages().at(-1)).toBe('A corner turns inwards: mark the corners of a rectangle in order around it.');
  });

  it('places no corner once the perspective is set, clears it, and shows the rectified image on demand', () => {
    const photo = withPhoto();
    photo.clickCanvas(RECTANGLE);
    photo.setSides(4, 3);
    photo.clickCanvas([[300, 600]]);
    expect(photo.draft()).toEqual([]);
    photo.driver.send({ type: 'perspective.showRectified', on: true });
    expect(photo.plane()?.rectified).toBe(true);
    photo.driver.send({ type: 'perspective.clear' });
    expect(photo.plane()).toBeNull();
    photo.clickCanvas([[300, 600]]);
    expect(photo.draft()).toHaveLength(1);
  });

  it('goes back to the layer’s instrument on Done, and drops corners in progress on leaving', () => {
    const photo = withPhoto();
    photo.clickCanvas(RECTANGLE.slice(0, 2));
    photo.driver.send({ type: 'perspective.done' });
    expect(photo.driver.instrument()).toBe('straight');
    expect(photo.draft()).toEqual([]);
  });

  it('goes with the photo on Clear All, and stays with Clear canvas', () => {
    const photo = withPhoto();
    photo.clickCanvas(RECTANGLE);
    photo.setSides(4, 3);
    photo.driver.send({ type: 'document.clear' });
    expect(photo.plane()).not.toBeNull();
    photo.driver.send({ type: 'document.clear', removeImage: true });
    expect(photo.plane()).toBeNull();
  });

  it('is saved as pan_move: it is not one of the saved instruments', () => {
    expect(savedInstrument('perspective_tool')).toBe('pan_move');
  });
});
