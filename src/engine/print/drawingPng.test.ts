/**
 * The known drawing drawn with resvg, as the server draws a print, against the committed
 * reference PNG (made by `npm run print:reference` from this renderer). Fonts come from the
 * repository (fonts/), not the machine, so the pixels do not depend on what is installed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderDrawingSvg } from './drawingSvg';
import type { DocumentState } from '../../shared/documentState';
import { footprintState, knownDrawingState, KNOWN_SETTINGS, KNOWN_STAGE } from './testing/knownDrawing';
import { darkPixels, decodePng, differentPixels, rasterizePng, type Raster } from './testing/printRaster';
import { knownDrawingSvg, PRINT_REFERENCE_PNG } from './testing/writePrintReference';

/** A channel may differ this much (anti-aliasing of another resvg build)… */
const CHANNEL_TOLERANCE = 16;
/** …and this share of the pixels may differ more. */
const PIXEL_TOLERANCE = 0.002;

const reference = (): Raster => decodePng(readFileSync(PRINT_REFERENCE_PNG));
const rasterOf = (svg: string): Raster => decodePng(rasterizePng(svg));
const allowed = KNOWN_STAGE.width * KNOWN_STAGE.height * PIXEL_TOLERANCE;

/** The boxes of the length labels whose text is `text`, read from the SVG. */
function labelBoxes(svg: string, text: string): { x: number; y: number; width: number; height: number }[] {
  const pattern = /<g class="length-label"><rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"[^>]*\/><text[^>]*>([^<]*)<\/text><\/g>/g;
  return [...svg.matchAll(pattern)].filter((match) => match[5] === text).map((match) => ({ x: +match[1]!, y: +match[2]!, width: +match[3]!, height: +match[4]! }));
}

describe('the printed known drawing', () => {
  it('matches the reference PNG within a small tolerance', () => {
    const drawn = rasterOf(knownDrawingSvg());
    expect({ width: drawn.width, height: drawn.height }).toEqual(KNOWN_STAGE);
    expect(differentPixels(drawn, reference(), CHANNEL_TOLERANCE)).toBeLessThanOrEqual(allowed);
  });

  it('would notice a change in what is drawn: heavier lines differ from the reference by several times the tolerance', () => {
    const heavier = renderDrawingSvg({ state: knownDrawingState(), stage: KNOWN_STAGE, settings: { ...KNOWN_SETTINGS, lineWeight: 4 } });
    expect(differentPixels(rasterOf(heavier), reference(), CHANNEL_TOLERANCE)).toBeGreaterThan(4 * allowed);
  });

  it('draws a note of hostile text, control characters and markup included, as text', () => {
    const state = knownDrawingState();
    const [first, second] = state.layers.list;
    const note = { ...first!.notes[0]!, text: '\u0001</text><image href="file:///etc/passwd"/>\u0000' };
    const hostile = { ...state, layers: { ...state.layers, list: [{ ...first!, notes: [note] }, second!] } };
    const svg = renderDrawingSvg({ state: hostile, stage: KNOWN_STAGE, settings: KNOWN_SETTINGS });
    expect(svg).not.toContain('<image');
    expect(rasterOf(svg).width).toBe(KNOWN_STAGE.width);
  });

  it('leaves a cutout unfilled: the page shows through the hole while the rest of the shape is tinted', () => {
    const pixelAt = (raster: Raster, x: number, y: number): number[] => [...raster.pixels.subarray((y * raster.width + x) * 4, (y * raster.width + x) * 4 + 3)];
    const draw = (state: DocumentState): Raster => rasterOf(renderDrawingSvg({ state, stage: KNOWN_STAGE, settings: KNOWN_SETTINGS, layer: 1, results: false }));
    const withHole = draw(footprintState());
    const without = draw(footprintState([]));
    // (52, 52) px lies inside the 2 × 2 hole (30 to 60 px), off the grid lines; (112, 52) px in the footprint beside it.
    expect(pixelAt(withHole, 52, 52)).toEqual([255, 255, 255]);
    expect(pixelAt(without, 52, 52)).not.toEqual([255, 255, 255]);
    expect(pixelAt(withHole, 112, 52)).toEqual(pixelAt(without, 112, 52));
    expect(pixelAt(withHole, 112, 52)).not.toEqual([255, 255, 255]);
  });

  it('shows the length labels: their text is in the SVG and dark text pixels fill their boxes', () => {
    const svg = knownDrawingSvg();
    const drawn = rasterOf(svg);
    const boxes = [...labelBoxes(svg, '7 cm'), ...labelBoxes(svg, '3 cm')];
    expect(boxes).toHaveLength(4);
    // Without labels the same boxes hold far fewer dark pixels (only the note's arrow crosses one).
    const bare = rasterOf(renderDrawingSvg({ state: knownDrawingState(), stage: KNOWN_STAGE, settings: { ...KNOWN_SETTINGS, displayLineLength: false } }));
    for (const box of boxes) expect(darkPixels(drawn, box) - darkPixels(bare, box)).toBeGreaterThan(15);
  });
});
