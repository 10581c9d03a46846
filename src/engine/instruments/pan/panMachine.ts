/**
 * The pan instrument: press and drag to move the view. The view follows the pointer from where
 * the drag began, so clamping at the edge never makes it drift, and Escape puts the view back
 * exactly where it was.
 */
import { assign, enqueueActions, setup } from 'xstate';
import type { ScreenPoint } from '../../../shared/geometry';
import { screenPoint } from '../../../shared/geometry';
import type { InstrumentInputEvent, InstrumentPointerEvent } from '../pointerEvents';

/** Where the drag began, and the view's offset then. Set on press, cleared on release. */
interface Drag {
  press: ScreenPoint;
  startOffset: ScreenPoint;
}

export interface PanContext {
  drag: Drag | null;
}

/** Asks the editor to put the canvas origin at `offset` (screen pixels). */
export type ViewportPanEvent = { type: 'viewport.panTo'; offset: ScreenPoint };

const pointerOf = (event: InstrumentInputEvent): InstrumentPointerEvent => event as InstrumentPointerEvent;

/** The offset that keeps the canvas under the pointer as it was at the press. */
const followOffset = ({ press, startOffset }: Drag, screen: ScreenPoint): ScreenPoint =>
  screenPoint(startOffset.x + screen.x - press.x, startOffset.y + screen.y - press.y);

export const panMachine = setup({
  types: {
    context: {} as PanContext,
    events: {} as InstrumentInputEvent,
  },
  actions: {
    begin: assign({ drag: ({ event }) => ({ press: pointerOf(event).screen, startOffset: pointerOf(event).offset }) }),
    follow: enqueueActions(({ context, event, enqueue }) => {
      if (context.drag) enqueue.sendParent({ type: 'viewport.panTo', offset: followOffset(context.drag, pointerOf(event).screen) });
    }),
    restore: enqueueActions(({ context, enqueue }) => {
      if (context.drag) enqueue.sendParent({ type: 'viewport.panTo', offset: context.drag.startOffset });
    }),
    end: assign({ drag: null }),
  },
}).createMachine({
  id: 'pan',
  context: { drag: null },
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
