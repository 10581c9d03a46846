import type { Graphics } from 'pixi.js';
import type { RoomReview } from '../engine/editor/editorRooms';
import { toScreen, type Viewport } from '../engine/viewport/viewport';

/**
 * Detect rooms' review on the plan: an open room tinted, an accepted one filled stronger with a
 * solid edge, a rejected one only faintly outlined so the person still sees what was turned down.
 */
const ROOM_COLOR = 0x1e88e5;
const STYLE = {
  open: { fill: 0.16, stroke: 0.8, width: 2 },
  accepted: { fill: 0.32, stroke: 1, width: 3 },
  rejected: { fill: 0, stroke: 0.3, width: 1 },
} as const;

export function drawRoomCandidates(graphics: Graphics, review: RoomReview | null, viewport: Viewport): void {
  graphics.clear();
  if (!review) return;
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
