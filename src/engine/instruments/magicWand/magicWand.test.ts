import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { MESSAGES, WAND_SLIDER_DEBOUNCE_MS } from '../../../shared/constants';
import { placeImage } from '../../document/image';
import { maskArea } from '../../document/mask';
import { layerResults } from '../../measure/measureSketch';
import type { RgbaImage } from '../../kernels/kernelTypes';
import { typescriptKernels } from '../../kernels/loadKernels';
import { createWandSession } from '../../kernels/wandSession';
import { createEditorDriver } from '../../testing/editorDriver';
import type { WandPort } from './wandStep';

/**
 * 200 × 100 px, black: room A (x 10..89) and room B (x 110..189), both y 10..89, white; a grey
 * rug (200) in room A at x 30..49, y 30..49.
 */
function plan(): RgbaImage {
  const width = 200, height = 100;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const room = y >= 10 && y < 90 && ((x >= 10 && x < 90) || (x >= 110 && x < 190));
      const rug = x >= 30 && x < 50 && y >= 30 && y < 50;
      const value = rug ? 200 : room ? 255 : 0;
      data.fill(value, (y * width + x) * 4, (y * width + x) * 4 + 3);
      data[(y * width + x) * 4 + 3] = 255;
    }
  }
  return { width, height, data };
}

/** The wand session in-process, behind the same async port as the kernel worker's client. */
function inProcessWand(image: RgbaImage): WandPort & { cleared: () => number } {
  const session = createWandSession(typescriptKernels());
  session.setImage(image);
  let clears = 0;
  return {
    select: async (seed, options) => session.apply('select', seed, options),
    add: async (seed, options) => session.apply('add', seed, options),
    subtract: async (seed, options) => session.apply('subtract', seed, options),
    restore: async (maskId) => session.restore(maskId),
    clear: async () => {
      clears++;
      session.clear();
    },
    cleared: () => clears,
  };
}

/**
 * An editor over the plan placed at canvas (20, 20), shown at half size (the stage is small), so
 * image pixel (x, y) is at screen (20 + x / 2, 20 + y / 2).
 */
/** Past the sliders' debounce, on the test's clock. */
const SETTLED_MS = WAND_SLIDER_DEBOUNCE_MS + 50;

function wandEditor() {
  const wand = inProcessWand(plan());
  const driver = createEditorDriver({ stage: { width: 140, height: 90 }, wand });
  const image = placeImage('/plan.png', 'plan.png', { width: 200, height: 100 }, driver.viewport().stage);
  driver.send({ type: 'image.place', image });
  const at = (x: number, y: number) => [20 + x / image.ratio, 20 + y / image.ratio] as const;
  const idle = () => waitFor(driver.actor, () => !/working|settling/.test(JSON.stringify(driver.instrument())));
  return { driver, wand, image, at, idle };
}

