/**
 * Which reference line the canvas shows: the one being drawn with the rule tool, or else the
 * ready one of the document. While a new line is drawn the old one is hidden; Escape brings it back.
 */
import type { CanvasPoint, Point } from '../../shared/geometry';
import { scaleLineOf } from '../document/knownLengthScale';
import type { EditorSnapshot } from './editorMachine';
import type { ScaleLineContext } from '../instruments/scaleLine/scaleLineMachine';

export interface ShownScaleLine {
  readonly from: Point;
  readonly to: Point;
  /** Being drawn now, not yet committed. */
  readonly drawing: boolean;
}

/** The rule tool's line in progress, or null outside a gesture. */
export function scaleLineInProgress(snapshot: EditorSnapshot): { from: CanvasPoint; to: CanvasPoint } | null {
  if (snapshot.value !== 'scale_line') return null;
  const tool = snapshot.children.tool?.getSnapshot() as { value?: unknown; context?: ScaleLineContext } | undefined;
  const context = tool?.context;
  if (!context?.start || !context.current || tool?.value === 'idle') return null;
  return { from: context.start, to: context.current };
}

export function shownScaleLine(snapshot: EditorSnapshot): ShownScaleLine | null {
  const drawing = scaleLineInProgress(snapshot);
  if (drawing) return { ...drawing, drawing: true };
  const { scale } = snapshot.context.document;
  const line = scale.lineReady ? scaleLineOf(scale) : null;
  return line ? { from: line[0], to: line[1], drawing: false } : null;
}
