/**
 * The perspective scale in the editor (issue 23). The Perspective instrument's clicks place the
 * rectangle's corners (in the context's draft until four); the fourth is refused, with its
 * reason, when the four make no rectangle. The panel's sides then set the perspective in the
 * document (setPerspective), and from then on a dragged corner moves the set perspective's own.
 * The scale is no layer's, so like a known length it is not in the history: nothing to undo, but
 * every change needs a save.
 */
import type { CanvasPoint, Point } from '../../shared/geometry';
import { noticeEvent } from '../../shared/notices';
import type { LengthUnit } from '../../shared/units';
import { clearPerspective, movePerspectiveCorner, perspectivePlaneOf, setPerspective, setRectifiedShown } from '../document/perspectiveScale';
import type { Quad } from '../geometry/homography';
import { distance } from '../geometry/vector';
import type { CornerHit, PerspectivePressEvent } from '../instruments/perspective/perspectiveMachine';
import { PERSPECTIVE_NOTICES, perspectiveRefusalNotice } from '../instruments/perspective/perspectiveNotices';
import type { ScreenPointerEvent } from '../instruments/pointerEvents';
import { editorAssign, editorEnqueue, eventParams, instrumentPointer, type EditorContext, type EditorGuardArgs } from './editorContext';
import { draftQuad, moveDraftCorner, NO_PERSPECTIVE_DRAFT, placeDraftCorner } from './perspectiveDraft';

/** A press within this many screen px of a corner grabs it. */
export const CORNER_HIT_RADIUS = 10;

/** The corners the instrument works on: the set perspective's, or else the ones in progress. */
export function editableCorners(context: EditorContext): readonly Point[] {
  return perspectivePlaneOf(context.document)?.corners ?? context.perspectiveDraft.corners;
}

/** The corner nearest `point` within the hit radius, or null. */
export function cornerAt(context: EditorContext, point: Point): CornerHit | null {
  const corners = editableCorners(context);
  let best: CornerHit | null = null;
  let nearest = CORNER_HIT_RADIUS / context.viewport.zoom;
  for (let index = 0; index < corners.length; index++) {
    const at = corners[index]!;
    const d = distance(at, point);
    if (d <= nearest) {
      best = { index, at };
      nearest = d;
    }
  }
  return best;
}

export const perspectiveGuards = {
  perspectiveSet: ({ context }: EditorGuardArgs) => perspectivePlaneOf(context.document) !== null,
};

export const perspectiveActions = {
  // Hit-testing once per press, never per pointer move, as the select tool's press does.
  forwardPerspectivePress: editorEnqueue(({ context, enqueue }, pointer: ScreenPointerEvent & { type: 'pointer.down' }) => {
    const { point, offset } = instrumentPointer(context, pointer);
    const press: PerspectivePressEvent = { ...pointer, point, offset, corner: cornerAt(context, point) };
    enqueue.sendTo('tool', press);
  }),
  placePerspectiveCorner: editorEnqueue(({ context, enqueue }, { point }: { point: CanvasPoint }) => {
    if (perspectivePlaneOf(context.document)) return;
    const change = placeDraftCorner(context.perspectiveDraft, point, context.viewport.zoom);
    if (change.ok) enqueue.assign({ perspectiveDraft: change.draft });
    else enqueue.emit(noticeEvent(perspectiveRefusalNotice(change.reason)));
  }),
  movePerspectiveCorner: editorEnqueue(({ context, enqueue }, { index, point }: { index: number; point: CanvasPoint }) => {
    const zoom = context.viewport.zoom;
    if (perspectivePlaneOf(context.document)) {
      const result = movePerspectiveCorner(context.document, index, point, zoom);
      if (result.ok) enqueue.assign({ document: result.document, needSave: true });
      else enqueue.emit(noticeEvent(perspectiveRefusalNotice(result.reason)));
      return;
    }
    const change = moveDraftCorner(context.perspectiveDraft, index, point, zoom);
    if (change.ok) enqueue.assign({ perspectiveDraft: change.draft });
    else enqueue.emit(noticeEvent(perspectiveRefusalNotice(change.reason)));
  }),
  // New sides for a set perspective keep its corners, their zoom and its rectified view.
  setPerspectiveSides: editorEnqueue(({ context, enqueue }, { width, height, unit }: { width: number; height: number; unit: LengthUnit }) => {
    const plane = perspectivePlaneOf(context.document);
    const corners: Quad | null = plane?.corners ?? draftQuad(context.perspectiveDraft);
    if (!corners) {
      enqueue.emit(noticeEvent(PERSPECTIVE_NOTICES.cornersFirst));
      return;
    }
    const zoom = plane?.zoom ?? context.perspectiveDraft.zoom;
    const result = setPerspective(context.document, { corners, width, height, unit, zoom });
    if (!result.ok) {
      enqueue.emit(noticeEvent(perspectiveRefusalNotice(result.reason)));
      return;
    }
    const document = plane?.rectified ? setRectifiedShown(result.document, true) : result.document;
    enqueue.assign({ document, perspectiveDraft: NO_PERSPECTIVE_DRAFT, needSave: true });
    enqueue.emit(noticeEvent(PERSPECTIVE_NOTICES.perspectiveSet));
  }),
  clearPerspective: editorAssign(({ context }) => ({
    document: clearPerspective(context.document),
    perspectiveDraft: NO_PERSPECTIVE_DRAFT,
    needSave: context.needSave || perspectivePlaneOf(context.document) !== null,
  })),
  clearPerspectiveDraft: editorAssign({ perspectiveDraft: NO_PERSPECTIVE_DRAFT }),
  showRectified: editorAssign(({ context }, { on }: { on: boolean }) => {
    const document = setRectifiedShown(context.document, on);
    return { document, needSave: context.needSave || document !== context.document };
  }),
};

export const PERSPECTIVE_ON = {
  'perspective.place': { guard: 'editable', actions: { type: 'placePerspectiveCorner', params: eventParams } },
  'perspective.moveCorner': { guard: 'editable', actions: { type: 'movePerspectiveCorner', params: eventParams } },
  'perspective.setSides': { guard: 'editable', actions: { type: 'setPerspectiveSides', params: eventParams } },
  'perspective.clear': { guard: 'editable', actions: 'clearPerspective' },
  'perspective.showRectified': { guard: 'perspectiveSet', actions: { type: 'showRectified', params: eventParams } },
  'perspective.done': { actions: 'restoreInstrument' },
} as const;
