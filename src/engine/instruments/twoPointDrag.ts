/**
 * The press-drag-release gesture of the rectangle and circle instruments: the press fixes one
 * point, the release the other. A release without a drag draws nothing.
 */
import { assign, sendParent, setup } from 'xstate';
import type { CanvasPoint, ScreenPoint } from '../../shared/geometry';
import type { InstrumentCommand } from './instrumentCommands';
import { distance } from '../geometry/vector';
import { DRAG_THRESHOLD, type InstrumentInputEvent, type InstrumentPointerEvent } from './pointerEvents';

export interface TwoPointContext {
  press: CanvasPoint | null;
  pressScreen: ScreenPoint | null;
  current: CanvasPoint | null;
}

const pointerOf = (event: InstrumentInputEvent): InstrumentPointerEvent => event as InstrumentPointerEvent;

/** A gesture machine whose release sends `commit(from, to, shift)` to the editor. */
export function createTwoPointMachine(id: string, commit: (from: CanvasPoint, to: CanvasPoint, shift: boolean) => InstrumentCommand) {
  return setup({
    types: { context: {} as TwoPointContext, events: {} as InstrumentInputEvent },
    guards: {
      movedBeyondThreshold: ({ context, event }) =>
        context.pressScreen !== null && distance(context.pressScreen, pointerOf(event).screen) > DRAG_THRESHOLD,
    },
    actions: {
      begin: assign({
        press: ({ event }) => pointerOf(event).point,
        pressScreen: ({ event }) => pointerOf(event).screen,
        current: ({ event }) => pointerOf(event).point,
      }),
      track: assign({ current: ({ event }) => pointerOf(event).point }),
      reset: assign({ press: null, pressScreen: null, current: null }),
      commit: sendParent(({ context, event }) => commit(context.press!, pointerOf(event).point, pointerOf(event).shift === true)),
    },
  }).createMachine({
    id,
    context: { press: null, pressScreen: null, current: null },
    initial: 'idle',
    states: {
      idle: {
        on: { 'pointer.down': { target: 'pressing', actions: 'begin' } },
      },
      pressing: {
        on: {
          'pointer.move': [{ guard: 'movedBeyondThreshold', target: 'dragging', actions: 'track' }, { actions: 'track' }],
          'pointer.up': { target: 'idle', actions: 'reset' },
          'gesture.cancel': { target: 'idle', actions: 'reset' },
        },
      },
      dragging: {
        on: {
          'pointer.move': { actions: 'track' },
          'pointer.up': { target: 'idle', actions: ['track', 'commit', 'reset'] },
          'gesture.cancel': { target: 'idle', actions: 'reset' },
        },
      },
    },
  });
}
