/**
 * What each instrument command and edit does to the document: pure functions from the document
 * (and the view) to the next document plus what to tell the person. The editor statechart calls
 * these from its actions and only assigns and emits what they return.
 */
import { PIXELS_PER_UNIT, MIN_LINE_LENGTH } from '../../shared/constants';
import type { CanvasPoint, Point } from '../../shared/geometry';
import { canvasPoint } from '../../shared/geometry';
import type { ShapeEntry } from '../../shared/schemas';
import type { DrawingDocument } from '../document/drawingDocument';
import { commitSketch, currentLayer, currentSketch, previewSketch, updateCurrentLayer } from '../document/drawingDocument';
import { createNote, translateNote } from '../document/notes';
import { sketchStatus, sketchVertices } from '../document/sketch';
import {
  addPoint,
  handlePosition,
  minimumPoints,
  moveHandle,
  removePoint,
  setEdgeLength,
  sketchCrosses,
  translateSketch,
  withinArea,
  type HandleRef,
} from '../document/sketchEdits';
import { runSketchEvent, type SketchEvent, type SketchOutcome } from '../document/sketchMachine';
import { nextVertex } from '../document/straightRules';
import { circleFromDiameter } from '../geometry/circleShape';
import { rectangleFromDiagonal } from '../geometry/rectangleShape';
import { distance } from '../geometry/vector';
import type { Viewport } from '../viewport/viewport';
import { edgeGroundLength, groundDistance, solveGroundLength } from '../map/groundLength';
import type { InstrumentCommand, SelectEdit, StraightKind } from '../instruments/instrumentCommands';
import { NOTICES, tooFewPointsNotice, type Notice } from '../../shared/notices';

export interface CommandResult {
  readonly document: DrawingDocument;
  /** What to tell the person: a refusal or a hint. */
  readonly notice?: Notice;
  /** The command closed the sketch, so the instrument becomes select (spec §4). */
  readonly closed?: boolean;
}

type Command<T extends InstrumentCommand['type']> = Extract<InstrumentCommand, { type: T }>;

const unchanged = (document: DrawingDocument, notice?: Notice): CommandResult => (notice ? { document, notice } : { document });

/**
 * Runs sketch events in order; a refusal leaves the document as it was. A freehand curve that
 * crossed keeps its part before the crossing, and the person is told why the rest went.
 */
function applySketchEvents(document: DrawingDocument, events: readonly SketchEvent[]): CommandResult {
  const before = currentSketch(document);
  let sketch = before;
  let outcome: SketchOutcome = 'none';
  for (const event of events) {
    const next = runSketchEvent(sketch, event);
    if (next.outcome === 'intersect') return unchanged(document, NOTICES.linesCannotIntersect);
    if (next.outcome === 'locked') return unchanged(document, NOTICES.addNewLayer);
    sketch = next.sketch;
    if (next.outcome !== 'ignored' || outcome === 'none') outcome = next.outcome;
  }
  if (sketch === before) return { document };
  const committed = commitSketch(document, sketch);
  if (outcome === 'trimmed') return { document: committed, notice: NOTICES.linesCannotIntersect };
  return { document: committed, closed: outcome === 'closed' };
}

/**
 * A finished click or drag of the straight, constrained or angle instrument. A drag on an empty
 * sketch places both of its ends; otherwise the release point is the next vertex.
 */
export function commitStraight(document: DrawingDocument, command: Command<'straight.commit'>, zoom: number): CommandResult {
  const empty = sketchStatus(currentSketch(document)) === 'empty';
  const points = empty && command.dragged ? [command.press, command.release] : [command.release];
  return applySketchEvents(document, points.map((point) => ({ type: 'vertex.add', point, zoom, kind: command.kind })));
}

/**
 * A typed length while drawing (our CAD-style addition): the next vertex goes `length` scale units
 * from the last one, in the direction the pointer gives (snapped as a click there would be).
 */
export function commitTypedLength(
  document: DrawingDocument,
  kind: StraightKind,
  pointer: CanvasPoint | null,
  length: number,
  zoom: number,
): CommandResult {
  const sketch = currentSketch(document);
  const last = sketchVertices(sketch).at(-1);
  const pixels = (Math.abs(length) / document.scale.value) * PIXELS_PER_UNIT;
  if (!last || !pointer || !Number.isFinite(pixels) || pixels === 0 || sketch.closed) return { document };
  const aim = nextVertex(sketch, pointer, kind);
  const reach = distance(last, aim);
  if (reach === 0) return { document };
  const direction = { x: (aim.x - last.x) / reach, y: (aim.y - last.y) / reach };
  const { map, scale } = document;
  const step = map
    ? solveGroundLength(pixels, Math.abs(length), (guess) => groundDistance(map.frame, last, direction, guess, scale.measure))
    : pixels;
  const point = canvasPoint(last.x + direction.x * step, last.y + direction.y * step);
  return applySketchEvents(document, [{ type: 'vertex.add', point, zoom, kind }]);
}

export const commitCurve = (document: DrawingDocument, command: Command<'curve.commit'>, zoom: number): CommandResult =>
  applySketchEvents(document, [{ type: 'curve.add', points: command.points, zoom }]);

const spansEnough = (from: Point, to: Point, zoom: number): boolean =>
  Math.abs(to.x - from.x) > MIN_LINE_LENGTH / zoom && Math.abs(to.y - from.y) > MIN_LINE_LENGTH / zoom;

