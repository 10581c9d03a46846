/**
 * The pan instrument: press and drag to move the view. Escape during a drag puts the view back
 * where the drag began.
 */
import { assign, sendParent, setup } from 'xstate';
import type { ScreenPoint } from '../../../shared/geometry';
import type { InstrumentInputEvent, InstrumentPointerEvent } from '../pointerEvents';

export interface PanContext {
  last: ScreenPoint | null;
  /** Total movement of the current drag, to undo it on cancel. */
  moved: { dx: number; dy: number };
}

export type ViewportPanEvent = { type: 'viewport.pan'; dx: number; dy: number };

const pointerOf = (event: InstrumentInputEvent): InstrumentPointerEvent => event as InstrumentPointerEvent;

export const panMachine = setup({
  types: {
    context: {} as PanContext,
    events: {} as InstrumentInputEvent,
  },
  actions: {
    begin: assign({ last: ({ event }) => pointerOf(event).screen, moved: { dx: 0, dy: 0 } }),
    pan: sendParent(({ context, event }): ViewportPanEvent => ({
      type: 'viewport.pan',
      dx: pointerOf(event).screen.x - (context.last?.x ?? pointerOf(event).screen.x),
      dy: pointerOf(event).screen.y - (context.last?.y ?? pointerOf(event).screen.y),
    })),
    track: assign(({ context, event }) => {
      const { screen } = pointerOf(event);
      const last = context.last ?? screen;
      return {
        last: screen,
        moved: { dx: context.moved.dx + screen.x - last.x, dy: context.moved.dy + screen.y - last.y },
      };
    }),
    restore: sendParent(({ context }): ViewportPanEvent => ({
      type: 'viewport.pan',
      dx: -context.moved.dx,
      dy: -context.moved.dy,
    })),
    end: assign({ last: null, moved: { dx: 0, dy: 0 } }),
  },
}).createMachine({
  id: 'pan',
  context: { last: null, moved: { dx: 0, dy: 0 } },
  initial: 'idle',
  states: {
    idle: {
      on: { 'pointer.down': { target: 'panning', actions: 'begin' } },
    },
    panning: {
      on: {
        'pointer.move': { actions: ['pan', 'track'] },
        'pointer.up': { target: 'idle', actions: ['pan', 'end'] },
        'gesture.cancel': { target: 'idle', actions: ['restore', 'end'] },
      },
    },
  },
});
