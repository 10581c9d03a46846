/**
 * The Perspective instrument (issue 23): a click places the next corner of the rectangle on the
 * photo; a press on a corner already placed (the editor tells which, `corner`, from a few screen
 * pixels around it) drags that corner. The corners live in the editor (the ones in progress) or
 * the document (a set perspective); this machine only reports clicks and finished drags. While a
 * corner is dragged `dragged` holds where it is, for the canvas; Escape leaves the drag with the
 * corner where it was.
 */
import { assign, sendParent, setup } from 'xstate';
import type { CanvasPoint, Point, ScreenPoint } from '../../../shared/geometry';
import { canvasPoint } from '../../../shared/geometry';
import { distance } from '../../geometry/vector';
import { DRAG_THRESHOLD, type CancelEvent, type InstrumentPointerEvent } from '../pointerEvents';

/** A corner under the press: its number (0 to 3) and where it is. */
export interface CornerHit {
  readonly index: number;
  readonly at: Point;
}

/** A press as the Perspective instrument receives it: the corner under it, if any. */
export type PerspectivePressEvent = Extract<InstrumentPointerEvent, { type: 'pointer.down' }> & { corner: CornerHit | null };
export type PerspectiveInputEvent = PerspectivePressEvent | InstrumentPointerEvent | CancelEvent;

/** Sent to the editor. */
export type PerspectiveCommand =
  /** A click away from the corners: the next corner. */
  | { type: 'perspective.place'; point: CanvasPoint }
  /** A corner dragged and released at `point`. */
  | { type: 'perspective.moveCorner'; index: number; point: CanvasPoint };

export interface PerspectiveContext {
  pressScreen: ScreenPoint | null;
  /** The corner pressed, and from the press to it, so it does not jump to the pointer. */
  corner: CornerHit | null;
  grab: Point;
  /** The dragged corner's position now, while dragging. */
  dragged: CanvasPoint | null;
}

const IDLE: PerspectiveContext = { pressScreen: null, corner: null, grab: { x: 0, y: 0 }, dragged: null };

const pointerOf = (event: PerspectiveInputEvent): InstrumentPointerEvent => event as InstrumentPointerEvent;
const pressOf = (event: PerspectiveInputEvent): PerspectivePressEvent => event as PerspectivePressEvent;
const draggedTo = (context: PerspectiveContext, point: Point): CanvasPoint => canvasPoint(point.x + context.grab.x, point.y + context.grab.y);

export const perspectiveMachine = setup({
  types: { context: {} as PerspectiveContext, events: {} as PerspectiveInputEvent },
  guards: {
    onCorner: ({ event }) => pressOf(event).corner !== null,
    movedBeyondThreshold: ({ context, event }) =>
      context.pressScreen !== null && distance(context.pressScreen, pointerOf(event).screen) > DRAG_THRESHOLD,
  },
  actions: {
    begin: assign(({ event }) => {
      const { corner, point, screen } = pressOf(event);
      const grab = corner ? { x: corner.at.x - point.x, y: corner.at.y - point.y } : { x: 0, y: 0 };
      return { pressScreen: screen, corner, grab, dragged: null };
    }),
    track: assign({ dragged: ({ context, event }) => draggedTo(context, pointerOf(event).point) }),
    reset: assign(() => IDLE),
    place: sendParent(({ event }): PerspectiveCommand => ({ type: 'perspective.place', point: pointerOf(event).point })),
    moveCorner: sendParent(({ context, event }): PerspectiveCommand => ({
      type: 'perspective.moveCorner',
      index: context.corner!.index,
      point: draggedTo(context, pointerOf(event).point),
    })),
  },
}).createMachine({
  id: 'perspective',
  context: IDLE,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'pointer.down': [
          { guard: 'onCorner', target: 'grabbing', actions: 'begin' },
          { target: 'pointing', actions: 'begin' },
        ],
      },
    },
    // A click places a corner; a press that turns into a drag places nothing (a slip, or a pan by touch).
    pointing: {
      on: {
        'pointer.move': { guard: 'movedBeyondThreshold', target: 'idle', actions: 'reset' },
        'pointer.up': { target: 'idle', actions: ['place', 'reset'] },
        'gesture.cancel': { target: 'idle', actions: 'reset' },
      },
    },
    // Pressed on a corner: released in place it stays; moved, it follows the pointer.
    grabbing: {
      on: {
        'pointer.move': { guard: 'movedBeyondThreshold', target: 'dragging', actions: 'track' },
        'pointer.up': { target: 'idle', actions: 'reset' },
        'gesture.cancel': { target: 'idle', actions: 'reset' },
      },
    },
    dragging: {
      on: {
        'pointer.move': { actions: 'track' },
        'pointer.up': { target: 'idle', actions: ['moveCorner', 'reset'] },
        'gesture.cancel': { target: 'idle', actions: 'reset' },
      },
    },
  },
});
