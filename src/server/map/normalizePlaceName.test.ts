import { describe, expect, it } from 'vitest';
import { normalizePlaceName } from './normalizePlaceName';

describe('normalizePlaceName', () => {
  it('lowers the case and drops accents, so plain typing finds accented names', () => {
    expect(normalizePlaceName('Zürich')).toBe(normalizePlaceName('Zurich'));
    expect(normalizePlaceName('São Paulo')).toBe('sao paulo');
    expect(normalizePlaceName('Tórshavn')).toBe('torshavn');
  });

  it('spells letters that have no separate accent the way people type them', () => {
    expect(normalizePlaceName('Großräschen')).toBe('grossraschen');
    expect(normalizePlaceName('Sørvágur')).toBe('sorvagur');
    expect(normalizePlaceName('Łódź')).toBe('lodz');
  });

  it('turns punctuation into single spaces and trims the ends', () => {
    expect(normalizePlaceName('Winston-Salem')).toBe('winston salem');
    expect(normalizePlaceName("  St. John's  ")).toBe('st john s');
    expect(normalizePlaceName('Zürich (Kreis 3) / Alt-Wiedikon')).toBe('zurich kreis 3 alt wiedikon');
  });

  it('leaves nothing of a query without letters or digits', () => {
    expect(normalizePlaceName(' ,.- ')).toBe('');
  });
});
