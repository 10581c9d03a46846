import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { canvasPoint } from '../../shared/geometry';
import type { Sketch } from '../../shared/schemas';
import { emptySketch } from './sketch';
import { runSketchEvent, sketchMachine } from './sketchMachine';

const add = (sketch: Sketch, x: number, y: number, zoom = 1) =>
  runSketchEvent(sketch, { type: 'vertex.add', point: canvasPoint(x, y), zoom });

const path = (points: ReadonlyArray<readonly [number, number]>, zoom = 1): Sketch =>
  points.reduce((sketch, [x, y]) => add(sketch, x, y, zoom).sketch, emptySketch());

const openSquare = () => path([[0, 0], [150, 0], [150, 150], [0, 150]]);

describe('sketch statechart', () => {
  it('goes from empty to drawing to closed', () => {
    const [empty] = initialTransition(sketchMachine, { sketch: emptySketch() });
    expect(empty.value).toBe('empty');
    const [drawing] = transition(sketchMachine, empty, { type: 'vertex.add', point: canvasPoint(0, 0), zoom: 1 });
    expect(drawing.value).toBe('drawing');
    const [restored] = transition(sketchMachine, drawing, { type: 'sketch.restore', sketch: add(openSquare(), 2, 3).sketch });
    expect(restored.value).toBe('closed');
  });

  it('closes when a click lands within 6 px of the first point with 3 or more points', () => {
    const result = add(openSquare(), 4, 4);
    expect(result.outcome).toBe('closed');
    expect(result.sketch.closed).toBe(true);
    expect(result.sketch.lines).toHaveLength(4);
    expect(result.sketch.lines.at(-1)!.points).toEqual([{ x: 0, y: 150 }, { x: 0, y: 0 }]);
  });

  it('divides the close tolerance by the zoom', () => {
    const zoomed = path([[0, 0], [150, 0], [150, 150], [0, 150]], 2);
    expect(add(zoomed, 4, 4, 2).outcome).toBe('added');
    expect(add(zoomed, 2, 2, 2).outcome).toBe('closed');
  });

  it('does not close with only two control points', () => {
    const result = add(path([[0, 0], [150, 0]]), 1, 1);
    expect(result.sketch.closed).toBe(false);
  });

  it('ignores a line of 3/zoom px or less', () => {
    const sketch = path([[0, 0], [100, 0]]);
    expect(add(sketch, 102, 2).outcome).toBe('ignored');
    expect(add(sketch, 102, 2).sketch).toBe(sketch);
    expect(add(sketch, 101, 1, 1).outcome).toBe('ignored');
    expect(add(sketch, 102, 2, 4).outcome).toBe('added');
  });

  it('rejects a line that crosses an existing edge and keeps the sketch', () => {
    const sketch = openSquare();
    const result = add(sketch, 75, -50);
    expect(result.outcome).toBe('intersect');
    expect(result.sketch).toBe(sketch);
  });

  it('rejects a line that doubles back along the previous edge', () => {
    const sketch = path([[0, 0], [150, 0], [150, 150]]);
    expect(add(sketch, 150, 50).outcome).toBe('intersect');
  });

  it('refuses to close when the closing line would cross an edge', () => {
    // The line back from (100,100) to the first point would cut the edge (80,20)-(20,80).
    const sketch = path([[0, 0], [80, 20], [20, 80], [100, 100]]);
    expect(sketch.controlPoints).toHaveLength(4);
    const result = add(sketch, 1, 1);
    expect(result.outcome).toBe('intersect');
    expect(result.sketch).toBe(sketch);
  });

  it('locks a closed sketch against new lines', () => {
    const closed = add(openSquare(), 0, 0).sketch;
    const result = add(closed, 300, 300);
    expect(result.outcome).toBe('locked');
    expect(result.sketch).toBe(closed);
  });

  it('keeps a crossing curve up to the segment that crosses, when that part is still a curve', () => {
    const curve = (points: ReadonlyArray<readonly [number, number]>) =>
      runSketchEvent(emptySketch(), { type: 'curve.add', points: points.map(([x, y]) => canvasPoint(x, y)), zoom: 1 });
    const trimmed = curve([[0, 0], [100, 0], [100, 100], [50, 100], [50, -50]]);
    expect(trimmed.outcome).toBe('trimmed');
    expect(trimmed.sketch.closed).toBe(false);
    expect(trimmed.sketch.controlPoints.at(-1)).toEqual({ x: 50, y: 100 });
    // The part before the crossing is under 6 px long: too little for a curve, so nothing is kept.
    const refused = curve([[0, 0], [4, 0], [3, 1], [2, -10]]);
    expect(refused.outcome).toBe('intersect');
    expect(refused.sketch.lines).toEqual([]);
  });

  it('snaps a new vertex to the axis before checking the rules', () => {
    const result = add(path([[0, 0]]), 100, 1);
    expect(result.sketch.controlPoints.at(-1)).toEqual({ x: 100, y: 0 });
  });
});
