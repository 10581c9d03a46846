/**
 * Which pointer reaches the editor, and as what. A mouse or a pen draws (a pen's pressure is
 * ignored: a line is a line). One finger draws like a mouse; when a second finger comes down,
 * the first finger's gesture is cancelled, so it commits nothing, and the two fingers zoom and
 * pan the view instead. A second finger never reaches the editor as a drawing pointer, nor does
 * a finger left down after the pinch, nor a third one. Pure: the adapter keeps the state.
 */
import type { ScreenPoint } from '../../shared/geometry';
import type { EditorEvent } from '../../engine/editor/editorEvents';
import type { PointPair } from '../../engine/viewport/pinch';

export type PointerKind = 'mouse' | 'pen' | 'touch';

/** One DOM pointer event, as much of it as the routing needs. */
export interface PointerSample {
  readonly id: number;
  readonly kind: PointerKind;
  readonly screen: ScreenPoint;
  /** The DOM button: 0 is the main one (a mouse's left button, a pen's tip, a finger). */
  readonly button: number;
  readonly shift: boolean;
}

export type PointerPhase = 'down' | 'move' | 'up' | 'cancel';

export interface RoutingState {
  /** The fingers on the canvas, by pointer id, where each last was. */
  readonly touches: ReadonlyMap<number, ScreenPoint>;
  /** The pointer whose press went to the editor, and its kind. */
  readonly drawing: { readonly id: number; readonly kind: PointerKind } | null;
  /** The two fingers of the pinch in progress and where they came down. */
  readonly pinch: { readonly ids: readonly [number, number]; readonly from: PointPair } | null;
}

export type RoutedEvent = Extract<
  EditorEvent,
  { type: 'pointer.down' | 'pointer.move' | 'pointer.up' | 'gesture.cancel' | 'pinch.begin' | 'pinch.move' | 'pinch.end' }
>;

export interface Routed {
  readonly state: RoutingState;
  readonly events: readonly RoutedEvent[];
}

export const NO_POINTERS: RoutingState = { touches: new Map(), drawing: null, pinch: null };

const withTouch = (touches: ReadonlyMap<number, ScreenPoint>, id: number, screen: ScreenPoint) => new Map(touches).set(id, screen);

const withoutTouch = (touches: ReadonlyMap<number, ScreenPoint>, id: number) => {
  const next = new Map(touches);
  next.delete(id);
  return next;
};

const pointerEvent = (type: 'pointer.down' | 'pointer.move' | 'pointer.up', sample: PointerSample): RoutedEvent => ({
  type,
  screen: sample.screen,
  shift: sample.shift,
});

const pinchPoints = (touches: ReadonlyMap<number, ScreenPoint>, [a, b]: readonly [number, number]): PointPair | null => {
  const first = touches.get(a);
  const second = touches.get(b);
  return first && second ? [first, second] : null;
};

function down(state: RoutingState, sample: PointerSample): Routed {
  if (sample.button !== 0) return { state, events: [] };
  if (sample.kind !== 'touch') {
    // A mouse or pen press while a finger draws or pinches waits for the fingers to lift; one after
    // a release the page never saw (outside the window) simply starts afresh.
    if (state.drawing?.kind === 'touch' || state.pinch) return { state, events: [] };
    return { state: { ...state, drawing: { id: sample.id, kind: sample.kind } }, events: [pointerEvent('pointer.down', sample)] };
  }
  const touches = withTouch(state.touches, sample.id, sample.screen);
  // A pen or mouse is drawing: the hand resting on the screen draws nothing.
  if (state.drawing && state.drawing.kind !== 'touch') return { state: { ...state, touches }, events: [] };
  if (state.pinch || touches.size > 2) return { state: { ...state, touches }, events: [] };
  if (touches.size === 1) {
    return { state: { ...state, touches, drawing: { id: sample.id, kind: 'touch' } }, events: [pointerEvent('pointer.down', sample)] };
  }
  const ids = [...touches.keys()] as [number, number];
  const from = pinchPoints(touches, ids)!;
  const cancel: RoutedEvent[] = state.drawing ? [{ type: 'gesture.cancel' }] : [];
  return { state: { touches, drawing: null, pinch: { ids, from } }, events: [...cancel, { type: 'pinch.begin' }] };
}

function move(state: RoutingState, sample: PointerSample): Routed {
  if (sample.kind !== 'touch') {
    // A mouse or a hovering pen moves the instrument's preview; a finger is never hovering.
    const drawsOrHovers = state.drawing ? state.drawing.id === sample.id : !state.pinch;
    return { state, events: drawsOrHovers ? [pointerEvent('pointer.move', sample)] : [] };
  }
  if (!state.touches.has(sample.id)) return { state, events: [] };
  const touches = withTouch(state.touches, sample.id, sample.screen);
  const next = { ...state, touches };
  if (state.drawing?.id === sample.id) return { state: next, events: [pointerEvent('pointer.move', sample)] };
  if (state.pinch?.ids.includes(sample.id)) {
    const to = pinchPoints(touches, state.pinch.ids);
    return { state: next, events: to ? [{ type: 'pinch.move', from: state.pinch.from, to }] : [] };
  }
  return { state: next, events: [] };
}

function lift(state: RoutingState, sample: PointerSample, phase: 'up' | 'cancel'): Routed {
  // Another mouse button let go while the main one is held ends nothing.
  if (phase === 'up' && sample.button !== 0) return { state, events: [] };
  const touches = sample.kind === 'touch' ? withoutTouch(state.touches, sample.id) : state.touches;
  if (state.drawing?.id === sample.id) {
    const event: RoutedEvent = phase === 'up' ? pointerEvent('pointer.up', sample) : { type: 'gesture.cancel' };
    return { state: { ...state, touches, drawing: null }, events: [event] };
  }
  if (state.pinch?.ids.includes(sample.id)) return { state: { ...state, touches, pinch: null }, events: [{ type: 'pinch.end' }] };
  return { state: { ...state, touches }, events: [] };
}

/** The state after one pointer event on the canvas, and the events it sends the editor. */
export function routePointer(state: RoutingState, phase: PointerPhase, sample: PointerSample): Routed {
  switch (phase) {
    case 'down':
      return down(state, sample);
    case 'move':
      return move(state, sample);
    case 'up':
    case 'cancel':
      return lift(state, sample, phase);
  }
}
