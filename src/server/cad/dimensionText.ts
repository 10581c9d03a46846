/**
 * The text a CAD DIMENSION draws, as one line the shared parser (shared/dimensionText.ts) reads.
 */
import { plainCadText } from './plainCadText';

/**
 * The first line of a dimension's text as drawn, from its raw MTEXT: a stacked fraction
 * (`\S1/2;`, `\S1#2;`) is set apart from the whole number before it, so 6'-10{\S1/2;}" reads
 * 6'-10 1/2" and not 6'-101/2"; every other code is removed as it is for drawing.
 */
export function dimensionTextLine(raw: string): string {
  const spaced = raw.replace(/\\S([^;]*);/g, (_match, stack: string) => ` \\S${stack};`);
  const lines = plainCadText(spaced).split('\n');
  return (lines.find((line) => line.trim() !== '') ?? '').trim();
}
