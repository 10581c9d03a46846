/**
 * A small, strict XML reader for uploaded SVG files. It builds a plain tree the sanitiser can
 * check and re-serialise, so what reaches the renderer is exactly what was checked. It refuses,
 * rather than expands, anything a DTD could declare: a DOCTYPE with an internal subset, and any
 * entity other than the five predefined ones and character references.
 */

export interface XmlAttribute {
  readonly name: string;
  readonly value: string;
}

export interface XmlElement {
  readonly kind: 'element';
  readonly name: string;
  readonly attributes: readonly XmlAttribute[];
  readonly children: XmlNode[];
}

export interface XmlText {
  readonly kind: 'text';
  readonly text: string;
}

export type XmlNode = XmlElement | XmlText;

/** Why the text could not be read: not well-formed XML, or declarations we refuse to expand. */
export class XmlError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly refusedDeclarations = false,
  ) {
    super(`${reason} (line ${line})`);
    this.name = 'XmlError';
  }
}

/** Deeper nesting is refused: no real drawing needs it, and it guards the recursive walkers. */
export const XML_MAX_DEPTH = 256;

const NAME = /[A-Za-z_:\u00C0-\uFFFF][\w:.\-\u00B7\u00C0-\uFFFF]*/y;
const SPACE = /[ \t\r\n]*/y;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Reads a whole document and returns its root element. Throws XmlError. */
export function parseXml(source: string): XmlElement {
  return new XmlReader(source.startsWith('\uFEFF') ? source.slice(1) : source).document();
}

class XmlReader {
  private pos = 0;

  constructor(private readonly text: string) {}

  document(): XmlElement {
    this.misc(true);
    if (!this.text.startsWith('<', this.pos) || this.pos >= this.text.length) this.fail('no root element');
    const root = this.elements();
    this.misc(false);
    if (this.pos < this.text.length) this.fail('content after the root element');
    return root;
  }

  /** Comments, processing instructions, white space and (before the root) one DOCTYPE. */
  private misc(prolog: boolean): void {
    for (;;) {
      this.skipSpace();
      if (this.text.startsWith('<!--', this.pos)) this.comment();
      else if (this.text.startsWith('<?', this.pos)) this.instruction();
      else if (prolog && this.text.startsWith('<!DOCTYPE', this.pos)) this.doctype();
      else return;
    }
  }

  /**
   * A DOCTYPE naming an external DTD (as SVG 1.1 files often do) is read and dropped; nothing is
   * fetched. An internal subset may declare entities (the "billion laughs"), so it is refused.
   */
  private doctype(): void {
    const start = this.pos;
    this.pos += '<!DOCTYPE'.length;
    let quote = '';
    for (; this.pos < this.text.length; this.pos++) {
      const char = this.text[this.pos];
      if (quote) {
        if (char === quote) quote = '';
      } else if (char === '"' || char === "'") {
        quote = char;
      } else if (char === '[') {
        this.fail('a DOCTYPE with an internal subset (entity declarations)', true);
      } else if (char === '>') {
        this.pos++;
        if (/<!ENTITY/i.test(this.text.slice(start, this.pos))) this.fail('entity declarations', true);
        return;
      }
    }
    this.fail('unterminated DOCTYPE');
  }

  private comment(): void {
    const end = this.text.indexOf('-->', this.pos + 4);
    if (end < 0) this.fail('unterminated comment');
    this.pos = end + 3;
  }

  private instruction(): void {
    const end = this.text.indexOf('?>', this.pos + 2);
    if (end < 0) this.fail('unterminated processing instruction');
    this.pos = end + 2;
  }

