/**
 * The known drawing of the print and export tests: a 7 × 3 rectangle and a circle of radius 4,
 * in grid squares (15 canvas px each), with a scale of 1 cm per square unless a test sets another.
 * Hand-computed: the rectangle 20 cm around and 21 cm²; the circle 8π cm and 16π cm².
 */
import { GRID_SPACING } from '../../../shared/constants';
import { documentStateSchema, DOCUMENT_STATE_VERSION, type DocumentState } from '../../../shared/documentState';
import type { Point } from '../../../shared/geometry';
import type { PrintSettings } from '../../../shared/print';
import type { Layer, Sketch } from '../../../shared/schemas';
import type { LengthUnit } from '../../../shared/units';
import { createDocument, type DrawingDocument } from '../../document/drawingDocument';
import { commitLayerSketch, createLayer } from '../../document/layer';
import { closedPolygonSketch } from '../../document/polygonLayers';
import { shapeSketch } from '../../document/shapes';
import { appendCurve, appendStraightLine, closeSketch, startSketch, emptySketch } from '../../document/sketch';
import { circleFromDiameter } from '../../geometry/circleShape';
import { rectangleFromDiagonal } from '../../geometry/rectangleShape';

/** A point `x`, `y` grid squares from the canvas origin. */
export const squares = (x: number, y: number): Point => ({ x: x * GRID_SPACING, y: y * GRID_SPACING });

/** The 7 × 3 rectangle with its top-left corner at (1, 1) squares. */
export const rectangleSketch = (): Sketch => shapeSketch(true, { type: 'rectangle', params: rectangleFromDiagonal(squares(1, 1), squares(8, 4), 'r1') }, false);

/** The circle of radius 4 squares about (14, 6) squares. */
export const circleSketch = (): Sketch => shapeSketch(true, { type: 'circle_tool', params: circleFromDiameter(squares(10, 6), squares(18, 6)) }, false);

/** An open run of two lines: 3 squares right, then 4 down (lengths 3 and 4, one 90° angle). */
export function openSketch(): Sketch {
  const start = startSketch(emptySketch(), squares(2, 10));
  return appendStraightLine(appendStraightLine(start, squares(5, 10)), squares(5, 14));
}

/** A closed right triangle with legs 3 and 4 squares (hypotenuse 5, area 6). */
export function triangleSketch(): Sketch {
  const start = startSketch(emptySketch(), squares(20, 1));
  return closeSketch(appendStraightLine(appendStraightLine(start, squares(23, 1)), squares(23, 5)));
}

/** A closed shape with a freehand curve: its area is approximate ("~"). */
export function curvedSketch(): Sketch {
  const start = startSketch(emptySketch(), squares(1, 20));
  const line = appendStraightLine(start, squares(9, 20));
  return appendCurve(line, [squares(9, 20), squares(7, 24), squares(3, 25), squares(1, 20)], true);
}

/** The 2 × 2 hole of the footprint, its top-left corner at (2, 2) squares: 8 around, 4 inside. */
export const SQUARE_HOLE: readonly Point[] = [squares(2, 2), squares(4, 2), squares(4, 4), squares(2, 4)];

/** A 1 × 3 hole of the footprint, its top-left corner at (6, 2) squares: 8 around, 3 inside. */
export const LONG_HOLE: readonly Point[] = [squares(6, 2), squares(7, 2), squares(7, 5), squares(6, 5)];

/**
 * A 10 × 6 footprint from the canvas origin (32 squares around, 60 inside) with `holes` as its
 * cutouts: with SQUARE_HOLE 56 inside and 40 around with the cutout.
 */
export const footprintSketch = (holes: readonly (readonly Point[])[] = [SQUARE_HOLE]): Sketch =>
  closedPolygonSketch([squares(0, 0), squares(10, 0), squares(10, 6), squares(0, 6)], true, holes);

/** The document with one layer per sketch, in order, at `value` `unit` per square. */
export function drawingOf(sketches: readonly Sketch[], value = 1, unit: LengthUnit = 'cm'): DrawingDocument {
  const base = createDocument({ measure: unit, color: 'pink' });
  const layers = sketches.map((sketch, index) => commitLayerSketch(createLayer(index + 1, 'pink'), sketch));
  return { ...base, layers, scale: { ...base.scale, value, text: String(value), measure: unit } };
}

