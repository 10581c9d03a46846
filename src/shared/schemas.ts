/**
 * Zod schemas of the drawing records (spec drawing-core §3). They validate data wherever it
 * crosses a boundary: save, load, socket, worker and API.
 */
import { z } from 'zod';
import { DRAWING_COLORS, LABEL_COLORS, NOTE_MAX_LENGTH, NOTE_RESTORED_MIN_HEIGHT, NOTE_WIDTH } from './constants';
import { LENGTH_UNITS } from './units';
import { layerNameSchema } from './layerName';
import { takeoffItemSchema } from './takeoffItem';

export const pointSchema = z.object({ x: z.number().finite(), y: z.number().finite() });
export const latLngSchema = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

/** One line of a sketch: two points, or a list of points for a curve. */
export const lineEntrySchema = z.object({
  type: z.enum(['straight', 'constrained', 'curved', 'diameter']),
  points: z.array(pointSchema).min(2),
  latLngPoints: z.array(latLngSchema).optional(),
  isConstrained: z.boolean().default(false),
});
export type LineEntry = z.infer<typeof lineEntrySchema>;

export const angleLineSchema = z.object({
  start: pointSchema,
  end: pointSchema,
  startLatLng: latLngSchema.optional(),
  endLatLng: latLngSchema.optional(),
});

export const rectangleParamsSchema = z.object({
  p1: pointSchema,
  p2: pointSchema,
  p3: pointSchema,
  p4: pointSchema,
  startLatLng: latLngSchema.optional(),
  endLatLng: latLngSchema.optional(),
  id: z.string(),
});

export const circleParamsSchema = z.object({
  vertexes: z.array(pointSchema),
  center: pointSchema,
  initialPoints: z.array(pointSchema).length(2),
  supportPoints: z.array(z.array(pointSchema)),
  latLngPoints: z.array(latLngSchema).optional(),
  latLngSupports: z.array(z.array(latLngSchema)).optional(),
});

export const shapeEntrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('rectangle'), params: rectangleParamsSchema }),
  z.object({ type: z.literal('circle_tool'), params: circleParamsSchema }),
]);

export const maskSchema = z.object({
  /** The clicked image pixel. */
  seed: pointSchema,
  /** Which wand made the mask: a new selection, or an addition to or subtraction from `base`. */
  operation: z.enum(['select', 'add', 'subtract']).default('select'),
  /** For add and subtract, the kernel worker's id of the mask the click was combined with. */
  base: z.string().nullable().default(null),
  tolerance: z.number().int().min(0).max(255).default(15),
  blur: z.number().int().min(0).max(100).default(0),
  compoundShapes: z.boolean().default(false),
  /** "Edge at the line's centre" was on: recorded only then, so older documents read the same. */
  lineCentre: z.boolean().optional(),
  /** "Close gaps up to …" in metres, recorded only when on (issue 37), so older documents read the same. */
  closeGapsM: z.number().positive().finite().optional(),
  bounds: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
  /** The kernel worker's id of this mask, so undo and redo can make it current again. */
  data: z.string(),
  /** The largest region's border, canvas px. */
  previewPath: z.array(pointSchema),
  /** Every region's border, largest first, canvas px: what Confirm turns into lines and layers. */
  regions: z.array(z.array(pointSchema)).default([]),
  /**
   * Each region's holes kept as cutouts (a compound selection's, a subtraction's), aligned with
   * `regions`, canvas px; Confirm cuts them out of the region's layer. Masks saved before there
   * were cutouts have none.
   */
  regionCutouts: z.array(z.array(z.array(pointSchema))).default([]),
  /** Pixels of the image the mask covers. */
  areaPx: z.number().min(0).default(0),
  /** Image pixels inside the regions' outer edges less their cutouts: the area Confirm keeps. */
  enclosedAreaPx: z.number().min(0).default(0),
});
export type Mask = z.infer<typeof maskSchema>;

