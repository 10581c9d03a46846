import { describe, expect, it } from 'vitest';
import type { Point } from '../../shared/geometry';
import { apply, homographyFromQuads, type Quad } from '../geometry/homography';
import { seededRandom } from '../kernels/randomPolygon';
import { UNCERTAINTY_SPREADS } from './firstOrderUncertainty';
import { closedPolygonSketch } from '../document/polygonLayers';
import { measureThroughRectangle, type PerspectiveRectangle } from './perspectiveMeasure';
import { planeResults } from './planeScale';
import { trialsFit } from './testing/uncertaintyTrials';

/**
 * The synthetic photo: a 4 m × 3 m floor of 50 cm tiles photographed at an angle, its
 * near edge 1400 px wide at the bottom of a 2000 × 1500 photo, its far edge 700 px wide.
 */
const FLOOR: Quad = [{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 3 }, { x: 0, y: 3 }];
const PHOTO: Quad = [{ x: 300, y: 1300 }, { x: 1700, y: 1300 }, { x: 1350, y: 500 }, { x: 650, y: 500 }];
const CAMERA = homographyFromQuads(FLOOR, PHOTO)!;
const photographed = (point: Point): Point => apply(CAMERA, point);

/** Where a person's click lands: within half a screen pixel of the point, at `zoom`. */
const click = (point: Point, zoom: number, random: () => number): Point => ({
  x: point.x + (0.5 / zoom) * (2 * random() - 1),
  y: point.y + (0.5 / zoom) * (2 * random() - 1),
});

const tile = (column: number, row: number): Point[] =>
  [{ x: column / 2, y: row / 2 }, { x: (column + 1) / 2, y: row / 2 }, { x: (column + 1) / 2, y: (row + 1) / 2 }, { x: column / 2, y: (row + 1) / 2 }];

describe('measuring through the perspective rectangle', () => {
  it('reads a tile and the floor within 0.5 % from corners clicked on the photo', () => {
    const random = seededRandom(23);
    // The floor's corners clicked at zoom 2, each tile's at zoom 4, as a person zooms in to click.
    const corners = PHOTO.map((corner) => click(corner, 2, random)) as unknown as Quad;
    const rectangle: PerspectiveRectangle = { corners, width: 4, height: 3 };
    for (const [column, row] of [[0, 0], [7, 5], [3, 2], [6, 0], [0, 5]] as const) {
      const clicked = tile(column, row).map((corner) => click(photographed(corner), 4, random));
      const { area, perimeter } = measureThroughRectangle(rectangle, clicked, true)!;
      expect(Math.abs(area! - 0.25) / 0.25).toBeLessThan(0.005);
      expect(Math.abs(perimeter - 2) / 2).toBeLessThan(0.005);
    }
    const floor = measureThroughRectangle(rectangle, PHOTO.map((corner) => click(corner, 2, random)), true)!;
    expect(Math.abs(floor.area! - 12) / 12).toBeLessThan(0.005);
    // On the photo the far tiles are a third the size of the near ones; on the plane they are equal.
    expect(measureThroughRectangle(rectangle, tile(0, 5).map(photographed), true)!.area).toBeCloseTo(measureThroughRectangle(rectangle, tile(0, 0).map(photographed), true)!.area!, 3);
  });

  it('refuses a degenerate rectangle', () => {
    const line: Quad = [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 0 }, { x: 3, y: 0 }];
    expect(measureThroughRectangle({ corners: line, width: 4, height: 3 }, tile(0, 0), true)).toBeNull();
  });

  it('reports an uncertainty that covers the true area in at least 95 % of trials and is at most 3 × the observed spread', () => {
    const random = seededRandom(2311);
    const zoom = 1;
    const farTile = closedPolygonSketch(tile(3, 5).map(photographed), false);
    const trials = Array.from({ length: 300 }, () => {
      const corners = PHOTO.map((corner) => click(corner, zoom, random)) as unknown as Quad;
      const plane = { kind: 'perspective', corners: [...corners] as [Point, Point, Point, Point], width: 4, height: 3, unit: 'm', zoom } as const;
      const result = planeResults(farTile, { value: 1, text: '1', measure: 'm', lineReady: false, manual: true, plane })!;
      return { value: result.area!, uncertainty: result.areaUncertainty! };
    });
    const { coverage, spread, typical } = trialsFit(trials, 0.25);
    expect(coverage).toBeGreaterThanOrEqual(0.95);
    expect(typical).toBeLessThanOrEqual(3 * spread);
    // And it is not vanishingly small: about UNCERTAINTY_SPREADS spreads.
    expect(typical).toBeGreaterThan((UNCERTAINTY_SPREADS / 2) * spread);
  });
});
