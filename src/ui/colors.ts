/** Label colours as the UI shows them: CSS values and names people read. */
import { LABEL_COLOR_HEX, type LabelColor } from '../shared/constants';

/** A palette colour as CSS. */
export const cssColor = (color: LabelColor): string => `#${LABEL_COLOR_HEX[color].toString(16).padStart(6, '0')}`;

/** A colour's name as people read it: "Pink". */
export const colorName = (color: LabelColor): string => color.charAt(0).toUpperCase() + color.slice(1);
