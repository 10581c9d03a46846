import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CadBlock, CadEntity, CadInsert, CadModel } from './cadModel';
import { FIXTURES } from './cadTestSupport';
import { apply, flattenCad, hatchEdgePoints, MAX_INSERT_DEPTH, MAX_SHAPES, ocsToWorld } from './flattenCad';
import { plainCadText } from './plainCadText';
import { readDxf } from './readDxf';

const model = (entities: CadEntity[], blocks: CadBlock[] = [], hiddenLayers: string[] = []): CadModel => ({
  entities,
  blocks: new Map(blocks.map((b) => [b.name, b])),
  insUnits: 4,
  hiddenLayers: new Set(hiddenLayers),
  dimensions: [],
});

const insert = (block: string, overrides: Partial<CadInsert> = {}): CadInsert => ({
  kind: 'insert',
  block,
  position: { x: 0, y: 0 },
  xScale: 1,
  yScale: 1,
  rotation: 0,
  columns: 1,
  rows: 1,
  columnSpacing: 0,
  rowSpacing: 0,
  ...overrides,
});

const unitLine: CadEntity = { kind: 'line', start: { x: 0, y: 0 }, end: { x: 1, y: 0 } };

describe('block references', () => {
  it('places a block by base point, scale, rotation and position', () => {
    const block: CadBlock = { name: 'B', basePoint: { x: 1, y: 0 }, entities: [unitLine] };
    const drawing = flattenCad(
      model([insert('B', { position: { x: 10, y: 5 }, xScale: 2, yScale: 2, rotation: Math.PI / 2 })], [block]),
      0.01,
    );
    const [start, end] = drawing.strokes[0]!.points;
    // (0,0) − base = (−1,0), scaled (−2,0), turned 90° (0,−2), moved (10,3).
    expect(start!.x).toBeCloseTo(10, 12);
    expect(start!.y).toBeCloseTo(3, 12);
    expect(end!.x).toBeCloseTo(10, 12);
    expect(end!.y).toBeCloseTo(5, 12);
  });

  it('expands nested blocks and arrays', () => {
    const inner: CadBlock = { name: 'inner', basePoint: { x: 0, y: 0 }, entities: [unitLine] };
    const outer: CadBlock = {
      name: 'outer',
      basePoint: { x: 0, y: 0 },
      entities: [insert('inner', { position: { x: 0, y: 1 } }), insert('inner', { position: { x: 0, y: 2 } })],
    };
    const drawing = flattenCad(
      model([insert('outer', { columns: 3, rows: 2, columnSpacing: 10, rowSpacing: 100 })], [inner, outer]),
      0.01,
    );
    expect(drawing.strokes).toHaveLength(12);
    const starts = drawing.strokes.map((s) => `${s.points[0]!.x},${s.points[0]!.y}`);
    expect(starts).toContain('20,102');
  });

  it('stops a block that contains itself at the depth limit', () => {
    const loop: CadBlock = { name: 'loop', basePoint: { x: 0, y: 0 }, entities: [unitLine, insert('loop')] };
    expect(flattenCad(model([insert('loop')], [loop]), 0.01).strokes).toHaveLength(MAX_INSERT_DEPTH);
  });

  it('refuses a drawing that expands past the shape limit, with a clear message', () => {
    const lines: CadEntity[] = Array.from({ length: 1000 }, () => unitLine);
    const block: CadBlock = { name: 'many', basePoint: { x: 0, y: 0 }, entities: lines };
    const huge = model([insert('many', { columns: Math.ceil(MAX_SHAPES / 1000) + 1 })], [block]);
    expect(() => flattenCad(huge, 0.01)).toThrow('The drawing is too large to convert: more than 200,000 shapes');
  });

  it('skips missing blocks and hidden layers', () => {
    const drawing = flattenCad(model([insert('nowhere'), { ...unitLine, layer: 'off' }, unitLine], [], ['off']), 0.01);
    expect(drawing.strokes).toHaveLength(1);
  });
});

