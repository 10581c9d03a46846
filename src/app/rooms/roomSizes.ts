/**
 * Detect rooms' door width and smallest room in image pixels, from the drawing's scale (issue 37
 * item 4). Without a plane a metre is the same number of pixels everywhere; on a photo's plane
 * (issue 23) it is not, and the scale's `value` is only the plane's average over the marked
 * rectangle, so the kernel's two numbers come from the plane itself.
 */
import { PIXELS_PER_UNIT } from '../../shared/constants';
import type { Point } from '../../shared/geometry';
import type { ImageState, PlaneScale, Scale } from '../../shared/schemas';
import { areaUnitOf, convertArea, convertLength } from '../../shared/units';
import { canvasToImage, imageToCanvas } from '../../engine/document/image';
import { localScaleRange } from '../../engine/measure/localPlaneScale';
import { planeMap, planeRegionsArea } from '../../engine/measure/planeScale';

/** The widest door closed, and the smallest room kept. */
export const ROOM_DOOR_WIDTH_M = 1;
export const ROOM_MIN_AREA_M2 = 0.5;

/** What the rooms kernel is asked with, in image pixels, and whether a plane set them. */
export interface RoomSizesPx {
  readonly gapPx: number;
  readonly minAreaPx: number;
  readonly onPlane: boolean;
}

/** A point on the plane's near side of its horizon: the marked rectangle's centre, or any point of an axes plane. */
function pointInFront(plane: PlaneScale, image: ImageState): Point {
  if (plane.kind !== 'perspective') return { x: image.originSizes.width / 2, y: image.originSizes.height / 2 };
  const sum = plane.corners.reduce((total, corner) => ({ x: total.x + corner.x, y: total.y + corner.y }), { x: 0, y: 0 });
  return canvasToImage(image, { x: sum.x / 4, y: sum.y / 4 });
}

/**
 * The door width and smallest room in image pixels.
 *
 * Without a plane (or with a degenerate one): one metre is (metre in the scale's unit / value)
 * squares of PIXELS_PER_UNIT canvas px, times the image's ratio, everywhere.
 *
 * On a plane, over the whole image:
 * - The door is the MOST pixels a metre spans anywhere, in any direction (the near side, across
 *   the view). The kernel keeps as a room's core only what is farther than half the door from
 *   every wall, so a door drawn wider than the gap stays open and two rooms become one, which a
 *   person never agrees with. Too wide a gap where the plane is far costs less: rooms are
 *   several times wider than a door, so they keep their cores; what is lost is a far passage
 *   between one and (near metre / far metre) metres wide, closed, and a far room narrower than
 *   that, left without a core. The plane's centre or average would instead leave open every near
 *   door drawn wider than it (a 0.9 m door, once the near metre is 1.1 times the average's).
 *   Only the rectified image would be exact everywhere; the kernel takes one number.
 *   The "ask for the scale first" check reads this same door.
 * - The smallest room is the FEWEST pixels half a square metre covers anywhere (the far side):
 *   the kernel then drops no region that could be a room somewhere on the plan, and the rooms it
 *   returns are measured on the plane (`roomsLargeEnoughOnPlane`) so the 0.5 m² rule is exact.
 *   When the image reaches the plane's horizon a room shrinks to nothing there: 0.
 */
export function roomSizesPx(image: ImageState, scale: Scale): RoomSizesPx {
  const plane = scale.plane;
  const toPlane = plane && planeMap(plane);
  if (plane && toPlane) {
    const range = localScaleRange((point) => toPlane(imageToCanvas(image, point)), image.originSizes, pointInFront(plane, image));
    if (range) {
      const unitsPerMetre = convertLength(1, 'm', plane.unit);
      return {
        gapPx: ROOM_DOOR_WIDTH_M * range.mostPxPerUnit * unitsPerMetre,
        minAreaPx: ROOM_MIN_AREA_M2 * range.leastSquarePxPerSquareUnit * unitsPerMetre * unitsPerMetre,
        onPlane: true,
      };
    }
  }
  // One metre in image pixels: canvas px per scale unit, times image pixels per canvas px.
  const metreInUnits = convertLength(1, 'm', scale.measure);
  const metrePx = (metreInUnits / scale.value) * PIXELS_PER_UNIT * image.ratio;
  return { gapPx: ROOM_DOOR_WIDTH_M * metrePx, minAreaPx: ROOM_MIN_AREA_M2 * metrePx * metrePx, onPlane: false };
}

/**
 * The outlines (canvas px) whose area measured on the scale's plane is at least the smallest
 * room's, as each room's layer and the review's row will measure it; all of them without a plane.
 */
export function roomsLargeEnoughOnPlane<T extends readonly Point[]>(outlines: readonly T[], scale: Scale): T[] {
  const smallest = convertArea(ROOM_MIN_AREA_M2, areaUnitOf('m'), areaUnitOf(scale.measure));
  return outlines.filter((outline) => {
    const area = planeRegionsArea([outline], [], scale);
    return area === null || area >= smallest;
  });
}
