/**
 * The select instrument: drag a handle (a vertex, a circle's curve handle, centre or arc point),
 * click an edge to add a point there, or drag inside the shape (or along an edge) to move the
 * whole layer. With each press the editor tells it what lies under the pointer (`hit`) and whether
 * a layer may be dragged now. Drags are previewed as they go and committed on release; Escape restores the
 * state from before the drag.
 */
import { and, assign, enqueueActions, sendParent, setup } from 'xstate';
import type { CanvasPoint, Point, ScreenPoint } from '../../../shared/geometry';
import { canvasPoint } from '../../../shared/geometry';
import type { Hit } from './hitTest';
import type { InstrumentCommand, SelectEdit } from '../instrumentCommands';
import { distance } from '../../geometry/vector';
import { DRAG_THRESHOLD, type CancelEvent, type InstrumentPointerEvent } from '../pointerEvents';

/** A press as the select tool receives it: what lies under it, and whether a layer may be dragged now. */
export type SelectPressEvent = Extract<InstrumentPointerEvent, { type: 'pointer.down' }> & { hit: Hit; layerDragAllowed: boolean };
export type SelectInputEvent = SelectPressEvent | InstrumentPointerEvent | CancelEvent;

export interface SelectContext {
  /** What the press landed on. */
  hit: Hit;
  press: CanvasPoint | null;
  pressScreen: ScreenPoint | null;
  /** From the press to the grabbed handle, so the handle does not jump to the pointer. */
  grab: Point;
  layerDragAllowed: boolean;
}

const pointerOf = (event: SelectInputEvent): InstrumentPointerEvent => event as InstrumentPointerEvent;
const pressOf = (event: SelectInputEvent): SelectPressEvent => event as SelectPressEvent;

/** The edit a drag to `point` makes: the grabbed handle follows the pointer, or the layer moves with it. */
function editAt(context: SelectContext, point: CanvasPoint): SelectEdit {
  if (context.hit.kind === 'handle') {
    return { kind: 'moveHandle', handle: context.hit.handle, to: canvasPoint(point.x + context.grab.x, point.y + context.grab.y) };
  }
  return { kind: 'moveLayer', by: { x: point.x - context.press!.x, y: point.y - context.press!.y } };
}

const IDLE: SelectContext = { hit: { kind: 'none' }, press: null, pressScreen: null, grab: { x: 0, y: 0 }, layerDragAllowed: true };

export const selectMachine = setup({
  types: { context: {} as SelectContext, events: {} as SelectInputEvent },
  guards: {
    onHandle: ({ event }) => pressOf(event).hit.kind === 'handle',
    onShape: ({ event }) => pressOf(event).hit.kind === 'edge' || pressOf(event).hit.kind === 'inside',
    onLayer: ({ event }) => pressOf(event).hit.kind === 'layer',
    pressedEdge: ({ context }) => context.hit.kind === 'edge',
    movedBeyondThreshold: ({ context, event }) =>
      context.pressScreen !== null && distance(context.pressScreen, pointerOf(event).screen) > DRAG_THRESHOLD,
    mayDragLayer: ({ context }) => context.layerDragAllowed,
  },
  actions: {
    begin: assign(({ event }) => {
      const { hit, point, screen, layerDragAllowed } = pressOf(event);
      const grab = hit.kind === 'handle' ? { x: hit.at.x - point.x, y: hit.at.y - point.y } : { x: 0, y: 0 };
      return { hit, press: point, pressScreen: screen, grab, layerDragAllowed };
    }),
    reset: assign(() => IDLE),
    selectHandle: sendParent(({ event }): InstrumentCommand => {
      const hit = pressOf(event).hit;
      return { type: 'selection.set', handle: hit.kind === 'handle' ? hit.handle : null };
    }),
    clearSelection: sendParent({ type: 'selection.set', handle: null } satisfies InstrumentCommand),
    pickLayer: enqueueActions(({ event, enqueue }) => {
      const hit = pressOf(event).hit;
      if (hit.kind === 'layer') enqueue.sendParent({ type: 'edit.pickLayer', index: hit.index } satisfies InstrumentCommand);
    }),
    preview: sendParent(({ context, event }): InstrumentCommand => ({ type: 'edit.preview', edit: editAt(context, pointerOf(event).point) })),
    commit: sendParent(({ context, event }): InstrumentCommand => ({ type: 'edit.commit', edit: editAt(context, pointerOf(event).point) })),
    cancel: sendParent({ type: 'edit.cancel' } satisfies InstrumentCommand),
    addPoint: sendParent(({ context, event }): InstrumentCommand => ({
      type: 'edit.addPoint',
      line: context.hit.kind === 'edge' ? context.hit.line : -1,
      point: pointerOf(event).point,
    })),
  },
}).createMachine({
  id: 'select',
  context: IDLE,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'pointer.down': [
          { guard: 'onHandle', target: 'pressingHandle', actions: ['begin', 'selectHandle'] },
          { guard: 'onShape', target: 'pressingShape', actions: ['begin', 'clearSelection'] },
          { guard: 'onLayer', actions: ['clearSelection', 'pickLayer'] },
          { actions: 'clearSelection' },
        ],
      },
    },
    pressingHandle: {
      on: {
        'pointer.move': { guard: 'movedBeyondThreshold', target: 'draggingHandle', actions: 'preview' },
        'pointer.up': { target: 'idle', actions: 'reset' },
        'gesture.cancel': { target: 'idle', actions: 'reset' },
      },
    },
    draggingHandle: {
      on: {
        'pointer.move': { actions: 'preview' },
        'pointer.up': { target: 'idle', actions: ['commit', 'reset'] },
        'gesture.cancel': { target: 'idle', actions: ['cancel', 'reset'] },
      },
    },
    // A press on an edge or inside the shape: a drag moves the layer; a click on an edge adds a point.
    pressingShape: {
      on: {
        'pointer.move': { guard: and(['movedBeyondThreshold', 'mayDragLayer']), target: 'draggingLayer', actions: 'preview' },
        'pointer.up': [{ guard: 'pressedEdge', target: 'idle', actions: ['addPoint', 'reset'] }, { target: 'idle', actions: 'reset' }],
        'gesture.cancel': { target: 'idle', actions: 'reset' },
      },
    },
    draggingLayer: {
      on: {
        'pointer.move': { actions: 'preview' },
        'pointer.up': { target: 'idle', actions: ['commit', 'reset'] },
        'gesture.cancel': { target: 'idle', actions: ['cancel', 'reset'] },
      },
    },
  },
});
