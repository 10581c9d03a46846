/**
 * How the drawing looks, shared by the screen (render/, ui/) and the printed drawing
 * (drawingSvg.ts), so a print shows the same colours, widths and sizes as the screen.
 */

/** Stroke width in screen pixels for each line weight (light, regular, medium, heavy). */
export const strokeWidth = (weight: number): number => [1, 2, 3, 4][weight - 1] ?? 2;

/** Opacity of the light fill of a closed shape. */
export const FILL_ALPHA = 0.12;
/** A wand mask's fill is stronger than a closed shape's, so the selection reads as such. */
export const MASK_ALPHA = 0.3;
export const MASK_STROKE_ALPHA = 0.9;

/** Grid line colours: every fifth line a little darker, so distances can be counted at a glance. */
export const GRID_MINOR = 0xdfe4ea;
export const GRID_MAJOR = 0xc3cad4;
export const GRID_MAJOR_EVERY = 5;

/** The grid opacity for the "Grid" setting 1 to 4: full, 75%, 50%, 25%. */
export const gridOpacity = (gridTransparency: number): number => [1, 0.75, 0.5, 0.25][gridTransparency - 1] ?? 1;

/** A layer's number badge: a disc in the layer's colour with a white rim and a white number. */
export const BADGE_RADIUS = 9;
export const BADGE_RIM = 1.5;
export const BADGE_FONT_SIZE = 11;
/** Screen px between a handle the badge would cover and the badge's centre. */
export const BADGE_HANDLE_CLEARANCE = BADGE_RADIUS + 12;

/** Text colours of the page (ui/styles.css --ink, --muted, --line). */
export const INK = 0x1f2933;
export const MUTED = 0x616e7c;
export const LINE = 0xd9dee5;

/** A length label: 12 px text in a white, slightly see-through box with a thin border. */
export const LENGTH_LABEL = { fontSize: 12, lineHeight: 1.4, paddingX: 6, paddingY: 1, radius: 4, backgroundAlpha: 0.88 } as const;

/** A note: a pale yellow box, 13 px text; notes of other layers a little faded. */
export const NOTE_STYLE = {
  border: 0xe0c860,
  background: 0xfff8d6,
  radius: 6,
  fontSize: 13,
  lineHeight: 1.35,
  paddingX: 8,
  paddingY: 6,
  readOnlyOpacity: 0.85,
  arrowWidth: 1.5,
} as const;
