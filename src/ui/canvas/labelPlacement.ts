/** How a length is offered for editing (where a label sits: engine/print/lineLabelPlacement.ts). */

/** A length as the editor's text box starts with it: a plain number with at most two decimals. */
export const editableLength = (length: number): string => String(Math.round(length * 100) / 100);
