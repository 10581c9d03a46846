/**
 * Edits of a circle's params (spec drawing-core §3 "Circle params", §4). Each function returns
 * new params and never changes its input. A circle is a closed run of edges between its vertexes;
 * edge i runs from vertexes[i] to vertexes[i + 1] (wrapping) through supportPoints[i][1] and
 * supportPoints[i + 1][0]. While those handles sit where a circular arc about the centre puts
 * them, the edge is that exact arc (see ./outline.ts `circleEdge`), and these edits keep exact
 * arcs exact wherever they can.
 *
 * latLngPoints and latLngSupports describe the old geometry once it changes, so every edit
 * leaves them out; the map view projects them again.
 */
import type { Point } from '../../shared/geometry';
import type { CircleParams } from '../../shared/schemas';
import { arcHandles, nearestOnArc, splitArc } from './circularArc';
import { nearestOnCubic, splitCubic } from './cubicBezier';
import { circleEdge } from './outline';
import { add, midpoint, quarterTurn, scaleVector, subtract } from './vector';

type Support = [Point, Point];

const copy = (point: Point): Point => ({ x: point.x, y: point.y });

/** The params without their map coordinates, which no longer match once the shape changes. */
function planar(params: CircleParams, change: Partial<CircleParams>): CircleParams {
  const { latLngPoints: _points, latLngSupports: _supports, ...rest } = params;
  return { ...rest, ...change };
}

/**
 * The circle with diameter a–b: its centre is the midpoint, its arc points a and b, and it has
 * four vertexes 90° apart starting at a and turning the positive way (clockwise on screen), with
 * the handles of four exact quarter arcs.
 */
export function circleFromDiameter(a: Point, b: Point): CircleParams {
  const center = midpoint(a, b);
  const radius = subtract(a, center);
  const vertexes = [copy(a), add(center, quarterTurn(radius)), copy(b), subtract(center, quarterTurn(radius))];
  const k = (4 / 3) * Math.tan(Math.PI / 8);
  const supportPoints = vertexes.map((vertex) => {
    const handle = scaleVector(quarterTurn(subtract(vertex, center)), k);
    return [subtract(vertex, handle), add(vertex, handle)];
  });
  return { vertexes, center, initialPoints: [copy(a), copy(b)], supportPoints };
}

/** Moves vertex `index` to `to`; its two handles move with it by the same amount. */
export function moveCircleVertex(params: CircleParams, index: number, to: Point): CircleParams {
  const vertex = params.vertexes[index];
  if (!vertex) return params;
  const delta = subtract(to, vertex);
  return planar(params, {
    vertexes: params.vertexes.map((point, i) => (i === index ? copy(to) : point)),
    supportPoints: params.supportPoints.map((pair, i) => (i === index ? pair.map((point) => add(point, delta)) : pair)),
  });
}

/** Moves handle `side` (0 the incoming, 1 the outgoing) of vertex `index` to `to`. */
export function moveCircleSupport(params: CircleParams, index: number, side: 0 | 1, to: Point): CircleParams {
  if (!params.supportPoints[index]) return params;
  return planar(params, {
    supportPoints: params.supportPoints.map((pair, i) => (i === index ? pair.map((point, s) => (s === side ? copy(to) : point)) : pair)),
  });
}

/** Moves the whole circle so its centre is at `to`. */
export function moveCircleCenter(params: CircleParams, to: Point): CircleParams {
  const delta = subtract(to, params.center);
  const move = (point: Point): Point => add(point, delta);
  return planar(params, {
    center: copy(to),
    vertexes: params.vertexes.map(move),
    initialPoints: params.initialPoints.map(move),
    supportPoints: params.supportPoints.map((pair) => pair.map(move)),
  });
}

/**
 * Drags arc point `index` to `to`: the circle turns and scales about its centre so that arc
 * point lands on `to`, the other arc point staying diametrically opposite. Every vertex and handle
 * follows the same similarity, so exact arcs stay exact arcs.
 */
