/**
 * Rectangles and circles as sketches (spec drawing-core §3 "Shape entry"): a shape sketch holds
 * its one shape and mirrors the shape's corners or vertexes in `controlPoints`, so vertex
 * handling reads one list for every kind of sketch.
 */
import { plainPoint, type Point } from '../../shared/geometry';
import type { ShapeEntry, Sketch } from '../../shared/schemas';
import { closeSketch, emptySketch, twoPointLine } from './sketch';

const cornersOf = (shape: ShapeEntry): Point[] =>
  shape.type === 'rectangle' ? [shape.params.p1, shape.params.p2, shape.params.p3, shape.params.p4] : shape.params.vertexes;

/** The sketch holding `shape`, closed; with `asLines` a rectangle becomes four straight lines instead. */
export function shapeSketch(labelsVisible: boolean, shape: ShapeEntry, asLines: boolean): Sketch {
  const corners = cornersOf(shape).map(plainPoint);
  if (asLines && shape.type === 'rectangle') {
    const lines = corners.slice(1).map((corner, i) => twoPointLine(corners[i]!, corner));
    return closeSketch({ ...emptySketch(labelsVisible), lines, controlPoints: corners });
  }
  return { ...emptySketch(labelsVisible), type: 'shape', closed: true, shapes: [shape], controlPoints: corners };
}

/** The sketch with its shape replaced by `shape`, control points following. */
export const withShape = (sketch: Sketch, shape: ShapeEntry): Sketch => ({
  ...sketch,
  shapes: [shape],
  controlPoints: cornersOf(shape).map(plainPoint),
});

/** The sketch's shape, if it is a shape sketch. */
export const shapeOf = (sketch: Sketch): ShapeEntry | undefined => (sketch.type === 'shape' ? sketch.shapes[0] : undefined);
