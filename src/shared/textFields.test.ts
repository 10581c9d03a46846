import { describe, expect, it } from 'vitest';
import { hasControlCharacters } from './textFields';

const C0_CONTROLS = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));
const LINE_BREAKS_AND_TAB = ['\t', '\n', '\r'];

describe('hasControlCharacters', () => {
  it('finds every C0 control character and DEL in one-line text, wherever it sits', () => {
    for (const control of [...C0_CONTROLS, '\u007f']) {
      for (const text of [control, `Ann${control}`, `${control}Ann`, `An${control}n`]) {
        expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
      }
    }
  });

  it('lets multi-line text keep tab, line feed and carriage return, and nothing else below a space', () => {
    for (const control of C0_CONTROLS) {
      expect(hasControlCharacters(`line${control}line`, { multiLine: true }), JSON.stringify(control)).toBe(!LINE_BREAKS_AND_TAB.includes(control));
    }
    expect(hasControlCharacters('one\r\ntwo\n\tthree', { multiLine: true })).toBe(false);
    expect(hasControlCharacters('one\u007ftwo', { multiLine: true })).toBe(true);
  });

  it('accepts every printable character, accents, non-Latin scripts and emoji among them', () => {
    for (const text of ['', ' ', 'Ann Lee', 'Zoë O\u2019Brien', 'Масштаб 1:1', '北京', 'plot 🙂', '~!@#$%^&*()_+{}|:"<>?', 'a\u00a0b']) {
      expect(hasControlCharacters(text), text).toBe(false);
      expect(hasControlCharacters(text, { multiLine: true }), text).toBe(false);
    }
  });
});
