/**
 * Constants of the specification (drawing-core.md §9 and §4), in one place.
 * Lengths marked "px" are canvas pixels at zoom 1; most tolerances are divided by the zoom.
 */

/** Grid spacing, and the number of canvas pixels that equal one scale unit. */
export const GRID_SPACING = 15;
export const PIXELS_PER_UNIT = 15;

/**
 * Stage padding: how far (screen px) the drawing area's edge may be panned inside the stage.
 * The spec names the constant without saying what it pads; we use it to bound panning so the
 * drawing never slides out of view.
 */
export const STAGE_PADDING = 40;

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 10;
export const ZOOM_BUTTON_STEP = 0.1;
export const ZOOM_WHEEL_SENSITIVITY = 0.2;
/** Zoom buttons repeat while held (500 ms when the map is visible). */
export const ZOOM_REPEAT_MS = 100;
export const ZOOM_REPEAT_MAP_MS = 500;

export const SCALE_STEP = 0.1;
export const SCALE_MIN = 0.1;

export const HISTORY_LIMIT = 20;

/** A line sequence closes within 6 px / zoom of its first point, with at least 3 control points. */
export const CLOSE_TOLERANCE = 6;
export const CLOSE_MIN_POINTS = 3;
/** A new line must be longer than 3 px / zoom. */
export const MIN_LINE_LENGTH = 3;
export const ANGLE_LINE_MIN_LENGTH = 10;
export const SHAPE_TOLERANCE = 15;

/** Horizontal or vertical snap within 1 degree; a right angle snaps between 89 and 91 degrees. */
export const AXIS_SNAP_DEGREES = 1;
export const RIGHT_ANGLE_SNAP_DEGREES = 1;

/** Numbers below this or at or above POWER_FORM_MAX are shown in power-of-ten form. */
export const POWER_FORM_MIN = 0.01;
export const POWER_FORM_MAX = 1e6;

export const NOTIFICATION_MS = {
  default: 5000,
  scaleSet: 3000,
  intersect: 1000,
  magicWand: 1500,
  toolHint: 2000,
  scaleError: 1000,
  copied: 500,
  saved: 1000,
  uploadWait: 300000,
} as const;

/** Messages quoted word for word from the spec's error catalogue. */
export const MESSAGES = {
  linesCannotIntersect: 'Lines cannot intersect!',
  addNewLayer: 'Add a new drawing layer with plus (+) symbol in bottom right corner',
  numericValuesOnly: 'Numeric values only',
  notFound: 'Sorry ... But the requested page was not found!',
} as const;

export const DRAWING_COLORS = ['pink', 'orange', 'lime', 'blue'] as const;
export type DrawingColor = (typeof DRAWING_COLORS)[number];

/** Hex values of the drawing colours (the spec names them; the shades are ours). */
export const DRAWING_COLOR_HEX: Record<DrawingColor, number> = {
  pink: 0xe8378f,
  orange: 0xf28c28,
  lime: 0x7cb518,
  blue: 0x2f6fde,
};

export const DEFAULT_MAP_CENTER = { lat: 38.754083, lng: -101.337891 } as const;
export const DEFAULT_MAP_ZOOM = 6;

/** Body limit of the JSON API: larger requests answer 413. */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;
