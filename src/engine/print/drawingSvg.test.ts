import { describe, expect, it } from 'vitest';
import { LABEL_COLOR_HEX } from '../../shared/constants';
import type { DocumentState } from '../../shared/documentState';
import { restoredMap } from '../document/savedDocument';
import { appendCurve, emptySketch } from '../document/sketch';
import { restoredMapView } from '../map/mapMode';
import { toScreen } from '../viewport/viewport';
import { renderDrawingSvg, type DrawingSvgInput } from './drawingSvg';
import { hex } from './svgMarkup';
import { footprintState, knownDrawingState, KNOWN_SETTINGS, KNOWN_STAGE, LONG_HOLE, SQUARE_HOLE } from './testing/knownDrawing';

const PINK = hex(LABEL_COLOR_HEX.pink);
const BLUE = hex(LABEL_COLOR_HEX.blue);

const render = (overrides: Partial<DrawingSvgInput> = {}, state: DocumentState = knownDrawingState()): string =>
  renderDrawingSvg({ state, stage: KNOWN_STAGE, settings: KNOWN_SETTINGS, ...overrides });

/** The texts of the elements of a class's group, in order. */
function textsOf(svg: string, group: string): string[] {
  const start = svg.indexOf(`<g class="${group}">`);
  if (start < 0) return [];
  let depth = 0;
  let end = start;
  for (const match of svg.slice(start).matchAll(/<(\/?)g\b/g)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) {
      end = start + match.index;
      break;
    }
  }
  return [...svg.slice(start, end).matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]!);
}

