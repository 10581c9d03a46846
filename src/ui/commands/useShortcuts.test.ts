import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createEditorDriver } from '../../engine/testing/editorDriver';
import { placeImage } from '../../engine/document/image';
import { sketchVertices } from '../../engine/document/sketch';
import { openRoomReview } from '../../engine/editor/editorRooms';
import { previewLine } from '../../engine/editor/overlay';
import { hasGestureInProgress } from '../../engine/editor/selectors';
import { modalMachine } from '../../app/modals/modalMachine';
import { pressEscape } from './escape';

function world() {
  const driver = createEditorDriver();
  const modals = createActor(modalMachine, { input: { editor: driver.actor } }).start();
  const escape = () => pressEscape({ editor: driver.actor, modals });
  return { driver, modals, escape, modal: () => modals.getSnapshot().value };
}

describe('Escape', () => {
  it('does nothing on an empty drawing', () => {
    const { escape, modal } = world();
    escape();
    expect(modal()).toBe('closed');
  });

  it('first stops an unfinished line where it is, then asks to clear the canvas, and closes that question when pressed again', () => {
    const { driver, escape, modal } = world();
    driver.clickPath([
      [100, 100],
      [200, 100],
    ]);
    driver.pointerMove(260, 160);
    expect(hasGestureInProgress(driver.actor.getSnapshot())).toBe(true);
    escape();
    // The line keeps its two points and no preview follows the pointer; nothing was asked.
    expect(modal()).toBe('closed');
    expect(previewLine(driver.actor.getSnapshot())).toBeNull();
    const vertices = sketchVertices(driver.document().layers[0]!.sketch);
    expect(vertices).toHaveLength(2);
    expect(hasGestureInProgress(driver.actor.getSnapshot())).toBe(false);
    escape();
    expect(modal()).toBe('confirmClearCanvas');
    escape();
    expect(modal()).toBe('closed');
    // Moving on shows the line in progress again: the next click goes on from its end.
    driver.pointerMove(200, 200);
    expect(previewLine(driver.actor.getSnapshot())?.from).toEqual(vertices[1]);
  });

  it("ends Detect rooms' review, adding nothing, before asking to clear the canvas", () => {
    const { driver, escape, modal } = world();
    driver.send({ type: 'image.place', image: placeImage('/plan.png', 'plan.png', { width: 200, height: 100 }, driver.viewport().stage) });
    const room = [
      { x: 30, y: 30 },
      { x: 60, y: 30 },
      { x: 60, y: 60 },
    ];
    driver.send({ type: 'rooms.offer', rooms: [room] });
    escape();
    expect(openRoomReview(driver.actor.getSnapshot().context)).toBeNull();
    expect(modal()).toBe('closed');
    expect(driver.document().layers.some((layer) => layer.sketch.closed)).toBe(false);
  });

  it('cancels a drag in progress before anything else', () => {
    const { driver, escape, modal } = world();
    driver.pointerMove(100, 100);
    driver.pointerDown(100, 100);
    driver.pointerMove(180, 100);
    expect(hasGestureInProgress(driver.actor.getSnapshot())).toBe(true);
    escape();
    expect(hasGestureInProgress(driver.actor.getSnapshot())).toBe(false);
    expect(modal()).toBe('closed');
  });

  it('closes the settings dialog but never the loader', () => {
    const { modals, escape, modal } = world();
    modals.send({ type: 'modal.open', modal: 'settings' });
    escape();
    expect(modal()).toBe('closed');
    modals.send({ type: 'loader.show' });
    escape();
    expect(modal()).toBe('loading');
  });
});
