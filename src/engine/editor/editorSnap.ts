/**
 * Snapping to the drawing's own lines (issue 38 item 4): the segments of the image under the
 * drawing (a vector PDF page's, in the image's pixels), indexed once when they arrive, and the
 * point a pointer snaps to: the nearest endpoint, crossing or midpoint within SNAP_RADIUS_PX screen
 * pixels. The segments name the image they belong to; those of another image are never used, so a
 * replaced or reopened drawing cannot snap to a plan that is no longer under it.
 */
import { SNAP_RADIUS_PX } from '../../shared/constants';
import type { CanvasPoint } from '../../shared/geometry';
import { canvasToImage, imageToCanvas } from '../document/image';
import { buildSnapIndex, type PackedSegments, type SnapIndex } from '../snap/snapIndex';
import { snapTarget } from '../snap/snapTarget';
import type { DrawingDocument } from '../document/drawingDocument';
import type { ScreenPointerEvent } from '../instruments/pointerEvents';
import { toCanvas, type Viewport } from '../viewport/viewport';
import { editorAssign, editorEnqueue, eventParams, instrumentPointer } from './editorContext';

/** A drawing's indexed segments and the URL of the image whose pixels they are in. */
export interface DrawingLines {
  readonly imageUrl: string;
  readonly index: SnapIndex;
}

/** What snapping reads of the editor's context. */
export interface SnapSource {
  readonly document: DrawingDocument;
  readonly viewport: Viewport;
  readonly drawingLines: DrawingLines | null;
}

/**
 * The lines a pointer may snap to now: snapping on, an image shown (not the map) and the lines
 * indexed for that very image; else null.
 */
function activeLines(source: SnapSource): DrawingLines | null {
  const { document, drawingLines } = source;
  const image = document.image;
  if (!document.snapToDrawing || !drawingLines || !image || !image.display || document.map) return null;
  return image.url === drawingLines.imageUrl ? drawingLines : null;
}

/**
 * The canvas point `point` snaps to, or null when nothing lies within SNAP_RADIUS_PX screen pixels.
 * The radius is converted to image pixels through the zoom and the image's ratio, and the target
 * (exact in image pixels) goes back through the image's placement only: its position plus the
 * pixel divided by the ratio.
 */
export function snappedPoint(source: SnapSource, point: CanvasPoint): CanvasPoint | null {
  const lines = activeLines(source);
  const image = source.document.image;
  if (!lines || !image) return null;
  const radius = (SNAP_RADIUS_PX / source.viewport.zoom) * image.ratio;
  const target = snapTarget(lines.index, canvasToImage(image, point), radius);
  return target ? imageToCanvas(image, target.point) : null;
}

/** Whether the drawing under the pointer has lines to snap to (the toolbar's button matters only then). */
export const hasDrawingLines = (source: SnapSource): boolean =>
  source.drawingLines !== null && source.document.image?.url === source.drawingLines.imageUrl;

/** The lines follow their image when its URL changes from `from` to `to` (a tab's image stored on the server). */
export const retiedLines = (lines: DrawingLines | null, from: string, to: string): DrawingLines | null =>
  lines && lines.imageUrl === from ? { ...lines, imageUrl: to } : lines;

/** The same point when it is equal, so the marker's part sees no change. */
const samePoint = (previous: CanvasPoint | null, next: CanvasPoint | null): CanvasPoint | null =>
  previous && next && previous.x === next.x && previous.y === next.y ? previous : next;

export const snapActions = {
  indexDrawingLines: editorAssign((_, { imageUrl, segments }: { imageUrl: string; segments: PackedSegments }) => ({
    drawingLines: { imageUrl, index: buildSnapIndex(segments) },
  })),
  toggleSnap: editorAssign(({ context }) => ({
    document: { ...context.document, snapToDrawing: !context.document.snapToDrawing },
    snapMarker: null,
  })),
  /** The pointer and the marker at the snapped point, or at the pointer with no marker when nothing is near. */
  trackSnappedPointer: editorAssign(({ context }, { screen }: ScreenPointerEvent) => {
    const raw = toCanvas(context.viewport, screen);
    const snapped = snappedPoint(context, raw);
    return { pointer: snapped ?? raw, snapMarker: samePoint(context.snapMarker, snapped) };
  }),
  forwardSnappedPointer: editorEnqueue(({ context, enqueue }, pointer: ScreenPointerEvent) => {
    const event = instrumentPointer(context, pointer);
    enqueue.sendTo('tool', { ...event, point: snappedPoint(context, event.point) ?? event.point });
  }),
};

export const SNAP_ON = {
  'snap.lines': { actions: { type: 'indexDrawingLines', params: eventParams } },
  'snap.toggle': { actions: 'toggleSnap' },
} as const;
