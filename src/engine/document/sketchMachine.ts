/**
 * The sketch statechart (spec drawing-core §4): empty → drawing → closed. It is used as a pure
 * transition function (XState's `transition`), so the document store asks it what a new vertex,
 * curve or shape does to a sketch and reads the outcome from the next snapshot.
 */
import { and, assign, initialTransition, setup, transition } from 'xstate';
import { CLOSE_MIN_POINTS, CLOSE_TOLERANCE } from '../../shared/constants';
import type { CanvasPoint, Point } from '../../shared/geometry';
import { distance } from '../geometry/vector';
import type { ShapeEntry, Sketch } from '../../shared/schemas';
import { appendCurve, appendLine, closeSketch, sketchStatus, startSketch } from './sketch';
import { shapeSketch } from './shapes';
import {
  closesSketch,
  closingLineCrosses,
  crossesEdge,
  curveBeforeCrossing,
  curveCrosses,
  isTooShort,
  isValidCurve,
  nextVertex,
  type LineKind,
} from './straightRules';

/**
 * What the last event did, for the store to report: a new history step, a message, or nothing.
 * `trimmed`: a freehand curve crossed, and only its part before the crossing was added.
 */
export type SketchOutcome = 'none' | 'started' | 'added' | 'closed' | 'ignored' | 'intersect' | 'trimmed' | 'locked';

export interface SketchContext {
  sketch: Sketch;
  outcome: SketchOutcome;
}

export type SketchEvent =
  | { type: 'vertex.add'; point: CanvasPoint; zoom: number; kind?: LineKind }
  /** A freehand curve; its first point is where the pointer went down. */
  | { type: 'curve.add'; points: readonly CanvasPoint[]; zoom: number }
  /** A finished rectangle or circle; `asLines` turns a rectangle into four lines at once (Shift). */
  | { type: 'shape.add'; shape: ShapeEntry; asLines: boolean }
  | { type: 'sketch.restore'; sketch: Sketch };

type VertexEvent = Extract<SketchEvent, { type: 'vertex.add' }>;
type CurveEvent = Extract<SketchEvent, { type: 'curve.add' }>;
const asVertex = (event: SketchEvent): VertexEvent => event as VertexEvent;
const kindOf = (event: SketchEvent): LineKind => asVertex(event).kind ?? 'straight';

/** The curve's points, joined to the sequence: it starts at the last vertex when there is one. */
function curvePoints(sketch: Sketch, event: SketchEvent): readonly CanvasPoint[] {
  const { points } = event as CurveEvent;
  const last = sketch.controlPoints.at(-1) as CanvasPoint | undefined;
  return last ? [last, ...points.slice(1)] : points;
}

/**
 * A curve closes the sketch when it ends within 6/zoom px of the first vertex (its own start on
 * an empty sketch: a freehand loop), with at least 3 points placed in all.
 */
const curveCloses = (sketch: Sketch, event: SketchEvent): boolean => {
  const points = curvePoints(sketch, event);
  const first = sketch.controlPoints[0] ?? points[0];
  const end = points.at(-1);
  if (!first || !end) return false;
  const placed = sketch.controlPoints.length + points.length - 1;
  return placed >= CLOSE_MIN_POINTS && distance(first, end) <= CLOSE_TOLERANCE / (event as CurveEvent).zoom;
};

/** The curve's points as the crossing rules see them (a closing curve ends on the first vertex), and whether it closes. */
function crossingCheck(sketch: Sketch, event: SketchEvent): [readonly Point[], boolean] {
  const closes = curveCloses(sketch, event);
  const points = curvePoints(sketch, event);
  const first = sketch.controlPoints[0] ?? points[0]!;
  return [closes ? [...points.slice(0, -1), first] : points, closes];
}