/** The symbols a layer's count markers may take (the Count instrument, issue 22). */
export const COUNT_SYMBOLS = ['circle', 'cross', 'square', 'triangle'] as const;
export const countSymbolSchema = z.enum(COUNT_SYMBOLS);
export type CountSymbol = z.infer<typeof countSymbolSchema>;

/**
 * A layer's count: the markers placed with the Count instrument (canvas px, numbered 1..N in the
 * order placed) and the one symbol they are drawn with.
 */
export const countSchema = z.object({
  symbol: countSymbolSchema,
  markers: z.array(pointSchema),
});
export type Count = z.infer<typeof countSchema>;

export const sketchSchema = z.object({
  closed: z.boolean(),
  type: z.enum(['lines', 'shape']),
  angleClosed: z.boolean(),
  hasCurved: z.boolean(),
  labelsVisible: z.boolean(),
  lines: z.array(lineEntrySchema),
  angleLines: z.array(angleLineSchema),
  shapes: z.array(shapeEntrySchema),
  controlPoints: z.array(pointSchema),
  supportPoints: z.array(pointSchema),
  mask: maskSchema.optional(),
  /** Count markers live in the sketch, so the layer's history undoes and redoes them like any edit. */
  count: countSchema.optional(),
  /**
   * Holes cut out of a closed sketch (the Cutout instrument, a wand's compound selection, a
   * GeoJSON polygon's inner rings): polygons in canvas px, each inside the outline, crossing
   * neither it nor one another. The area is the outline's less theirs.
   */
  cutouts: z.array(z.array(pointSchema).min(3)).optional(),
});
export type Sketch = z.infer<typeof sketchSchema>;

export const noteSchema = z.object({
  text: z.string().max(NOTE_MAX_LENGTH),
  height: z.number().min(NOTE_RESTORED_MIN_HEIGHT),
  width: z.number().default(NOTE_WIDTH),
  point: pointSchema,
  originPoint: pointSchema,
  latLngPoint: latLngSchema.optional(),
  arrowPosition: z.number().int().min(0).max(7),
});

export const historySchema = z.object({
  entries: z.array(sketchSchema).min(1).max(20),
  currentPosition: z.number().int().min(0),
});
export type Note = z.infer<typeof noteSchema>;
export type AngleLine = z.infer<typeof angleLineSchema>;
export type RectangleParams = z.infer<typeof rectangleParamsSchema>;
export type CircleParams = z.infer<typeof circleParamsSchema>;
export type ShapeEntry = z.infer<typeof shapeEntrySchema>;
export type History = z.infer<typeof historySchema>;

export const drawingColorSchema = z.enum(DRAWING_COLORS);
export const labelColorSchema = z.enum(LABEL_COLORS);

export const layerSchema = z.object({
  id: z.number().int().min(0),
  /** Its own name (layerName.ts); a layer without one is "Layer N" by its place in the list. */
  name: layerNameSchema.optional(),
  /** What the layer adds to the takeoff (issue 38 item 2), when it is an item. */
  item: takeoffItemSchema.optional(),
  color: labelColorSchema,
  sketch: sketchSchema,
  notes: z.array(noteSchema),
  history: historySchema,
  visible: z.boolean(),
  pinned: z.boolean(),
});
export type Layer = z.infer<typeof layerSchema>;

export const lengthUnitSchema = z.enum(LENGTH_UNITS);

const positiveLengthSchema = z.number().positive().finite();
/** The zoom a point was placed at: a click is off by up to half a screen pixel, 0.5 / zoom canvas px. */
const placedZoomSchema = z.number().positive().finite();

/**
 * A photo's perspective scale (issue 23): four corners marked on the image (canvas px) of a
 * rectangle lying flat on the measured plane, in order around it, and its true sides in `unit`:
 * `width` from corner 1 to 2, `height` from corner 2 to 3. `zoom` is the zoom they were placed
 * at (their uncertainty); `rectified` shows the photo mapped onto the plane.
 */
