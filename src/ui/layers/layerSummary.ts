/** What the layers bar and legend show of each layer, compared by value so drags cost no render. */
import type { DrawingDocument } from '../../engine/document/drawingDocument';
import type { LabelColor } from '../../shared/constants';
import { layerName } from '../../shared/layerName';

export interface LayerSummary {
  readonly id: number;
  /** The name shown: its own, or "Layer N" (layerName). */
  readonly name: string;
  /** Whether the layer has a name of its own; the name field starts empty when it has none. */
  readonly named: boolean;
  readonly color: LabelColor;
  readonly visible: boolean;
  readonly pinned: boolean;
}

export const layerSummaries = (document: DrawingDocument): LayerSummary[] =>
  document.layers.map((layer, index) => {
    const { id, color, visible, pinned } = layer;
    return { id, name: layerName(layer, index), named: layer.name !== undefined, color, visible, pinned };
  });

export const sameSummaries = (a: readonly LayerSummary[], b: readonly LayerSummary[]): boolean =>
  a.length === b.length &&
  a.every((each, i) => {
    const other = b[i]!;
    return (
      each.id === other.id &&
      each.name === other.name &&
      each.named === other.named &&
      each.color === other.color &&
      each.visible === other.visible &&
      each.pinned === other.pinned
    );
  });
