import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSnapIndex } from '../../engine/snap/snapIndex';
import { snapTarget } from '../../engine/snap/snapTarget';
import type { CadPixelMapping } from './cadDrawing';
import { cadSnapSegments } from './cadSegments';
import { FIXTURES } from './cadTestSupport';
import { drawCadSvg } from './drawCadSvg';
import { flattenCad, type FlatDrawing } from './flattenCad';
import { decodeDxfText } from './index';
import { readDxf } from './readDxf';

/** A vertex's pixel by the mapping's own rule: margin + 0.5 + (x − minX)·k across, margin + 0.5 + (maxY − y)·k down. */
const pixelOf = (mapping: CadPixelMapping, x: number, y: number) => ({
  x: mapping.margin + 0.5 + (x - mapping.minX) * mapping.k,
  y: mapping.margin + 0.5 + (mapping.maxY - y) * mapping.k,
});

describe('a CAD drawing as snapping segments in image pixels', () => {
  it("gives each stroke's edges, closing a closed one, and leaves out single points and zero-length edges", () => {
    const mapping: CadPixelMapping = { minX: -10, maxY: 20, k: 2, margin: 20 };
    const drawing: FlatDrawing = {
      strokes: [
        { points: [{ x: -10, y: 20 }, { x: 0, y: 20 }, { x: 0, y: 20 }, { x: 0, y: 10 }], closed: true },
        { points: [{ x: 5, y: 5 }], closed: false },
        { points: [{ x: 5, y: 5 }, { x: 6, y: 5 }], closed: true },
      ],
      fills: [{ loops: [[{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 1 }]], solid: true }],
      texts: [],
    };
    expect(Array.from(cadSnapSegments(drawing, mapping))).toEqual([
      20.5, 20.5, 40.5, 20.5,
      40.5, 20.5, 40.5, 40.5,
      40.5, 40.5, 20.5, 20.5,
      50.5, 50.5, 52.5, 50.5,
    ]);
  });

  it('floorplan.dxf: a wall corner is an endpoint target at exactly the pixel the mapping gives it', () => {
    const model = readDxf(decodeDxfText(readFileSync(`${FIXTURES}/dxf/floorplan.dxf`)));
    const { mapping, width, height } = drawCadSvg(model);
    // The drawing as drawCadSvg flattens it; the walls are straight, so the chord tolerance does not move them.
    const segments = cadSnapSegments(flattenCad(model, 0.05), mapping);
    expect(segments.length / 4).toBeGreaterThan(2000);
    expect(segments.every((value, i) => value >= 0 && value <= (i % 2 === 0 ? width : height))).toBe(true);

    // The inner corner of the house's bottom-left room, 6 in inside the footprint's corner: A-WALL
    // lines 15FB (up the left wall) and 1613 (along the bottom wall) meet at (-642.77…, -6.63…) inches.
    const [up, along] = ['15FB', '1613'].map((handle) => model.entities.find((entity) => entity.handle === handle));
    if (up?.kind !== 'line' || along?.kind !== 'line') throw new Error('expected the A-WALL lines 15FB and 1613');
    expect([up.layer, along.layer]).toEqual(['xref-Bishop-Overland-08$0$A-WALL', 'xref-Bishop-Overland-08$0$A-WALL']);
    const shared = [up.start, up.end].find((end) => [along.start, along.end].some((other) => other.x === end.x && other.y === end.y));
    expect(shared && [shared.x, shared.y]).toEqual([-642.7729260275802, -6.63286823843623]);
    const corner = pixelOf(mapping, shared!.x, shared!.y);
    const index = buildSnapIndex(segments);
    for (const [dx, dy] of [[1.5, 1.5], [-1.5, 1.5], [1.5, -1.5], [-1.5, -1.5]] as const) {
      const found = snapTarget(index, { x: corner.x + dx, y: corner.y + dy }, 10);
      expect(found && { kind: found.kind, point: found.point }).toEqual({ kind: 'endpoint', point: corner });
    }
  });
});
