import { describe, expect, it } from 'vitest';
import { apply, invert, type Quad } from '../geometry/homography';
import { polygonArea } from '../geometry/polygon';
import { tiledFloorPhoto } from './testing/tiledFloorPhoto';
import { localScaleRange } from './localPlaneScale';

const PHOTO = { width: 1600, height: 1200 };
/** The issue 23 photo's map, photo px → floor metres, and the floor's corners on the photo. */
function floorMap(corners?: Quad) {
  const photo = tiledFloorPhoto(16, 12, corners);
  const toFloor = invert(photo.camera)!;
  return { toPlane: (point: { x: number; y: number }) => apply(toFloor, point), corners: photo.corners };
}
const centreOf = (corners: Quad) => ({ x: corners.reduce((sum, { x }) => sum + x, 0) / 4, y: corners.reduce((sum, { y }) => sum + y, 0) / 4 });

/** Px a metre spans from `at` along `direction` on the photo, by a short chord of the floor. */
function pxPerMetre(toPlane: (point: { x: number; y: number }) => { x: number; y: number }, at: { x: number; y: number }, direction: { x: number; y: number }) {
  const step = 0.01;
  const a = toPlane(at);
  const b = toPlane({ x: at.x + direction.x * step, y: at.y + direction.y * step });
  return step / Math.hypot(b.x - a.x, b.y - a.y);
}

describe('the local scale of a plane over a picture', () => {
  it('is the one scale everywhere on a uniform map', () => {
    const range = localScaleRange(({ x, y }) => ({ x: x / 40, y: y / 40 }), { width: 300, height: 200 }, { x: 10, y: 10 });
    expect(range!.mostPxPerUnit).toBeCloseTo(40, 6);
    expect(range!.leastSquarePxPerSquareUnit).toBeCloseTo(1600, 3);
  });

  it('takes the direction a unit spans most px in, and the area both directions cover, on separate X and Y scales', () => {
    const range = localScaleRange(({ x, y }) => ({ x: x / 40, y: y / 10 }), { width: 300, height: 200 }, { x: 10, y: 10 });
    expect(range!.mostPxPerUnit).toBeCloseTo(40, 6);
    expect(range!.leastSquarePxPerSquareUnit).toBeCloseTo(400, 3);
  });

  it('finds on a photo at an angle the near side\'s metre across the view and the far side\'s square metre, not their average', () => {
    const { toPlane, corners } = floorMap();
    const range = localScaleRange(toPlane, PHOTO, centreOf(corners))!;
    // The most, looked for the slow way: every 2° at each point of a finer grid. At the near side a
    // metre along the view spans even more px than across it (depth shrinks as the distance squared).
    let slowest = 0;
    for (let i = 0; i <= 48; i++) {
      for (let j = 0; j <= 48; j++) {
        for (let degrees = 0; degrees < 180; degrees += 2) {
          const angle = (degrees * Math.PI) / 180;
          const at = { x: (PHOTO.width * i) / 48, y: (PHOTO.height * j) / 48 };
          slowest = Math.max(slowest, pxPerMetre(toPlane, at, { x: Math.cos(angle), y: Math.sin(angle) }));
        }
      }
    }
    expect(range.mostPxPerUnit).toBeGreaterThan(slowest * 0.995);
    expect(range.mostPxPerUnit).toBeLessThan(slowest * 1.005);
    // The floor's near edge spans 1200 px for 4 m, its far edge 600 px: the average lies between.
    const average = Math.sqrt(polygonArea(corners) / 12);
    expect(average).toBeLessThan(1200 / 4);
    expect(range.mostPxPerUnit).toBeGreaterThan(1.5 * average);
    // The least square metre: a homography's area scale is extreme at a corner of the picture, here the top ones.
    const h = 0.01;
    const square = (at: { x: number; y: number }) => (h * h) / polygonArea([at, { x: at.x + h, y: at.y }, { x: at.x + h, y: at.y + h }, { x: at.x, y: at.y + h }].map(toPlane));
    const leastAtCorners = Math.min(square({ x: 0, y: 0 }), square({ x: 1600 - h, y: 0 }));
    expect(Math.abs(range.leastSquarePxPerSquareUnit / leastAtCorners - 1)).toBeLessThan(0.005);
    expect(range.leastSquarePxPerSquareUnit).toBeLessThan(average * average);
  });

  it('has no least square metre when the picture reaches the plane\'s horizon', () => {
    // The floor 300 px lower: its sides meet at y = 50, inside the photo.
    const lower = tiledFloorPhoto(16, 12).corners.map(({ x, y }) => ({ x, y: y + 300 })) as unknown as Quad;
    const { toPlane, corners } = floorMap(lower);
    const range = localScaleRange(toPlane, PHOTO, centreOf(corners))!;
    expect(range.leastSquarePxPerSquareUnit).toBe(0);
    expect(Number.isFinite(range.mostPxPerUnit)).toBe(true);
    expect(range.mostPxPerUnit).toBeGreaterThan(1200 / 4);
  });

  it('has no range when the point said to be in front is on the horizon', () => {
    expect(localScaleRange(() => ({ x: 0, y: 0 }), PHOTO, { x: 0, y: 0 })).toBeNull();
  });
});
