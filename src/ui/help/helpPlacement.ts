/**
 * Where the help card goes over the canvas (issue 36 item 8): a corner of the canvas, never over
 * the point being drawn. Pure: boxes and points in window pixels in, the card's box out.
 */

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Spot {
  x: number;
  y: number;
}

/** The corners a card may take, in the order they are tried: the layers bar holds the bottom-right. */
export const HELP_CORNERS = ['bottom-left', 'top-right', 'top-left'] as const;
export type HelpCorner = (typeof HELP_CORNERS)[number];

export interface PlacementInput {
  /** The drawing canvas. */
  canvas: Box;
  /** The card's own size. */
  card: { width: number; height: number };
  /** Space between the canvas's edge and the card. */
  gap: number;
  /** Controls on the canvas the card keeps clear of (the layers bar). */
  controls: readonly Box[];
  /** The points being drawn: the card keeps `clearance` px away from each. */
  avoid: readonly Spot[];
  clearance: number;
  /** The corner the card holds now: it stays there while that is clear. */
  prefer?: HelpCorner;
}

const overlaps = (a: Box, b: Box): boolean =>
  a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

const near = (box: Box, spot: Spot, clearance: number): boolean =>
  spot.x > box.left - clearance && spot.x < box.left + box.width + clearance && spot.y > box.top - clearance && spot.y < box.top + box.height + clearance;

/** The card's box in `corner`, moved up or down off any control it would cover there. */
function boxIn(corner: HelpCorner, { canvas, card, gap, controls }: PlacementInput): Box {
  const left = corner === 'top-right' ? canvas.left + canvas.width - gap - card.width : canvas.left + gap;
  const box = { left, top: corner === 'bottom-left' ? canvas.top + canvas.height - gap - card.height : canvas.top + gap, ...card };
  // A control in the way (on a phone the layers bar runs the canvas's width): the card sits beside it.
  for (const control of controls) {
    if (!overlaps(box, control)) continue;
    box.top = corner === 'bottom-left' ? control.top - gap - card.height : control.top + control.height + gap;
  }
  return box;
}

/**
 * The first corner whose card is clear of every point being drawn (the one it holds first); when
 * none is, the one near the fewest.
 */
export function placeHelpCard(input: PlacementInput): { corner: HelpCorner; box: Box } {
  let best: { corner: HelpCorner; box: Box; covered: number } | null = null;
  const order = input.prefer ? [input.prefer, ...HELP_CORNERS.filter((corner) => corner !== input.prefer)] : HELP_CORNERS;
  for (const corner of order) {
    const box = boxIn(corner, input);
    const covered = input.avoid.filter((spot) => near(box, spot, input.clearance)).length;
    if (covered === 0) return { corner, box };
    if (best === null || covered < best.covered) best = { corner, box, covered };
  }
  return { corner: best!.corner, box: best!.box };
}
