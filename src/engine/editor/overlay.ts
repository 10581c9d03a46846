/**
 * What the instrument overlay shows: the line in progress, from the last vertex (or from where
 * a drag on an empty sketch began) to where the pointer would put the next vertex.
 */
import type { CanvasPoint } from '../../shared/geometry';
import { currentSketch } from '../document/drawingDocument';
import { sketchStatus, sketchVertices } from '../document/sketch';
import { nextVertex } from '../document/straightRules';
import type { StraightContext } from '../instruments/straight/straightMachine';
import type { EditorSnapshot } from './editorMachine';

export interface PreviewLine {
  from: CanvasPoint;
  to: CanvasPoint;
}

export function previewLine(snapshot: EditorSnapshot): PreviewLine | null {
  if (snapshot.value !== 'straight' || !snapshot.context.pointer) return null;
  const sketch = currentSketch(snapshot.context.document);
  const pointer = snapshot.context.pointer;
  const status = sketchStatus(sketch);
  if (status === 'drawing') {
    const last = sketchVertices(sketch).at(-1);
    return last ? { from: last, to: nextVertex(sketch, pointer) } : null;
  }
  if (status === 'empty') {
    const tool = snapshot.children.tool?.getSnapshot() as { context?: StraightContext } | undefined;
    const press = tool?.context?.press;
    return press ? { from: press, to: pointer } : null;
  }
  return null;
}
