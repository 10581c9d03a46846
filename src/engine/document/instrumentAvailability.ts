/**
 * Which instruments may be chosen now (spec drawing-core §4 "Tool availability"), and the notice
 * that explains a refusal. The toolbar and the editor's guards read the same function.
 */
import type { Sketch } from '../../shared/schemas';
import type { DrawingDocument } from './drawingDocument';
import { currentSketch } from './drawingDocument';
import { sketchStatus } from './sketch';
import { hasCountMarkers } from './counts';
import { takesCutouts } from './cutouts';
import { NOTICES, type Notice } from '../../shared/notices';

/**
 * The instruments of spec §4 this editor offers, the rule tool `scale_line` and the Perspective
 * instrument `perspective_tool` (issue 23), which are not among the spec's saved instruments
 * (see `savedInstrument`).
 */
export const EDITOR_INSTRUMENTS = [
  'straight', 'constrained', 'curved', 'angle', 'rectangle_tool', 'circle_tool', 'pan_move', 'select_tool', 'note_tool',
  'scale_line', 'magic_wand', 'magic_wand_add', 'magic_wand_sub', 'count_tool', 'cutout_tool', 'perspective_tool',
] as const;
export type EditorInstrument = (typeof EDITOR_INSTRUMENTS)[number];

export interface Availability {
  readonly enabled: boolean;
  /** Shown when the person picks the instrument anyway; without one the control is simply disabled. */
  readonly notice?: Notice;
}

const ENABLED: Availability = { enabled: true };
const refuse = (notice?: Notice): Availability => (notice ? { enabled: false, notice } : { enabled: false });

const LINE_TOOLS: readonly EditorInstrument[] = ['straight', 'constrained', 'curved'];
export const WAND_TOOLS: readonly EditorInstrument[] = ['magic_wand', 'magic_wand_add', 'magic_wand_sub'];
export const isWandTool = (instrument: string): boolean => (WAND_TOOLS as readonly string[]).includes(instrument);

/**
 * The wand needs an image and a layer with nothing drawn on it; add and subtract need a mask.
 * While a mask is active only the wand tools work (undo and redo too, which are not instruments).
 */
function wandAvailability(document: DrawingDocument, instrument: EditorInstrument): Availability | null {
  const sketch = currentSketch(document);
  if (sketch.mask) return isWandTool(instrument) ? ENABLED : refuse();
  if (!isWandTool(instrument)) return null;
  if (document.map) return refuse(NOTICES.wandOnMap);
  if (!document.image) return refuse(NOTICES.imageNotLoaded);
  if (sketchStatus(sketch) !== 'empty') return refuse(NOTICES.addNewLayer);
  return instrument === 'magic_wand' ? ENABLED : refuse(NOTICES.maskNotFound);
}

/** What a count layer still allows: looking around (pan, select) and the scale's tools, which never enter a layer. */
const ALLOWED_ON_COUNT: readonly EditorInstrument[] = ['pan_move', 'select_tool', 'scale_line', 'perspective_tool'];

/**
 * A count layer holds markers only (see counts.ts): the Count instrument needs a layer with
 * nothing drawn, and a layer with markers refuses the drawing instruments, the wand and notes.
 * A mask is the wand's business first.
 */
function countAvailability(sketch: Sketch, instrument: EditorInstrument): Availability | null {
  if (sketch.mask) return null;
  if (instrument === 'count_tool') return sketchStatus(sketch) === 'empty' ? ENABLED : refuse(NOTICES.addNewLayer);
  if (!hasCountMarkers(sketch) || ALLOWED_ON_COUNT.includes(instrument)) return null;
  return refuse(NOTICES.addNewLayer);
}

function sketchAvailability(sketch: Sketch, instrument: EditorInstrument): Availability {
  const status = sketchStatus(sketch);
  const isLineTool = LINE_TOOLS.includes(instrument);
  if (isLineTool || instrument === 'angle') {
    if (status === 'closed') return refuse(NOTICES.addNewLayer);
    // A sketch holds one kind of sequence: lines, angle lines, or a shape.
    const otherKind = sketch.type === 'shape' || (isLineTool ? sketch.angleLines.length > 0 : sketch.lines.length > 0);
    return otherKind ? refuse(NOTICES.addNewLayer) : ENABLED;
  }
  if (instrument === 'rectangle_tool' || instrument === 'circle_tool') {
    return status === 'empty' ? ENABLED : refuse(NOTICES.addNewLayer);
  }
  if (instrument === 'note_tool') return status === 'closed' ? ENABLED : refuse(NOTICES.annotationsOnClosed);
  if (instrument === 'cutout_tool') return takesCutouts(sketch) ? ENABLED : refuse(NOTICES.cutoutNeedsClosedShape);
  // The rule tool's line and the perspective's corners never enter a layer, so whatever the sketch holds they may be drawn.
  return ENABLED;
}

export function instrumentAvailability(document: DrawingDocument, instrument: EditorInstrument): Availability {
  if (document.showAllLayers) return instrument === 'pan_move' || instrument === 'select_tool' ? ENABLED : refuse();
  // On the map the grid scale is the map's own: there is no reference line to draw.
  if (document.map && instrument === 'scale_line') return refuse();
  // A perspective is a photo's: the map and the plain grid are seen from straight above.
  if (instrument === 'perspective_tool') {
    if (document.map) return refuse(NOTICES.perspectiveOnMap);
    if (!document.image) return refuse(NOTICES.perspectiveNeedsImage);
  }
  const sketch = currentSketch(document);
  return countAvailability(sketch, instrument) ?? wandAvailability(document, instrument) ?? sketchAvailability(sketch, instrument);
}
