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

const readyLine = (snapshot: EditorSnapshot): ShownScaleLine | null => {
  const { scale } = snapshot.context.document;
  const line = scale.lineReady ? scaleLineOf(scale) : null;
  return line ? { from: line[0], to: line[1], drawing: false } : null;
};

export function shownScaleLine(snapshot: EditorSnapshot): ShownScaleLine | null {
  const drawing = scaleLineInProgress(snapshot);
  if (drawing && snapshot.context.secondScaleLine?.stage !== 'drawing') return { ...drawing, drawing: true };
  return readyLine(snapshot);
}

/**
 * Every reference line shown: the one above and, for separate X and Y scales (issue 23), the
 * second line, being drawn or waiting for its length, beside the first.
 */
export function shownScaleLines(snapshot: EditorSnapshot): ShownScaleLine[] {
  const lines = [shownScaleLine(snapshot)];
  const second = snapshot.context.secondScaleLine;
  const drawing = scaleLineInProgress(snapshot);
  if (second?.stage === 'drawing' && drawing) lines.push({ ...drawing, drawing: true });
  if (second?.stage === 'ready') lines.push({ from: second.line.from, to: second.line.to, drawing: false });
  return lines.filter((line): line is ShownScaleLine => line !== null);
}
