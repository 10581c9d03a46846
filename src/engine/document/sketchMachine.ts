/**
 * The sketch statechart (spec drawing-core §4): empty → drawing → closed. It is used as a pure
 * transition function (XState's `transition`), so the document store asks it what a new vertex
 * does to a sketch and reads the outcome from the next snapshot.
 */
import { and, assign, initialTransition, setup, transition } from 'xstate';
import type { CanvasPoint } from '../../shared/geometry';
import type { Sketch } from '../../shared/schemas';
import { appendStraightLine, closeSketch, sketchStatus, startSketch } from './sketch';
import { closesSketch, closingLineCrosses, crossesEdge, isTooShort, nextVertex } from './straightRules';

/** What the last event did, for the store to report: a new history step, a message, or nothing. */
export type SketchOutcome = 'none' | 'started' | 'added' | 'closed' | 'ignored' | 'intersect' | 'locked';

export interface SketchContext {
  sketch: Sketch;
  outcome: SketchOutcome;
}

export type SketchEvent =
  | { type: 'vertex.add'; point: CanvasPoint; zoom: number }
  | { type: 'sketch.restore'; sketch: Sketch };

type VertexEvent = Extract<SketchEvent, { type: 'vertex.add' }>;
const asVertex = (event: SketchEvent): VertexEvent => event as VertexEvent;

export const sketchMachine = setup({
  types: {
    context: {} as SketchContext,
    events: {} as SketchEvent,
    input: {} as { sketch: Sketch },
  },
  guards: {
    isEmpty: ({ context }) => sketchStatus(context.sketch) === 'empty',
    isClosed: ({ context }) => sketchStatus(context.sketch) === 'closed',
    closesShape: ({ context, event }) => {
      const { point, zoom } = asVertex(event);
      return closesSketch(context.sketch, point, zoom);
    },
    closingLineCrosses: ({ context }) => closingLineCrosses(context.sketch),
    isTooShort: ({ context, event }) => {
      const { point, zoom } = asVertex(event);
      return isTooShort(context.sketch, nextVertex(context.sketch, point), zoom);
    },
    crossesEdge: ({ context, event }) => crossesEdge(context.sketch, nextVertex(context.sketch, asVertex(event).point)),
  },
  actions: {
    start: assign({ sketch: ({ context, event }) => startSketch(context.sketch, asVertex(event).point), outcome: 'started' }),
    append: assign({
      sketch: ({ context, event }) => appendStraightLine(context.sketch, nextVertex(context.sketch, asVertex(event).point)),
      outcome: 'added',
    }),
    close: assign({ sketch: ({ context }) => closeSketch(context.sketch), outcome: 'closed' }),
    restore: assign({
      sketch: ({ event }) => (event as Extract<SketchEvent, { type: 'sketch.restore' }>).sketch,
      outcome: 'none',
    }),
    ignore: assign({ outcome: 'ignored' }),
    rejectCrossing: assign({ outcome: 'intersect' }),
    rejectLocked: assign({ outcome: 'locked' }),
  },
}).createMachine({
  id: 'sketch',
  context: ({ input }) => ({ sketch: input.sketch, outcome: 'none' }),
  initial: 'resolving',
  on: {
    'sketch.restore': { target: '.resolving', actions: 'restore' },
  },
  states: {
    // Chooses the state that matches the sketch record, after creation and after a restore.
    resolving: {
      always: [{ guard: 'isEmpty', target: 'empty' }, { guard: 'isClosed', target: 'closed' }, { target: 'drawing' }],
    },
    empty: {
      on: { 'vertex.add': { target: 'drawing', actions: 'start' } },
    },
    drawing: {
      on: {
        'vertex.add': [
          { guard: and(['closesShape', 'closingLineCrosses']), actions: 'rejectCrossing' },
          { guard: 'closesShape', target: 'closed', actions: 'close' },
          { guard: 'isTooShort', actions: 'ignore' },
          { guard: 'crossesEdge', actions: 'rejectCrossing' },
          { actions: 'append' },
        ],
      },
    },
    closed: {
      on: { 'vertex.add': { actions: 'rejectLocked' } },
    },
  },
});

/**
 * Runs one event through the sketch statechart as a pure function: the sketch after the event,
 * and what the event did.
 */
export function runSketchEvent(sketch: Sketch, event: SketchEvent): SketchContext {
  const [start] = initialTransition(sketchMachine, { sketch });
  const [next] = transition(sketchMachine, start, event);
  return next.context;
}
