/** What the layers bar and legend show of each layer, compared by value so drags cost no render. */
import type { DrawingDocument } from '../../engine/document/drawingDocument';
import type { LabelColor } from '../../shared/constants';

export interface LayerSummary {
  readonly id: number;
  readonly color: LabelColor;
  readonly visible: boolean;
  readonly pinned: boolean;
}

export const layerSummaries = (document: DrawingDocument): LayerSummary[] =>
  document.layers.map(({ id, color, visible, pinned }) => ({ id, color, visible, pinned }));

export const sameSummaries = (a: readonly LayerSummary[], b: readonly LayerSummary[]): boolean =>
  a.length === b.length &&
  a.every((each, i) => {
    const other = b[i]!;
    return each.id === other.id && each.color === other.color && each.visible === other.visible && each.pinned === other.pinned;
  });
