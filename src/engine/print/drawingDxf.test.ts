import { describe, expect, it } from 'vitest';
import { emptySketch } from '../document/sketch';
import { drawingDxf } from './drawingDxf';
import { dxfLayerName } from './dxfLayerNames';
import { circleSketch, drawingOf, footprintSketch, LONG_HOLE, rectangleSketch, SQUARE_HOLE, squares } from './testing/knownDrawing';

/** The DXF's group code / value pairs. */
function pairsOf(dxf: string): [number, string][] {
  const lines = dxf.split('\r\n');
  const pairs: [number, string][] = [];
  for (let i = 0; i + 1 < lines.length; i += 2) pairs.push([Number(lines[i]), lines[i + 1]!]);
  return pairs;
}

interface Entity {
  readonly kind: string;
  readonly layer: string;
  /** An LWPOLYLINE's flag 70, "1" when closed. */
  readonly closed: string | undefined;
  readonly xs: string[];
  readonly ys: string[];
}

/** The ENTITIES section's entities, each with its layer, closed flag and vertices. */
function entitiesOf(pairs: readonly [number, string][]): Entity[] {
  const start = pairs.findIndex(([code, value], i) => code === 2 && value === 'ENTITIES' && pairs[i - 1]?.[1] === 'SECTION');
  const entities: { kind: string; layer: string; closed: string | undefined; xs: string[]; ys: string[] }[] = [];
  for (const [code, value] of pairs.slice(start + 1)) {
    if (code === 0) {
      if (value === 'ENDSEC') break;
      entities.push({ kind: value, layer: '', closed: undefined, xs: [], ys: [] });
      continue;
    }
    const entity = entities.at(-1)!;
    if (code === 8) entity.layer = value;
    else if (code === 70) entity.closed = value;
    else if (code === 10) entity.xs.push(value);
    else if (code === 20) entity.ys.push(value);
  }
  return entities;
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

  it('writes each cutout as a closed polyline of its own on its layer, after the outline', () => {
    const pairs = pairsOf(drawingDxf(drawingOf([rectangleSketch(), footprintSketch([SQUARE_HOLE, LONG_HOLE])], 2, 'm')));
    const entities = entitiesOf(pairs);
    expect(entities.map((entity) => [entity.layer, entity.closed, entity.xs.length])).toEqual([
      ['LAYER_1', '1', 4],
      ['LAYER_2', '1', 4],
      ['LAYER_2', '1', 4],
      ['LAYER_2', '1', 4],
    ]);
    // The 2 × 2 hole at (2, 2) squares and the 1 × 3 one at (6, 2), at 2 m a square, y up.
    expect(entities[2]).toMatchObject({ xs: ['4', '8', '8', '4'], ys: ['-4', '-4', '-8', '-8'] });
    expect(entities[3]).toMatchObject({ xs: ['12', '14', '14', '12'], ys: ['-4', '-4', '-10', '-10'] });
  });

  it('gives a circle with a cutout its CIRCLE and the hole\'s polyline', () => {
    const circle = circleSketch();
    const hole = [squares(13, 5), squares(15, 5), squares(15, 7), squares(13, 7)];
    const entities = entitiesOf(pairsOf(drawingDxf(drawingOf([{ ...circle, cutouts: [hole] }]))));
    expect(entities.map((entity) => [entity.kind, entity.layer])).toEqual([['CIRCLE', 'LAYER_1'], ['LWPOLYLINE', 'LAYER_1']]);
  });

  it('writes each count marker as a POINT where it was placed and its number as TEXT, on its layer', () => {
    const counted = { ...emptySketch(), count: { symbol: 'cross' as const, markers: [{ x: 30, y: 45 }, { x: 60, y: 15 }] } };
    const pairs = pairsOf(drawingDxf(drawingOf([rectangleSketch(), counted], 2, 'm')));
    const entities = entitiesOf(pairs).filter((entity) => entity.layer === 'LAYER_2');
    // (30, 45) px is (2, 3) squares at 2 m a square, y up.
    expect(entities.map(({ kind, xs, ys }) => [kind, xs[0], ys[0]])).toEqual([
      ['POINT', '4', '-6'],
      ['TEXT', expect.any(String), expect.any(String)],
      ['POINT', '8', '-2'],
      ['TEXT', expect.any(String), expect.any(String)],
    ]);
    const texts = pairs.filter(([code], i) => code === 1 && pairs.slice(0, i).reverse().find(([c]) => c === 0)?.[1] === 'TEXT').map(([, value]) => value);
    expect(texts).toEqual(['1', '2']);
  });

  it('names layers by their number', () => {
    expect(dxfLayerName(12)).toBe('LAYER_12');
  });

  it('names a named layer\'s DXF layer after it, in the layer table and on its entities', () => {
    const drawing = drawingOf([rectangleSketch(), circleSketch()]);
    const named = { ...drawing, layers: [{ ...drawing.layers[0]!, name: 'Room 1' }, drawing.layers[1]!] };
    const pairs = pairsOf(drawingDxf(named));
    const layerNames = pairs.filter(([code], i) => code === 2 && pairs[i - 1]?.[1] === 'LAYER' && pairs[i - 1]?.[0] === 0).map(([, name]) => name);
    expect(layerNames).toEqual(['Room 1', 'LAYER_2']);
    expect(entitiesOf(pairs).map((entity) => [entity.kind, entity.layer])).toEqual([['LWPOLYLINE', 'Room 1'], ['CIRCLE', 'LAYER_2']]);
  });
});
