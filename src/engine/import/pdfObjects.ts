/**
 * A small, forgiving reader of PDF objects, enough to follow a page's measurement viewports
 * (pdf.js has no public API for /VP). It finds objects by their "N G obj" headers rather than by
 * the cross-reference table, so it also reads files whose table is damaged, and it opens
 * Flate-compressed object streams. It never throws on odd input: what it cannot read is null.
 */

export type PdfValue = number | boolean | null | PdfName | PdfString | PdfRef | PdfValue[] | PdfDict;
export interface PdfName {
  readonly name: string;
}
export interface PdfString {
  readonly text: string;
}
export interface PdfRef {
  readonly ref: number;
}
export type PdfDict = Map<string, PdfValue>;

const WHITESPACE = /[\0\t\n\f\r ]/;
const DELIMITER = /[()<>[\]{}/%]/;
const isRegular = (char: string | undefined): boolean => char !== undefined && !WHITESPACE.test(char) && !DELIMITER.test(char);

function skipSpace(text: string, at: number): number {
  let position = at;
  while (position < text.length) {
    const char = text[position]!;
    if (WHITESPACE.test(char)) position += 1;
    else if (char === '%') while (position < text.length && text[position] !== '\n' && text[position] !== '\r') position += 1;
    else break;
  }
  return position;
}

function readLiteralString(text: string, at: number): [PdfString, number] {
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  let depth = 1;
  let out = '';
  let position = at + 1;
  while (position < text.length && depth > 0) {
    const char = text[position]!;
    if (char === '\\') {
      const next = text[position + 1] ?? '';
      const octal = /^[0-7]{1,3}/.exec(text.slice(position + 1, position + 4));
      if (octal) {
        out += String.fromCharCode(parseInt(octal[0], 8) & 0xff);
        position += 1 + octal[0].length;
        continue;
      }
      out += escapes[next] ?? (next === '\r' || next === '\n' ? '' : next);
      position += 2;
      continue;
    }
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth > 0) out += char;
    position += 1;
  }
  return [{ text: decodeTextString(out) }, position];
}

