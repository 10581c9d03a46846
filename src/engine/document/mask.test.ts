import { describe, expect, it } from 'vitest';
import { maskSchema, type Mask, type Scale } from '../../shared/schemas';
import { maskWhere } from '../kernels/contours/testing/testMasks';
import { regionOutlines } from '../kernels/contours/regionOutlines';
import { SIMPLIFY_MAX_AREA_CHANGE } from '../kernels/contours/simplifyOutline';
import { typescriptKernels } from '../kernels/loadKernels';
import { measureSketchPixels, resultsFromPixels, squarePixelsToUnits } from '../measure/measureSketch';
import { createDocument, currentSketch } from './drawingDocument';
import { addLayer, clearDocument, labelsOn, toggleLabels } from './layers';
import { commitMask, confirmMask, maskArea, WAND_LABELLED_EDGES_MAX } from './mask';

const polygon = (sides: number, radius = 50) =>
  Array.from({ length: sides }, (_, i) => ({
    x: 100 + radius * Math.cos((2 * Math.PI * i) / sides),
    y: 100 + radius * Math.sin((2 * Math.PI * i) / sides),
  }));

const maskOf = (regions: { x: number; y: number }[][]): Mask => ({
  seed: { x: 0, y: 0 },
  operation: 'select',
  base: null,
  tolerance: 15,
  blur: 0,
  compoundShapes: true,
  bounds: { x: 0, y: 0, width: 1, height: 1 },
  data: '1',
  previewPath: regions[0] ?? [],
  regions,
  regionCutouts: [],
  areaPx: 1,
  enclosedAreaPx: 1,
});

describe('confirming a wand selection', () => {
  it('labels the edges of a plain room but not of a ragged outline of many short edges', () => {
    const document = commitMask(createDocument({ measure: 'cm', color: 'pink' }), maskOf([polygon(4), polygon(WAND_LABELLED_EDGES_MAX + 1, 20)]));
    const confirmed = confirmMask(document);
    expect(currentSketch(confirmed).labelsVisible).toBe(true);
    expect(confirmed.layers[1]!.sketch.labelsVisible).toBe(false);
    expect(confirmed.layers[1]!.sketch.lines).toHaveLength(WAND_LABELLED_EDGES_MAX + 1);
  });

  it('shows every region it confirms: the first stays current and several turn all-layers mode on', () => {
    const one = confirmMask(commitMask(createDocument({ measure: 'cm', color: 'pink' }), maskOf([polygon(4)])));
    expect(one.currentIndex).toBe(0);
    expect(one.showAllLayers).toBe(false);
    const two = confirmMask(commitMask(createDocument({ measure: 'cm', color: 'pink' }), maskOf([polygon(4), polygon(5, 20)])));
    expect(two.layers).toHaveLength(2);
    expect(two.currentIndex).toBe(0);
    // Only the current and pinned layers are drawn otherwise: the second room would vanish.
    expect(two.showAllLayers).toBe(true);
  });

  it('silences that outline alone: the labels switch stays on for the layers and shapes after it', () => {
    const document = commitMask(createDocument({ measure: 'cm', color: 'pink' }), maskOf([polygon(WAND_LABELLED_EDGES_MAX + 1, 20)]));
    const confirmed = confirmMask(document);
    expect(currentSketch(confirmed).labelsVisible).toBe(false);
    expect(labelsOn(confirmed)).toBe(true);
    expect(currentSketch(addLayer(confirmed)).labelsVisible).toBe(true);
    expect(currentSketch(clearDocument(confirmed)).labelsVisible).toBe(true);
    expect(currentSketch(commitMask(confirmed, maskOf([polygon(4)]))).labelsVisible).toBe(true);
    const off = toggleLabels(confirmed);
    expect(labelsOn(off)).toBe(false);
    expect(currentSketch(addLayer(off)).labelsVisible).toBe(false);
    expect(currentSketch(toggleLabels(off)).labelsVisible).toBe(true);
  });

  it('keeps labels off everywhere when the switch was off before the confirm', () => {
    const off = toggleLabels(createDocument({ measure: 'cm', color: 'pink' }));
    const confirmed = confirmMask(commitMask(off, maskOf([polygon(4), polygon(WAND_LABELLED_EDGES_MAX + 1, 20)])));
    expect(confirmed.layers.map((layer) => layer.sketch.labelsVisible)).toEqual([false, false]);
    expect(labelsOn(confirmed)).toBe(false);
  });

  it('drops regions too small to enclose anything, and with none left only drops the mask', () => {
    const document = commitMask(createDocument({ measure: 'cm', color: 'pink' }), maskOf([[{ x: 1, y: 1 }, { x: 2, y: 1 }]]));
    const confirmed = confirmMask(document);
    expect(confirmed.layers).toHaveLength(1);
    expect(currentSketch(confirmed).mask).toBeUndefined();
    expect(currentSketch(confirmed).lines).toHaveLength(0);
  });
});

