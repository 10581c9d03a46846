/**
 * What the canvas shows of the perspective while the Perspective instrument is chosen: the
 * corners in progress (with the side to the pointer, where the next corner would go), or the set
 * perspective's corners, lighter, to be adjusted; a corner being dragged shows where the pointer
 * has it. Outside the instrument nothing, so the rectangle never clutters what is measured.
 */
import type { Point } from '../../shared/geometry';
import { perspectivePlaneOf } from '../document/perspectiveScale';
import type { PerspectiveContext } from '../instruments/perspective/perspectiveMachine';
import type { EditorSnapshot } from './editorMachine';

export interface ShownPerspective {
  /** Corner 1 first, 0 to 4 of them, canvas px. */
  readonly corners: readonly Point[];
  /** The document's set perspective, drawn lighter, rather than corners in progress. */
  readonly set: boolean;
  /** Where the next corner would go (the pointer), while fewer than four are placed. */
  readonly next: Point | null;
}

/** The corner being dragged now and where it is, or null. */
function draggedCorner(snapshot: EditorSnapshot): { index: number; at: Point } | null {
  const tool = snapshot.children.tool?.getSnapshot() as { value?: unknown; context?: PerspectiveContext } | undefined;
  const context = tool?.context;
  if (tool?.value !== 'dragging' || !context?.corner || !context.dragged) return null;
  return { index: context.corner.index, at: context.dragged };
}

export function shownPerspective(snapshot: EditorSnapshot): ShownPerspective | null {
  if (snapshot.value !== 'perspective_tool') return null;
  const plane = perspectivePlaneOf(snapshot.context.document);
  const placed: readonly Point[] = plane?.corners ?? snapshot.context.perspectiveDraft.corners;
  const dragged = draggedCorner(snapshot);
  const corners = dragged ? placed.map((corner, i) => (i === dragged.index ? dragged.at : corner)) : placed;
  const marking = !plane && corners.length > 0 && corners.length < 4 && !dragged;
  return { corners, set: plane !== null, next: marking ? snapshot.context.pointer : null };
}
