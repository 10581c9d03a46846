import { describe, expect, it } from 'vitest';
import { drawingBytesOf } from './printBodyParser';

describe('drawingBytesOf', () => {
  it('counts everything but the value of the background', () => {
    const body = JSON.stringify({ state: { layers: [1, 2, 3] }, background: `data:image/png;base64,${'A'.repeat(1000)}`, fileName: 'Plot' });
    expect(drawingBytesOf(body)).toBe(body.length - 1000 - 'data:image/png;base64,'.length);
  });

  it('counts the whole body without a background, and a background a quote never ends as running to the end', () => {
    const plain = JSON.stringify({ state: { layers: [] } });
    expect(drawingBytesOf(plain)).toBe(plain.length);
    expect(drawingBytesOf('{"state":1,"background":"data:image/png;base64,AAAA')).toBe('{"state":1,"background":"'.length);
  });

  it('cannot be fooled by the word inside a string: its quotes are escaped there', () => {
    const body = JSON.stringify({ state: { name: '"background":"data:image/png;base64,' + 'A'.repeat(500) }, fileName: 'Plot' });
    expect(drawingBytesOf(body)).toBe(body.length);
  });
});