/** PDF text strings are PDFDocEncoding (read as Latin-1 here) or UTF-16BE with a byte-order mark. */
function decodeTextString(raw: string): string {
  if (raw.charCodeAt(0) !== 0xfe || raw.charCodeAt(1) !== 0xff) return raw;
  const bytes = Uint8Array.from(raw.slice(2), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-16be').decode(bytes);
}

function readHexString(text: string, at: number): [PdfString, number] {
  const end = text.indexOf('>', at);
  const stop = end < 0 ? text.length : end;
  const hex = text.slice(at + 1, stop).replace(/[^0-9a-fA-F]/g, '');
  const padded = hex.length % 2 ? `${hex}0` : hex;
  let raw = '';
  for (let index = 0; index < padded.length; index += 2) raw += String.fromCharCode(parseInt(padded.slice(index, index + 2), 16));
  return [{ text: decodeTextString(raw) }, stop + 1];
}

function readName(text: string, at: number): [PdfName, number] {
  let position = at + 1;
  while (isRegular(text[position])) position += 1;
  const name = text.slice(at + 1, position).replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return [{ name }, position];
}

const REFERENCE = /^\s+(\d+)\s+R(?![^\0\t\n\f\r ()<>[\]{}/%])/;

/** Parses one value at `at`; answers it and where it ends, or null at the end of the text. */
export function parseValue(text: string, at: number, depth = 0): [PdfValue, number] | null {
  const position = skipSpace(text, at);
  if (position >= text.length || depth > 64) return null;
  const char = text[position]!;
  if (char === '/') return readName(text, position);
  if (char === '(') return readLiteralString(text, position);
  if (char === '<' && text[position + 1] === '<') {
    const dict: PdfDict = new Map();
    let cursor = position + 2;
    for (;;) {
      cursor = skipSpace(text, cursor);
      if (cursor >= text.length) return [dict, cursor];
      if (text.startsWith('>>', cursor)) return [dict, cursor + 2];
      const key = parseValue(text, cursor, depth + 1);
      if (!key) return [dict, text.length];
      const value = parseValue(text, key[1], depth + 1);
      if (!value) return [dict, text.length];
      if (typeof key[0] === 'object' && key[0] !== null && 'name' in key[0]) dict.set(key[0].name, value[0]);
      cursor = value[1];
    }
  }
  if (char === '<') return readHexString(text, position);
  if (char === '[') {
    const items: PdfValue[] = [];
    let cursor = position + 1;
    for (;;) {
      cursor = skipSpace(text, cursor);
      if (cursor >= text.length) return [items, cursor];
      if (text[cursor] === ']') return [items, cursor + 1];
      const item = parseValue(text, cursor, depth + 1);
      if (!item) return [items, text.length];
      items.push(item[0]);
      cursor = item[1];
    }
  }
  let end = position;
  while (isRegular(text[end])) end += 1;
  if (end === position) return parseValue(text, position + 1, depth);
  const word = text.slice(position, end);
  if (word === 'true' || word === 'false') return [word === 'true', end];
  if (word === 'null') return [null, end];
  const number = Number(word);
  if (!Number.isFinite(number)) return [null, end];
  const reference = /^\d+$/.test(word) ? REFERENCE.exec(text.slice(end, end + 24)) : null;
  if (reference) return [{ ref: number }, end + reference[0].length];
  return [number, end];
}

export const isDict = (value: PdfValue | undefined): value is PdfDict => value instanceof Map;
export const isName = (value: PdfValue | undefined, name?: string): value is PdfName =>
  typeof value === 'object' && value !== null && 'name' in value && (name === undefined || value.name === name);
export const isString = (value: PdfValue | undefined): value is PdfString => typeof value === 'object' && value !== null && 'text' in value;
const isRef = (value: PdfValue | undefined): value is PdfRef => typeof value === 'object' && value !== null && 'ref' in value;

/** Inflates zlib (FlateDecode) data with the platform's DecompressionStream (browsers and Node 18+). */
export async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const latin1 = (bytes: Uint8Array): string => new TextDecoder('latin1').decode(bytes);

/** The objects of one PDF file, looked up by number. */
export class PdfObjects {
  private readonly text: string;
  private readonly headers = new Map<number, number>();
  private compressed: Map<number, string> | null = null;

  constructor(private readonly bytes: Uint8Array) {
    this.text = latin1(bytes);
    // A later definition of the same object (an incremental update) replaces the earlier one.
    for (const match of this.text.matchAll(/(?<![\d])(\d+)\s+\d+\s+obj\b/g)) this.headers.set(Number(match[1]), match.index + match[0].length);
  }

  /** Object `number`, from the file body or from an object stream; null when it cannot be found. */
  async get(number: number): Promise<PdfValue> {
    const at = this.headers.get(number);
    if (at !== undefined) return parseValue(this.text, at)?.[0] ?? null;
    const streams = await this.objectStreams();
    const source = streams.get(number);
    return source === undefined ? null : (parseValue(source, 0)?.[0] ?? null);
  }

  /** Follows references until a direct value. */
  async resolve(value: PdfValue | undefined): Promise<PdfValue> {
    let current: PdfValue = value ?? null;
    for (let hops = 0; isRef(current) && hops < 32; hops += 1) current = await this.get(current.ref);
    return isRef(current) ? null : current;
  }

  /** The raw, decoded data of the stream whose dictionary ends at `dictEnd`. */
  private async streamData(dict: PdfDict, dictEnd: number): Promise<Uint8Array | null> {
    const keyword = /^\s*stream\r?\n/.exec(this.text.slice(dictEnd, dictEnd + 32));
    if (!keyword) return null;
    const start = dictEnd + keyword[0].length;
    const declared = await this.resolve(dict.get('Length'));
    const end = typeof declared === 'number' && this.text.startsWith('endstream', skipSpace(this.text, start + declared))
      ? start + declared
      : this.text.indexOf('endstream', start);
    if (end < start) return null;
    const raw = this.bytes.subarray(start, end);
    const filter = await this.resolve(dict.get('Filter'));
    const filters = Array.isArray(filter) ? filter : filter === null ? [] : [filter];
    if (filters.length === 0) return raw;
    if (filters.length === 1 && isName(filters[0], 'FlateDecode') && !dict.has('DecodeParms')) return inflate(raw);
    return null;
  }

  /** Every object held in object streams, by number, as text; read once, on first need. */
  private async objectStreams(): Promise<Map<number, string>> {
    if (this.compressed) return this.compressed;
    const found = new Map<number, string>();
    for (const at of this.headers.values()) {
      const parsed = parseValue(this.text, at);
      if (!parsed || !isDict(parsed[0]) || !isName(parsed[0].get('Type'), 'ObjStm')) continue;
      const dict = parsed[0];
      const data = await this.streamData(dict, parsed[1]).catch(() => null);
      const count = dict.get('N');
      const first = dict.get('First');
      if (!data || typeof count !== 'number' || typeof first !== 'number') continue;
      const body = latin1(data);
      const header = body.slice(0, first).trim().split(/\s+/).map(Number);
      for (let index = 0; index < count; index += 1) {
        const number = header[2 * index];
        const offset = header[2 * index + 1];
        if (number === undefined || offset === undefined || Number.isNaN(number) || Number.isNaN(offset)) break;
        const next = header[2 * index + 3];
        const stop = index + 1 < count && next !== undefined ? first + next : body.length;
        if (!found.has(number)) found.set(number, body.slice(first + offset, stop));
      }
    }
    this.compressed = found;
    return found;
  }
}
