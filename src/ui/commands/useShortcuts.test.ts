import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createEditorDriver } from '../../engine/testing/editorDriver';
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

  it('asks to clear the canvas when it has content, and closes that question when pressed again', () => {
    const { driver, escape, modal } = world();
    driver.clickPath([
      [100, 100],
      [200, 100],
    ]);
    escape();
    expect(modal()).toBe('confirmClearCanvas');
    escape();
    expect(modal()).toBe('closed');
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
