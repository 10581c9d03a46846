/**
 * Which layers the canvas overlays show: the current layer, or every visible layer in all-layers
 * mode (spec drawing-core §4 "Layers"). Only the current layer's overlays can be edited.
 */
import type { DrawingDocument } from '../../engine/document/drawingDocument';
import type { Layer } from '../../shared/schemas';

export interface ShownLayer {
  readonly layer: Layer;
  /** Position in the layer list, 0-based; people see it 1-based as "Layer N". */
  readonly index: number;
  readonly current: boolean;
}

export function shownLayers(document: DrawingDocument): ShownLayer[] {
  const current = document.currentIndex;
  if (!document.showAllLayers) return [{ layer: document.layers[current]!, index: current, current: true }];
  return document.layers.flatMap((layer, index) => (layer.visible ? [{ layer, index, current: index === current }] : []));
}
