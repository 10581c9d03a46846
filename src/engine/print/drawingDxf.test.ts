import { describe, expect, it } from 'vitest';
import { emptySketch } from '../document/sketch';
import { drawingDxf, dxfLayerName } from './drawingDxf';
import { drawingOf, rectangleSketch, circleSketch } from './testing/knownDrawing';

/** The DXF's group code / value pairs. */
function pairsOf(dxf: string): [number, string][] {
  const lines = dxf.split('\r\n');
  const pairs: [number, string][] = [];
  for (let i = 0; i + 1 < lines.length; i += 2) pairs.push([Number(lines[i]), lines[i + 1]!]);
  return pairs;
}

describe('drawingDxf', () => {
  it('has a header with the units, a layer for every drawing layer, and an entity for each drawn one', () => {
    const dxf = drawingDxf(drawingOf([rectangleSketch(), emptySketch(), circleSketch()], 1, 'in'));
    const pairs = pairsOf(dxf);
    expect(pairs.slice(0, 8)).toEqual([[0, 'SECTION'], [2, 'HEADER'], [9, '$ACADVER'], [1, 'AC1015'], [9, '$INSUNITS'], [70, '1'], [0, 'ENDSEC'], [0, 'SECTION']]);
    const layerNames = pairs.filter(([code], i) => code === 2 && pairs[i - 1]?.[1] === 'LAYER' && pairs[i - 1]?.[0] === 0).map(([, name]) => name);
    expect(layerNames).toEqual(['LAYER_1', 'LAYER_2', 'LAYER_3']);
    const entities = pairs.filter(([code, value]) => code === 0 && (value === 'LWPOLYLINE' || value === 'CIRCLE')).map(([, value]) => value);
    expect(entities).toEqual(['LWPOLYLINE', 'CIRCLE']);
    expect(dxf.endsWith('0\r\nEOF\r\n')).toBe(true);
  });

  it('writes coordinates in the scale unit with y up and no negative zero', () => {
    const pairs = pairsOf(drawingDxf(drawingOf([rectangleSketch()], 2, 'm')));
    const xs = pairs.filter(([code]) => code === 10).map(([, value]) => value);
    const ys = pairs.filter(([code]) => code === 20).map(([, value]) => value);
    // Corners (1, 1) to (8, 4) squares at 2 m a square.
    expect(xs).toEqual(['2', '16', '16', '2']);
    expect(ys).toEqual(['-2', '-2', '-8', '-8']);
    expect(pairs.some(([, value]) => value === '-0')).toBe(false);
  });

  it('names layers by their number', () => {
    expect(dxfLayerName(12)).toBe('LAYER_12');
  });
});
