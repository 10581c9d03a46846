import { describe, expect, it } from 'vitest';
import type { Point } from '../../shared/geometry';
import type { PlaneScale, Scale, Sketch } from '../../shared/schemas';
import { closedPolygonSketch } from '../document/polygonLayers';
import { shapeSketch } from '../document/shapes';
import { appendStraightLine, emptySketch, startSketch } from '../document/sketch';
import { createDocument, type DrawingDocument } from '../document/drawingDocument';
import { circleFromDiameter } from '../geometry/circleShape';
import { apply, homographyFromQuads, type Quad } from '../geometry/homography';
import { seededRandom } from '../kernels/randomPolygon';
import { documentLayerResults, documentLineLabels, documentVertexAngles } from '../map/mapResults';
import { resultsFromPixels, measureSketchPixels } from './measureSketch';
import { planeResults } from './planeScale';
import { trialsFit, type Trial } from './testing/uncertaintyTrials';

/** The floor: 4 m × 3 m of 50 cm tiles, photographed at an angle (as perspectiveMeasure.test.ts). */
const FLOOR: Quad = [{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 3 }, { x: 0, y: 3 }];
const PHOTO: Quad = [{ x: 300, y: 1300 }, { x: 1700, y: 1300 }, { x: 1350, y: 500 }, { x: 650, y: 500 }];
const CAMERA = homographyFromQuads(FLOOR, PHOTO)!;
const photographed = (point: Point): Point => apply(CAMERA, point);
const tile = (column: number, row: number): Point[] =>
  [{ x: column / 2, y: row / 2 }, { x: (column + 1) / 2, y: row / 2 }, { x: (column + 1) / 2, y: (row + 1) / 2 }, { x: column / 2, y: (row + 1) / 2 }].map(photographed);

const perspective = (corners: Quad = PHOTO, zoom = 2): PlaneScale => ({ kind: 'perspective', corners: [...corners] as [Point, Point, Point, Point], width: 4, height: 3, unit: 'm', zoom });
const scaleWith = (plane: PlaneScale, measure: Scale['measure'] = 'm'): Scale => ({ value: 1, text: '1', measure, lineReady: false, manual: true, plane });
const documentWith = (scale: Scale, sketch: Sketch): DrawingDocument => {
  const document = createDocument({ measure: scale.measure, color: 'pink' });
  return { ...document, scale, layers: [{ ...document.layers[0]!, sketch }] };
};
const relative = (value: number, expected: number) => Math.abs(value - expected) / expected;

