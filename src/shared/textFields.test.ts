import { describe, expect, it } from 'vitest';
import { escapeControlCharacters, hasControlCharacters } from './textFields';

const C0_CONTROLS = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));
const LINE_BREAKS_AND_TAB = ['\t', '\n', '\r'];
const C1_CONTROLS = Array.from({ length: 0x20 }, (_, offset) => String.fromCharCode(0x80 + offset));
/** Embeddings and overrides (LRE, RLE, PDF, LRO, RLO), then isolates (LRI, RLI, FSI, PDI). */
const BIDI_CONTROLS = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

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

  it('refuses every C1 control and every bidi embedding, override and isolate, in one line and in several', () => {
    for (const control of [...C1_CONTROLS, ...BIDI_CONTROLS]) {
      for (const text of [control, `Ann${control}`, `${control}Ann`, `An${control}n`]) {
        expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
        expect(hasControlCharacters(text, { multiLine: true }), JSON.stringify(text)).toBe(true);
      }
    }
  });

  it('keeps the bidi marks and right-to-left names, and the characters on either side of the refused ranges', () => {
    for (const text of ['\u200e', '\u200f', 'שלום', 'مرحبا', '\u00a0', '\u2029', '\u202f', '\u2065', '\u206a']) {
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('lets a password entered at login keep C1 and bidi characters a user may have chosen before, but not C0', () => {
    expect(hasControlCharacters('pass\u202eword\u0085', { onlyC0: true })).toBe(false);
    expect(hasControlCharacters('pass\u0007word', { onlyC0: true })).toBe(true);
    expect(hasControlCharacters('pass\u007fword', { onlyC0: true })).toBe(true);
  });
});

describe('escapeControlCharacters', () => {
  it('writes every refused character as \\u{…} and leaves the rest, line feeds among them', () => {
    expect(escapeControlCharacters('Ann\u202eLee\u009b2J\u0007')).toBe('Ann\\u{202E}Lee\\u{009B}2J\\u{0007}');
    expect(escapeControlCharacters('Zoë 北京 🙂\nnext')).toBe('Zoë 北京 🙂\nnext');
    for (const control of [...C0_CONTROLS.filter((each) => each !== '\n'), '\u007f', ...C1_CONTROLS, ...BIDI_CONTROLS]) {
      expect(hasControlCharacters(escapeControlCharacters(`a${control}b`)), JSON.stringify(control)).toBe(false);
    }
  });
});