/** The known drawing: layer 1 the rectangle, layer 2 the circle. */
export const knownDrawing = (value = 1, unit: LengthUnit = 'cm'): DrawingDocument => drawingOf([rectangleSketch(), circleSketch()], value, unit);

/**
 * The known drawing through a known-length scale (issue 23): 0.5 m a square from a 40-square
 * (600 px) reference line drawn at zoom 25 %, so each end's coordinates are off evenly within
 * ±2 px, the line's length by σ = √(2 × 2² / 3) ≈ 1.633 px, and "±" (2.5 σ) is 4.082 px, a share
 * of 0.0068 of every length and twice that of every area. By hand: the rectangle's 10 m ± 0.068
 * and 5.25 m² ± 0.0714; the circle's 4π ≈ 12.566 m ± 0.0855 and 4π m² ± 0.171.
 */
export function knownLengthDrawing(): DrawingDocument {
  const base = knownDrawing(0.5, 'm');
  return { ...base, scale: { ...base.scale, manual: true, line: [squares(0, 0), squares(40, 0)], lineZoom: 0.25 } };
}

/*
 * The renderer's known drawing (its tests and reference PNG, scripts/makePrintReference.mjs): the
 * same 7 × 3 rectangle on layer 1 with a note, and the r = 4 circle on layer 2, placed for a
 * 480 × 300 stage, at 1 cm per grid square, both layers on show, labels and angles on.
 */

/** One grid square, canvas px. */
const SQUARE = 15;

export const KNOWN_STAGE = { width: 480, height: 300 } as const;

export const KNOWN_SETTINGS: PrintSettings = {
  displayLineLength: true,
  displayAngles: 3,
  gridTransparency: 1,
  lineWeight: 2,
  imperial: 'decimals',
  inchFraction: 16,
  showUncertainty: true,
};

/** The note's text: markup characters, so escaping shows. */
export const KNOWN_NOTE_TEXT = 'Shed <door> & "gate"';

const drawn = (id: number, color: Layer['color'], sketch: Sketch): Layer => commitLayerSketch(createLayer(id, color), sketch);

const stateRectangleSketch = (): Sketch =>
  shapeSketch(true, { type: 'rectangle', params: rectangleFromDiagonal({ x: 3 * SQUARE, y: 9 * SQUARE }, { x: 10 * SQUARE, y: 12 * SQUARE }, 'r1') }, false);

function stateCircleSketch(): Sketch {
  const params = circleFromDiameter({ x: 17 * SQUARE, y: 14 * SQUARE }, { x: 25 * SQUARE, y: 14 * SQUARE });
  return shapeSketch(true, { type: 'circle_tool', params }, false);
}

/** The known drawing's saved state, as a save would send it. */
export function knownDrawingState(overrides: Partial<DocumentState> = {}): DocumentState {
  const rectangle: Layer = {
    ...drawn(1, 'pink', stateRectangleSketch()),
    notes: [{ text: KNOWN_NOTE_TEXT, height: 60, width: 150, point: { x: 2 * SQUARE, y: 2 * SQUARE }, originPoint: { x: 5 * SQUARE, y: 9 * SQUARE }, arrowPosition: 5 }],
  };
  return documentStateSchema.parse({
    version: DOCUMENT_STATE_VERSION,
    drawArea: KNOWN_STAGE,
    image: null,
    instrument: 'straight',
    layers: { showAllLayers: true, currentIndex: 0, list: [rectangle, drawn(2, 'blue', stateCircleSketch())] },
    map: null,
    scale: { value: 1, text: '1', measure: 'cm', lineReady: false, manual: false },
    zoom: 1,
    offset: { x: 0, y: 0 },
    label: { showSumLabels: true },
    ...overrides,
  });
}

/** The known drawing's state with layer 2 the footprint with its 2 × 2 hole (`holes`) instead of the circle. */
export function footprintState(holes: readonly (readonly Point[])[] = [SQUARE_HOLE]): DocumentState {
  const state = knownDrawingState();
  const [rectangle, circle] = state.layers.list;
  return { ...state, layers: { ...state.layers, list: [rectangle!, { ...circle!, sketch: footprintSketch(holes) }] } };
}