describe('measuring through a perspective plane', () => {
  it('reads every tile as 0.25 m² and 2 m round, near or far, with a "±" that grows with the distance', () => {
    const scale = scaleWith(perspective());
    const near = planeResults(closedPolygonSketch(tile(3, 0), false), scale)!;
    const far = planeResults(closedPolygonSketch(tile(3, 5), false), scale)!;
    for (const results of [near, far]) {
      expect(results.area).toBeCloseTo(0.25, 9);
      expect(results.perimeter).toBeCloseTo(2, 9);
      expect(results).toMatchObject({ lengthUnit: 'm', areaUnit: 'm²', approximate: false });
    }
    // The far tile is a third the size on the photo: its corners' error weighs more.
    expect(far.areaUncertainty!).toBeGreaterThan(near.areaUncertainty!);
    expect(near.areaUncertainty!).toBeGreaterThan(0);
    expect(near.perimeterUncertainty!).toBeGreaterThan(0);
  });

  it('gives the results in the scale unit, and a finer "±" for corners marked zoomed in', () => {
    const sketch = closedPolygonSketch(tile(1, 1), false);
    const inCentimetres = planeResults(sketch, scaleWith(perspective(PHOTO, 2), 'cm'))!;
    expect(inCentimetres.area).toBeCloseTo(2500, 5);
    expect(inCentimetres.perimeter).toBeCloseTo(200, 7);
    expect(inCentimetres.areaUnit).toBe('cm²');
    const atZoom8 = planeResults(sketch, scaleWith(perspective(PHOTO, 8), 'cm'))!;
    expect(atZoom8.areaUncertainty!).toBeCloseTo(inCentimetres.areaUncertainty! / 4, 3);
  });

  it('labels each edge and reads each corner of a tile as on the floor: 0.5 m and 90°', () => {
    const document = documentWith(scaleWith(perspective()), closedPolygonSketch(tile(6, 4), true));
    const sketch = document.layers[0]!.sketch;
    expect(documentLineLabels(document, sketch).map((label) => label.length)).toEqual([0.5, 0.5, 0.5, 0.5].map((length) => expect.closeTo(length, 9)));
    const angles = documentVertexAngles(document, sketch);
    expect(angles).toHaveLength(4);
    for (const angle of angles) expect(angle.degrees).toBeCloseTo(90, 6);
    // On the photo itself the corners are far from square.
    const flat = { ...document, scale: { ...document.scale, plane: undefined } };
    expect(Math.max(...documentVertexAngles(flat, sketch).map((angle) => Math.abs(angle.degrees - 90)))).toBeGreaterThan(5);
  });

  it('takes cutouts off on the plane: the floor without one tile is 11.75 m²', () => {
    const floor = closedPolygonSketch([...PHOTO], false, [tile(2, 2)]);
    const document = documentWith(scaleWith(perspective()), floor);
    const results = documentLayerResults(document, document.layers[0]!);
    expect(results.area).toBeCloseTo(11.75, 8);
    expect(results.perimeter).toBeCloseTo(14, 8);
    expect(results.perimeterWithCutouts).toBeCloseTo(16, 8);
  });

  it('measures an open path by its length only', () => {
    const [a, b, c] = tile(0, 0);
    const path = appendStraightLine(appendStraightLine(startSketch(emptySketch(), a!), b!), c!);
    const results = planeResults(path, scaleWith(perspective()))!;
    expect(results.perimeter).toBeCloseTo(1, 9);
    expect(results.area).toBeNull();
    expect(results.areaUncertainty).toBeNull();
  });

  it('falls back on the uniform scale when the marked corners are degenerate', () => {
    const inALine: Quad = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 20, y: 0 }, { x: 30, y: 0 }];
    const sketch = closedPolygonSketch(tile(0, 0), false);
    const document = documentWith(scaleWith(perspective(inALine)), sketch);
    expect(planeResults(sketch, document.scale)).toBeNull();
    expect(documentLayerResults(document, document.layers[0]!).area).toBeCloseTo(resultsFromPixels(sketch, measureSketchPixels(sketch), document.scale).area!, 9);
  });
});

describe('measuring through separate X and Y scales', () => {
  // A scan stretched 2:1 along x: 1 cm is 40 px across and 20 px up.
  const stretched: PlaneScale = {
    kind: 'axes',
    unit: 'cm',
    lines: [
      { from: { x: 100, y: 100 }, to: { x: 500, y: 100 }, length: 10, zoom: 1 },
      { from: { x: 100, y: 100 }, to: { x: 100, y: 300 }, length: 10, zoom: 1 },
    ],
  };

  it('reads a 5 cm square drawn on the scan (200 × 100 px) as a square, its corners square', () => {
    const square = closedPolygonSketch([{ x: 600, y: 400 }, { x: 800, y: 400 }, { x: 800, y: 500 }, { x: 600, y: 500 }], true);
    const document = documentWith(scaleWith(stretched, 'cm'), square);
    const results = documentLayerResults(document, document.layers[0]!);
    expect(results.area).toBeCloseTo(25, 9);
    expect(results.perimeter).toBeCloseTo(20, 9);
    expect(documentLineLabels(document, square).map((label) => label.length)).toEqual([5, 5, 5, 5].map((length) => expect.closeTo(length, 9)));
    const diagonal = closedPolygonSketch([{ x: 600, y: 400 }, { x: 800, y: 500 }, { x: 600, y: 500 }], false);
    expect(documentVertexAngles(documentWith(scaleWith(stretched, 'cm'), diagonal), diagonal).map((angle) => angle.degrees)).toEqual(
      [45, 45, 90].map((degrees) => expect.closeTo(degrees, 6)),
    );
    expect(results.areaUncertainty!).toBeGreaterThan(0);
  });

  it('measures a circle drawn squashed on the scan as the circle it was', () => {
    // 4 cm across on the paper: 160 px wide; drawn round on the canvas it is an ellipse on the paper.
    const circle = shapeSketch(false, { type: 'circle_tool', params: circleFromDiameter({ x: 300, y: 600 }, { x: 460, y: 600 }) }, false);
    const results = planeResults(circle, scaleWith(stretched, 'cm'))!;
    // Semi-axes on the paper: 2 cm across, 4 cm up (80 px up at 20 px/cm).
    expect(relative(results.area!, Math.PI * 2 * 4)).toBeLessThan(1e-4);
  });
});

