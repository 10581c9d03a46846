/**
 * Detect rooms (issue 22): asks the kernel worker for every room of the image under the drawing
 * and offers them to the editor for review (engine/editor/editorRooms.ts), where the person
 * accepts or rejects each before the accepted ones become layers. Doors up to 1 m wide are closed and regions under
 * 0.5 m² are not rooms, in the drawing's scale: before a scale is set that is the default scale's
 * metre, so a plan's true door width needs the scale set first (the panel says so); on a photo's
 * plane (issue 37 item 4) the plane's own scale, not its average (roomSizes.ts). When that
 * metre makes a doorway wider than a quarter of the plan (the default scale on most plans), nothing
 * could be found: the person is asked for the scale instead of waiting for "No rooms found".
 */
import type { Notice } from '../../shared/notices';
import { formatArea } from '../../shared/format';
import { areaUnitOf } from '../../shared/units';
import type { Scale } from '../../shared/schemas';
import { polygonArea } from '../../engine/geometry/polygon';
import { squarePixelsToUnits } from '../../engine/measure/measureSketch';
import { planeRegionsArea } from '../../engine/measure/planeScale';
import { roomName, type RoomDecision, type RoomReview } from '../../engine/editor/editorRooms';
import { imageToCanvas } from '../../engine/document/image';
import { activeMask } from '../../engine/document/mask';
import type { EditorActor } from '../../engine/editor/editorMachine';
import type { KernelClient } from '../../engine/kernels/kernelClient';
import { ROOM_DOOR_WIDTH_M, roomSizesPx, roomsLargeEnoughOnPlane } from './roomSizes';

export interface RoomServices {
  editor: EditorActor;
  kernels: Pick<KernelClient, 'rooms'>;
  notify: (notice: Notice) => void;
}

const notice = (kind: Notice['kind'], message: string): Notice => ({ kind, message, durationMs: 5000 });

/** The widest doorway, as a share of the plan's shorter side, a scale may make before Detect rooms asks for the plan's own. */
export const DOOR_SHARE_OF_PLAN_MAX = 0.25;
/** Long enough to read the reason and find Set scale. */
const SCALE_FIRST_NOTICE_MS = 10_000;

/**
 * Why nothing was looked for: at this scale a 1 m doorway is wider than a quarter of the plan, so
 * no room could be found. The person sets the plan's scale (the Scale line, or the box) first.
 */
export const scaleFirstMessage = (gapPx: number): string =>
  `Set the plan's scale first: Detect rooms closes doorways up to ${ROOM_DOOR_WIDTH_M} m wide, and at this scale that is ${Math.round(gapPx).toLocaleString('en-US')} px, more than a quarter of the plan.`;

/** Finds the rooms and offers them for review; answers how many were found. */
export async function detectRoomsOnImage({ editor, kernels, notify }: RoomServices): Promise<number> {
  const { document } = editor.getSnapshot().context;
  const image = document.image;
  if (!image || document.map) {
    notify(notice('danger', 'Import a plan image to detect its rooms'));
    return 0;
  }
  if (activeMask(document)) {
    notify(notice('warning', 'Confirm or cancel the selection first'));
    return 0;
  }
  // On a photo's plane the plane's own scale, not its average (roomSizes.ts says which).
  const { gapPx, minAreaPx, onPlane } = roomSizesPx(image, document.scale);
  // A doorway as wide as a quarter of the plan closes every room into nothing (and takes the
  // worker seconds to find so): the scale is not the plan's, most often not set yet.
  if (gapPx > Math.min(image.originSizes.width, image.originSizes.height) * DOOR_SHARE_OF_PLAN_MAX) {
    notify({ kind: 'warning', message: scaleFirstMessage(gapPx), durationMs: SCALE_FIRST_NOTICE_MS });
    return 0;
  }
  try {
    const found = await kernels.rooms({ gapPx, minAreaPx });
    const converted = found.map(({ polygon }) => {
      const points = [];
      for (let i = 0; i + 1 < polygon.length; i += 2) {
        const { x, y } = imageToCanvas(image, { x: polygon[i]!, y: polygon[i + 1]! });
        points.push({ x, y });
      }
      return points;
    });
    // The kernel kept every region that could be half a square metre somewhere on the plane; each
    // is now measured where it lies.
    const outlines = onPlane ? roomsLargeEnoughOnPlane(converted, document.scale) : converted;
    if (outlines.length === 0) {
      notify(notice('info', 'No rooms found'));
      return 0;
    }
    editor.send({ type: 'rooms.offer', rooms: outlines });
    notify(notice('success', `${outlines.length} ${outlines.length === 1 ? 'room' : 'rooms'} found`));
    return outlines.length;
  } catch (error) {
    notify(notice('danger', `Rooms could not be detected: ${error instanceof Error ? error.message : String(error)}`));
    return 0;
  }
}

/** One room of the review as the Rooms found panel lists it. */
export interface RoomRow {
  readonly index: number;
  /** "Room 1": the name the room's layer takes when it is added (roomName). */
  readonly name: string;
  /** The area the room's layer will read, formatted as the results panel formats areas. */
  readonly area: string;
  readonly decision: RoomDecision;
}

/** The review's rooms, each with its area in the drawing's scale. */
export function roomRows(review: RoomReview, scale: Scale): RoomRow[] {
  return review.rooms.map((outline, index) => ({
    index,
    name: roomName(index),
    // On a photo's plane (issue 23) the outline is measured there, as its layer will be.
    area: formatArea(planeRegionsArea([outline], [], scale) ?? squarePixelsToUnits(polygonArea(outline), scale), areaUnitOf(scale.measure)),
    decision: review.decisions[index] ?? 'open',
  }));
}

/** How many rooms each ending of the review would add: "Add N rooms" and "Accept all". */
export function reviewCounts(review: RoomReview): { accepted: number; notRejected: number } {
  const accepted = review.decisions.filter((decision) => decision === 'accepted').length;
  const rejected = review.decisions.filter((decision) => decision === 'rejected').length;
  return { accepted, notRejected: review.rooms.length - rejected };
}
