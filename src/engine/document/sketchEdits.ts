/**
 * Edits of a drawn sketch (spec drawing-core §4 "A closed sketch allows vertex moves, support
 * handle drags, adding points to circles and removing points", §5): pure functions from a sketch
 * to the next sketch. The rules that may refuse an edit (crossing, too few points, off screen)
 * are checked by the caller with the predicates at the end of this file.
 */
import { MIN_POINTS } from '../../shared/constants';
import { plainPoint, type Point } from '../../shared/geometry';
import type { AngleLine, LineEntry, Sketch } from '../../shared/schemas';
import {
  insertCirclePoint,
  moveCircleArcPoint,
  moveCircleCenter,
  moveCircleSupport,
  moveCircleVertex,
  removeCirclePoint,
} from '../geometry/circleShape';
import { edgeSegments, flattenOutline, segmentLength, sketchOutline } from '../geometry/outline';
import { moveRectangleCorner } from '../geometry/rectangleShape';
import { pathSelfCrosses } from '../geometry/segments';
import { outlineLosesCutout } from './cutouts';
import { shapeOf, shapeSketch, withShape } from './shapes';
import { twoPointLine } from './sketch';

/** A handle the select tool can drag: a vertex, a circle's curve handle, its centre or one of its two arc points. */
export type HandleRef =
  | { readonly kind: 'vertex'; readonly index: number }
  | { readonly kind: 'support'; readonly index: number; readonly side: 0 | 1 }
  | { readonly kind: 'center' }
  | { readonly kind: 'arcPoint'; readonly index: 0 | 1 };

/**
 * The points of a line moved so its ends are `start` and `end`: a straight line simply takes the
 * new ends; a curve is turned, scaled and moved as one piece (the similarity that maps its old
 * ends to the new ones), so its shape is kept.
 */
export function retargetPoints(points: readonly Point[], start: Point, end: Point): Point[] {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (points.length === 2) return [plainPoint(start), plainPoint(end)];
  const ox = last.x - first.x;
  const oy = last.y - first.y;
  const nx = end.x - start.x;
  const ny = end.y - start.y;
  const squared = ox * ox + oy * oy;
  // A loop that starts and ends on one vertex has no chord to map: it moves as a whole.
  if (squared === 0) return points.map((point) => ({ x: point.x + start.x - first.x, y: point.y + start.y - first.y }));
  // The similarity z ↦ start + (z − first)·k with k = new chord / old chord, in complex form.
  const kr = (nx * ox + ny * oy) / squared;
  const ki = (ny * ox - nx * oy) / squared;
  return points.map((point, index) => {
    if (index === 0) return plainPoint(start);
    if (index === points.length - 1) return plainPoint(end);
    const dx = point.x - first.x;
    const dy = point.y - first.y;
    return { x: start.x + dx * kr - dy * ki, y: start.y + dx * ki + dy * kr };
  });
}

/** The sketch's sequence (lines or angle lines) as point lists, one per line. */
function sequenceLines(sketch: Sketch): Point[][] {
  return sketch.angleLines.length > 0
    ? sketch.angleLines.map((line) => [line.start, line.end])
    : sketch.lines.map((line) => [...line.points]);
}

/** Rebuilds the sketch's sequence from new point lists, keeping each line's kind. */
function withSequence(sketch: Sketch, lines: readonly Point[][], vertices: readonly Point[]): Sketch {
  if (sketch.angleLines.length > 0) {
    const angleLines: AngleLine[] = lines.map((points) => ({ start: plainPoint(points[0]!), end: plainPoint(points[points.length - 1]!) }));
    return { ...sketch, angleLines, controlPoints: vertices.map(plainPoint) };
  }
  const entries: LineEntry[] = lines.map((points, i) => {
    const before = sketch.lines[i];
    if (!before) return twoPointLine(points[0]!, points[points.length - 1]!);
    // A piece of a curve left with two points is a straight line.
    const type = before.type === 'curved' && points.length < 3 ? 'straight' : before.type;
    return { ...before, type, points: points.map(plainPoint) };
  });
  return { ...sketch, lines: entries, controlPoints: vertices.map(plainPoint) };
}

/** Moves vertex `index` of a line or angle sequence; the lines that meet there follow. */
function moveSequenceVertex(sketch: Sketch, index: number, to: Point): Sketch {
  const vertices = sketch.controlPoints.map((point, i) => (i === index ? plainPoint(to) : point));
  const count = vertices.length;
  const lines = sequenceLines(sketch).map((points, i) => {
    const start = i === index ? to : points[0]!;
    const endIndex = (i + 1) % count;
    const end = endIndex === index ? to : points[points.length - 1]!;
    return i === index || endIndex === index ? retargetPoints(points, start, end) : points;
  });
  return withSequence(sketch, lines, vertices);
}