  /** The root element and everything inside it, read with an explicit stack. */
  private elements(): XmlElement {
    const stack: XmlElement[] = [];
    let root: XmlElement | undefined;
    do {
      const parent = stack[stack.length - 1];
      if (this.text.startsWith('</', this.pos)) {
        this.endTag(stack);
      } else if (this.text.startsWith('<!--', this.pos)) {
        this.comment();
      } else if (this.text.startsWith('<![CDATA[', this.pos)) {
        const end = this.text.indexOf(']]>', this.pos + 9);
        if (end < 0) this.fail('unterminated CDATA section');
        parent?.children.push({ kind: 'text', text: this.text.slice(this.pos + 9, end) });
        this.pos = end + 3;
      } else if (this.text.startsWith('<?', this.pos)) {
        this.instruction();
      } else if (this.text.startsWith('<!', this.pos)) {
        this.fail('unexpected markup declaration inside the document');
      } else if (this.text.startsWith('<', this.pos)) {
        const { element, selfClosing } = this.startTag();
        if (parent) parent.children.push(element);
        else root = element;
        if (!selfClosing) {
          if (stack.length >= XML_MAX_DEPTH) this.fail(`elements nested more than ${XML_MAX_DEPTH} deep`);
          stack.push(element);
        }
      } else {
        const end = this.text.indexOf('<', this.pos);
        if (end < 0) this.fail(`unclosed element <${parent?.name ?? '?'}>`);
        parent?.children.push({ kind: 'text', text: this.decode(this.text.slice(this.pos, end)) });
        this.pos = end;
      }
    } while (stack.length > 0);
    if (!root) this.fail('no root element');
    return root;
  }

  private startTag(): { element: XmlElement; selfClosing: boolean } {
    this.pos++;
    const name = this.name('element name');
    const attributes: XmlAttribute[] = [];
    for (;;) {
      const before = this.pos;
      this.skipSpace();
      if (this.text.startsWith('/>', this.pos)) {
        this.pos += 2;
        return { element: { kind: 'element', name, attributes, children: [] }, selfClosing: true };
      }
      if (this.text.startsWith('>', this.pos)) {
        this.pos++;
        return { element: { kind: 'element', name, attributes, children: [] }, selfClosing: false };
      }
      if (this.pos === before) this.fail(`expected white space, ">" or "/>" in <${name}>`);
      const attribute = this.name('attribute name');
      if (attributes.some((each) => each.name === attribute)) this.fail(`duplicate attribute ${attribute} on <${name}>`);
      this.skipSpace();
      if (this.text[this.pos] !== '=') this.fail(`attribute ${attribute} has no value`);
      this.pos++;
      this.skipSpace();
      attributes.push({ name: attribute, value: this.attributeValue() });
    }
  }

  private attributeValue(): string {
    const quote = this.text[this.pos];
    if (quote !== '"' && quote !== "'") this.fail('attribute value without quotes');
    const end = this.text.indexOf(quote, this.pos + 1);
    if (end < 0) this.fail('unterminated attribute value');
    const raw = this.text.slice(this.pos + 1, end);
    if (raw.includes('<')) this.fail('"<" inside an attribute value');
    this.pos = end + 1;
    // XML normalises literal white space in attribute values; character references survive.
    return this.decode(raw.replace(/[\t\r\n]/g, ' '));
  }

  private endTag(stack: XmlElement[]): void {
    this.pos += 2;
    const name = this.name('end tag name');
    this.skipSpace();
    if (this.text[this.pos] !== '>') this.fail(`malformed end tag </${name}`);
    this.pos++;
    const open = stack.pop();
    if (open?.name !== name) this.fail(open ? `</${name}> closes <${open.name}>` : `</${name}> closes nothing`);
  }

  private name(what: string): string {
    NAME.lastIndex = this.pos;
    const match = NAME.exec(this.text);
    if (!match) this.fail(`expected an ${what}`);
    this.pos += match[0].length;
    return match[0];
  }

  private skipSpace(): void {
    SPACE.lastIndex = this.pos;
    SPACE.exec(this.text);
    this.pos = SPACE.lastIndex;
  }

  /** Resolves character references and the five predefined entities; any other is refused. */
  private decode(raw: string): string {
    if (!raw.includes('&')) return raw;
    return raw.replace(/&([^;&\s]*);?/g, (whole, body: string) => {
      if (!whole.endsWith(';')) this.fail('"&" that does not start a reference');
      const predefined = PREDEFINED[body];
      if (predefined !== undefined) return predefined;
      const numeric = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(body);
      if (!numeric) this.fail(`the entity &${body}; is not declared (entities are not accepted)`, true);
      const code = numeric[1] !== undefined ? parseInt(numeric[1], 16) : Number(numeric[2]);
      if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) this.fail(`invalid character reference &${body};`);
      return String.fromCodePoint(code);
    });
  }

  private fail(reason: string, refusedDeclarations = false): never {
    let line = 1;
    for (let index = this.text.indexOf('\n'); index >= 0 && index < this.pos; index = this.text.indexOf('\n', index + 1)) line++;
    throw new XmlError(reason, line, refusedDeclarations);
  }
}
