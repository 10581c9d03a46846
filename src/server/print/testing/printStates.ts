/**
 * Print requests for the print routes' tests: the square plot (a closed 300 px square under a
 * known-length scale) on one, two or three layers, and PNG backgrounds of one colour made with
 * resvg.
 */
import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import type { DocumentState } from '../../../shared/documentState';
import { DEFAULT_INCH_FRACTION } from '../../../shared/format';
import type { PrintRequestInput, PrintSettings } from '../../../shared/print';
import type { Layer } from '../../../shared/schemas';
import { EMPTY_SKETCH } from '../../../shared/testing/documentStates';
import type { DecodedPng } from '../../uploads/testing/readPng';

export const SQUARE_PLOT = JSON.parse(readFileSync(new URL('../../../shared/testing/squarePlotState.json', import.meta.url), 'utf8')) as {
  state: DocumentState;
  results: { perimeter: number; area: number };
};

export const PRINT_SETTINGS: PrintSettings = {
  displayLineLength: true,
  displayAngles: 2,
  gridTransparency: 1,
  lineWeight: 2,
  imperial: 'decimals',
  inchFraction: DEFAULT_INCH_FRACTION,
  showUncertainty: true,
};

const squareLayer = SQUARE_PLOT.state.layers.list[0]!;

/** The square moved by `dx`, `dy` on a layer of id `id`. */
export function squareLayerAt(id: number, dx: number, dy: number): Layer {
  const move = <P extends { x: number; y: number }>(point: P): P => ({ ...point, x: point.x + dx, y: point.y + dy });
  const sketch = {
    ...squareLayer.sketch,
    controlPoints: squareLayer.sketch.controlPoints.map(move),
    lines: squareLayer.sketch.lines.map((line) => ({ ...line, points: line.points.map(move) })),
  };
  return { ...squareLayer, id, sketch, history: { entries: [sketch], currentPosition: 0 } };
}

export const emptyLayer = (id: number): Layer =>
  ({ id, color: 'green', sketch: EMPTY_SKETCH, notes: [], history: { entries: [EMPTY_SKETCH], currentPosition: 0 }, visible: true, pinned: false }) as Layer;

/** The square plot with `layers` in place of its one layer. */
export const stateWith = (layers: Layer[], showAllLayers = true): DocumentState => ({
  ...SQUARE_PLOT.state,
  layers: { showAllLayers, currentIndex: 0, list: layers },
});

/** The square plot over an image at `url`, drawn `width` × `height` from the top left corner. */
export const stateOverImage = (url: string, width: number, height: number): DocumentState => ({
  ...SQUARE_PLOT.state,
  image: { url, file: 'plan.png', position: { x: 0, y: 0 }, originSizes: { width, height }, realSizes: { width, height }, ratio: 1, display: true },
});

/** A print body of the square plot on a 600 × 500 stage. */
export function printBody(overrides: Partial<PrintRequestInput> = {}): PrintRequestInput {
  return { state: SQUARE_PLOT.state, stage: { width: 600, height: 500 }, pixelRatio: 1, settings: PRINT_SETTINGS, ...overrides };
}

/** A `width` × `height` PNG of one colour. */
export function solidPng(width: number, height: number, fill: string): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${fill}"/></svg>`;
  return Buffer.from(new Resvg(svg).render().asPng());
}

export const dataUrlOf = (png: Uint8Array): string => `data:image/png;base64,${Buffer.from(png).toString('base64')}`;

/** The first bytes of a PNG that says it is `width` × `height` (its IHDR), for the render-cost check, which reads only that. */
export function pngHeaderClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.set([8, 6, 0, 0, 0], 24);
  return header;
}

/** How many pixels are strongly red: a red background shows through the white page. */
export function redPixels(image: DecodedPng): number {
  let count = 0;
  for (let offset = 0; offset < image.pixels.length; offset += 4) {
    if (image.pixels[offset]! > 200 && image.pixels[offset + 1]! < 60 && image.pixels[offset + 2]! < 60) count++;
  }
  return count;
}
