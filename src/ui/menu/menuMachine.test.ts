import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type AnyEventObject } from 'xstate';
import type { EditorActor } from '../../engine/editor/editorMachine';
import { menuMachine } from './menuMachine';

function start(count = 4) {
  const received: AnyEventObject[] = [];
  const editor = createActor(fromCallback<AnyEventObject>(({ receive }) => receive((event) => received.push(event)))).start();
  const menu = createActor(menuMachine, { input: { editor: editor as unknown as EditorActor, count } }).start();
  return { menu, received, active: () => menu.getSnapshot().context.active, state: () => menu.getSnapshot().value };
}

describe('action menu statechart', () => {
  it('tells the editor when it opens and when it closes', () => {
    const { menu, received, state } = start();
    menu.send({ type: 'menu.toggle' });
    expect(state()).toBe('open');
    menu.send({ type: 'menu.close' });
    expect(state()).toBe('closed');
    expect(received).toEqual([
      { type: 'instrumentMenu.set', open: true },
      { type: 'instrumentMenu.set', open: false },
    ]);
  });

  it('opens on the first entry, or the last when asked', () => {
    const world = start(4);
    world.menu.send({ type: 'menu.open' });
    expect(world.active()).toBe(0);
    world.menu.send({ type: 'menu.close' });
    world.menu.send({ type: 'menu.open', focus: 'last' });
    expect(world.active()).toBe(3);
  });

  it('moves the focus with wrapping, and to a chosen entry', () => {
    const { menu, active } = start(3);
    menu.send({ type: 'menu.open' });
    menu.send({ type: 'menu.move', by: -1 });
    expect(active()).toBe(2);
    menu.send({ type: 'menu.move', by: 1 });
    expect(active()).toBe(0);
    menu.send({ type: 'menu.focus', index: 1 });
    expect(active()).toBe(1);
  });

  it('ignores moves while closed', () => {
    const { menu, active, received } = start(3);
    menu.send({ type: 'menu.move', by: 1 });
    menu.send({ type: 'menu.close' });
    expect(active()).toBe(0);
    expect(received).toEqual([]);
  });
});
