/**
 * The Perspective instrument's rectangle (issue 23): its sides and a numbered handle on each
 * corner, 1 to 4, so the person sees which side the width and height are. In the rule tool's teal
 * over a white halo, apart from the drawing colours: it belongs to no layer. A set perspective is
 * drawn lighter; corners in progress get a dashed-looking thin side to the pointer. Screen space,
 * so handles and widths keep their size at any zoom.
 */
import type { Container, Graphics, Text } from 'pixi.js';
import type { Point } from '../shared/geometry';
import type { ShownPerspective } from '../engine/editor/shownPerspective';
import { toScreen, type Viewport } from '../engine/viewport/viewport';
import { SCALE_LINE_COLOR } from './drawScaleLine';
import { pooledTexts } from './textPool';

const HALO_COLOR = 0xffffff;
const LINE_WIDTH = 2;
const HALO_WIDTH = 6;
const HANDLE_RADIUS = 9;
/** A set perspective shows lighter than corners being marked. */
const SET_ALPHA = 0.55;
const NUMBER_STYLE = { fontSize: 11, fontWeight: '700', fill: 0xffffff } as const;

function sides(graphics: Graphics, corners: readonly Point[], closed: boolean): void {
  const [first, ...rest] = corners;
  if (!first || rest.length === 0) return;
  graphics.moveTo(first.x, first.y);
  for (const corner of rest) graphics.lineTo(corner.x, corner.y);
  if (closed) graphics.closePath();
}

/** Draws the shown perspective, or clears the graphics and hides the numbers when there is none. */
export function drawPerspective(graphics: Graphics, numbers: Container, shown: ShownPerspective | null, viewport: Viewport): void {
  graphics.clear();
  if (!shown) {
    pooledTexts(numbers, 0);
    return;
  }
  const alpha = shown.set ? SET_ALPHA : 1;
  const corners = shown.corners.map((corner) => toScreen(viewport, corner));
  const closed = corners.length === 4;
  sides(graphics, corners, closed);
  graphics.stroke({ width: HALO_WIDTH, color: HALO_COLOR, alpha: 0.9 * alpha, join: 'round' });
  sides(graphics, corners, closed);
  graphics.stroke({ width: LINE_WIDTH, color: SCALE_LINE_COLOR, alpha, join: 'round' });
  const last = corners.at(-1);
  if (last && shown.next) {
    const next = toScreen(viewport, shown.next);
    graphics.moveTo(last.x, last.y).lineTo(next.x, next.y).stroke({ width: 1, color: SCALE_LINE_COLOR, alpha: 0.6 });
  }
  for (const corner of corners) graphics.circle(corner.x, corner.y, HANDLE_RADIUS);
  graphics.fill({ color: SCALE_LINE_COLOR, alpha }).stroke({ width: 2, color: HALO_COLOR, alpha });
  const texts: Text[] = pooledTexts(numbers, corners.length, NUMBER_STYLE);
  texts.forEach((text, i) => {
    text.text = String(i + 1);
    text.alpha = alpha;
    text.position.set(corners[i]!.x, corners[i]!.y);
  });
}
