/**
 * CAD text as plain lines: MTEXT inline formatting (`\P`, `{\fArial|b1;…}`, `\S1^2;`, …) and the
 * `%%` control codes of TEXT become the characters they stand for, so text can be written into
 * an SVG <text> element (which is escaped separately).
 */

const PERCENT_CODES: Readonly<Record<string, string>> = { c: '⌀', d: '°', p: '±', '%': '%' };
// Codes that end at the next ';' and only change the look (font, height, colour, width, …).
const STYLE_CODES = new Set(['f', 'F', 'H', 'h', 'C', 'c', 'A', 'W', 'w', 'Q', 'q', 'T', 't', 'p']);
// Toggles without an argument: underline, overline, strike-through.
const TOGGLE_CODES = new Set(['L', 'l', 'O', 'o', 'K', 'k']);

function replacePercentCodes(text: string): string {
  return text.replace(/%%(\d{3}|[cdpuo%])/gi, (_match, code: string) => {
    if (/^\d{3}$/.test(code)) return String.fromCharCode(Number(code));
    return PERCENT_CODES[code.toLowerCase()] ?? '';
  });
}

function replaceUnicodeEscapes(text: string): string {
  return text
    .replace(/\\U\+([0-9a-fA-F]{4})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\M\+[0-9a-fA-F]{5}/g, '');
}

/** Removes MTEXT formatting and control codes; paragraphs and column breaks become "\n". */
export function plainCadText(raw: string): string {
  const text = replaceUnicodeEscapes(replacePercentCodes(raw));
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '{' || char === '}') continue;
    if (char !== '\\' || i + 1 >= text.length) {
      out += char;
      continue;
    }
    const code = text[i + 1]!;
    i++;
    if (code === 'P' || code === 'N' || code === 'X') out += '\n';
    else if (code === '~') out += ' ';
    else if (code === '\\' || code === '{' || code === '}') out += code;
    else if (TOGGLE_CODES.has(code)) continue;
    else if (STYLE_CODES.has(code) || code === 'S') {
      const end = text.indexOf(';', i + 1);
      const argument = end < 0 ? text.slice(i + 1) : text.slice(i + 1, end);
      // A stacked fraction \S1^2; or \S1/2; or \S1#2; reads as 1/2.
      if (code === 'S') out += argument.replace(/[\^#]/g, '/').replace(/\/\s+|\s+\//g, '/');
      i = end < 0 ? text.length : end;
    } else out += code;
  }
  return out.replace(/\r\n?/g, '\n');
}
