/**
 * The editor's cutouts (issue 22 "Cutouts"): the Cutout instrument's clicks place the points of a
 * hole inside the current layer's closed shape, checked one by one as a line sequence's are; a
 * click on the first point (within the close tolerance, from the third point on) cuts the hole
 * out, one history step. The hole in progress lives in the editor's context, where the overlay
 * reads it; Escape, and leaving the instrument, drop it.
 */
import { CLOSE_MIN_POINTS, CLOSE_TOLERANCE } from '../../shared/constants';
import type { CanvasPoint } from '../../shared/geometry';
import { noticeEvent } from '../../shared/notices';
import { addCutout, cutoutPointProblem, cutoutProblem } from '../document/cutouts';
import { commitSketch, currentSketch } from '../document/drawingDocument';
import { distance } from '../geometry/vector';
import { editorAssign, editorEnqueue, type EditorContext } from './editorContext';

/** Whether a click at `point` closes the hole in progress. */
const closesDraft = (context: EditorContext, point: CanvasPoint): boolean => {
  const first = context.cutoutDraft[0];
  return first !== undefined && context.cutoutDraft.length >= CLOSE_MIN_POINTS && distance(first, point) <= CLOSE_TOLERANCE / context.viewport.zoom;
};

export const cutoutsActions = {
  placeCutoutPoint: editorEnqueue(({ context, enqueue }, { point }: { point: CanvasPoint }) => {
    const sketch = currentSketch(context.document);
    const draft = context.cutoutDraft;
    if (closesDraft(context, point)) {
      // The closing edge is checked with the whole hole; a refused close keeps the points placed.
      const problem = cutoutProblem(sketch, draft);
      if (problem) enqueue.emit(noticeEvent(problem));
      else enqueue.assign({ document: commitSketch(context.document, addCutout(sketch, draft)), cutoutDraft: [], needSave: true });
      return;
    }
    const problem = cutoutPointProblem(sketch, draft, point);
    if (problem) enqueue.emit(noticeEvent(problem));
    else enqueue.assign({ cutoutDraft: [...draft, point] });
  }),
  clearCutoutDraft: editorAssign({ cutoutDraft: [] }),
};

/** The Cutout instrument's own events, on top of the instrument input every tool takes. */
export const CUTOUT_ON = {
  'cutout.place': { guard: 'editable', actions: { type: 'placeCutoutPoint', params: ({ event }: { event: { point: CanvasPoint } }) => ({ point: event.point }) } },
} as const;
