/**
 * Which layers are on show (spec drawing-core §4 "Layers"): every visible layer in all-layers
 * mode, otherwise the current layer and the pinned ones. A hidden layer is never shown. The scene
 * draws these, and the label and note overlays show theirs, so the canvas and its overlays agree.
 */
import type { Layer } from '../../shared/schemas';
import type { DrawingDocument } from './drawingDocument';

export interface ShownLayer {
  readonly layer: Layer;
  /** Position in the layer list, 0-based; people see it 1-based ("Layer N", the canvas badge). */
  readonly index: number;
  readonly current: boolean;
}

export function shownLayers(document: Pick<DrawingDocument, 'layers' | 'currentIndex' | 'showAllLayers'>): ShownLayer[] {
  return document.layers.flatMap((layer, index) => {
    const current = index === document.currentIndex;
    const shown = layer.visible && (document.showAllLayers || current || layer.pinned);
    return shown ? [{ layer, index, current }] : [];
  });
}
