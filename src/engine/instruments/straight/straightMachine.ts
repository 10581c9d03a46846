/**
 * The straight-line gesture, shared by the straight, constrained and angle instruments: click to
 * place each vertex, or press, drag and release to draw a segment. It decides nothing about the
 * sketch; on release it hands the editor a `straight.commit` of its kind and the sketch rules
 * decide what the line does.
 */
import { assign, sendParent, setup } from 'xstate';
import type { CanvasPoint, ScreenPoint } from '../../../shared/geometry';
import type { InstrumentCommand, StraightKind } from '../instrumentCommands';
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
export type StraightCommitEvent = Extract<InstrumentCommand, { type: 'straight.commit' }>;

const pointerOf = (event: InstrumentInputEvent): InstrumentPointerEvent => event as InstrumentPointerEvent;

/** The gesture machine for lines of `kind`. */
export function createStraightMachine(kind: StraightKind) {
  const commitOf = (context: StraightContext, event: InstrumentInputEvent, dragged: boolean): StraightCommitEvent => ({
    type: 'straight.commit',
    kind,
    press: context.press ?? pointerOf(event).point,
    release: pointerOf(event).point,
    dragged,
  });
  return setup({
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
      commitClick: sendParent(({ context, event }) => commitOf(context, event, false)),
      commitDrag: sendParent(({ context, event }) => commitOf(context, event, true)),
    },
  }).createMachine({
    id: kind,
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
}

export const straightMachine = createStraightMachine('straight');
