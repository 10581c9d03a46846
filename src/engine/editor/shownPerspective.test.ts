import { describe, expect, it } from 'vitest';
import { placeImage } from '../document/image';
import { createEditorDriver } from '../testing/editorDriver';
import { toScreen } from '../viewport/viewport';
import { shownPerspective } from './shownPerspective';

function photo() {
  const driver = createEditorDriver({ measure: 'm' });
  driver.send({ type: 'image.place', image: placeImage('/floor.png', 'floor.png', { width: 900, height: 700 }, driver.viewport().stage) });
  const screen = (x: number, y: number): [number, number] => {
    const at = toScreen(driver.viewport(), { x, y });
    return [at.x, at.y];
  };
  const shown = () => shownPerspective(driver.actor.getSnapshot());
  return { driver, screen, shown };
}

describe('the perspective the canvas shows', () => {
  it('shows nothing outside the Perspective instrument, even with a perspective set', () => {
    const { driver, screen, shown } = photo();
    driver.choose('perspective_tool');
    for (const [x, y] of [[100, 100], [500, 100], [500, 400], [100, 400]] as const) driver.click(...screen(x, y));
    driver.send({ type: 'perspective.setSides', width: 4, height: 3, unit: 'm' });
    expect(shown()).toMatchObject({ set: true, next: null });
    driver.choose('pan_move');
    expect(shown()).toBeNull();
  });

  it('shows the corners in progress and the pointer where the next one would go', () => {
    const { driver, screen, shown } = photo();
    driver.choose('perspective_tool');
    driver.click(...screen(100, 100));
    driver.pointerMove(...screen(300, 120));
    expect(shown()).toEqual({ corners: [{ x: 100, y: 100 }], set: false, next: { x: 300, y: 120 } });
  });

  it('shows a dragged corner where the pointer has it, before it is released', () => {
    const { driver, screen, shown } = photo();
    driver.choose('perspective_tool');
    driver.click(...screen(100, 100));
    driver.click(...screen(500, 100));
    driver.pointerDown(...screen(500, 100));
    driver.pointerMove(...screen(520, 140));
    expect(shown()?.corners).toEqual([{ x: 100, y: 100 }, { x: 520, y: 140 }]);
    expect(shown()?.next).toBeNull();
  });
});
