/**
 * Typed input events. The UI's input adapter turns DOM events into these, with screen points
 * relative to the canvas host; the editor adds the canvas point before an instrument sees them.
 */
import type { CanvasPoint, ScreenPoint } from '../../shared/geometry';

export type ScreenPointerEvent =
  | { type: 'pointer.down'; screen: ScreenPoint; shift?: boolean }
  | { type: 'pointer.move'; screen: ScreenPoint; shift?: boolean }
  | { type: 'pointer.up'; screen: ScreenPoint; shift?: boolean };

/**
 * A pointer event as an instrument receives it: both coordinate spaces, and the view's offset
 * at that moment (the screen position of the canvas origin).
 */
export type InstrumentPointerEvent = ScreenPointerEvent & { point: CanvasPoint; offset: ScreenPoint };

/** Escape: leave the gesture in progress and restore what was there before it began. */
export type CancelEvent = { type: 'gesture.cancel' };

export type InstrumentInputEvent = InstrumentPointerEvent | CancelEvent;

/** A press moves this many screen pixels before it counts as a drag rather than a click. */
export const DRAG_THRESHOLD = 3;