const outlineStarts = (svg: string): string[] => [...svg.matchAll(/<path d="M ([-\d.]+ [-\d.]+)[^"]*"[^>]*stroke-linecap/g)].map((match) => match[1]!);

describe('renderDrawingSvg', () => {
  it('gives a complete SVG of the stage size, the same text for the same input', () => {
    const svg = render();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="480" height="300" viewBox="0 0 480 300"/);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(render()).toBe(svg);
  });

  it('labels every edge with its length as the screen formats it', () => {
    expect(textsOf(render(), 'length-labels').sort()).toEqual(['3 cm', '3 cm', '6.28 cm', '6.28 cm', '6.28 cm', '6.28 cm', '7 cm', '7 cm']);
  });

  it('follows the imperial settings when the scale is in feet', () => {
    const state = knownDrawingState({ scale: { value: 1.5, text: '1.5', measure: 'ft', lineReady: false, manual: false } });
    const labels = textsOf(render({ settings: { ...KNOWN_SETTINGS, imperial: 'fractions' } }, state), 'length-labels');
    expect(labels).toContain('10 ft 6 in');
    expect(labels).toContain('4 ft 6 in');
  });

  it('shows no length labels when the Labels setting is off, nor on a layer whose labels are hidden', () => {
    expect(render({ settings: { ...KNOWN_SETTINGS, displayLineLength: false } })).not.toContain('length-label');
    const state = knownDrawingState();
    const hidden = { ...state, layers: { ...state.layers, list: state.layers.list.map((layer, i) => (i === 1 ? { ...layer, sketch: { ...layer.sketch, labelsVisible: false } } : layer)) } };
    expect(textsOf(render({}, hidden), 'length-labels').sort()).toEqual(['3 cm', '3 cm', '7 cm', '7 cm']);
  });

  it('shows the angles at the size the Angles setting picks, and none when it is off', () => {
    const svg = render();
    expect(textsOf(svg, 'angles')).toEqual(['90.0°', '90.0°', '90.0°', '90.0°']);
    expect(svg).toMatch(/<text[^>]*font-size="12"[^>]*>90\.0°/);
    expect(render({ settings: { ...KNOWN_SETTINGS, displayAngles: 4 } })).toMatch(/<text[^>]*font-size="14"[^>]*>90\.0°/);
    expect(render({ settings: { ...KNOWN_SETTINGS, displayAngles: 1 } })).not.toContain('°');
  });

  it('escapes a note’s text and draws its box and arrow', () => {
    const svg = render();
    expect(svg).not.toContain('<door>');
    expect(textsOf(svg, 'notes').join(' ')).toBe('Shed &lt;door&gt; &amp; &quot;gate&quot;');
    expect(svg).toMatch(/<g class="notes"><g class="note"><line [^>]*\/><polygon [^>]*\/><rect /);
  });

  it('numbers each drawn layer on a badge in its colour', () => {
    const svg = render();
    expect(textsOf(svg, 'badges')).toEqual(['1', '2']);
    expect(svg).toContain(`<circle cx="97.5" cy="157.5" r="9" fill="${PINK}"`);
  });

  it('draws each shown layer in its colour: a closed one filled lightly, a circle with arcs', () => {
    const svg = render();
    expect(svg).toContain(`<path d="M 45 135 L 150 135 L 150 180 L 45 180 L 45 135 Z" fill="${PINK}" fill-opacity="0.12" stroke="${PINK}" stroke-width="2"`);
    expect(svg).toMatch(new RegExp(`<path d="M [^"]* A 60 60 0 0 [01] [^"]*Z" fill="${BLUE}"`));
    expect(render({ settings: { ...KNOWN_SETTINGS, lineWeight: 4 } })).toContain(`stroke="${PINK}" stroke-width="4"`);
  });

  it('draws a footprint with a cutout as one path, the hole a subpath filled even-odd and stroked like the outline', () => {
    const svg = render({}, footprintState());
    // The 10 × 6 squares footprint from the origin, its 2 × 2 hole at (2, 2) squares.
    expect(svg).toContain(
      `<path d="M 0 0 L 150 0 L 150 90 L 0 90 L 0 0 Z M 30 30 L 60 30 L 60 60 L 30 60 Z" fill="${BLUE}" fill-opacity="0.12" fill-rule="evenodd" stroke="${BLUE}" stroke-width="2"`,
    );
    // The rectangle, without cutouts, keeps the default fill rule.
    expect(svg).toContain(`<path d="M 45 135 L 150 135 L 150 180 L 45 180 L 45 135 Z" fill="${PINK}" fill-opacity="0.12" stroke="${PINK}"`);
    expect(render({}, footprintState([SQUARE_HOLE, LONG_HOLE]))).toContain('L 30 60 Z M 90 30 L 105 30 L 105 75 L 90 75 Z" fill=');
  });

  it('writes the perimeter with cutouts beside the perimeter when a layer has cutouts, its area less the holes', () => {
    expect(textsOf(render({}, footprintState()), 'results')).toEqual([
      'Results', 'Perimeter', 'Perimeter with cutouts', 'Area',
      'Layer 1', '20 cm', '', '21 cm²',
      'Layer 2', '32 cm', '40 cm', '56 cm²',
      'Total', '52 cm', '', '77 cm²',
    ]);
  });

  it('draws a freehand curve as cubic Béziers, its area approximate in the results', () => {
    const state = knownDrawingState();
    const curve = appendCurve(emptySketch(), [{ x: 300, y: 150 }, { x: 360, y: 160 }, { x: 350, y: 230 }, { x: 290, y: 220 }, { x: 300, y: 150 }], true);
    const [first, second] = state.layers.list;
    const curved = { ...state, layers: { ...state.layers, list: [first!, { ...second!, sketch: curve }] } };
    const svg = render({}, curved);
    expect(svg).toMatch(new RegExp(`<path d="M 300 150 C [^"]*Z" fill="${BLUE}"`));
    const results = textsOf(svg, 'results');
    expect(results[results.indexOf('Layer 2') + 2]).toMatch(/^~\d/);
  });

  it('draws through the saved zoom and offset as the screen does', () => {
    const state = knownDrawingState({ zoom: 2, offset: { x: -30, y: 10 } });
    expect(outlineStarts(render({}, state))[0]).toBe(`${45 * 2 - 30} ${135 * 2 + 10}`);
    expect(textsOf(render({}, state), 'length-labels')).toContain('7 cm');
  });

  it('shows what the screen shows: the current layer alone outside all-layers mode', () => {
    const state = knownDrawingState();
    const single = { ...state, layers: { ...state.layers, showAllLayers: false, currentIndex: 1 } };
    const svg = render({}, single);
    expect(svg).not.toContain(`stroke="${PINK}"`);
    expect(textsOf(svg, 'badges')).toEqual(['2']);
    expect(textsOf(svg, 'notes')).toEqual([]);
  });

  it('draws one layer alone when asked, for the per-layer export', () => {
    const svg = render({ layer: 1 });
    expect(svg).toContain(`stroke="${BLUE}"`);
    expect(svg).not.toContain(`stroke="${PINK}"`);
    expect(textsOf(svg, 'length-labels')).toEqual(['6.28 cm', '6.28 cm', '6.28 cm', '6.28 cm']);
    expect(textsOf(svg, 'results')).not.toContain('Total');
    expect(render({ layer: 7 })).not.toContain('stroke-linecap');
  });

  it('writes the legend and the results, with totals in all-layers mode, unless told not to', () => {
    const texts = textsOf(render(), 'results');
    expect(texts).toEqual(['Results', 'Perimeter', 'Area', 'Layer 1', '20 cm', '21 cm²', 'Layer 2', '25.13 cm', '50.27 cm²', 'Total', '45.13 cm', '71.27 cm²']);
    expect(render()).toContain(`class="swatch" x="`);
    expect(render({ results: false })).not.toContain('class="results"');
  });

  it('paints the white page first unless the caller paints its own background', () => {
    expect(render()).toContain('<rect width="480" height="300" fill="#ffffff"/><g class="grid"');
    expect(render({ page: false })).not.toContain('<rect width="480" height="300" fill="#ffffff"/>');
  });

  it('draws the grid off the map, at the Grid setting’s opacity', () => {
    expect(render()).toContain('<g class="grid" opacity="1">');
    expect(render({ settings: { ...KNOWN_SETTINGS, gridTransparency: 3 } })).toContain('<g class="grid" opacity="0.5">');
  });

  it('puts the image background where the image lies through the view, its href escaped, only when given and displayed', () => {
    const image = { url: '/api/uploads/a.png', file: 'plan.png', position: { x: 10, y: 20 }, originSizes: { width: 100, height: 50 }, realSizes: { width: 200, height: 100 }, ratio: 2, display: true };
    const state = knownDrawingState({ image, zoom: 2, offset: { x: 5, y: 0 } });
    const svg = render({ backgroundHref: 'data:image/png;base64,AAAA&"' }, state);
    expect(svg).toContain('<image href="data:image/png;base64,AAAA&amp;&quot;" x="25" y="40" width="400" height="200" preserveAspectRatio="none"/>');
    expect(svg.indexOf('<image')).toBeLessThan(svg.indexOf('class="grid"'));
    expect(render({}, state)).not.toContain('<image');
    expect(render({ backgroundHref: 'data:image/png;base64,AAAA' }, { ...state, image: { ...image, display: false } })).not.toContain('<image');
  });

  it('on the map draws through the saved camera’s view, the snapshot filling the stage and no grid', () => {
    const map = { visible: true, zoom: 19, center: { lat: 51.5, lng: -0.12 }, type: 'map' as const, maxZoom: 20, pan: false, movePoint: null, frame: { origin: { lat: 51.5001, lng: -0.1201 }, zoom: 18 }, areaUnit: 'm²' as const };
    const state = knownDrawingState({ map });
    const svg = render({ backgroundHref: 'data:image/png;base64,AAAA' }, state);
    const view = restoredMapView(restoredMap(map), map, KNOWN_STAGE);
    const corner = toScreen(view, { x: 45, y: 135 });
    expect(outlineStarts(svg)[0]).toBe(`${Math.round(corner.x * 100) / 100} ${Math.round(corner.y * 100) / 100}`);
    expect(svg).toContain('<image href="data:image/png;base64,AAAA" x="0" y="0" width="480" height="300"');
    expect(svg).not.toContain('class="grid"');
    expect(textsOf(svg, 'results')[0]).toBe('Results (geodesic, WGS84)');
  });

  it('draws a wand mask’s regions in the layer’s colour', () => {
    const state = knownDrawingState();
    const [first, second] = state.layers.list;
    const mask = {
      seed: { x: 0, y: 0 }, operation: 'select' as const, base: null, tolerance: 15, blur: 0, compoundShapes: false,
      bounds: { x: 0, y: 0, width: 10, height: 10 }, data: 'm1', previewPath: [], areaPx: 50, enclosedAreaPx: 50, regionCutouts: [], regions: [[{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }]],
    };
    const masked = { ...state, layers: { ...state.layers, list: [{ ...first!, sketch: { ...first!.sketch, mask } }, second!] } };
    expect(render({}, masked)).toContain(`<path d="M 0 0 L 10 0 L 10 10 Z" fill="${PINK}" fill-opacity="0.3" fill-rule="evenodd"`);
  });

  it('leaves the holes a wand selection keeps as cutouts out of its fill', () => {
    const state = knownDrawingState();
    const [first, second] = state.layers.list;
    const hole = [{ x: 4, y: 4 }, { x: 6, y: 4 }, { x: 6, y: 6 }];
    const mask = {
      seed: { x: 0, y: 0 }, operation: 'select' as const, base: null, tolerance: 15, blur: 0, compoundShapes: true,
      bounds: { x: 0, y: 0, width: 10, height: 10 }, data: 'm1', previewPath: [], areaPx: 48, enclosedAreaPx: 48,
      regions: [[{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }]], regionCutouts: [[hole]],
    };
    const masked = { ...state, layers: { ...state.layers, list: [{ ...first!, sketch: { ...first!.sketch, mask } }, second!] } };
    expect(render({}, masked)).toContain(`<path d="M 0 0 L 10 0 L 10 10 L 0 10 Z M 4 4 L 6 4 L 6 6 Z" fill="${PINK}" fill-opacity="0.3" fill-rule="evenodd"`);
  });
});
