/**
 * The action menu: closed or open, and which entry has the focus while open. Opening and
 * closing tell the editor (`instrumentMenu.set`), which holds back layer drags while a menu is
 * open.
 */
import { assign, sendTo, setup } from 'xstate';
import type { EditorActor } from '../../engine/editor/editorMachine';

export type MenuEvent =
  /** Opens with the first entry focused, or the last (ArrowUp on the button). */
  | { type: 'menu.open'; focus?: 'first' | 'last' }
  | { type: 'menu.toggle' }
  | { type: 'menu.close' }
  /** Moves the focus by one entry, wrapping round. */
  | { type: 'menu.move'; by: 1 | -1 }
  | { type: 'menu.focus'; index: number };

export interface MenuInput {
  editor: EditorActor;
  /** How many entries the menu has. */
  count: number;
}

export const menuMachine = setup({
  types: {
    context: {} as MenuInput & { active: number },
    events: {} as MenuEvent,
    input: {} as MenuInput,
  },
  actions: {
    focusOpening: assign({
      active: ({ context, event }) => (event.type === 'menu.open' && event.focus === 'last' ? context.count - 1 : 0),
    }),
    move: assign({
      active: ({ context, event }) => {
        const by = event.type === 'menu.move' ? event.by : 0;
        return (context.active + by + context.count) % context.count;
      },
    }),
    focus: assign({
      active: ({ context, event }) => (event.type === 'menu.focus' ? Math.min(Math.max(event.index, 0), context.count - 1) : context.active),
    }),
    tellEditorOpen: sendTo(({ context }) => context.editor, { type: 'instrumentMenu.set', open: true }),
    tellEditorClosed: sendTo(({ context }) => context.editor, { type: 'instrumentMenu.set', open: false }),
  },
}).createMachine({
  id: 'actionMenu',
  context: ({ input }) => ({ ...input, active: 0 }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'menu.open': { target: 'open', actions: 'focusOpening' },
        'menu.toggle': { target: 'open', actions: 'focusOpening' },
      },
    },
    open: {
      entry: 'tellEditorOpen',
      exit: 'tellEditorClosed',
      on: {
        'menu.close': { target: 'closed' },
        'menu.toggle': { target: 'closed' },
        'menu.move': { actions: 'move' },
        'menu.focus': { actions: 'focus' },
      },
    },
  },
});