/** Moves a handle to `to`: a vertex, a circle's curve handle, its centre or an arc point. */
export function moveHandle(sketch: Sketch, handle: HandleRef, to: Point): Sketch {
  const shape = shapeOf(sketch);
  if (shape?.type === 'rectangle') {
    return handle.kind === 'vertex' ? withShape(sketch, { ...shape, params: moveRectangleCorner(shape.params, handle.index, to) }) : sketch;
  }
  if (shape?.type === 'circle_tool') {
    const params = shape.params;
    const next =
      handle.kind === 'vertex'
        ? moveCircleVertex(params, handle.index, to)
        : handle.kind === 'support'
          ? moveCircleSupport(params, handle.index, handle.side, to)
          : handle.kind === 'center'
            ? moveCircleCenter(params, to)
            : moveCircleArcPoint(params, handle.index, to);
    return withShape(sketch, { ...shape, params: next });
  }
  return handle.kind === 'vertex' ? moveSequenceVertex(sketch, handle.index, to) : sketch;
}

/** Where a handle is now, for nudging it and for starting a drag. */
export function handlePosition(sketch: Sketch, handle: HandleRef): Point | undefined {
  const shape = shapeOf(sketch);
  if (handle.kind === 'vertex') return sketch.controlPoints[handle.index];
  if (shape?.type !== 'circle_tool') return undefined;
  if (handle.kind === 'center') return shape.params.center;
  if (handle.kind === 'arcPoint') return shape.params.initialPoints[handle.index];
  return shape.params.supportPoints[handle.index]?.[handle.side];
}

/** Moves every point of the sketch by `by`: dragging a whole layer. */
export function translateSketch(sketch: Sketch, by: Point): Sketch {
  const move = (point: Point): Point => ({ x: point.x + by.x, y: point.y + by.y });
  const shape = shapeOf(sketch);
  let moved: Sketch = {
    ...sketch,
    lines: sketch.lines.map((line) => ({ ...line, points: line.points.map(move) })),
    angleLines: sketch.angleLines.map((line) => ({ ...line, start: move(line.start), end: move(line.end) })),
    controlPoints: sketch.controlPoints.map(move),
    supportPoints: sketch.supportPoints.map(move),
    ...(sketch.cutouts ? { cutouts: sketch.cutouts.map((hole) => hole.map(move)) } : {}),
  };
  if (shape?.type === 'rectangle') {
    const { p1, p2, p3, p4 } = shape.params;
    moved = withShape(moved, { ...shape, params: { ...shape.params, p1: move(p1), p2: move(p2), p3: move(p3), p4: move(p4) } });
  } else if (shape?.type === 'circle_tool') {
    moved = withShape(moved, { ...shape, params: moveCircleCenter(shape.params, move(shape.params.center)) });
  }
  return moved;
}

/** Splits line (or circle edge) `line` at the point of it nearest `point`, adding a vertex there. */
export function addPoint(sketch: Sketch, line: number, point: Point): Sketch {
  const shape = shapeOf(sketch);
  if (shape?.type === 'circle_tool') return withShape(sketch, { ...shape, params: insertCirclePoint(shape.params, line, point) });
  const base = shape?.type === 'rectangle' ? shapeSketch(sketch.labelsVisible, shape, true) : sketch;
  const lines = sequenceLines(base);
  const split = lines[line];
  if (!split) return sketch;
  const [before, after] = splitPoints(split, point);
  const vertices = [...base.controlPoints];
  vertices.splice(line + 1, 0, plainPoint(after[0]!));
  const nextLines = [...lines.slice(0, line), before, after, ...lines.slice(line + 1)];
  return withSequence({ ...base, lines: base.lines.flatMap((entry, i) => (i === line ? [entry, entry] : [entry])) }, nextLines, vertices);
}

/** Two point lists meeting at the point of the polyline nearest `point`. */
function splitPoints(points: readonly Point[], point: Point): [Point[], Point[]] {
  let best = { index: 0, at: points[0]!, distance: Infinity };
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const t = Math.max(0, Math.min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
    const at = { x: a.x + t * dx, y: a.y + t * dy };
    const distance = Math.hypot(point.x - at.x, point.y - at.y);
    if (distance < best.distance) best = { index: i, at, distance };
  }
  return [[...points.slice(0, best.index), best.at], [best.at, ...points.slice(best.index)]];
}

/** The fewest points this sketch may keep: 3 closed, 2 for a circle, 1 open (spec §5). */
export function minimumPoints(sketch: Sketch): number {
  if (shapeOf(sketch)?.type === 'circle_tool') return MIN_POINTS.circle;
  return sketch.closed ? MIN_POINTS.closed : MIN_POINTS.open;
}

