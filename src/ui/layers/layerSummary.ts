/** What the layers bar and legend show of each layer, compared by value so drags cost no render. */
import type { DrawingDocument } from '../../engine/document/drawingDocument';
import { LABEL_COLOR_HEX, type LabelColor } from '../../shared/constants';

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

/** A palette colour as CSS. */
export const cssColor = (color: LabelColor): string => `#${LABEL_COLOR_HEX[color].toString(16).padStart(6, '0')}`;

/** A colour's name as people read it: "Pink". */
export const colorName = (color: LabelColor): string => color.charAt(0).toUpperCase() + color.slice(1);
