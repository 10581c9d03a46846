/**
 * Detect rooms' review (issue 22) in the editor: the rooms the worker found on the image
 * (app/rooms/detectRooms.ts) are offered, drawn highlighted, and the person accepts or rejects
 * each before any becomes a layer.
 *
 * The product's choices:
 * - Every room starts undecided. Accept and Reject mark a room (pressing the mark again clears
 *   it); nothing is added until the person ends the review, so the accepted rooms become layers
 *   in one step that one undo takes back, as Detect rooms did before the review.
 * - "Accept all" adds every room not rejected, so a person who rejects the one wrong room can
 *   take the rest at once. "Add N rooms" adds only the accepted ones. "Cancel" adds nothing.
 * - The review belongs to the image it was found on: once the image goes (a new import, an opened
 *   document, undo past the import) the review is over, and nothing is added from it.
 */
import type { Point } from '../../shared/geometry';
import type { ImageState } from '../../shared/schemas';
import { addRoomLayers, type NamedRoom } from '../document/mask';
import { polygonCentroid } from '../geometry/centroid';
import { editorAssign, editorEnqueue, eventParams, type EditorContext } from './editorContext';

export type RoomDecision = 'open' | 'accepted' | 'rejected';

export interface RoomReview {
  /** The image the rooms were found on. */
  readonly image: ImageState;
  /** Each room's outline, canvas px. */
  readonly rooms: readonly (readonly Point[])[];
  readonly decisions: readonly RoomDecision[];
}

export const offerRooms = (image: ImageState, rooms: readonly (readonly Point[])[]): RoomReview | null =>
  rooms.length === 0 ? null : { image, rooms, decisions: rooms.map(() => 'open') };

/** Marks room `index`; the same mark again clears it. */
export function decideRoom(review: RoomReview, index: number, decision: Exclude<RoomDecision, 'open'>): RoomReview {
  if (index < 0 || index >= review.rooms.length) return review;
  const decisions = review.decisions.map((current, i) => (i !== index ? current : current === decision ? 'open' : decision));
  return { ...review, decisions };
}

/**
 * The name of the review's room `index` (0-based): "Room 1" first. The panel's rows and the plan's
 * labels show it, and the room's layer keeps it (issue 37), whichever rooms were left out.
 */
export const roomName = (index: number): string => `Room ${index + 1}`;

/** The rooms the review adds, each with its name: the accepted ones, or with `all` every room not rejected. */
export const roomsToAdd = (review: RoomReview, all: boolean): NamedRoom[] =>
  review.rooms.flatMap((outline, i) =>
    (all ? review.decisions[i] !== 'rejected' : review.decisions[i] === 'accepted') ? [{ outline, name: roomName(i) }] : [],
  );

/** The review shown: null once the image it was found on has gone. */
export const openRoomReview = (context: Pick<EditorContext, 'roomReview' | 'document'>): RoomReview | null =>
  context.roomReview && context.roomReview.image === context.document.image ? context.roomReview : null;

/**
 * Where a room's name goes on the plan: the middle of the widest stretch of the room on the
 * level of its centroid, which is inside the room even when the centroid of an L-shaped room is not.
 */
export function roomLabelPoint(outline: readonly Point[]): Point {
  const centre = polygonCentroid(outline);
  if (!centre) return { x: 0, y: 0 };
  const crossings: number[] = [];
  outline.forEach((a, i) => {
    const b = outline[(i + 1) % outline.length]!;
    if (a.y > centre.y !== b.y > centre.y) crossings.push(a.x + ((centre.y - a.y) * (b.x - a.x)) / (b.y - a.y));
  });
  crossings.sort((p, q) => p - q);
  let best: Point = centre;
  let widest = -1;
  for (let i = 0; i + 1 < crossings.length; i += 2) {
    const width = crossings[i + 1]! - crossings[i]!;
    if (width > widest) {
      widest = width;
      best = { x: (crossings[i]! + crossings[i + 1]!) / 2, y: centre.y };
    }
  }
  return best;
}

export const roomsActions = {
  offerRooms: editorAssign(({ context }, { rooms }: { rooms: readonly (readonly Point[])[] }) => ({
    roomReview: context.document.image ? offerRooms(context.document.image, rooms) : null,
  })),
  decideRoom: editorAssign(({ context }, { index, decision }: { index: number; decision: Exclude<RoomDecision, 'open'> }) => {
    const review = openRoomReview(context);
    return { roomReview: review && decideRoom(review, index, decision) };
  }),
  finishRooms: editorEnqueue(({ context, enqueue }, { all }: { all: boolean }) => {
    const review = openRoomReview(context);
    enqueue.assign({ roomReview: null });
    const rooms = review ? roomsToAdd(review, all) : [];
    if (rooms.length === 0) return;
    const document = addRoomLayers(context.document, rooms);
    if (document === context.document) return;
    enqueue.assign({ document, needSave: true });
    enqueue.raise({ type: 'shape.closed' });
  }),
  cancelRooms: editorAssign({ roomReview: null }),
};

export const ROOMS_ON = {
  'rooms.offer': { actions: { type: 'offerRooms', params: eventParams } },
  'rooms.decide': { actions: { type: 'decideRoom', params: eventParams } },
  'rooms.finish': { actions: { type: 'finishRooms', params: eventParams } },
  'rooms.cancel': { actions: 'cancelRooms' },
} as const;
