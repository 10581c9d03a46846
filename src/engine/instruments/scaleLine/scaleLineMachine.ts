/**
 * The rule tool: draws the one reference line of known length that sets the scale (spec
 * drawing-core §2 "scale 1 of 3: draw a known length with the rule tool"). Press, drag and
 * release; or click at one end, then click at the other. Escape leaves the gesture and the
 * previous reference line stays as it was. On completion it sends the editor a
 * `scaleLine.commit`; the line never enters a layer, its history or the results.
 */
import { assign, sendParent, setup } from 'xstate';
import type { CanvasPoint, ScreenPoint } from '../../../shared/geometry';
import { distance } from '../../geometry/vector';
import { DRAG_THRESHOLD, type InstrumentInputEvent, type InstrumentPointerEvent } from '../pointerEvents';

export interface ScaleLineContext {
  /** The line's first end, in canvas and screen pixels. */
  start: CanvasPoint | null;
  startScreen: ScreenPoint | null;
  /** The pointer's latest position: the other end while the line is drawn. */
  current: CanvasPoint | null;
}

/** Sent to the editor when the reference line is complete. */
export type ScaleLineCommitEvent = { type: 'scaleLine.commit'; from: CanvasPoint; to: CanvasPoint };

const pointerOf = (event: InstrumentInputEvent): InstrumentPointerEvent => event as InstrumentPointerEvent;

export const scaleLineMachine = setup({
  types: { context: {} as ScaleLineContext, events: {} as InstrumentInputEvent },
  guards: {
    // A second press on the first end would draw nothing: it counts only some pixels away.
    awayFromStart: ({ context, event }) =>
      context.startScreen !== null && distance(context.startScreen, pointerOf(event).screen) > DRAG_THRESHOLD,
  },
  actions: {
    begin: assign({
      start: ({ event }) => pointerOf(event).point,
      startScreen: ({ event }) => pointerOf(event).screen,
      current: ({ event }) => pointerOf(event).point,
    }),
    track: assign({ current: ({ event }) => pointerOf(event).point }),
    reset: assign({ start: null, startScreen: null, current: null }),
    commit: sendParent(({ context, event }): ScaleLineCommitEvent => ({
      type: 'scaleLine.commit',
      from: context.start!,
      to: pointerOf(event).point,
    })),
  },
}).createMachine({
  id: 'scaleLine',
  context: { start: null, startScreen: null, current: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'pointer.down': { target: 'pressing', actions: 'begin' } },
    },
    // Pressed at the first end: a drag draws the line, a release without one starts click mode.
    pressing: {
      on: {
        'pointer.move': [{ guard: 'awayFromStart', target: 'dragging', actions: 'track' }, { actions: 'track' }],
        'pointer.up': { target: 'placing', actions: 'track' },
        'gesture.cancel': { target: 'idle', actions: 'reset' },
      },
    },
    dragging: {
      on: {
        'pointer.move': { actions: 'track' },
        'pointer.up': [
          { guard: 'awayFromStart', target: 'idle', actions: ['track', 'commit', 'reset'] },
          { target: 'placing', actions: 'track' },
        ],
        'gesture.cancel': { target: 'idle', actions: 'reset' },
      },
    },
    // Click mode: the first end is placed and the line follows the pointer until the next press.
    placing: {
      on: {
        'pointer.move': { actions: 'track' },
        'pointer.down': { guard: 'awayFromStart', target: 'idle', actions: ['track', 'commit', 'reset'] },
        'gesture.cancel': { target: 'idle', actions: 'reset' },
      },
    },
  },
});
