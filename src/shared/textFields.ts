/**
 * Which characters typed text may hold. Control characters (C0: U+0000–U+001F, DEL U+007F, C1:
 * U+0080–U+009F) come from no keyboard and no form field, only from scripts and broken clients;
 * PostgreSQL cannot store a NUL in text at all, the others are invisible in every view that shows
 * the text, and a terminal obeys C1's CSI (U+009B) as an escape sequence. The bidi embeddings,
 * overrides (U+202A–U+202E) and isolates (U+2066–U+2069) turn the text after them around, so
 * "Ann\u202Egpj.exe" shows as "Annexe.jpg"; right-to-left names need none of them (the marks
 * U+200E and U+200F stay allowed). So every text field refuses all of these, with the spec's
 * "{field} is not valid." (see `plainText` in accounts.ts). Multi-line text (a textarea) keeps
 * tab, line feed and carriage return.
 */

/** How a field's text may break: one line (inputs) or several (textareas). */
export interface TextOptions {
  /** Allows tab, line feed and carriage return; all other control characters stay refused. */
  multiLine?: boolean;
  /**
   * Refuses only C0 and DEL, as before C1 and bidi controls were refused: a password entered at
   * login, which may have been chosen before, must still reach the hash that decides.
   */
  onlyC0?: boolean;
}

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const FIRST_PRINTABLE = 0x20;
const DELETE = 0x7f;
const LAST_C1 = 0x9f;

/** Whether the UTF-16 unit is a control (C0, DEL, C1) or a bidi embedding, override or isolate. */
function isInvisibleControl(code: number): boolean {
  if (code < FIRST_PRINTABLE) return true;
  if (code >= DELETE && code <= LAST_C1) return true;
  return (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

/** Whether `value` holds a control character its kind of field refuses. */
export function hasControlCharacters(value: string, { multiLine = false, onlyC0 = false }: TextOptions = {}): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (!isInvisibleControl(code) || (onlyC0 && code > DELETE)) continue;
    if (multiLine && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}

/**
 * `text` with every character `hasControlCharacters` refuses written as `\u{…}`, for a terminal:
 * text stored before these were refused (or read from elsewhere) then shows what it holds
 * instead of moving the cursor or turning the line around. Line feeds stay, as line breaks.
 */
export function escapeControlCharacters(text: string): string {
  let escaped = '';
  for (const character of text) {
    const code = character.charCodeAt(0);
    escaped += character !== '\n' && character.length === 1 && isInvisibleControl(code) ? `\\u{${code.toString(16).toUpperCase().padStart(4, '0')}}` : character;
  }
  return escaped;
}