export const sketchMachine = setup({
  types: {
    context: {} as SketchContext,
    events: {} as SketchEvent,
    input: {} as { sketch: Sketch },
  },
  guards: {
    isEmpty: ({ context }) => sketchStatus(context.sketch) === 'empty',
    isClosed: ({ context }) => sketchStatus(context.sketch) === 'closed',
    closesShape: ({ context, event }) => closesSketch(context.sketch, asVertex(event).point, asVertex(event).zoom),
    closingLineCrosses: ({ context }) => closingLineCrosses(context.sketch),
    isTooShort: ({ context, event }) =>
      isTooShort(context.sketch, nextVertex(context.sketch, asVertex(event).point, kindOf(event)), asVertex(event).zoom, kindOf(event)),
    crossesEdge: ({ context, event }) => crossesEdge(context.sketch, nextVertex(context.sketch, asVertex(event).point, kindOf(event))),
    curveIsInvalid: ({ context, event }) => !isValidCurve(curvePoints(context.sketch, event), (event as CurveEvent).zoom),
    curveCrosses: ({ context, event }) => curveCrosses(context.sketch, ...crossingCheck(context.sketch, event)),
    curveKeepsPartBeforeCrossing: ({ context, event }) =>
      isValidCurve(curveBeforeCrossing(context.sketch, ...crossingCheck(context.sketch, event)), (event as CurveEvent).zoom),
    curveCloses: ({ context, event }) => curveCloses(context.sketch, event),
  },
  actions: {
    start: assign({ sketch: ({ context, event }) => startSketch(context.sketch, asVertex(event).point), outcome: 'started' }),
    append: assign({
      sketch: ({ context, event }) => appendLine(context.sketch, nextVertex(context.sketch, asVertex(event).point, kindOf(event)), kindOf(event)),
      outcome: 'added',
    }),
    close: assign({
      sketch: ({ context, event }) => closeSketch(context.sketch, kindOf(event) === 'angle' ? 'angle' : 'straight'),
      outcome: 'closed',
    }),
    appendCurve: assign({
      sketch: ({ context, event }) => appendCurve(context.sketch, curvePoints(context.sketch, event), false),
      outcome: 'added',
    }),
    appendCurveBeforeCrossing: assign({
      sketch: ({ context, event }) => appendCurve(context.sketch, curveBeforeCrossing(context.sketch, ...crossingCheck(context.sketch, event)), false),
      outcome: 'trimmed',
    }),
    closeWithCurve: assign({
      sketch: ({ context, event }) => appendCurve(context.sketch, curvePoints(context.sketch, event), true),
      outcome: 'closed',
    }),
    addShape: assign({
      sketch: ({ context, event }) => {
        const { shape, asLines } = event as Extract<SketchEvent, { type: 'shape.add' }>;
        return shapeSketch(context.sketch.labelsVisible, shape, asLines);
      },
      outcome: 'closed',
    }),
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
      on: {
        'vertex.add': { target: 'drawing', actions: 'start' },
        'curve.add': [
          { guard: 'curveIsInvalid', actions: 'ignore' },
          { guard: and(['curveCrosses', 'curveKeepsPartBeforeCrossing']), target: 'drawing', actions: 'appendCurveBeforeCrossing' },
          { guard: 'curveCrosses', actions: 'rejectCrossing' },
          { guard: 'curveCloses', target: 'closed', actions: 'closeWithCurve' },
          { target: 'drawing', actions: 'appendCurve' },
        ],
        'shape.add': { target: 'closed', actions: 'addShape' },
      },
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
        'curve.add': [
          { guard: 'curveIsInvalid', actions: 'ignore' },
          { guard: and(['curveCrosses', 'curveKeepsPartBeforeCrossing']), actions: 'appendCurveBeforeCrossing' },
          { guard: 'curveCrosses', actions: 'rejectCrossing' },
          { guard: 'curveCloses', target: 'closed', actions: 'closeWithCurve' },
          { actions: 'appendCurve' },
        ],
        'shape.add': { actions: 'rejectLocked' },
      },
    },
    closed: {
      on: { 'vertex.add': { actions: 'rejectLocked' }, 'curve.add': { actions: 'rejectLocked' }, 'shape.add': { actions: 'rejectLocked' } },
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
