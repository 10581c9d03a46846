/**
 * Which files the import takes (spec accounts-and-business §4 "Upload by type", §5): by the
 * extension of the name, checked against what the first bytes say the file is, so a PNG renamed
 * `.pdf` or a TIFF never reaches a decoder that would fail in an obscure way.
 */
import {
  CONVERTED_UPLOAD_TYPES,
  IMAGE_UPLOAD_TYPES,
  MESSAGES,
  TRIAL_UPLOAD_TYPES,
  UPLOAD_TYPES,
  type UploadType,
} from './constants';

/** What the first bytes of a file show it to be. JPEG covers both `.jpg` and `.jpeg`. */
export type SniffedType = 'png' | 'jpeg' | 'gif' | 'pdf' | 'svg' | 'dxf' | 'dwg';

/** How an accepted file becomes an image: decoded by the browser, rendered by pdf.js, or converted by the server. */
export type ImportRoute = 'image' | 'pdf' | 'convert';

/** How many leading bytes `sniffType` needs: enough to get past an SVG's XML prologue and comments. */
export const SNIFF_BYTES = 64 * 1024;

/**
 * The types the import accepts: png, jpg and gif during a trial, every upload type otherwise.
 * The trial flag will come from the account's subscription (`subscription.stripe_plan`) once
 * accounts exist; until then callers pass `trial: false`.
 */
export function acceptedImportTypes({ trial }: { trial: boolean }): readonly UploadType[] {
  return trial ? TRIAL_UPLOAD_TYPES : UPLOAD_TYPES;
}

/** The `accept` attribute of a file input for these types: ".png,.jpg,…". */
export const acceptAttribute = (types: readonly UploadType[]): string => types.map((type) => `.${type}`).join(',');

/** The extension of a file name, lower-cased, without its dot; '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  prefix.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const BINARY_DXF = ascii('AutoCAD Binary DXF\r\n\x1a\0');
/** A text DXF opens with group code 0 and SECTION, or with a 999 comment. */
const TEXT_DXF = /^\s*(?:0\s*\r?\n\s*SECTION\b|999\s*\r?\n)/;
/** DWG files open with their version, "AC1012" to "AC1032" and beyond. */
const DWG = /^AC10\d\d/;
/** An SVG is XML whose root is `<svg`; prologue, doctype and comments may come first. */
const SVG_LEAD = /^\s*(?:<\?xml|<!DOCTYPE\s+svg|<!--|<svg[\s>])/i;

/**
 * What a file's leading bytes (at least the first few KB; `SNIFF_BYTES` for SVG with long
 * prologues) show it to be, or null for anything else (TIFF, BMP, WebP, ZIP, random text).
 */
export function sniffType(head: Uint8Array): SniffedType | null {
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, JPEG)) return 'jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, BINARY_DXF)) return 'dxf';
  // Latin-1 keeps one character per byte, so indexes match and no byte sequence is invalid.
  const text = new TextDecoder('latin1').decode(head.subarray(0, SNIFF_BYTES)).replace(/^\xef\xbb\xbf/, '');
  // PDF readers accept the header anywhere in the first 1024 bytes.
  if (text.slice(0, 1024).includes('%PDF-')) return 'pdf';
  if (DWG.test(text)) return 'dwg';
  if (TEXT_DXF.test(text)) return 'dxf';
  if (SVG_LEAD.test(text) && /<svg[\s>]/i.test(text)) return 'svg';
  return null;
}

const sniffedAs = (type: UploadType): SniffedType => (type === 'jpg' || type === 'jpeg' ? 'jpeg' : type);

const NAMES: Record<SniffedType, string> = {
  png: 'a PNG image',
  jpeg: 'a JPEG image',
  gif: 'a GIF image',
  pdf: 'a PDF document',
  svg: 'an SVG drawing',
  dxf: 'a DXF drawing',
  dwg: 'a DWG drawing',
};

export type ImportCheck =
  | { ok: true; type: UploadType; route: ImportRoute }
  | { ok: false; reason: 'unsupported' | 'trial' | 'mismatch'; message: string };

/** The route of an accepted type. */
export function routeOf(type: UploadType): ImportRoute {
  if ((IMAGE_UPLOAD_TYPES as readonly string[]).includes(type)) return 'image';
  if ((CONVERTED_UPLOAD_TYPES as readonly string[]).includes(type)) return 'convert';
  return 'pdf';
}

/**
 * Whether a file may be imported, from its name and its leading bytes: its extension must be an
 * accepted type (for trial users the trial's types, answered with the spec's trial message), and
 * its content must be what the extension says. Every refusal carries a sentence for the person.
 */
export function checkImport(name: string, head: Uint8Array, { trial }: { trial: boolean }): ImportCheck {
  const extension = extensionOf(name);
  const known = (UPLOAD_TYPES as readonly string[]).includes(extension);
  if (!known) {
    const list = UPLOAD_TYPES.map((type) => `.${type}`).join(' ');
    return { ok: false, reason: 'unsupported', message: `"${name}" cannot be imported: only ${list} files are accepted.` };
  }
  const type = extension as UploadType;
  if (!acceptedImportTypes({ trial }).includes(type)) return { ok: false, reason: 'trial', message: MESSAGES.trialImportOnly };
  const sniffed = sniffType(head);
  const expected = sniffedAs(type);
  if (sniffed !== expected) {
    const actually = sniffed ? `it is ${NAMES[sniffed]}` : 'its content is not a file type we know';
    return {
      ok: false,
      reason: 'mismatch',
      message: `"${name}" is not ${NAMES[expected]}: ${actually}. Nothing was imported.`,
    };
  }
  return { ok: true, type, route: routeOf(type) };
}
