import { describe, expect, it } from 'vitest';
import { cleanLayerName, copiedLayerName, LAYER_NAME_MAX, layerName, layerNameSchema } from './layerName';

describe('layerName', () => {
  it('gives a layer without a name "Layer N" by its place in the list, 1-based', () => {
    expect(layerName({}, 0)).toBe('Layer 1');
    expect(layerName({ name: undefined }, 6)).toBe('Layer 7');
  });

  it('gives a named layer its own name, wherever it sits', () => {
    expect(layerName({ name: 'Kitchen' }, 0)).toBe('Kitchen');
    expect(layerName({ name: 'Room 3' }, 11)).toBe('Room 3');
  });
});

describe('cleanLayerName', () => {
  it('trims a typed name and keeps what is inside it, accents and other scripts among it', () => {
    expect(cleanLayerName('  Living room ')).toBe('Living room');
    expect(cleanLayerName('Küche 北 🙂')).toBe('Küche 北 🙂');
  });

  it('gives null for a name of nothing but spaces, so the layer goes back to "Layer N"', () => {
    expect(cleanLayerName('')).toBeNull();
    expect(cleanLayerName('   \t ')).toBeNull();
  });

  it('takes out control and bidi-override characters a paste may carry', () => {
    expect(cleanLayerName('Ann\u202Egpj.exe')).toBe('Anngpj.exe');
    expect(cleanLayerName('two\nlines')).toBe('twolines');
    expect(cleanLayerName('\u0000\u009b')).toBeNull();
  });

  it('cuts a long name to the limit, never through a surrogate pair', () => {
    expect(cleanLayerName('x'.repeat(80))).toBe('x'.repeat(LAYER_NAME_MAX));
    const emoji = `${'x'.repeat(LAYER_NAME_MAX - 1)}🙂`;
    expect(cleanLayerName(emoji)).toBe('x'.repeat(LAYER_NAME_MAX - 1));
  });

  it('gives only names the saved document takes', () => {
    for (const typed of ['Kitchen', ' a ', 'x'.repeat(100), 'Ann\u202Egpj', `${'y'.repeat(59)} z`]) {
      const name = cleanLayerName(typed);
      expect(layerNameSchema.safeParse(name).data, typed).toBe(name);
    }
  });
});

describe('copiedLayerName', () => {
  it('names a copy after its layer, shortened to fit the limit', () => {
    expect(copiedLayerName('Kitchen')).toBe('Kitchen (copy)');
    const long = copiedLayerName('x'.repeat(LAYER_NAME_MAX));
    expect(long).toHaveLength(LAYER_NAME_MAX);
    expect(long.endsWith('x (copy)')).toBe(true);
    expect(layerNameSchema.safeParse(long).success).toBe(true);
  });
});
