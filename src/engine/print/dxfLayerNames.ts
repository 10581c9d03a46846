/**
 * The DXF layer names of a drawing's layers (issues 20 and 37). A layer without a name of its own is
 * `LAYER_<n>` (1-based, as the layers panel numbers it), as before names; a named one is its name
 * made a valid DXF layer name:
 * - the characters AutoCAD refuses in a symbol table name (`< > / \ " : ; ? * | = , \``) become "_";
 * - a character beyond ASCII is written `\U+XXXX`, as DXF before AutoCAD 2007 writes it (the
 *   file is AC1015, read in the drawing's code page, so the name's UTF-8 bytes would be misread);
 *   one beyond the Basic Multilingual Plane, which that escape cannot write, becomes "_";
 * - names are unique regardless of case (AutoCAD compares them so), and none is "0" (every DXF's
 *   own default layer) or "Defpoints" (a layer AutoCAD never plots): such a name takes the layer's
 *   number, "Kitchen (3)".
 */
import type { NamedLayer } from '../../shared/layerName';

/** Refused in AutoCAD symbol table names. */
const REFUSED = new Set(['<', '>', '/', '\\', '"', ':', ';', '?', '*', '|', '=', ',', '`']);
const FIRST_PRINTABLE = 0x20;
const LAST_ASCII = 0x7e;
/** Layer names every DXF reader gives a meaning of its own, compared in upper case. */
const RESERVED = new Set(['0', 'DEFPOINTS']);

/** One character as a DXF layer name may hold it. */
function dxfCharacter(character: string): string {
  const code = character.codePointAt(0)!;
  if (code < FIRST_PRINTABLE || REFUSED.has(character)) return '_';
  if (code <= LAST_ASCII) return character;
  if (code > 0xffff) return '_';
  return `\\U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** A layer's name as a valid DXF layer name (not yet made unique). */
export const dxfName = (name: string): string => Array.from(name, dxfCharacter).join('');

/** The DXF layer name of a layer without a name of its own, numbered 1-based as the layers panel numbers it. */
export const dxfLayerName = (number: number): string => `LAYER_${number}`;

/** Each layer's DXF layer name, in list order: valid, and unique among them regardless of case. */
export function dxfLayerNames(layers: readonly NamedLayer[]): string[] {
  const taken = new Set<string>(RESERVED);
  // Unnamed layers' LAYER_<n> are theirs first: a named layer called "LAYER_2" gives way to layer 2.
  layers.forEach((layer, index) => {
    if (layer.name === undefined) taken.add(dxfLayerName(index + 1));
  });
  return layers.map((layer, index) => {
    const number = index + 1;
    if (layer.name === undefined) return dxfLayerName(number);
    const base = dxfName(layer.name);
    let name = base;
    for (let attempt = 1; taken.has(name.toUpperCase()); attempt++) name = attempt === 1 ? `${base} (${number})` : `${base} (${number}.${attempt})`;
    taken.add(name.toUpperCase());
    return name;
  });
}