/** A rectangle from corner to corner; with Shift it is four lines at once. Without Shift the ♦ hint shows. */
export function commitRectangle(document: DrawingDocument, command: Command<'rectangle.commit'>, zoom: number): CommandResult {
  if (!spansEnough(command.from, command.to, zoom)) return { document };
  const layer = currentLayer(document);
  const shape: ShapeEntry = {
    type: 'rectangle',
    params: rectangleFromDiagonal(command.from, command.to, `rectangle-${layer.id}-${layer.history.entries.length}`),
  };
  const result = applySketchEvents(document, [{ type: 'shape.add', shape, asLines: command.shift }]);
  return result.closed && !command.shift ? { ...result, notice: NOTICES.rectangleHint } : result;
}

/** A circle whose diameter runs from the press to the release. */
export function commitCircle(document: DrawingDocument, command: Command<'circle.commit'>, zoom: number): CommandResult {
  if (distance(command.from, command.to) <= MIN_LINE_LENGTH / zoom) return { document };
  const shape: ShapeEntry = { type: 'circle_tool', params: circleFromDiameter(command.from, command.to) };
  return applySketchEvents(document, [{ type: 'shape.add', shape, asLines: false }]);
}

/** A note on the current layer; annotation needs a closed sketch. */
export function placeNote(document: DrawingDocument, point: CanvasPoint, zoom: number): CommandResult {
  if (sketchStatus(currentSketch(document)) !== 'closed') return unchanged(document, NOTICES.annotationsOnClosed);
  return { document: updateCurrentLayer(document, (layer) => ({ ...layer, notes: [...layer.notes, createNote(point, zoom)] })) };
}

/** The document with `edit` applied to `base` (the document from before the drag), without a history step. */
export function previewEdit(base: DrawingDocument, edit: SelectEdit): DrawingDocument {
  const sketch = currentSketch(base);
  if (edit.kind === 'moveHandle') return previewSketch(base, moveHandle(sketch, edit.handle, edit.to));
  const moved = previewSketch(base, translateSketch(sketch, edit.by));
  return updateCurrentLayer(moved, (layer) => ({ ...layer, notes: layer.notes.map((note) => translateNote(note, edit.by)) }));
}

/** Commits an edited sketch as one history step, unless its lines now cross: then `base` stays. */
function commitChecked(base: DrawingDocument, edited: DrawingDocument): CommandResult {
  const sketch = currentSketch(edited);
  if (sketchCrosses(sketch)) return unchanged(base, NOTICES.linesCannotIntersect);
  const withNotes = updateCurrentLayer(base, (layer) => ({ ...layer, notes: currentLayer(edited).notes }));
  return { document: commitSketch(withNotes, sketch) };
}

export const commitEdit = (base: DrawingDocument, edit: SelectEdit): CommandResult => commitChecked(base, previewEdit(base, edit));

/** Arrow keys: the selected handle moves by 1/zoom px per step. */
export function nudgeHandle(document: DrawingDocument, handle: HandleRef, steps: Point, zoom: number): CommandResult {
  const at = handlePosition(currentSketch(document), handle);
  if (!at) return { document };
  const to = canvasPoint(at.x + steps.x / zoom, at.y + steps.y / zoom);
  return commitEdit(document, { kind: 'moveHandle', handle, to });
}

/** Removes the selected vertex, keeping at least 3 points on a closed shape, 2 on a circle and 1 on an open one. */
export function deleteVertex(document: DrawingDocument, handle: HandleRef): CommandResult {
  const sketch = currentSketch(document);
  if (handle.kind !== 'vertex' || sketchStatus(sketch) === 'empty') return { document };
  const minimum = minimumPoints(sketch);
  if (sketch.controlPoints.length - 1 < minimum) return unchanged(document, tooFewPointsNotice(minimum));
  return commitChecked(document, previewSketch(document, removePoint(sketch, handle.index)));
}

export function insertPoint(document: DrawingDocument, line: number, point: CanvasPoint): CommandResult {
  if (line < 0) return { document };
  return commitChecked(document, previewSketch(document, addPoint(currentSketch(document), line, point)));
}

/**
 * A typed line length (scale units): positive values only (the absolute value is taken, zero is
 * ignored); a vertex pushed off the drawing area or lines that would cross refuse it.
 */
export function applyLineLength(document: DrawingDocument, line: number, length: number, viewport: Viewport): CommandResult {
  const value = Math.abs(length);
  if (!Number.isFinite(value) || value === 0) return { document };
  const guess = (value / document.scale.value) * PIXELS_PER_UNIT;
  const sketch = currentSketch(document);
  const { map, scale } = document;
  // On the map the typed length is a ground length: the edge is set until its geodesic length matches.
  const pixels = map
    ? solveGroundLength(guess, value, (trial) => edgeGroundLength(setEdgeLength(sketch, line, trial), line, map.frame, scale.measure))
    : guess;
  const edited = setEdgeLength(sketch, line, pixels);
  // On the map the canvas has no edge, so no vertex can leave it.
  if (!viewport.free && !withinArea(edited, viewport.stage)) return unchanged(document, NOTICES.vertexOffScreen);
  return commitChecked(document, previewSketch(document, edited));
}
