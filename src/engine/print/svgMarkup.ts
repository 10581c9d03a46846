/** Small pieces of SVG text: escaping, numbers, colours and an estimate of text widths without a DOM. */

/** The printed drawing's fonts: DejaVu Sans first (the server's resvg loads it, printFonts.ts), then common ones. */
export const FONT_FAMILY = 'DejaVu Sans, Arial, sans-serif';

/**
 * How far below a text's middle its baseline sits, in em: a `dy` that centres digits and
 * lower-case text on a point (dominant-baseline is not read by every SVG renderer).
 */
export const CENTRE_DY = 0.35;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Characters XML forbids in a document: a parser (resvg's among them) refuses the whole SVG for one. */
// eslint-disable-next-line no-control-regex -- these very characters are what is removed
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text safe inside an element or a quoted attribute: notes are user text. */
export const escapeXml = (text: string): string => text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** Coordinates are kept within this far of the origin: far off any stage, and never "Infinity" or "NaN" in the SVG. */
const COORDINATE_LIMIT = 1e7;

/** A coordinate with at most two decimals, so the same drawing always gives the same text. */
export function num(value: number): string {
  const bounded = Number.isNaN(value) ? 0 : Math.min(COORDINATE_LIMIT, Math.max(-COORDINATE_LIMIT, value));
  const rounded = Math.round(bounded * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** A colour number (0xrrggbb) as CSS. */
export const hex = (color: number): string => `#${color.toString(16).padStart(6, '0')}`;

/**
 * Advance widths of DejaVu Sans in em, by character class: the renderer has no DOM to measure
 * text, and boxes around labels only need to be close (a label's box is sized from this).
 */
function charWidth(char: string): number {
  if (/[0-9]/.test(char)) return 0.636;
  if (char === ' ' || char === '.' || char === ',' || char === ':' || char === ';' || char === '\'' || char === '|') return 0.318;
  if (char === 'i' || char === 'l' || char === 'j' || char === 'I') return 0.28;
  if (char === 'm' || char === 'w' || char === 'M' || char === 'W') return 0.95;
  if (char === '°' || char === '²' || char === '~' || char === '—') return char === '—' ? 1 : 0.5;
  if (/[A-Z]/.test(char)) return 0.7;
  if (/[a-z]/.test(char)) return 0.6;
  return 0.64;
}

/** An estimate of the width of `text` at `fontSize` px in DejaVu Sans. */
export const textWidth = (text: string, fontSize: number): number => [...text].reduce((width, char) => width + charWidth(char), 0) * fontSize;

/** Attributes from a record, values escaped; undefined ones left out. */
export function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`)
    .join('');
}
