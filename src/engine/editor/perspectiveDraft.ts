/**
 * The Perspective instrument's corners in progress (issue 23): placed one click at a time until
 * four, before the sides are typed. Kept in the editor's context, where the canvas and the panel
 * read them; the document holds a perspective only once it is set. Pure functions.
 */
import type { CanvasPoint } from '../../shared/geometry';
import { quadProblem, type Quad, type QuadProblem } from '../geometry/homography';

export interface PerspectiveDraft {
  /** The corners placed so far, 0 to 4, canvas px, in the order clicked. */
  readonly corners: readonly CanvasPoint[];
  /** The lowest zoom a corner was placed at: the plane keeps the worst corner's error. */
  readonly zoom: number;
}

export const NO_PERSPECTIVE_DRAFT: PerspectiveDraft = { corners: [], zoom: 1 };

/** The four corners, once all are placed. */
export const draftQuad = (draft: PerspectiveDraft): Quad | null => (draft.corners.length === 4 ? (draft.corners as unknown as Quad) : null);

export type DraftChange = { ok: true; draft: PerspectiveDraft } | { ok: false; reason: QuadProblem };

/** Why these corners, four of them, cannot be a rectangle's; fewer are not judged yet. */
const problemOf = (corners: readonly CanvasPoint[]): QuadProblem | null => (corners.length === 4 ? quadProblem(corners as unknown as Quad) : null);

/**
 * The draft with the next corner, placed at `zoom`; the fourth is refused when the four make no
 * rectangle, so the person clicks it again. Past four nothing is added.
 */
export function placeDraftCorner(draft: PerspectiveDraft, point: CanvasPoint, zoom: number): DraftChange {
  if (draft.corners.length >= 4) return { ok: true, draft };
  const corners = [...draft.corners, point];
  const reason = problemOf(corners);
  if (reason) return { ok: false, reason };
  return { ok: true, draft: { corners, zoom: draft.corners.length === 0 ? zoom : Math.min(draft.zoom, zoom) } };
}

/** The draft with corner `index` moved to `point`, refused when the four would make no rectangle. */
export function moveDraftCorner(draft: PerspectiveDraft, index: number, point: CanvasPoint, zoom: number): DraftChange {
  if (!Number.isInteger(index) || index < 0 || index >= draft.corners.length) return { ok: true, draft };
  const corners = draft.corners.map((corner, i) => (i === index ? point : corner));
  const reason = problemOf(corners);
  if (reason) return { ok: false, reason };
  return { ok: true, draft: { corners, zoom: Math.min(draft.zoom, zoom) } };
}
