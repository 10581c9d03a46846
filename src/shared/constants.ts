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

/** Magic wand (spec §3 "Magic-wand mask", §4 "Magic wand"). */
export const WAND_TOLERANCE = { min: 0, max: 255, default: 15 } as const;
export const WAND_BLUR = { min: 0, max: 100, default: 0 } as const;
/** Slider changes are applied once they settle. */
export const WAND_SLIDER_DEBOUNCE_MS = 300;
/** Traced borders of at least this many points are simplified (Douglas–Peucker) with this tolerance, in image pixels. */
export const CONTOUR_SIMPLIFY_MIN_POINTS = 50;
export const CONTOUR_SIMPLIFY_TOLERANCE = 2;
/**
 * A hole in a wand region smaller than this many image pixels stays part of the region rather than
 * becoming a cutout: specks of scan noise and anti-aliasing, which a 2-px simplification would
 * draw as nothing but a dot.
 */
export const WAND_MIN_HOLE_PX = 16;

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
/** A pointer snaps to the drawing's own lines within this many screen pixels (issue 38 item 4). */
export const SNAP_RADIUS_PX = 10;

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
  uploadFailed: 5000,
  tooFewPoints: 1000,
  vertexOffScreen: 3000,
} as const;

/** Messages quoted word for word from the spec's error catalogue. */
export const MESSAGES = {
  linesCannotIntersect: 'Lines cannot intersect!',
  /** Ours (issue 22, cutouts): the spec has no cutouts. */
  cutoutOutsideShape: 'A cutout must lie inside the shape',
  cutoutNeedsClosedShape: 'Cutouts go inside a closed shape: close the shape first',
  addNewLayer: 'Add a new drawing layer with plus (+) symbol in bottom right corner',
  numericValuesOnly: 'Numeric values only',
  annotationsOnClosed: 'Annotations can only be added to closed sketches.',
  vertexOffScreen: 'You cannot move a vertex off screen by editing the line length!',
  rectangleHint: 'Drag ♦ to define rectangle',
  /** "Cannot have less than N points!" with N filled in. */
  tooFewPoints: (count: number) => `Cannot have less than ${count} points!`,
  pointOutOfBounds: 'Point out of bounds',
  imageNotLoaded: 'Image not loaded',
  wandOnMap: 'Magic Wand can not be used on maps',
  /** Ours (issue 23, the Perspective instrument): the spec has no perspective scale. */
  perspectiveNeedsImage: 'Perspective measures a photo: import an image first',
  perspectiveOnMap: 'Perspective can not be used on maps',
  gridLockedToMap: 'Grid scale locked to map scale!',
  maskNotFound: 'Mask not found',
  areasDoNotIntersect: 'Selected areas does not intersect',
  /** Upload failure of an image the browser loads itself (drawing-core §8). */
  imageUploadFailed: 'Unable to upload image, please try again later.',
  /** Upload failure of a file the server converts (accounts-and-business §8). */
  fileUploadFailed: 'Unable to upload file, please try again later',
  uploadInProgress: 'Your actions are limited until the image is uploaded. Waiting...',
  converting: 'Converting to image. Waiting...',
  imageUploaded: 'Image uploaded successfully',
  scaleSet: 'Scale set, now Add to Canvas',
  trialImportOnly: 'Import .png .jpg or .gif only during trial.',
  clipboardReplacesLayers: 'all current layers will be deleted',
  notFound: 'Sorry ... But the requested page was not found!',
  /** Not in the spec: after a switch of the default system, the scale shown in the new unit (issue 16). */
  scaleConverted: (scale: string, unit: string) =>
    `The scale is now shown in ${unit}: 1 square = ${scale}. The drawing keeps its real size.`,
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

/**
 * The label palette of 12 layer colours (spec §9 names the count, not the colours). The four
 * drawing colours come first, so a layer created in the drawing colour is in the palette.
 */
export const LABEL_COLORS = [
  'pink', 'orange', 'lime', 'blue', 'red', 'yellow', 'green', 'teal', 'cyan', 'purple', 'brown', 'grey',
] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];

export const LABEL_COLOR_HEX: Record<LabelColor, number> = {
  ...DRAWING_COLOR_HEX,
  red: 0xd62828,
  yellow: 0xe0b000,
  green: 0x2a9d4b,
  teal: 0x168a80,
  cyan: 0x1aa7c9,
  purple: 0x7b3fc4,
  brown: 0x8d5a2b,
  grey: 0x6b7280,
};