export const perspectivePlaneSchema = z.object({
  kind: z.literal('perspective'),
  corners: z.tuple([pointSchema, pointSchema, pointSchema, pointSchema]),
  width: positiveLengthSchema,
  height: positiveLengthSchema,
  unit: lengthUnitSchema,
  zoom: placedZoomSchema,
  rectified: z.boolean().optional(),
});
export type PerspectivePlane = z.infer<typeof perspectivePlaneSchema>;

/** A reference line of known length (canvas px ends, true length in the plane's unit). */
export const referenceLineSchema = z.object({ from: pointSchema, to: pointSchema, length: positiveLengthSchema, zoom: placedZoomSchema });
export type ReferenceLineRecord = z.infer<typeof referenceLineSchema>;

/** Separate X and Y scales of a stretched scan (issue 23): two reference lines, mostly across and mostly up. */
export const axesPlaneSchema = z.object({
  kind: z.literal('axes'),
  lines: z.tuple([referenceLineSchema, referenceLineSchema]),
  unit: lengthUnitSchema,
});
export type AxesPlane = z.infer<typeof axesPlaneSchema>;

/** How canvas px map onto the measured plane when one uniform scale does not say it. */
export const planeScaleSchema = z.discriminatedUnion('kind', [perspectivePlaneSchema, axesPlaneSchema]);
export type PlaneScale = z.infer<typeof planeScaleSchema>;

/**
 * The scale. `value` `measure` per 15 px grid square is the uniform scale; `line` the reference
 * line it came from when `manual`, drawn at `lineZoom` (absent in documents from before issue 23:
 * taken as zoom 1). `plane`, when set, measures through a photo's perspective or two axis scales
 * instead of `value` (the grid keeps `value`, an average at the plane's marks). Both new fields
 * are optional, so older documents read unchanged.
 */
export const scaleSchema = z.object({
  // Spec §9's minimum of 0.1 is for typed values (scaleInput.ts raises those). A scale converted by
  // the system switch, locked to the map at a deep zoom or set from a photo's sides in metres is
  // measured, and can be smaller: refusing it here made such a drawing impossible to save.
  value: z.number().positive().finite(),
  text: z.string(),
  measure: lengthUnitSchema,
  line: z.array(pointSchema).optional(),
  lineReady: z.boolean(),
  manual: z.boolean(),
  lineZoom: placedZoomSchema.optional(),
  plane: planeScaleSchema.optional(),
});
export type Scale = z.infer<typeof scaleSchema>;

export const INSTRUMENTS = [
  'straight', 'constrained', 'curved', 'angle', 'rectangle_tool', 'circle_tool', 'pan_move',
  'select_tool', 'note_tool', 'magic_wand', 'magic_wand_add', 'magic_wand_sub', 'count_tool', 'cutout_tool',
] as const;
export const instrumentSchema = z.enum(INSTRUMENTS);
export type Instrument = z.infer<typeof instrumentSchema>;

export const ZOOM_RANGE = { min: 1, max: 10 } as const;
export const zoomSchema = z.number().min(ZOOM_RANGE.min).max(ZOOM_RANGE.max);

export const sizeSchema = z.object({ width: z.number().positive(), height: z.number().positive() });

/**
 * The image under the drawing (spec §3 "Image"). `originSizes` are its pixels; `realSizes` its
 * size on the canvas (px at zoom 1); `ratio` = image pixels per canvas pixel. Its top-left
 * corner is at `position` (canvas px, default 20,20).
 */
export const imageStateSchema = z.object({
  /** Where the image can be fetched again: a server path, or a blob: URL for this session only. */
  url: z.string(),
  /** The file name the person chose. */
  file: z.string(),
  position: pointSchema,
  originSizes: sizeSchema,
  realSizes: sizeSchema,
  ratio: z.number().positive(),
  display: z.boolean(),
});
export type ImageState = z.infer<typeof imageStateSchema>;
