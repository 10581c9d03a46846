/**
 * A layer's name (issues 37 and 38): a layer may carry a name of its own ("Kitchen", or "Room 3"
 * from Detect rooms); one without is "Layer N" by its place in the list, as every layer was before
 * names. The results panel, the layers bar and every export show what `layerName` gives.
 */
import { z } from 'zod';
import { hasControlCharacters } from './textFields';

/** The longest name a layer takes, in UTF-16 units as a text field counts them. */
export const LAYER_NAME_MAX = 60;

/**
 * A stored name: trimmed, 1 to LAYER_NAME_MAX characters, one line, no control or bidi-override
 * character (textFields.ts says why). Whitespace at the ends is trimmed away; anything else wrong
 * is refused, as the document's other fields are.
 */
export const layerNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(LAYER_NAME_MAX)
  .refine((name) => !hasControlCharacters(name), { error: 'A layer name may not hold control characters.' });

/** What a layer's name is read from: its own name, if it has one. */
export interface NamedLayer {
  readonly name?: string | undefined;
}

/** The name people see for the layer at `index` (0-based): its own, or "Layer N" (1-based). */
export const layerName = (layer: NamedLayer, index: number): string => layer.name ?? `Layer ${index + 1}`;

/** `text` cut to at most `max` UTF-16 units, never through the middle of a surrogate pair. */
function cutTo(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/**
 * A typed name as a layer keeps it: control and bidi-override characters taken out (a paste may
 * carry them), trimmed, cut to LAYER_NAME_MAX; null when nothing is left, so the layer goes back
 * to "Layer N".
 */
export function cleanLayerName(typed: string): string | null {
  let kept = '';
  for (const character of typed) if (!hasControlCharacters(character)) kept += character;
  const name = cutTo(kept.trim(), LAYER_NAME_MAX).trim();
  return name === '' ? null : name;
}

/** The name of a copy of a layer named `name`: "Kitchen (copy)", shortened to fit LAYER_NAME_MAX. */
export function copiedLayerName(name: string): string {
  const suffix = ' (copy)';
  return `${cutTo(name, LAYER_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
}
