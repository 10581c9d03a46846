import { describe, expect, it } from 'vitest';
import { LABEL_COLOR_HEX } from '../../shared/constants';
import { addCountMarker, setCountSymbol } from '../document/counts';
import { createLayer } from '../document/layer';
import type { ShownLayer } from '../document/shownLayers';
import { emptySketch } from '../document/sketch';
import { createViewport } from '../viewport/viewport';
import { COUNT_MARKER, placedMarkers, symbolShape } from './countMarkers';
import { renderDrawingSvg } from './drawingSvg';
import { countMarkersSvg } from './svgLayers';
import { hex } from './svgMarkup';
import { knownDrawingState, KNOWN_SETTINGS, KNOWN_STAGE } from './testing/knownDrawing';

const viewport = { ...createViewport({ width: 400, height: 300 }), zoom: 2 };

function countLayer(points: [number, number][], symbol: Parameters<typeof setCountSymbol>[1] = 'circle'): ShownLayer {
  let sketch = setCountSymbol(emptySketch(), symbol);
  for (const [x, y] of points) sketch = addCountMarker(sketch, { x, y });
  return { layer: { ...createLayer(1, 'pink'), sketch }, index: 0, current: true };
}

describe('count markers as drawn', () => {
  it('sit on their points on screen, numbered 1..N in the order placed', () => {
    const markers = placedMarkers([countLayer([[10, 10], [50, 20], [30, 40]])], viewport);
    expect(markers.map((marker) => marker.number)).toEqual([1, 2, 3]);
    expect(markers.map((marker) => marker.at)).toEqual([{ x: 20, y: 20 }, { x: 100, y: 40 }, { x: 60, y: 80 }]);
    // The number starts right of the symbol.
    expect(markers[0]!.label.x).toBeGreaterThan(20 + COUNT_MARKER.radius);
  });

  it('take the layer\'s symbol: a circle, a square, a triangle or a cross', () => {
    expect(symbolShape('circle')).toEqual({ kind: 'circle', radius: COUNT_MARKER.radius });
    expect(symbolShape('square', 5)).toMatchObject({ kind: 'polygon', points: [{ x: -5, y: -5 }, { x: 5, y: -5 }, { x: 5, y: 5 }, { x: -5, y: 5 }] });
    expect(symbolShape('triangle')).toMatchObject({ kind: 'polygon' });
    expect(symbolShape('cross')).toMatchObject({ kind: 'segments', segments: [[{ x: -7, y: -7 }, { x: 7, y: 7 }], [{ x: -7, y: 7 }, { x: 7, y: -7 }]] });
  });

  it('print as SVG: each symbol in the layer\'s colour with its number', () => {
    const svg = countMarkersSvg([countLayer([[10, 10], [50, 20]], 'square')], viewport);
    expect(svg.match(/<g class="count-marker">/g)).toHaveLength(2);
    expect(svg.match(/<polygon points="13,13 27,13 27,27 13,27"/)).not.toBeNull();
    expect([...svg.matchAll(/<text[^>]*>(\d+)<\/text>/g)].map((match) => match[1])).toEqual(['1', '2']);
    expect(svg).toContain(`stroke="${hex(LABEL_COLOR_HEX.pink)}"`);
    expect(countMarkersSvg([countLayer([])], viewport)).toBe('<g class="count-markers"></g>');
  });

  it('appear in the printed drawing, and the results block gives their count', () => {
    const state = knownDrawingState();
    const counts = countLayer([[40, 40], [60, 40], [80, 40]], 'cross').layer;
    const counted = { ...state, layers: { ...state.layers, list: [...state.layers.list, { ...counts, id: 3 }] } };
    const svg = renderDrawingSvg({ state: counted, stage: KNOWN_STAGE, settings: KNOWN_SETTINGS });
    expect(svg.match(/<g class="count-marker">/g)).toHaveLength(3);
    expect(svg).toContain('>Layer 3</text>');
    expect(svg).toContain('>Count: 3</text>');
    // The totals are the measured layers' alone: the rectangle's 20 cm and the circle's 8π cm.
    expect(svg).toContain('>45.13 cm</text>');
  });
});
