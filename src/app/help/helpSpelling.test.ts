import { describe, expect, it } from 'vitest';
import { correctWord, meaningfulWords } from './helpSpelling';

const VOCABULARY = new Set(['wand', 'magic', 'email', 'map', 'perimeter']);

describe('help spelling', () => {
  it('reads a swap of two letters or one wrong letter as the word meant', () => {
    expect(['wnad', 'emial', 'magik'].map((word) => correctWord(word, VOCABULARY))).toEqual(['wand', 'email', 'magic']);
  });

  it('leaves a short word, a known word and a word far from every known one as typed', () => {
    expect(['mpa', 'map', 'xylophone', 'perimetre'].map((word) => correctWord(word, VOCABULARY))).toEqual(['mpa', 'map', 'xylophone', 'perimeter']);
  });

  it('keeps only the words that say what a question is about', () => {
    expect(meaningfulWords("How do I measure a roof? Can't")).toEqual(['measure', 'roof', 'cant']);
  });
});
