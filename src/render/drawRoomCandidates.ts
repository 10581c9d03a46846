import type { Container, Graphics } from 'pixi.js';
import { roomLabelPoint, roomName, type RoomReview } from '../engine/editor/editorRooms';
import { toScreen, type Viewport } from '../engine/viewport/viewport';
import { pooledTexts } from './textPool';

/**
 * Detect rooms' review on the plan: an open room tinted, an accepted one filled stronger with a
 * solid edge, a rejected one only faintly outlined so the person still sees what was turned down.
 * Each is named on the plan as the Rooms found panel names it ("Room 2"), so a row can be matched
 * to its room on a phone too, where nothing hovers, and as its layer will be named.
 */
const ROOM_COLOR = 0x1e88e5;
const STYLE = {
  open: { fill: 0.16, stroke: 0.8, width: 2 },
  accepted: { fill: 0.32, stroke: 1, width: 3 },
  rejected: { fill: 0, stroke: 0.3, width: 1 },
} as const;

const NAME_STYLE = { fontSize: 14, fontWeight: '700', fill: ROOM_COLOR, stroke: { color: 0xffffff, width: 3 } } as const;

export function drawRoomCandidates(graphics: Graphics, names: Container, review: RoomReview | null, viewport: Viewport): void {
  graphics.clear();
  const texts = pooledTexts(names, review?.rooms.length ?? 0, NAME_STYLE);
  if (!review) return;
  review.rooms.forEach((outline, i) => {
    const text = texts[i]!;
    const at = toScreen(viewport, roomLabelPoint(outline));
    text.text = roomName(i);
    text.position.set(at.x, at.y);
    text.alpha = review.decisions[i] === 'rejected' ? 0.4 : 1;
  });
  review.rooms.forEach((outline, i) => {
    const style = STYLE[review.decisions[i] ?? 'open'];
    const points = outline.map((point) => toScreen(viewport, point));
    const first = points[0];
    if (!first || points.length < 3) return;
    graphics.moveTo(first.x, first.y);
    for (const point of points.slice(1)) graphics.lineTo(point.x, point.y);
    graphics.closePath();
    if (style.fill > 0) graphics.fill({ color: ROOM_COLOR, alpha: style.fill });
    graphics.stroke({ width: style.width, color: ROOM_COLOR, alpha: style.stroke, join: 'round' });
  });
}
