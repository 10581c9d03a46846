/**
 * Typed lengths on the map. The locked grid scale is the map's at the frame's origin, and Web
 * Mercator stretches with latitude, so a length typed far from the origin would land off by the
 * ratio of the two latitudes' scales. These functions find the canvas length whose geodesic
 * length on the ground is the typed one.
 */
import type { Point } from '../../shared/geometry';
import type { MapFrame } from '../../shared/map';
import type { Sketch } from '../../shared/schemas';
import { convertLength, type LengthUnit } from '../../shared/units';
import { geodesicDistance } from '../geo/geodesic';
import { canvasToLatLng } from '../geo/mapFrame';
import { segmentLengthOnMap } from '../geo/measureOnMap';
import { edgeSegments } from '../geometry/outline';

/** Secant steps: the ground length is almost proportional to the canvas length, so 2–3 steps reach 1e-12. */
const STEPS = 6;

/**
 * The canvas length (px) whose ground length, as `measure` gives it, equals `target`; `guess` is the
 * locked scale's answer. Answers the guess when the measure cannot say (zero or not a number).
 */
export function solveGroundLength(guess: number, target: number, measure: (pixels: number) => number): number {
  let pixels = guess;
  for (let step = 0; step < STEPS; step++) {
    const measured = measure(pixels);
    if (!(measured > 0) || !Number.isFinite(measured)) return pixels;
    const next = (pixels * target) / measured;
    if (Math.abs(next - pixels) <= 1e-12 * pixels) return next;
    pixels = next;
  }
  return pixels;
}

/** The geodesic length, in `unit`, from `from` to the point `pixels` along the unit vector `direction`. */
export function groundDistance(frame: MapFrame, from: Point, direction: Point, pixels: number, unit: LengthUnit): number {
  const to = { x: from.x + direction.x * pixels, y: from.y + direction.y * pixels };
  return convertLength(geodesicDistance(canvasToLatLng(frame, from), canvasToLatLng(frame, to)), 'm', unit);
}

/** The geodesic length of edge `edge` of the sketch (along it, when curved), in `unit`. */
export function edgeGroundLength(sketch: Sketch, edge: number, frame: MapFrame, unit: LengthUnit): number {
  const metres = edgeSegments(sketch, edge).reduce((total, segment) => total + segmentLengthOnMap(segment, frame), 0);
  return convertLength(metres, 'm', unit);
}