export function moveCircleArcPoint(params: CircleParams, index: 0 | 1, to: Point): CircleParams {
  const center = params.center;
  const from = subtract(params.initialPoints[index]!, center);
  const target = subtract(to, center);
  const squared = from.x * from.x + from.y * from.y;
  // The point diametrically opposite `to`.
  const opposite = subtract(center, target);
  if (squared === 0) {
    // A circle shrunk to its centre has no direction to turn: it starts again from the new diameter.
    const remade = index === 0 ? circleFromDiameter(to, opposite) : circleFromDiameter(opposite, to);
    return { ...remade, center: copy(center) };
  }
  // z ↦ centre + (z − centre)·k, with k = target / from as complex numbers.
  const kr = (target.x * from.x + target.y * from.y) / squared;
  const ki = (target.y * from.x - target.x * from.y) / squared;
  const map = (point: Point): Point => {
    const dx = point.x - center.x;
    const dy = point.y - center.y;
    return { x: center.x + dx * kr - dy * ki, y: center.y + dx * ki + dy * kr };
  };
  const initialPoints = index === 0 ? [copy(to), opposite] : [opposite, copy(to)];
  return planar(params, {
    vertexes: params.vertexes.map(map),
    initialPoints,
    supportPoints: params.supportPoints.map((pair) => pair.map(map)),
  });
}

/**
 * Adds a vertex on edge `edge` at the point of that edge nearest `point`. An exact arc splits
 * into two exact arcs (with handles computed for each); a reshaped edge splits into the two halves
 * of its cubic. A point nearest an existing vertex adds nothing.
 */
export function insertCirclePoint(params: CircleParams, edge: number, point: Point): CircleParams {
  const count = params.vertexes.length;
  if (!Number.isInteger(edge) || edge < 0 || edge >= count) return params;
  const segment = circleEdge(params, edge);
  const next = (edge + 1) % count;
  let before: Support;
  let added: Support;
  let after: Support;
  let vertex: Point;
  if (segment.kind === 'arc') {
    const { t } = nearestOnArc(segment, point);
    if (t <= 0 || t >= 1) return params;
    const [first, second] = splitArc(segment, t);
    const [a1, a2] = arcHandles(segment.center, first.from, first.to, first.sweep);
    const [b1, b2] = arcHandles(segment.center, second.from, second.to, second.sweep);
    vertex = first.to;
    before = [params.supportPoints[edge]![0]!, a1];
    added = [a2, b1];
    after = [b2, params.supportPoints[next]![1]!];
  } else if (segment.kind === 'cubic') {
    const { t } = nearestOnCubic(segment, point);
    if (t <= 0 || t >= 1) return params;
    const [first, second] = splitCubic(segment, t);
    vertex = first.to;
    before = [params.supportPoints[edge]?.[0] ?? segment.from, first.c1];
    added = [first.c2, second.c1];
    after = [second.c2, params.supportPoints[next]?.[1] ?? segment.to];
  } else {
    return params;
  }
  const supportPoints = params.supportPoints.map((pair, i) => (i === edge ? before : i === next ? after : pair));
  // When the edge wraps (the last one), `next` is 0 and `edge` may equal it for one vertex; the
  // new vertex always goes after `edge`.
  if (edge === next) supportPoints[edge] = [after[0], before[1]];
  const vertexes = [...params.vertexes];
  vertexes.splice(edge + 1, 0, copy(vertex));
  supportPoints.splice(edge + 1, 0, added);
  return planar(params, { vertexes, supportPoints });
}

/**
 * Removes vertex `index`. When both edges meeting there were exact arcs, the merged edge is the
 * exact arc between the remaining neighbours (handles recomputed); otherwise it is the cubic
 * that keeps the neighbours' outer handles. The caller keeps at least 2 vertexes (spec §5).
 */
export function removeCirclePoint(params: CircleParams, index: number): CircleParams {
  const count = params.vertexes.length;
  if (!params.vertexes[index] || count < 2) return params;
  const previous = (index - 1 + count) % count;
  const next = (index + 1) % count;
  const incoming = circleEdge(params, previous);
  const outgoing = circleEdge(params, index);
  const supportPoints = params.supportPoints.map((pair) => [...pair]);
  if (incoming.kind === 'arc' && outgoing.kind === 'arc' && previous !== next) {
    const sweep = incoming.sweep + outgoing.sweep;
    if (Math.abs(sweep) < 2 * Math.PI) {
      const [c1, c2] = arcHandles(params.center, incoming.from, outgoing.to, sweep);
      supportPoints[previous] = [supportPoints[previous]![0]!, c1];
      supportPoints[next] = [c2, supportPoints[next]![1]!];
    }
  }
  return planar(params, {
    vertexes: params.vertexes.filter((_, i) => i !== index),
    supportPoints: supportPoints.filter((_, i) => i !== index),
  });
}
