/**
 * The colour a layer is drawn and listed in. The educator's read-only view gives each layer one of
 * a fixed list (drawing-core §9 "Educator layer colours"), by its place in the list, so the
 * students' layers stay apart whatever colours they chose.
 */
import { LABEL_COLOR_HEX, type LabelColor } from './constants';
import { EDUCATOR_LAYER_COLOURS } from './classroom';

/** The colour as a number (0xrrggbb), as Pixi takes it. */
export function layerHex(color: LabelColor, index: number, educatorColours: boolean): number {
  if (!educatorColours) return LABEL_COLOR_HEX[color];
  const listed = EDUCATOR_LAYER_COLOURS[index % EDUCATOR_LAYER_COLOURS.length]!;
  return Number.parseInt(listed.slice(1), 16);
}

/** The colour as CSS (#rrggbb), for the layer list's swatches. */
export const layerCss = (color: LabelColor, index: number, educatorColours: boolean): string =>
  `#${layerHex(color, index, educatorColours).toString(16).padStart(6, '0')}`;