/** Removes vertex `index`; the lines on either side join. The caller checks `minimumPoints` first. */
export function removePoint(sketch: Sketch, index: number): Sketch {
  const shape = shapeOf(sketch);
  if (shape?.type === 'circle_tool') return withShape(sketch, { ...shape, params: removeCirclePoint(shape.params, index) });
  const base = shape?.type === 'rectangle' ? shapeSketch(sketch.labelsVisible, shape, true) : sketch;
  const lines = sequenceLines(base);
  const count = base.controlPoints.length;
  const vertices = base.controlPoints.filter((_, i) => i !== index);
  if (!base.closed && (index === 0 || index === count - 1)) {
    // An end of an open sequence: its one line goes with it.
    const kept = index === 0 ? lines.slice(1) : lines.slice(0, -1);
    const entries = index === 0 ? base.lines.slice(1) : base.lines.slice(0, -1);
    return withSequence({ ...base, lines: entries }, kept, vertices);
  }
  const incoming = (index - 1 + lines.length) % lines.length;
  const merged = [...lines[incoming]!, ...lines[index]!.slice(1)];
  // A joined pair of straight lines is one straight line; a curve keeps its other points.
  const joined = merged.length <= 3 ? [merged[0]!, merged[merged.length - 1]!] : merged.filter((_, i) => i !== lines[incoming]!.length - 1);
  const entries = base.lines.length > 0 ? joinEntries(base.lines, incoming, index, joined.length) : base.lines;
  const nextLines = lines.flatMap((points, i) => (i === index ? [] : i === incoming ? [joined] : [points]));
  return withSequence({ ...base, lines: entries }, nextLines, vertices);
}

function joinEntries(entries: readonly LineEntry[], incoming: number, index: number, pointCount: number): LineEntry[] {
  const first = entries[incoming]!;
  const second = entries[index]!;
  const curved = pointCount > 2 && (first.type === 'curved' || second.type === 'curved');
  const kind: LineEntry['type'] = curved ? 'curved' : first.type === second.type ? first.type : 'straight';
  return entries.flatMap((entry, i) => (i === index ? [] : i === incoming ? [{ ...entry, type: kind, isConstrained: kind === 'constrained' }] : [entry]));
}

/** The exact length in px of edge `edge` (a line, a rectangle side or a circle edge). */
export const edgeLength = (sketch: Sketch, edge: number): number =>
  edgeSegments(sketch, edge).reduce((total, segment) => total + segmentLength(segment), 0);

/**
 * The sketch with edge `edge` at `length` px: the edge's end vertex moves along it (a rectangle
 * keeps its right angles, a circle is scaled about its centre).
 */
export function setEdgeLength(sketch: Sketch, edge: number, length: number): Sketch {
  const current = edgeLength(sketch, edge);
  if (current === 0) return sketch;
  const factor = length / current;
  const shape = shapeOf(sketch);
  if (shape?.type === 'circle_tool') {
    const { center, initialPoints } = shape.params;
    const arc = initialPoints[0]!;
    return moveHandle(sketch, { kind: 'arcPoint', index: 0 }, { x: center.x + (arc.x - center.x) * factor, y: center.y + (arc.y - center.y) * factor });
  }
  const count = sketch.controlPoints.length;
  const start = sketch.controlPoints[edge]!;
  const endIndex = (edge + 1) % count;
  const end = sketch.controlPoints[endIndex]!;
  const to = { x: start.x + (end.x - start.x) * factor, y: start.y + (end.y - start.y) * factor };
  if (shape?.type === 'rectangle') {
    return moveRectangleSide(sketch, endIndex, (edge + 2) % count, { x: to.x - end.x, y: to.y - end.y });
  }
  return moveSequenceVertex(sketch, endIndex, to);
}

/** Moves two neighbouring rectangle corners by the same delta, keeping the right angles. */
function moveRectangleSide(sketch: Sketch, a: number, b: number, by: Point): Sketch {
  const shape = shapeOf(sketch);
  if (shape?.type !== 'rectangle') return sketch;
  const corners = [shape.params.p1, shape.params.p2, shape.params.p3, shape.params.p4].map((corner, i) =>
    i === a || i === b ? { x: corner.x + by.x, y: corner.y + by.y } : plainPoint(corner),
  );
  const [p1, p2, p3, p4] = corners as [Point, Point, Point, Point];
  return withShape(sketch, { ...shape, params: { ...shape.params, p1, p2, p3, p4 } });
}

/**
 * Whether any two edges of the sketch's outline cross, or the outline now crosses or leaves out
 * one of its cutouts (the "Lines cannot intersect!" rule for edits).
 */
export function sketchCrosses(sketch: Sketch): boolean {
  const outline = sketchOutline(sketch);
  if (pathSelfCrosses(flattenOutline(outline), outline.closed)) return true;
  return outlineLosesCutout(sketch);
}

/** Whether every vertex of the sketch lies on the drawing area (0..width, 0..height canvas px). */
export function withinArea(sketch: Sketch, area: { width: number; height: number }): boolean {
  return sketch.controlPoints.every((point) => point.x >= 0 && point.y >= 0 && point.x <= area.width && point.y <= area.height);
}
