/**
 * What a finished click or drag of the straight instrument does to the document. A drag on an
 * empty sketch places both of its ends; otherwise the release point is the next vertex. The
 * result is one history step, or none when the rules refuse the line.
 */
import type { CanvasPoint } from '../../shared/geometry';
import type { DrawingDocument } from './drawingDocument';
import { commitSketch, currentSketch } from './drawingDocument';
import { sketchStatus } from './sketch';
import { runSketchEvent, type SketchOutcome } from './sketchMachine';

export interface StraightCommit {
  press: CanvasPoint;
  release: CanvasPoint;
  dragged: boolean;
}

export interface CommitResult {
  document: DrawingDocument;
  outcome: SketchOutcome;
}

const REFUSED: readonly SketchOutcome[] = ['intersect', 'locked'];

export function applyStraightCommit(document: DrawingDocument, commit: StraightCommit, zoom: number): CommitResult {
  const before = currentSketch(document);
  const points = sketchStatus(before) === 'empty' && commit.dragged ? [commit.press, commit.release] : [commit.release];
  let sketch = before;
  let outcome: SketchOutcome = 'none';
  for (const point of points) {
    const next = runSketchEvent(sketch, { type: 'vertex.add', point, zoom });
    if (REFUSED.includes(next.outcome)) return { document, outcome: next.outcome };
    sketch = next.sketch;
    if (next.outcome !== 'ignored' || outcome === 'none') outcome = next.outcome;
  }
  return { document: sketch === before ? document : commitSketch(document, sketch), outcome };
}
