import { describe, expect, it } from 'vitest';
import { dxfLayerNames, dxfName } from './dxfLayerNames';

describe('dxfLayerNames', () => {
  it('keeps LAYER_<n> for layers without a name, and a plain name as it is', () => {
    expect(dxfLayerNames([{}, { name: 'Room 2' }, {}, { name: 'Kitchen-1 (east) #2' }])).toEqual(['LAYER_1', 'Room 2', 'LAYER_3', 'Kitchen-1 (east) #2']);
  });

  it('writes "_" for each character AutoCAD refuses in a layer name', () => {
    expect(dxfName('a<b>c/d\\e"f:g;h?i*j|k=l,m`n')).toBe('a_b_c_d_e_f_g_h_i_j_k_l_m_n');
  });

  it('writes a character beyond ASCII as \\U+XXXX, and one beyond the BMP as "_"', () => {
    expect(dxfName('Küche')).toBe('K\\U+00FCche');
    expect(dxfName('北')).toBe('\\U+5317');
    expect(dxfName('Den 🙂')).toBe('Den _');
    // What is written is printable ASCII, which the file's code page reads alike.
    for (const name of dxfLayerNames([{ name: 'Küche 北 🙂 a<b' }])) expect(name).toMatch(/^[\x20-\x7e]+$/);
  });

  it('makes names unique regardless of case, by the layer\'s number', () => {
    expect(dxfLayerNames([{ name: 'Kitchen' }, { name: 'KITCHEN' }, { name: 'kitchen' }])).toEqual(['Kitchen', 'KITCHEN (2)', 'kitchen (3)']);
    // Names that only their refused characters told apart.
    expect(dxfLayerNames([{ name: 'a/b' }, { name: 'a:b' }])).toEqual(['a_b', 'a_b (2)']);
    expect(dxfLayerNames([{ name: 'Hall' }, { name: 'Hall (2)' }, { name: 'Hall' }])).toEqual(['Hall', 'Hall (2)', 'Hall (3)']);
    expect(dxfLayerNames([{ name: 'Hall (3)' }, { name: 'Hall' }, { name: 'Hall' }])).toEqual(['Hall (3)', 'Hall', 'Hall (3.2)']);
  });

  it('leaves LAYER_<n> to the unnamed layer n, and "0" and "Defpoints" to what DXF means by them', () => {
    expect(dxfLayerNames([{ name: 'layer_2' }, {}])).toEqual(['layer_2 (1)', 'LAYER_2']);
    expect(dxfLayerNames([{ name: '0' }, { name: 'Defpoints' }])).toEqual(['0 (1)', 'Defpoints (2)']);
  });
});
