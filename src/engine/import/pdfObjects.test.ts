import { describe, expect, it } from 'vitest';
import { isDict, isName, isString, parseValue, PdfObjects, type PdfValue } from './pdfObjects';

const value = (text: string): PdfValue | undefined => parseValue(text, 0)?.[0];
const bytes = (text: string): Uint8Array => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe('parseValue', () => {
  it('reads numbers, booleans and null, and says where each ends', () => {
    expect(parseValue('  42 ', 0)).toEqual([42, 4]);
    expect(value('-.5')).toBe(-0.5);
    expect(value('true')).toBe(true);
    expect(value('false')).toBe(false);
    expect(value('null')).toBeNull();
  });

  it('reads a reference "N G R" as a reference and a lone integer as a number', () => {
    expect(value('12 0 R')).toEqual({ ref: 12 });
    expect(value('[1 2 3]')).toEqual([1, 2, 3]);
    expect(value('[4 0 R 5]')).toEqual([{ ref: 4 }, 5]);
    // The R must stand alone: an operator such as RG after two numbers makes no reference.
    expect(value('[7 0 RG]')).toEqual([7, 0, null]);
  });

  it('reads names with #-escapes', () => {
    expect(value('/Measure')).toEqual({ name: 'Measure' });
    expect(value('/A#20B')).toEqual({ name: 'A B' });
  });

  it('reads literal strings with nested brackets, escapes and octal codes', () => {
    expect(value('(1:100)')).toEqual({ text: '1:100' });
    expect(value('(a (b) c)')).toEqual({ text: 'a (b) c' });
    expect(value(String.raw`(line\nbreak \(x\) \101)`)).toEqual({ text: 'line\nbreak (x) A' });
  });

  it('reads hex strings, padding an odd digit, and UTF-16 text strings with a byte-order mark', () => {
    expect(value('<4D 4D>')).toEqual({ text: 'MM' });
    expect(value('<414>')).toEqual({ text: 'A@' });
    expect(value('<FEFF041C0430>')).toEqual({ text: 'Ма' });
  });

  it('reads nested dictionaries and arrays, skipping comments', () => {
    const parsed = value('<< /Type /Measure % a comment\n /X [<< /U (ft) /C 0.5 >>] /R (1 in = 10 ft) >>');
    expect(isDict(parsed)).toBe(true);
    if (!isDict(parsed)) return;
    expect(isName(parsed.get('Type'), 'Measure')).toBe(true);
    const formats = parsed.get('X');
    expect(Array.isArray(formats) && isDict(formats[0]) ? formats[0].get('C') : undefined).toBe(0.5);
    expect(isString(parsed.get('R')) ? parsed.get('R') : undefined).toEqual({ text: '1 in = 10 ft' });
  });

  it('never throws on truncated or odd input: it answers what it could read, or null at the end', () => {
    expect(value('<< /A [1 2')).toEqual(new Map([['A', [1, 2]]]));
    expect(value('(never closed')).toEqual({ text: 'never closed' });
    expect(value('abc')).toBeNull();
    expect(parseValue('   ', 0)).toBeNull();
    expect(() => value('['.repeat(500))).not.toThrow();
  });
});

describe('PdfObjects', () => {
  it('finds objects by their headers alone, with no cross-reference table, a later definition winning', async () => {
    const objects = new PdfObjects(bytes('%PDF-1.4\n1 0 obj\n<< /Next 2 0 R >>\nendobj\n2 0 obj\n(old)\nendobj\n2 0 obj\n(new)\nendobj\n'));
    const first = await objects.get(1);
    expect(isDict(first) ? await objects.resolve(first.get('Next')) : undefined).toEqual({ text: 'new' });
    expect(await objects.get(99)).toBeNull();
  });

  it('follows chains of references and gives up on a loop', async () => {
    const objects = new PdfObjects(bytes('1 0 obj\n2 0 R\nendobj\n2 0 obj\n3\nendobj\n4 0 obj\n5 0 R\nendobj\n5 0 obj\n4 0 R\nendobj\n'));
    expect(await objects.resolve({ ref: 1 })).toBe(3);
    expect(await objects.resolve({ ref: 4 })).toBeNull();
    expect(await objects.resolve(undefined)).toBeNull();
  });
});
