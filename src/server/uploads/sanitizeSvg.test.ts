import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cleanCss } from './cleanCss';
import { parseXml, XML_MAX_DEPTH, XmlError } from './parseXml';
import { isSafeReference, sanitizeSvg, SVG_MAX_EXPANDED_ELEMENTS } from './sanitizeSvg';
import { UploadError } from './UploadError';

const FIXTURES = new URL('../../../../shared/fixtures/svg/', import.meta.url);
const fixture = (name: string): string => readFileSync(new URL(name, FIXTURES), 'utf8');
const unsafeNames = readdirSync(new URL('unsafe/', FIXTURES));

/** The refusal a call throws, for checking its status and words. */
function refusal(run: () => unknown): UploadError {
  try {
    run();
  } catch (error) {
    if (error instanceof UploadError) return error;
    throw error;
  }
  throw new Error('expected an UploadError');
}

describe('parseXml', () => {
  it('reads elements, attributes, text, CDATA and the predefined and numeric references', () => {
    const root = parseXml('<?xml version="1.0"?><!-- c --><a x="1 &amp; &#x32;"><b/>t&lt;<![CDATA[<raw>]]></a>');
    expect(root).toEqual({
      kind: 'element',
      name: 'a',
      attributes: [{ name: 'x', value: '1 & 2' }],
      children: [
        { kind: 'element', name: 'b', attributes: [], children: [] },
        { kind: 'text', text: 't<' },
        { kind: 'text', text: '<raw>' },
      ],
    });
  });

  it('names the line of a mismatched end tag', () => {
    expect(() => parseXml('<a>\n<b>\n</a>')).toThrow(new XmlError('</a> closes <b>', 3));
  });

  it.each([
    ['an unclosed element', '<svg><g></svg', /malformed end tag/],
    ['content after the root', '<svg/><svg/>', /after the root/],
    ['an attribute without quotes', '<svg a=1/>', /without quotes/],
    ['a duplicate attribute', '<svg a="1" a="2"/>', /duplicate/],
    ['a bare ampersand', '<svg>a & b</svg>', /does not start a reference/],
    ['no root at all', '<!-- only a comment -->', /no root/],
  ])('refuses %s', (_what, text, reason) => {
    expect(() => parseXml(text)).toThrow(reason);
  });

  it('refuses a DOCTYPE with an internal subset instead of expanding its entities', () => {
    const error = (() => {
      try {
        parseXml(fixture('unsafe/billionlaughs.svg'));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(XmlError);
    expect((error as XmlError).refusedDeclarations).toBe(true);
  });

  it('refuses an undeclared entity and nesting deeper than the limit', () => {
    expect(() => parseXml('<svg>&a4;</svg>')).toThrow(/entity &a4; is not declared/);
    expect(() => parseXml(`${'<g>'.repeat(XML_MAX_DEPTH + 1)}${'</g>'.repeat(XML_MAX_DEPTH + 1)}`)).toThrow(/nested more than/);
  });
});

describe('cleanCss', () => {
  it('removes @import rules and loads, and keeps fragment references', () => {
    expect(cleanCss('@import "../../../resources/green.css"\n')).not.toMatch(/import|green/);
    expect(cleanCss('@import url(http://x/a.css); rect { fill: red }')).toBe(' rect { fill: red }');
    expect(cleanCss('a { background: url("http://x/a.png"); fill: url(#grad) }')).toBe('a { background: none; fill: url(#grad) }');
    expect(cleanCss('@font-face { src: url(file:///etc/passwd) }')).toBe('@font-face { src: none }');
  });

  it('drops CSS that hides words in escapes or comments', () => {
    expect(cleanCss('a { fill: \\75 rl(http://x) }')).toBe('');
    expect(cleanCss('@im/**/port "x.css";')).not.toMatch(/x\.css/);
  });
});

describe('isSafeReference', () => {
  it.each(['#grad', ' #a ', 'data:image/png;base64,AAAA', 'data:image/jpeg;base64,AA', 'data:image/gif,GIF'])('keeps %j', (href) => {
    expect(isSafeReference(href)).toBe(true);
  });
  it.each(['http://example.com/a.png', 'javascript:alert(1)', 'green.png', '/etc/passwd', 'file:///etc/passwd', 'data:image/svg+xml;base64,PHN2Zz4=', 'other.svg#a'])(
    'drops %j',
    (href) => {
      expect(isSafeReference(href)).toBe(false);
    },
  );
});

describe('sanitizeSvg', () => {
  it('keeps the drawing of a real floor plan and drops its editor metadata', () => {
    const clean = sanitizeSvg(fixture('ha-floorplan-home.svg'));
    expect(clean.match(/<path\b/g)).toHaveLength(fixture('ha-floorplan-home.svg').match(/<path\b/g)!.length);
    expect(clean).not.toMatch(/sodipodi|inkscape:|<metadata|rdf:/);
    expect(clean).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('strips scripts, handlers and javascript: links from the unsafe fixtures', () => {
    for (const name of ['SVG-alert.svg', 'test-href-javascript.svg']) {
      const clean = sanitizeSvg(fixture(`unsafe/${name}`));
      expect(clean).not.toMatch(/<script|alert|onclick|javascript:|DOCTYPE/i);
      expect(clean).toMatch(/<rect/);
    }
  });

  it('strips references to images and style sheets outside the file', () => {
    const external = sanitizeSvg(fixture('unsafe/externalimage.svg'));
    expect(external).not.toMatch(/images\.google|href/);
    expect(external).toMatch(/<image [^>]*width="276"/);
    expect(sanitizeSvg(fixture('unsafe/resvg-image-url-to-png.svg'))).not.toMatch(/wikimedia|href/);
    const css = sanitizeSvg(fixture('unsafe/resvg-style-external-CSS.svg'));
    expect(css).not.toMatch(/@import|green\.css/);
    expect(css).toMatch(/fill="red"/);
  });

  it('refuses the billion laughs with a message that names the reason', () => {
    const error = refusal(() => sanitizeSvg(fixture('unsafe/billionlaughs.svg')));
    expect(error.statusCode).toBe(422);
    expect(error.message).toMatch(/^SVG files that declare entities are not accepted/);
  });

  it('handles every unsafe fixture: sanitised to plain drawing, or refused with a reason', () => {
    for (const name of unsafeNames) {
      let clean: string;
      try {
        clean = sanitizeSvg(fixture(`unsafe/${name}`));
      } catch (error) {
        expect(error, name).toBeInstanceOf(UploadError);
        continue;
      }
      expect(clean, name).not.toMatch(/<script|\son\w+=|javascript:|https?:\/\/(?!www\.w3\.org)|@import|<!DOCTYPE|<!ENTITY/i);
    }
  });

  it('drops foreignObject, animation and event handlers in any case, and entity-encoded javascript: links', () => {
    const clean = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="x"/></body></foreignObject>' +
        '<set attributeName="href" to="javascript:alert(1)"/><rect ONLOAD="x()" width="5" height="5"/>' +
        '<a href="&#106;avascript:alert(1)"><use href="#r" style="fill:url(http://x)"/></a></svg>',
    );
    expect(clean).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><rect width="5" height="5"/><a><use xlink:href="#r" style="fill:none"/></a></svg>',
    );
  });

  it('refuses a file whose root is not <svg>, and one that is not XML', () => {
    expect(refusal(() => sanitizeSvg('<html><body/></html>'))).toMatchObject({ statusCode: 415, message: expect.stringMatching(/root element is <html>/) });
    expect(refusal(() => sanitizeSvg('<svg><g></svg>'))).toMatchObject({ statusCode: 422, message: expect.stringMatching(/not well-formed XML/) });
  });

  it('refuses <use> chains that expand beyond the limit, and <use> that refers to itself', () => {
    const levels = Math.ceil(Math.log10(SVG_MAX_EXPANDED_ELEMENTS)) + 1;
    let svg = '<svg xmlns="http://www.w3.org/2000/svg"><defs><rect id="l0" width="1" height="1"/>';
    for (let level = 1; level <= levels; level++) {
      svg += `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(10)}</g>`;
    }
    svg += `</defs><use href="#l${levels}"/></svg>`;
    expect(refusal(() => sanitizeSvg(svg)).message).toMatch(/expand to more than/);
    expect(refusal(() => sanitizeSvg('<svg><g id="a"><use href="#a"/></g></svg>')).message).toMatch(/refers to itself/);
  });
});
