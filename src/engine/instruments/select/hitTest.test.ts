import { describe, expect, it } from 'vitest';
import { SHAPE_TOLERANCE } from '../../../shared/constants';
import { circleSketch, drawingOf, rectangleSketch, squares, triangleSketch } from '../../print/testing/knownDrawing';
import { hitTest } from './hitTest';

describe('hit-testing the shapes', () => {
  // The rectangle runs from (15, 15) to (120, 60) px.
  const rectangle = drawingOf([rectangleSketch()]);
  const below = (gap: number) => ({ x: 60, y: 60 + gap });

  it('grabs a rectangle within the spec\'s shape tolerance of 15 screen px outside its outline', () => {
    expect(SHAPE_TOLERANCE).toBe(15);
    expect(hitTest(rectangle, below(3), 1)).toEqual({ kind: 'edge', line: 2 });
    expect(hitTest(rectangle, below(10), 1)).toEqual({ kind: 'inside' });
    expect(hitTest(rectangle, below(15), 1)).toEqual({ kind: 'inside' });
    expect(hitTest(rectangle, below(16), 1)).toEqual({ kind: 'none' });
  });

  it('divides the tolerance by the zoom: 10 canvas px is 20 screen px at zoom 2', () => {
    expect(hitTest(rectangle, below(7), 2)).toEqual({ kind: 'inside' });
    expect(hitTest(rectangle, below(10), 2)).toEqual({ kind: 'none' });
  });

  it('grabs a circle near its rim, and leaves a drawn line sequence to its own edge radius', () => {
    // The circle's centre is at (210, 90) px with a 60 px radius.
    const circle = drawingOf([circleSketch()]);
    expect(hitTest(circle, { x: 210, y: 90 - 60 - 12 }, 1)).toEqual({ kind: 'inside' });
    const triangle = drawingOf([triangleSketch()]);
    // Its first edge runs along y = 15 px from x = 300: 10 px above it is nothing to a line sequence.
    const start = squares(20, 1);
    expect(hitTest(triangle, { x: start.x + 20, y: start.y - 10 }, 1)).toEqual({ kind: 'none' });
  });

  it('picks another layer\'s shape near its outline in all-layers mode', () => {
    const two = { ...drawingOf([rectangleSketch(), triangleSketch()]), showAllLayers: true, currentIndex: 1 };
    expect(hitTest(two, below(12), 1)).toEqual({ kind: 'layer', index: 0 });
  });
});
