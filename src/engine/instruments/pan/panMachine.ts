/**
 * The pan instrument: press and drag to move the view. The view follows the pointer from where
 * the drag began, so clamping at the edge never makes it drift, and Escape puts the view back
 * exactly where it was.
 */
import { assign, sendParent, setup } from 'xstate';
import type { ScreenPoint } from '../../../shared/geometry';
import { screenPoint } from '../../../shared/geometry';
import type { InstrumentInputEvent, InstrumentPointerEvent } from '../pointerEvents';

export interface PanContext {
  /** Where the drag began, and the view's offset then. */
  pressScreen: ScreenPoint | null;
  startOffset: ScreenPoint | null;
}

/** Asks the editor to put the canvas origin at `offset` (screen pixels). */
export type ViewportPanEvent = { type: 'viewport.panTo'; offset: ScreenPoint };

const pointerOf = (event: InstrumentInputEvent): InstrumentPointerEvent => event as InstrumentPointerEvent;

export const panMachine = setup({
  types: {
    context: {} as PanContext,
    events: {} as InstrumentInputEvent,
  },
  actions: {
    begin: assign({
      pressScreen: ({ event }) => pointerOf(event).screen,
      startOffset: ({ event }) => pointerOf(event).offset,
    }),
    follow: sendParent(({ context, event }): ViewportPanEvent => {
      const { screen } = pointerOf(event);
      const press = context.pressScreen ?? screen;
      const start = context.startOffset ?? pointerOf(event).offset;
      return { type: 'viewport.panTo', offset: screenPoint(start.x + screen.x - press.x, start.y + screen.y - press.y) };
    }),
    restore: sendParent(({ context }): ViewportPanEvent => ({
      type: 'viewport.panTo',
      offset: context.startOffset ?? screenPoint(0, 0),
    })),
    end: assign({ pressScreen: null, startOffset: null }),
  },
}).createMachine({
  id: 'pan',
  context: { pressScreen: null, startOffset: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'pointer.down': { target: 'panning', actions: 'begin' } },
    },
    panning: {
      on: {
        'pointer.move': { actions: 'follow' },
        'pointer.up': { target: 'idle', actions: ['follow', 'end'] },
        'gesture.cancel': { target: 'idle', actions: ['restore', 'end'] },
      },
    },
  },
});
