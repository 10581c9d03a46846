import { describe, expect, it } from 'vitest';
import { attrs, escapeXml, hex, num, textWidth } from './svgMarkup';

describe('escapeXml', () => {
  it('escapes markup and quotes', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
  });

  it('drops characters XML forbids, which would make a parser refuse the whole drawing, and keeps tabs and line breaks', () => {
    expect(escapeXml('a\u0000b\u0007c\u001Fd\uFFFEe\tf\ng')).toBe('abcde\tf\ng');
  });
});

describe('num', () => {
  it('writes at most two decimals and no negative zero', () => {
    expect(num(1.23456)).toBe('1.23');
    expect(num(-0.001)).toBe('0');
    expect(num(42)).toBe('42');
  });

  it('never writes Infinity or NaN', () => {
    expect(num(Number.POSITIVE_INFINITY)).toBe('10000000');
    expect(num(-1e300)).toBe('-10000000');
    expect(num(Number.NaN)).toBe('0');
  });
});

describe('attrs', () => {
  it('escapes values, rounds numbers and leaves out undefined ones', () => {
    expect(attrs({ d: 'M 0 0', x: 1.005, title: '"x"', skip: undefined })).toBe(' d="M 0 0" x="1" title="&quot;x&quot;"');
  });
});

describe('hex and textWidth', () => {
  it('writes a colour as CSS and estimates wider text wider', () => {
    expect(hex(0x2f6fde)).toBe('#2f6fde');
    expect(hex(0xff)).toBe('#0000ff');
    expect(textWidth('20 cm', 12)).toBeGreaterThan(textWidth('2 cm', 12));
    expect(textWidth('', 12)).toBe(0);
  });
});
