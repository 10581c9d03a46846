/**
 * The curved-line instrument: press, draw freehand, release. The points are collected while the
 * pointer moves and handed to the editor on release as one `curve.commit`; the sketch rules decide
 * whether the curve is long enough, crosses, or closes the shape.
 */
import { assign, sendParent, setup } from 'xstate';
import type { CanvasPoint } from '../../../shared/geometry';
import type { InstrumentCommand } from '../instrumentCommands';
import type { InstrumentInputEvent, InstrumentPointerEvent } from '../pointerEvents';

export interface CurvedContext {
  /** The freehand points of the curve in progress, in canvas px. */
  points: readonly CanvasPoint[];
}

const pointOf = (event: InstrumentInputEvent): CanvasPoint => (event as InstrumentPointerEvent).point;

/** A new sample joins the curve only when it differs from the last one. */
const withSample = (points: readonly CanvasPoint[], point: CanvasPoint): readonly CanvasPoint[] => {
  const last = points[points.length - 1];
  return last && last.x === point.x && last.y === point.y ? points : [...points, point];
};

export const curvedMachine = setup({
  types: { context: {} as CurvedContext, events: {} as InstrumentInputEvent },
  actions: {
    begin: assign({ points: ({ event }) => [pointOf(event)] }),
    sample: assign({ points: ({ context, event }) => withSample(context.points, pointOf(event)) }),
    commit: sendParent(({ context }): InstrumentCommand => ({ type: 'curve.commit', points: context.points })),
    reset: assign({ points: [] }),
  },
}).createMachine({
  id: 'curved',
  context: { points: [] },
  initial: 'idle',
  states: {
    idle: {
      on: { 'pointer.down': { target: 'drawing', actions: 'begin' } },
    },
    drawing: {
      on: {
        'pointer.move': { actions: 'sample' },
        'pointer.up': { target: 'idle', actions: ['sample', 'commit', 'reset'] },
        'gesture.cancel': { target: 'idle', actions: 'reset' },
      },
    },
  },
});
