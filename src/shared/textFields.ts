/**
 * Which characters typed text may hold. Control characters (U+0000–U+001F and U+007F) come from
 * no keyboard and no form field, only from scripts and broken clients; PostgreSQL cannot store a
 * NUL in text at all, and the others are invisible in every view that shows the text. So every
 * text field refuses them, with the spec's "{field} is not valid." (see `plainText` in
 * accounts.ts). Multi-line text (a textarea) keeps tab, line feed and carriage return.
 */

/** How a field's text may break: one line (inputs) or several (textareas). */
export interface TextOptions {
  /** Allows tab, line feed and carriage return; all other control characters stay refused. */
  multiLine?: boolean;
}

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const FIRST_PRINTABLE = 0x20;
const DELETE = 0x7f;

/** Whether `value` holds a control character its kind of field refuses. */
export function hasControlCharacters(value: string, { multiLine = false }: TextOptions = {}): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code === DELETE) return true;
    if (code >= FIRST_PRINTABLE) continue;
    if (multiLine && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}
