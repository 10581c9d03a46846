/**
 * The instrument that matches a layer's sketch (spec drawing-core §4 "History": after undo or redo
 * the matching instrument is chosen again: angle, rectangle, constrained, line, curve, or the
 * select tool if the sketch is closed). Also used after a layer change.
 */
import type { Instrument } from '../../shared/schemas';
import type { DrawingDocument } from './drawingDocument';
import { currentSketch } from './drawingDocument';
import { shapeOf } from './shapes';
import { sketchStatus } from './sketch';
import { hasCountMarkers } from './counts';
import type { EditorInstrument } from './instrumentAvailability';

/** A mask chooses the wand that made it (spec §4 "History"). */
const WAND_INSTRUMENT = { select: 'magic_wand', add: 'magic_wand_add', subtract: 'magic_wand_sub' } as const;

const LINE_INSTRUMENT = { straight: 'straight', constrained: 'constrained', curved: 'curved', diameter: 'straight' } as const;

/**
 * `lastDrawing` is the drawing instrument chosen last; an empty layer gets it back. In all-layers
 * mode only pan and select work, so select is chosen.
 */
export function restoredInstrument(document: DrawingDocument, lastDrawing: EditorInstrument): EditorInstrument {
  const sketch = currentSketch(document);
  if (sketch.mask && !document.showAllLayers) return WAND_INSTRUMENT[sketch.mask.operation];
  if (document.showAllLayers || sketchStatus(sketch) === 'closed') return 'select_tool';
  if (hasCountMarkers(sketch)) return 'count_tool';
  const shape = shapeOf(sketch);
  if (shape) return shape.type === 'rectangle' ? 'rectangle_tool' : 'circle_tool';
  if (sketch.angleLines.length > 0) return 'angle';
  const last = sketch.lines.at(-1);
  if (last) return LINE_INSTRUMENT[last.type];
  return lastDrawing;
}

/**
 * The instrument a saved document records. The rule tool and the Perspective instrument are not
 * among the spec's twelve saved instruments, so a document saved while one is active records
 * pan_move: the reference line and its `lineReady` flag, and the perspective's plane, are saved
 * with the scale (the Set scale panel shows again on opening; the perspective is chosen again to adjust).
 */
export const savedInstrument = (instrument: EditorInstrument): Instrument =>
  instrument === 'scale_line' || instrument === 'perspective_tool' ? 'pan_move' : instrument;
