/**
 * The straight-line instrument's gesture: click to place each vertex, or press, drag and release
 * to draw a segment. It decides nothing about the sketch; on release it hands the editor a
 * `straight.commit` and the sketch rules decide what the line does.
 */
import { assign, sendParent, setup } from 'xstate';
import type { CanvasPoint, ScreenPoint } from '../../../shared/geometry';
import { distance } from '../../geometry/vector';
import { DRAG_THRESHOLD, type InstrumentInputEvent, type InstrumentPointerEvent } from '../pointerEvents';

export interface StraightContext {
  /** Where the current press began, in canvas and screen pixels. */
  press: CanvasPoint | null;
  pressScreen: ScreenPoint | null;
  /** The latest pointer position, for the preview line. */
  current: CanvasPoint | null;
}

/** Sent to the editor when a click or drag ends. */
export type StraightCommitEvent = {
  type: 'straight.commit';
  press: CanvasPoint;
  release: CanvasPoint;
  dragged: boolean;
};

const pointerOf = (event: InstrumentInputEvent): InstrumentPointerEvent => event as InstrumentPointerEvent;

export const straightMachine = setup({
  types: {
    context: {} as StraightContext,
    events: {} as InstrumentInputEvent,
  },
  guards: {
    movedBeyondThreshold: ({ context, event }) =>
      context.pressScreen !== null && distance(context.pressScreen, pointerOf(event).screen) > DRAG_THRESHOLD,
  },
  actions: {
    track: assign({ current: ({ event }) => pointerOf(event).point }),
    beginPress: assign({
      press: ({ event }) => pointerOf(event).point,
      pressScreen: ({ event }) => pointerOf(event).screen,
      current: ({ event }) => pointerOf(event).point,
    }),
    endPress: assign({ press: null, pressScreen: null }),
    commitClick: sendParent(({ context, event }): StraightCommitEvent => ({
      type: 'straight.commit',
      press: context.press ?? pointerOf(event).point,
      release: pointerOf(event).point,
      dragged: false,
    })),
    commitDrag: sendParent(({ context, event }): StraightCommitEvent => ({
      type: 'straight.commit',
      press: context.press ?? pointerOf(event).point,
      release: pointerOf(event).point,
      dragged: true,
    })),
  },
}).createMachine({
  id: 'straight',
  context: { press: null, pressScreen: null, current: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'pointer.move': { actions: 'track' },
        'pointer.down': { target: 'pointing', actions: 'beginPress' },
      },
    },
    pointing: {
      on: {
        'pointer.move': [
          { guard: 'movedBeyondThreshold', target: 'dragging', actions: 'track' },
          { actions: 'track' },
        ],
        'pointer.up': { target: 'idle', actions: ['track', 'commitClick', 'endPress'] },
        'gesture.cancel': { target: 'idle', actions: 'endPress' },
      },
    },
    dragging: {
      on: {
        'pointer.move': { actions: 'track' },
        'pointer.up': { target: 'idle', actions: ['track', 'commitDrag', 'endPress'] },
        'gesture.cancel': { target: 'idle', actions: 'endPress' },
      },
    },
  },
});
