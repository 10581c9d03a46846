/**
 * An instrument that places one thing per click (a note, a count marker): the click's canvas
 * point becomes the instrument's one command. A press that turns into a drag places nothing, so a
 * slip of the hand (or the start of a pan by touch) adds nothing.
 */
import { assign, sendParent, setup } from 'xstate';
import type { CanvasPoint, ScreenPoint } from '../../shared/geometry';
import type { InstrumentCommand } from './instrumentCommands';
import { distance } from '../geometry/vector';
import { DRAG_THRESHOLD, type InstrumentInputEvent, type InstrumentPointerEvent } from './pointerEvents';

const pointerOf = (event: InstrumentInputEvent): InstrumentPointerEvent => event as InstrumentPointerEvent;

export const clickToPlaceMachine = (id: string, command: (point: CanvasPoint) => InstrumentCommand) =>
  setup({
    types: { context: {} as { pressScreen: ScreenPoint | null }, events: {} as InstrumentInputEvent },
    guards: {
      movedBeyondThreshold: ({ context, event }) =>
        context.pressScreen !== null && distance(context.pressScreen, pointerOf(event).screen) > DRAG_THRESHOLD,
    },
    actions: {
      begin: assign({ pressScreen: ({ event }) => pointerOf(event).screen }),
      reset: assign({ pressScreen: null }),
      place: sendParent(({ event }): InstrumentCommand => command(pointerOf(event).point)),
    },
  }).createMachine({
    id,
    context: { pressScreen: null },
    initial: 'idle',
    states: {
      idle: { on: { 'pointer.down': { target: 'pointing', actions: 'begin' } } },
      pointing: {
        on: {
          'pointer.move': { guard: 'movedBeyondThreshold', target: 'idle', actions: 'reset' },
          'pointer.up': { target: 'idle', actions: ['place', 'reset'] },
          'gesture.cancel': { target: 'idle', actions: 'reset' },
        },
      },
    },
  });
