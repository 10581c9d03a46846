/**
 * Issue 37's case: on the real DXF house (../shared/fixtures/dxf/floorplan.dxf) one click of the
 * wand on a room selected the whole flat. The house is rendered as an upload is (the CAD reader's
 * SVG, sanitised, drawn by resvg at its own size: server/uploads/convertUpload.ts), placed and
 * scaled as the editor does; the file declares millimetres but is drawn in inches (its 58'-0" wall
 * spans 696 units), so the scale is fixed by hand to inches, as the person in the issue did. Then
 * the wand's fill, with the options a click runs with, from three rooms with "Close gaps up to
 * 1 m" off and on.
 */
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDocument, type DrawingDocument } from '../../src/engine/document/drawingDocument';
import { placeImage, replaceImage, scaleFromImageUnits } from '../../src/engine/document/image';
import { DEFAULT_WAND_SETTINGS, wandOptionsFor } from '../../src/engine/instruments/magicWand/wandSettings';
import { maskStride, type BitMask, type KernelSet, type Pixel, type PixelBounds } from '../../src/engine/kernels/kernelTypes';
import { loadWasmKernels } from '../../src/engine/kernels/loadKernels';
import { decodeDxfText, dxfToSvg } from '../../src/server/cad/index';
import { rasterizeSvg } from '../../src/server/uploads/rasterizeSvg';
import { sanitizeSvg } from '../../src/server/uploads/sanitizeSvg';

const HOUSE = '../shared/fixtures/dxf/floorplan.dxf';

/**
 * Three rooms of the open part of the flat, each a pixel of open floor and the box its walls
 * enclose in the rendered image (2041 × 1638 px at 1.754 px an inch), measured by hand along the
 * rows and columns through the pixel: the hall runs between the bath's and the bedrooms' 4" walls
 * (lines at y 442–450 and 520–528) from the walk-in closet to the dimension line at its mouth; the
 * great room and the dining room are one space, from the top wall (y 160) to the kitchen's
 * counter line; the kitchen lies right of the pantry and utility room, below the 13'-8" dimension
 * line. Each box reaches a few pixels past its walls, for the doorways' passages.
 */
const ROOMS: Record<string, { seed: Pixel; box: PixelBounds }> = {
  hall: { seed: { x: 669, y: 501 }, box: { minX: 370, minY: 440, maxX: 800, maxY: 540 } },
  'great room and dining room': { seed: { x: 1003, y: 384 }, box: { minX: 700, minY: 150, maxX: 1360, maxY: 520 } },
  kitchen: { seed: { x: 1229, y: 568 }, box: { minX: 1120, minY: 480, maxX: 1330, maxY: 670 } },
};

/** The hall's label, 16'3" × 3'4", in square metres. */
const HALL_M2 = (16.25 * 0.3048) * ((3 + 4 / 12) * 0.3048);

const within = (inner: PixelBounds | null, outer: PixelBounds): boolean =>
  inner !== null && inner.minX >= outer.minX && inner.minY >= outer.minY && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY;

const has = (mask: BitMask, { x, y }: Pixel): boolean => ((mask.bits[y * maskStride(mask.width) + (x >> 5)]! >>> (x & 31)) & 1) === 1;

describe('the wand on the real DXF house (issue 37)', () => {
  let kernels: KernelSet;
  let document: DrawingDocument;
  /** Square metres per image pixel at the inch scale. */
  let pixelM2: number;

  beforeAll(async () => {
    const drawing = dxfToSvg(decodeDxfText(new Uint8Array(readFileSync(HOUSE))));
    expect(drawing.declaredUnits).toBe('mm');
    const rendered = rasterizeSvg(sanitizeSvg(drawing.svg), 'original');
    const png = PNG.sync.read(Buffer.from(rendered.png));
    expect([png.width, png.height]).toEqual([2041, 1638]);
    const image = placeImage('/house.png', 'floorplan.dxf', { width: png.width, height: png.height }, { width: 1280, height: 800 });
    const inches = { unit: 'in' as const, unitsPerPixel: drawing.drawingScale!.unitsPerPixel };
    document = replaceImage(createDocument({ measure: 'in', color: 'pink' }), image, scaleFromImageUnits(image, inches), 'imperial');
    pixelM2 = (inches.unitsPerPixel * 0.0254) ** 2;
    kernels = await loadWasmKernels();
    kernels.raster.setImage({ width: png.width, height: png.height, data: png.data });
  });

  /** The wand's fill of a click on `seed`, with Close gaps up to `closeGapsM` metres (0: off). */
  const select = (seed: Pixel, closeGapsM: number): BitMask =>
    kernels.raster.floodFill(seed, wandOptionsFor(document, { ...DEFAULT_WAND_SETTINGS, closeGapsM }));
  const seeds = Object.values(ROOMS).map(({ seed }) => seed);

  it('without Close gaps, a click on any of three rooms selects the open flat, all three rooms, 45 m² and more', () => {
    for (const seed of seeds) {
      const flat = select(seed, 0);
      expect(seeds.every((other) => has(flat, other))).toBe(true);
      expect(kernels.raster.area(flat) * pixelM2).toBeGreaterThan(45);
    }
  });

  it('with Close gaps up to 1 m, each click selects its own room only, inside its walls', () => {
    const flat = kernels.raster.area(select(ROOMS.hall!.seed, 0));
    for (const [name, { seed, box }] of Object.entries(ROOMS)) {
      const room = select(seed, 1);
      const reached = Object.keys(ROOMS).filter((other) => has(room, ROOMS[other]!.seed));
      expect({ name, reached, inside: within(kernels.raster.bounds(room), box) }).toEqual({ name, reached: [name], inside: true });
      expect(kernels.raster.area(room)).toBeLessThan(0.8 * flat);
    }
    // The hall, a corridor no wider than the gap, is its own room: within 10 % of its label's area.
    const hall = kernels.raster.area(select(ROOMS.hall!.seed, 1)) * pixelM2;
    expect(Math.abs(hall - HALL_M2) / HALL_M2).toBeLessThan(0.1);
  });
});