describe('the "±" of a plane covers the truth', () => {
  /** The bar: at least 95 % of trials covered, the ± at most 3 × the observed spread (and more than it). */
  const expectHonest = (trials: readonly Trial[], truth: number) => {
    const fit = trialsFit(trials, truth);
    expect(fit.coverage).toBeGreaterThanOrEqual(0.95);
    expect(fit.typical).toBeLessThanOrEqual(3 * fit.spread);
    expect(fit.typical).toBeGreaterThan(fit.spread);
  };

  it('for two reference lines clicked at zoom 1: in at least 95 % of 300 trials, at most 3 × the observed spread', () => {
    const random = seededRandom(4242);
    const click = (point: Point): Point => ({ x: point.x + 0.5 * (2 * random() - 1), y: point.y + 0.5 * (2 * random() - 1) });
    // The true scan: 40 px a cm across, 20 px a cm up; the lines 10 cm each.
    const square = closedPolygonSketch([{ x: 600, y: 400 }, { x: 800, y: 400 }, { x: 800, y: 500 }, { x: 600, y: 500 }], false);
    const trials = Array.from({ length: 300 }, (): Trial => {
      const plane: PlaneScale = {
        kind: 'axes',
        unit: 'cm',
        lines: [
          { from: click({ x: 100, y: 100 }), to: click({ x: 500, y: 100 }), length: 10, zoom: 1 },
          { from: click({ x: 100, y: 100 }), to: click({ x: 100, y: 300 }), length: 10, zoom: 1 },
        ],
      };
      const results = planeResults(square, scaleWith(plane, 'cm'))!;
      return { value: results.area!, uncertainty: results.areaUncertainty! };
    });
    expectHonest(trials, 25);
  });

  it('for a known-length line clicked at zoom 2: in at least 95 % of 300 trials, at most 3 × the observed spread', () => {
    const random = seededRandom(77);
    const click = (point: Point): Point => ({ x: point.x + 0.25 * (2 * random() - 1), y: point.y + 0.25 * (2 * random() - 1) });
    // The truth: 300 px are 6 m, so a 300 × 150 px rectangle is 6 × 3 m.
    const rectangle = closedPolygonSketch([{ x: 100, y: 100 }, { x: 400, y: 100 }, { x: 400, y: 250 }, { x: 100, y: 250 }], false);
    const pixels = measureSketchPixels(rectangle);
    const trials = Array.from({ length: 300 }, (): Trial => {
      const from = click({ x: 100, y: 400 });
      const to = click({ x: 400, y: 400 });
      const value = (6 * 15) / Math.hypot(to.x - from.x, to.y - from.y);
      const results = resultsFromPixels(rectangle, pixels, { value, text: '', measure: 'm', line: [from, to], lineReady: false, manual: true, lineZoom: 2 });
      return { value: results.area!, uncertainty: results.areaUncertainty! };
    });
    expectHonest(trials, 18);
  });
});

describe('results kept per sketch', () => {
  it('gives the same results object for the same sketch and scale, and measures again for a new scale', () => {
    const sketch = closedPolygonSketch(tile(2, 2), false);
    const scale = scaleWith(perspective());
    const first = planeResults(sketch, scale)!;
    expect(planeResults(sketch, scale)).toBe(first);
    const finer = planeResults(sketch, scaleWith(perspective(PHOTO, 8)))!;
    expect(finer).not.toBe(first);
    expect(finer.areaUncertainty!).toBeLessThan(first.areaUncertainty!);
    expect(finer.area).toBeCloseTo(first.area!, 9);
  });
});