const asPoints = (coords: Float64Array) => Array.from({ length: coords.length / 2 }, (_, i) => ({ x: coords[2 * i]!, y: coords[2 * i + 1]! }));

describe('confirming a selection with holes', () => {
  it('cuts a ring’s hole out of its layer: the layer’s area is the ring’s pixels within 0.3 %', () => {
    // A disc of radius 60 less an off-centre disc of radius 30, traced as the wand traces a compound selection.
    let pixels = 0;
    const ring = maskWhere(140, 140, (x, y) => {
      const inside = (x + 0.5 - 70) ** 2 + (y + 0.5 - 70) ** 2 <= 3600 && (x + 0.5 - 80) ** 2 + (y + 0.5 - 65) ** 2 > 900;
      if (inside) pixels++;
      return inside;
    });
    const traced = regionOutlines(typescriptKernels(), ring, { dropped: new Set() });
    const regions = traced.polygons.map(asPoints);
    const mask = { ...maskOf(regions), regionCutouts: traced.cutouts.map((holes) => holes.map(asPoints)), enclosedAreaPx: traced.enclosedAreaPx };
    const document = commitMask(createDocument({ measure: 'cm', color: 'pink' }), mask);
    const confirmed = confirmMask(document);
    const sketch = currentSketch(confirmed);
    expect(sketch.cutouts).toHaveLength(1);
    const { scale } = confirmed;
    const area = resultsFromPixels(sketch, measureSketchPixels(sketch), scale).area!;
    const exact = squarePixelsToUnits(pixels, scale);
    expect(Math.abs(area - exact)).toBeLessThanOrEqual(SIMPLIFY_MAX_AREA_CHANGE * exact);
    // What the wand panel showed before Confirm: the pixels exactly.
    expect(maskArea(mask, 1, scale)).toBeCloseTo(exact, 9);
  });

  it('shows the selected area on the plane of a stretched scan from the region outlines, less their cutouts (issue 23)', () => {
    const square = (x: number, y: number, side: number) => [{ x, y }, { x: x + side, y }, { x: x + side, y: y + side }, { x, y: y + side }];
    const mask = { ...maskOf([square(0, 0, 100), square(200, 0, 50)]), regionCutouts: [[square(40, 40, 20)], []], enclosedAreaPx: 1 };
    // 10 px a cm across, 20 px a cm up.
    const scale: Scale = {
      ...{ value: 1, text: '1', measure: 'mm', lineReady: false, manual: true },
      plane: {
        kind: 'axes',
        unit: 'cm',
        lines: [
          { from: { x: 0, y: 0 }, to: { x: 100, y: 0 }, length: 10, zoom: 1 },
          { from: { x: 0, y: 0 }, to: { x: 0, y: 200 }, length: 10, zoom: 1 },
        ],
      },
    };
    // (10000 + 2500 − 400) px² at 200 px² a cm²: 60.5 cm², 6050 mm².
    expect(maskArea(mask, 1, scale)).toBeCloseTo(6050, 9);
  });

  it('gives each region its own cutouts and a region without any none', () => {
    const square = (x: number, y: number, side: number) => [{ x, y }, { x: x + side, y }, { x: x + side, y: y + side }, { x, y: y + side }];
    const mask = { ...maskOf([square(0, 0, 100), square(200, 0, 50)]), regionCutouts: [[square(40, 40, 20)], []] };
    const confirmed = confirmMask(commitMask(createDocument({ measure: 'cm', color: 'pink' }), mask));
    expect(confirmed.layers.map((layer) => layer.sketch.cutouts)).toEqual([[square(40, 40, 20)], undefined]);
  });

  it('reads a mask saved before there were cutouts as one with none', () => {
    const { regionCutouts: _none, ...saved } = maskOf([polygon(4)]);
    const read = maskSchema.parse(JSON.parse(JSON.stringify(saved)));
    expect(read.regionCutouts).toEqual([]);
    expect(read.regions).toHaveLength(1);
    const confirmed = confirmMask(commitMask(createDocument({ measure: 'cm', color: 'pink' }), read));
    expect(currentSketch(confirmed).cutouts).toBeUndefined();
    expect(currentSketch(confirmed).closed).toBe(true);
  });
});