describe('the magic wand instruments', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  it('need an image: choosing the wand without one says "Image not loaded"', () => {
    const driver = createEditorDriver();
    driver.choose('magic_wand');
    expect(driver.instrument()).toBe('straight');
    expect(driver.messages()).toContain(MESSAGES.imageNotLoaded);
  });

  it('select a room as the layer’s mask, with its border along the pixels’ edges', async () => {
    const { driver, image, at, idle } = wandEditor();
    expect(image.ratio).toBe(2);
    driver.choose('magic_wand');
    driver.click(...at(15, 15));
    await idle();
    const mask = driver.sketch().mask!;
    expect(mask.areaPx).toBe(80 * 80 - 20 * 20);
    expect(mask.regions).toHaveLength(1);
    // Room A's edge, x 10..90 in image pixels, is x 25..65 on the canvas.
    const xs = mask.previewPath.map((point) => point.x);
    expect(Math.min(...xs)).toBe(25);
    expect(Math.max(...xs)).toBe(65);
    expect(mask.seed).toEqual({ x: 15, y: 15 });
  });

  it('refuse a click off the image with "Point out of bounds"', async () => {
    const { driver, at, idle } = wandEditor();
    driver.choose('magic_wand');
    driver.click(...at(-4, 10));
    await idle();
    expect(driver.messages()).toContain(MESSAGES.pointOutOfBounds);
    expect(driver.sketch().mask).toBeUndefined();
  });

  it('add and subtract need a mask, and a click that meets it', async () => {
    const { driver, at, idle } = wandEditor();
    driver.choose('magic_wand_add');
    expect(driver.messages()).toContain(MESSAGES.maskNotFound);
    driver.choose('magic_wand');
    driver.click(...at(15, 15));
    await idle();
    driver.choose('magic_wand_add');
    driver.click(...at(115, 15));
    await idle();
    expect(driver.messages()).toContain(MESSAGES.areasDoNotIntersect);
    // The rug, filled with a tolerance wide enough to reach the white floor, meets the mask.
    driver.send({ type: 'wand.options', options: { tolerance: 60 } });
    driver.click(...at(35, 35));
    await idle();
    expect(driver.sketch().mask!.areaPx).toBe(80 * 80);
    driver.choose('magic_wand_sub');
    driver.send({ type: 'wand.options', options: { tolerance: 15 } });
    driver.click(...at(35, 35));
    await idle();
    expect(driver.sketch().mask!.areaPx).toBe(80 * 80 - 20 * 20);
    expect(driver.sketch().mask!.operation).toBe('subtract');
  });

  it('undo and redo step through masks and choose the wand that made each', async () => {
    const { driver, at, idle } = wandEditor();
    driver.choose('magic_wand');
    driver.click(...at(15, 15));
    await idle();
    driver.send({ type: 'wand.options', options: { tolerance: 60 } });
    driver.choose('magic_wand_add');
    driver.click(...at(35, 35));
    await idle();
    driver.send({ type: 'history.undo' });
    expect(driver.sketch().mask!.areaPx).toBe(6000);
    expect(driver.instrument()).toEqual({ magic_wand: 'ready' });
    driver.send({ type: 'history.redo' });
    expect(driver.sketch().mask!.areaPx).toBe(6400);
    expect(driver.instrument()).toEqual({ magic_wand_add: 'ready' });
    // Subtracting after undo works on the mask the document shows, not the worker's latest.
    driver.send({ type: 'history.undo' });
    driver.send({ type: 'wand.options', options: { tolerance: 15 } });
    driver.choose('magic_wand_sub');
    driver.click(...at(15, 15));
    await idle();
    expect(driver.messages().at(-1)).not.toBe(MESSAGES.maskNotFound);
    expect(driver.sketch().mask).toBeDefined();
  });

  it('allow only the wand tools, and no layer changes, while a mask is active', async () => {
    const { driver, at, idle } = wandEditor();
    driver.choose('magic_wand');
    driver.click(...at(15, 15));
    await idle();
    driver.choose('straight');
    driver.choose('pan_move');
    expect(driver.instrument()).toEqual({ magic_wand: 'ready' });
    driver.send({ type: 'layer.add' });
    expect(driver.document().layers).toHaveLength(1);
  });

  it('re-run the last click once the sliders settle', async () => {
    vi.useFakeTimers();
    const { driver, at, idle } = wandEditor();
    driver.choose('magic_wand');
    driver.click(...at(15, 15));
    await idle();
    driver.send({ type: 'wand.options', options: { tolerance: 100 } });
    driver.send({ type: 'wand.options', options: { tolerance: 60 } });
    expect(JSON.stringify(driver.instrument())).toContain('settling');
    await vi.advanceTimersByTimeAsync(SETTLED_MS);
    await idle();
    expect(driver.sketch().mask!.tolerance).toBe(60);
    expect(driver.sketch().mask!.areaPx).toBe(6400);
    // After a switch to add, the sliders set up the next click and re-run nothing.
    const steps = driver.layer().history.entries.length;
    driver.choose('magic_wand_add');
    driver.send({ type: 'wand.options', options: { tolerance: 10 } });
    await vi.advanceTimersByTimeAsync(SETTLED_MS);
    expect(driver.layer().history.entries.length).toBe(steps);
    expect(driver.sketch().mask!.tolerance).toBe(60);
  });

  it('confirm: the first region becomes the layer’s lines, every further one a new layer', async () => {
    const { driver, wand, at, idle } = wandEditor();
    driver.send({ type: 'layer.setColor', index: 0, color: 'teal' });
    driver.choose('magic_wand');
    driver.send({ type: 'wand.options', options: { compound: true, tolerance: 15 } });
    driver.click(...at(15, 15));
    await idle();
    const mask = driver.sketch().mask!;
    expect(mask.regions).toHaveLength(2);
    const scale = driver.document().scale;
    const selected = maskArea(mask, 2, scale);
    driver.send({ type: 'wand.confirm' });
    const layers = driver.document().layers;
    expect(layers).toHaveLength(2);
    expect(layers.map((layer) => layer.color)).toEqual(['teal', 'teal']);
    expect(layers[1]!.id).toBe(2);
    expect(layers.every((layer) => layer.sketch.closed && !layer.sketch.mask)).toBe(true);
    expect(driver.instrument()).toBe('select_tool');
    expect(wand.cleared()).toBe(1);
    // Room A less the rug, left out of the compound selection and cut out of its layer, and room B: what the panel showed.
    expect(mask.enclosedAreaPx).toBe(2 * 80 * 80 - 20 * 20);
    expect(layers[0]!.sketch.cutouts).toHaveLength(1);
    expect(layers[1]!.sketch.cutouts).toBeUndefined();
    const areas = layers.map((layer) => layerResults(layer, scale).area!);
    expect(areas[0]! + areas[1]!).toBeCloseTo(selected, 9);
  });

  it('a plain selection keeps the rug inside its room; subtracting the rug from a room that took it in cuts it out', async () => {
    vi.useFakeTimers();
    const { driver, at, idle } = wandEditor();
    driver.choose('magic_wand');
    driver.click(...at(15, 15));
    await idle();
    expect(driver.sketch().mask!.regionCutouts).toEqual([[]]);
    expect(driver.sketch().mask!.enclosedAreaPx).toBe(80 * 80);
    // At tolerance 60 the grey rug (200) joins the white room (255); at 15 it alone is subtracted.
    driver.send({ type: 'wand.options', options: { tolerance: 60 } });
    await vi.advanceTimersByTimeAsync(SETTLED_MS);
    await idle();
    expect(driver.sketch().mask!.areaPx).toBe(80 * 80);
    driver.choose('magic_wand_sub');
    driver.send({ type: 'wand.options', options: { tolerance: 15 } });
    driver.click(...at(40, 40));
    await idle();
    const mask = driver.sketch().mask!;
    expect(mask.operation).toBe('subtract');
    expect(mask.regionCutouts[0]).toHaveLength(1);
    expect(mask.enclosedAreaPx).toBe(80 * 80 - 20 * 20);
    const scale = driver.document().scale;
    const selected = maskArea(mask, 2, scale);
    driver.send({ type: 'wand.confirm' });
    const [layer] = driver.document().layers;
    expect(layer!.sketch.cutouts).toHaveLength(1);
    expect(layerResults(layer!, scale).area!).toBeCloseTo(selected, 9);
  });

  it('cancel: the mask goes as a history step, so undo brings it back', async () => {
    const { driver, at, idle } = wandEditor();
    driver.choose('magic_wand');
    driver.click(...at(15, 15));
    await idle();
    driver.send({ type: 'wand.cancel' });
    expect(driver.sketch().mask).toBeUndefined();
    driver.send({ type: 'history.undo' });
    expect(driver.sketch().mask).toBeDefined();
  });
});
