/** When typing a number while drawing opens the "Next line length" box. */
import { currentSketch } from '../../engine/document/drawingDocument';
import type { EditorSnapshot } from '../../engine/editor/editorMachine';

const LINE_INSTRUMENTS = new Set(['straight', 'constrained', 'angle']);

/** A line instrument is drawing a sketch that has a vertex to measure from and is still open. */
export function acceptsTypedLength(snapshot: EditorSnapshot): boolean {
  const sketch = currentSketch(snapshot.context.document);
  return LINE_INSTRUMENTS.has(String(snapshot.value)) && sketch.controlPoints.length > 0 && !sketch.closed;
}

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** A digit or a decimal point, typed without Ctrl, ⌘ or Alt. */
export const startsLength = (press: KeyLike): boolean =>
  /^[0-9.]$/.test(press.key) && !press.ctrlKey && !press.metaKey && !press.altKey;