/** Notes (spec §3 "Note", §9). */
export const NOTE_MAX_LENGTH = 150;
export const NOTE_WIDTH = 200;
export const NOTE_MIN_HEIGHT = 50;
/** A restored note may be as low as 40 (spec §3). */
export const NOTE_RESTORED_MIN_HEIGHT = 40;
export const NOTE_ARROW_POSITIONS = 8;

/** Constrained lines snap to 15-degree steps. */
export const CONSTRAINED_STEP_DEGREES = 15;
/** A freehand line needs at least 3 points and a length of at least 6 px / zoom. */
export const CURVE_MIN_POINTS = 3;
export const CURVE_MIN_LENGTH = 6;
/** Fewest points a shape keeps when points are removed (spec §5). */
export const MIN_POINTS = { closed: 3, circle: 2, open: 1 } as const;
/** The layers bar scrolls by this many pixels a step. */
export const LAYERS_SCROLL_STEP = 200;
/** The loader cycles through frames 1 to 9, one every 400 ms. */
export const LOADER_FRAMES = 9;
export const LOADER_FRAME_MS = 400;
/** Angle label font sizes for the Angles setting 1 to 4: off, small, medium, large. */
export const ANGLE_LABEL_FONT_SIZES = [0, 10, 12, 14] as const;

export const DEFAULT_MAP_CENTER = { lat: 38.754083, lng: -101.337891 } as const;
export const DEFAULT_MAP_ZOOM = 6;

/** Body limit of the JSON API: larger requests answer 413. */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;

/** Image import (drawing-core §5, §9; accounts-and-business §5). */
export const IMAGE_MIN_SIDE = 600;
/** The image's top-left corner sits this far (canvas px) from the drawing area's corner. */
export const IMAGE_MARGIN = 20;
/** PDF page rendering: min(2560 / longest side, 2); at least 1.5 under 400; 1 over 2560. */
export const PDF_RENDER = {
  longestSide: 2560,
  maxScale: 2,
  smallPageSide: 400,
  smallPageMinScale: 1.5,
  jpegQuality: 0.9,
  thumbnailSide: 200,
} as const;
/** File types the import accepts, by extension; trial users only the second list. */
export const UPLOAD_TYPES = ['jpeg', 'jpg', 'png', 'gif', 'pdf', 'svg', 'dxf', 'dwg'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
/** The spec names png, jpg and gif; a .jpeg file is the same JPEG as a .jpg, so it is let in too. */
export const TRIAL_UPLOAD_TYPES = ['png', 'jpg', 'jpeg', 'gif'] as const satisfies readonly UploadType[];
/** Types the browser shows itself, types pdf.js renders, and types the server converts to PNG. */
export const IMAGE_UPLOAD_TYPES = ['jpeg', 'jpg', 'png', 'gif'] as const satisfies readonly UploadType[];
export const CONVERTED_UPLOAD_TYPES = ['svg', 'dxf', 'dwg'] as const satisfies readonly UploadType[];
export type ConvertedUploadType = (typeof CONVERTED_UPLOAD_TYPES)[number];
/** Largest file `POST /api/uploads` takes; larger uploads answer 413 and are never buffered whole. */
export const UPLOAD_MAX_BYTES = 64 * 1024 * 1024;
/** A conversion that takes longer is stopped and answers the upload failure message. */
export const CONVERSION_TIME_LIMIT_MS = 30_000;
/**
 * A print, export or report that takes longer is stopped and answers "could not be printed". It
 * redraws what the browser drew (at most 8192 px a side), which takes a second or two, so its
 * budget is half a conversion's: a slot held by a costly print frees sooner for the others.
 */
export const PRINT_TIME_LIMIT_MS = 15_000;
/**
 * Memory limit of a conversion's child process, in MB: its RLIMIT_DATA (every private writable
 * mapping: V8 heap, native allocations of resvg) and V8's old-space limit. A DWG's child gets
 * 1 GB more for libredwg-web's WebAssembly memory (see spawnConversion.ts).
 */
export const CONVERSION_MEMORY_LIMIT_MB = 768;
/** CAD drawings are drawn so their longer side spans this many pixels. */
export const CAD_RENDER_LONGEST_SIDE = 2000;