describe('object coordinate systems', () => {
  it('mirrors X for the extrusion (0, 0, −1)', () => {
    const m = ocsToWorld({ x: 0, y: 0, z: -1 });
    expect(apply(m, { x: 3, y: 4 })).toEqual({ x: -3, y: 4 });
  });

  it('draws an arc with a downward extrusion mirrored', () => {
    const arc: CadEntity = {
      kind: 'arc',
      center: { x: 5, y: 0 },
      radius: 1,
      startAngle: 0,
      endAngle: Math.PI / 2,
      normal: { x: 0, y: 0, z: -1 },
    };
    const points = flattenCad(model([arc]), 0.001).strokes[0]!.points;
    expect(points[0]!.x).toBeCloseTo(-6, 12);
    expect(points[points.length - 1]!.x).toBeCloseTo(-5, 12);
    expect(points[points.length - 1]!.y).toBeCloseTo(1, 12);
  });

  it('leaves lines in world coordinates whatever their extrusion', () => {
    const line: CadEntity = { ...unitLine, normal: { x: 0, y: 0, z: -1 } } as CadEntity;
    expect(flattenCad(model([line]), 0.01).strokes[0]!.points[1]).toEqual({ x: 1, y: 0 });
  });
});

describe('hatches and text', () => {
  it('runs a clockwise arc edge from −start to −end (its angles are stored mirrored)', () => {
    const edge = { type: 'arc', center: { x: 0, y: 0 }, radius: 1, startAngle: Math.PI / 4, endAngle: Math.PI / 2, ccw: false } as const;
    const points = hatchEdgePoints(edge, 0.001);
    expect(points[0]!.x).toBeCloseTo(Math.SQRT1_2, 12);
    expect(points[0]!.y).toBeCloseTo(-Math.SQRT1_2, 12);
    expect(points[points.length - 1]!.x).toBeCloseTo(0, 12);
    expect(points[points.length - 1]!.y).toBeCloseTo(-1, 12);
    expect(Math.max(...points.map((p) => p.y))).toBeLessThan(0);
  });

  it('joins the edges of api-cw750-details.dxf hatches end to start, clockwise arcs included', () => {
    const model = readDxf(readFileSync(`${FIXTURES}/dxf/api-cw750-details.dxf`, 'latin1'));
    const hatches = [...model.entities, ...[...model.blocks.values()].flatMap((b) => b.entities)].filter(
      (e) => e.kind === 'hatch',
    );
    let clockwiseArcs = 0;
    let joints = 0;
    for (const hatch of hatches) {
      for (const loop of hatch.kind === 'hatch' ? hatch.loops : []) {
        if (loop.type !== 'edges') continue;
        const ends = loop.edges.map((edge) => hatchEdgePoints(edge, 1e-4));
        clockwiseArcs += loop.edges.filter((edge) => edge.type === 'arc' && !edge.ccw).length;
        for (let i = 0; i < ends.length; i++) {
          const end = ends[i]![ends[i]!.length - 1]!;
          const next = ends[(i + 1) % ends.length]![0]!;
          expect(Math.hypot(end.x - next.x, end.y - next.y)).toBeLessThan(1e-6);
          joints++;
        }
      }
    }
    expect(clockwiseArcs).toBeGreaterThan(10);
    expect(joints).toBeGreaterThan(100);
  });

  it('keeps text upright and scaled inside a scaled, turned block', () => {
    const text: CadEntity = {
      kind: 'text',
      position: { x: 1, y: 0 },
      height: 2,
      rotation: 0,
      text: 'A&B',
      anchor: 'start',
      baseline: 'baseline',
    };
    const block: CadBlock = { name: 'T', basePoint: { x: 0, y: 0 }, entities: [text] };
    const placed = flattenCad(model([insert('T', { xScale: 3, yScale: 3, rotation: Math.PI / 2 })], [block]), 0.01)
      .texts[0]!;
    expect(placed.height).toBeCloseTo(6, 12);
    expect(placed.rotation).toBeCloseTo(Math.PI / 2, 12);
    expect(placed.position.x).toBeCloseTo(0, 12);
    expect(placed.position.y).toBeCloseTo(3, 12);
  });
});

describe('plain CAD text', () => {
  it('removes MTEXT formatting and keeps paragraphs, fractions and symbols', () => {
    expect(plainCadText('{\\fArial|b1|i0|c0|p34;Room\\P}\\H2.5x;12\\S1^2; m²')).toBe('Room\n121/2 m²');
    expect(plainCadText('%%c50 %%d %%p0.1 100%%%')).toBe('⌀50 ° ±0.1 100%');
    expect(plainCadText('\\U+00C4rger \\Lunder\\l a\\~b \\\\ \\{x\\}')).toBe('Ärger under a b \\ {x}');
  });
});
