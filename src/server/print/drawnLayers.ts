/**
 * Which layers an export draws: each layer with something on it (a line, a shape, an angle, a
 * wand selection, a count marker or a note), in list order, numbered as the screen numbers them (1-based).
 */
import type { DocumentState } from '../../shared/documentState';
import type { Layer } from '../../shared/schemas';

/** Whether the layer has anything drawn on it. */
export function hasDrawing(layer: Layer): boolean {
  const { sketch } = layer;
  return (
    sketch.controlPoints.length > 0 ||
    sketch.lines.length > 0 ||
    sketch.angleLines.length > 0 ||
    sketch.shapes.length > 0 ||
    sketch.mask !== undefined ||
    (sketch.count?.markers.length ?? 0) > 0 ||
    layer.notes.length > 0
  );
}

/** The 0-based indexes of the layers with a drawing. */
export function drawnLayerIndexes(state: DocumentState): number[] {
  return state.layers.list.flatMap((layer, index) => (hasDrawing(layer) ? [index] : []));
}
