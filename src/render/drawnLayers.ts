/**
 * Which layers the scene draws (spec drawing-core §4 "Layers"): every visible layer in
 * all-layers mode, otherwise the current layer and the pinned ones. A hidden layer is never drawn.
 */
import type { DrawingDocument } from '../engine/document/drawingDocument';
import type { Layer } from '../shared/schemas';

export interface DrawnLayer {
  readonly layer: Layer;
  /** Position in the layer list, 0-based; its badge shows it 1-based. */
  readonly index: number;
  readonly current: boolean;
}

export function drawnLayers(document: Pick<DrawingDocument, 'layers' | 'currentIndex' | 'showAllLayers'>): DrawnLayer[] {
  return document.layers.flatMap((layer, index) => {
    const current = index === document.currentIndex;
    const shown = layer.visible && (document.showAllLayers || current || layer.pinned);
    return shown ? [{ layer, index, current }] : [];
  });
}
