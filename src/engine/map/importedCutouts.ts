/**
 * Which holes of an imported polygon (a GeoJSON polygon's inner rings, in canvas px) become its
 * sketch's cutouts. Each is judged by the Cutout instrument's own rules, `cutoutProblem`, against
 * the outline and the holes kept before it; one that breaks them is left out rather than failing
 * the import, since the polygon is still worth having and a sketch may not hold a hole the
 * instrument would refuse.
 *
 * A file's outline can have tens of thousands of vertices and hundreds of holes, and
 * `cutoutProblem` walks the whole outline for every edge of a hole. So each hole is judged against
 * a small stand-in sketch that gets the same answer (see `windowRing`): the outline's edges near
 * the hole, joined by detours that keep well away from it, and only the kept holes near it.
 */
import type { Point } from '../../shared/geometry';
import { addCutout, cutoutProblem } from '../document/cutouts';
import { closedPolygonSketch } from '../document/polygonLayers';
import { flattenOutline, sketchOutline } from '../geometry/outline';
import { pointInPolygon } from '../geometry/polygon';

interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

function boxOf(points: readonly Point[]): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const { x, y } of points) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return { minX, minY, maxX, maxY };
}

const boxesMeet = (a: Box, b: Box): boolean => a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;

const edgeMeets = (a: Point, b: Point, box: Box): boolean =>
  Math.min(a.x, b.x) <= box.maxX && box.minX <= Math.max(a.x, b.x) && Math.min(a.y, b.y) <= box.maxY && box.minY <= Math.max(a.y, b.y);

/** A turn of a detour's arc at most this, so its chords stay outside 0.92 of its radius. */
const ARC_STEP = Math.PI / 4;

/**
 * A closed ring that meets the hole exactly as `ring` does and has the hole's first point on the
 * same side, for a hole within `box` (the hole's box with a margin): the edges of `ring` whose
 * boxes meet `box`, unchanged, each gap between them bridged by a detour that heads straight
 * away from the box's centre, follows a circle around the box the short way and comes straight
 * back in. A gap's ends lie outside the box (their edges do not meet it), so a detour stays
 * outside it and crosses nothing of the hole; and when the detours leave the hole's first point on
 * the wrong side (inside is an odd number of windings), one more full circle puts it right. Null
 * when no edge is near and the point is outside: the hole is outside the shape.
 */
function windowRing(ring: readonly Point[], box: Box, first: Point, inside: boolean): Point[] | null {
  const center = { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 };
  const count = ring.length;
  const near = ring.map((point, i) => edgeMeets(point, ring[(i + 1) % count]!, box));
  let radius = Math.hypot(box.maxX - box.minX, box.maxY - box.minY);
  ring.forEach((point, i) => {
    if (near[i] || near[(i + count - 1) % count]) radius = Math.max(radius, 2 * Math.hypot(point.x - center.x, point.y - center.y));
  });
  const onCircle = (angle: number): Point => ({ x: center.x + radius * Math.cos(angle), y: center.y + radius * Math.sin(angle) });
  const circle = (from: number, turn: number): Point[] => {
    const steps = Math.max(1, Math.ceil(Math.abs(turn) / ARC_STEP));
    return Array.from({ length: steps + 1 }, (_, k) => onCircle(from + (turn * k) / steps));
  };
  const angleOf = (point: Point): number => Math.atan2(point.y - center.y, point.x - center.x);
  const start = near.indexOf(true);
  if (start < 0) return inside ? circle(0, 2 * Math.PI).slice(0, -1) : null;
  const window: Point[] = [];
  let bridged = false;
  for (let k = 0; k < count; k++) {
    const i = (start + k) % count;
    if (!near[i]) continue;
    const from = ring[i]!;
    const to = ring[(i + 1) % count]!;
    const last = window[window.length - 1];
    if (!last || last.x !== from.x || last.y !== from.y) window.push(from);
    window.push(to);
    // The next near edge; a gap before it is bridged by a detour.
    let next = (i + 1) % count;
    while (!near[next]) next = (next + 1) % count;
    if (next === (i + 1) % count) continue;
    const leave = angleOf(to);
    const turn = Math.atan2(Math.sin(angleOf(ring[next]!) - leave), Math.cos(angleOf(ring[next]!) - leave));
    window.push(...circle(leave, turn));
    bridged = true;
  }
  // The window closes back on its first point, as the ring does.
  const [head] = window;
  if (window.length > 1 && head && window[window.length - 1]!.x === head.x && window[window.length - 1]!.y === head.y) window.pop();
  if (pointInPolygon(first, window) !== inside) {
    if (!bridged) return null; // Every edge is near: the window is the ring itself, so this cannot happen.
    // One more winding round the box, from a point the detours already reach on the circle.
    const at = window.findIndex((point) => Math.abs(Math.hypot(point.x - center.x, point.y - center.y) - radius) <= radius * 1e-9);
    window.splice(at + 1, 0, ...circle(angleOf(window[at]!), 2 * Math.PI));
  }
  return window;
}

/**
 * The holes that may be cut out of `outline` (all canvas px), in order: each judged by
 * `cutoutProblem` against the outline and the holes kept before it, through a stand-in sketch
 * near the hole that gets the same answer. Holes that break the rules are left out.
 */
export function fittingCutouts(outline: readonly Point[], holes: readonly (readonly Point[])[]): Point[][] {
  if (outline.length < 3 || holes.length === 0) return [];
  // The outline as cutoutProblem sees it: a closed sketch's flattened ring.
  const ring = flattenOutline(sketchOutline(closedPolygonSketch(outline, false)), 0.05);
  if (ring.length < 3) return [];
  const kept: { hole: Point[]; box: Box }[] = [];
  for (const hole of holes) {
    if (hole.length < 3) continue;
    const holeBox = boxOf(hole);
    // A margin as wide as the hole keeps the detours clear of it.
    const margin = Math.max(holeBox.maxX - holeBox.minX, holeBox.maxY - holeBox.minY) || 1;
    const box = { minX: holeBox.minX - margin, minY: holeBox.minY - margin, maxX: holeBox.maxX + margin, maxY: holeBox.maxY + margin };
    const window = windowRing(ring, box, hole[0]!, pointInPolygon(hole[0]!, ring));
    if (!window) continue;
    const neighbours = kept.filter((other) => boxesMeet(other.box, holeBox)).map((other) => other.hole);
    let sketch = closedPolygonSketch(window, false);
    for (const other of neighbours) sketch = addCutout(sketch, other);
    if (cutoutProblem(sketch, hole) === null) kept.push({ hole: hole.map(({ x, y }) => ({ x, y })), box: holeBox });
  }
  return kept.map(({ hole }) => hole);
}
