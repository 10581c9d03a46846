import { describe, expect, it } from 'vitest';
import { canvasPoint } from '../../shared/geometry';
import { createEditorDriver } from '../testing/editorDriver';
import { canvasToImage, imageToCanvas, imageView, newImageScale, pixelAt, placeImage, replaceImage, scaleFromImageUnits } from './image';
import { createDocument, setScale } from './drawingDocument';
import { toScreen } from '../viewport/viewport';
import { ZOOM_MIN } from '../../shared/constants';
import { measureSketchPixels, squarePixelsToUnits } from '../measure/measureSketch';

describe('placing an image', () => {
  it('shrinks a large plan to fit the drawing area with a 20 px margin on every side', () => {
    const image = placeImage('/a.png', 'a.png', { width: 20000, height: 14000 }, { width: 1240, height: 1000 });
    expect(image.position).toEqual({ x: 20, y: 20 });
    expect(image.realSizes.width).toBeCloseTo(1200);
    expect(image.realSizes.height).toBeCloseTo(840);
    expect(image.ratio).toBeCloseTo(20000 / 1200);
    // The height decides when the plan is tall: 14000 px into 760 px.
    const tall = placeImage('/b.png', 'b.png', { width: 1000, height: 14000 }, { width: 1240, height: 800 });
    expect(tall.realSizes.height).toBeCloseTo(760);
    expect(tall.ratio).toBeCloseTo(14000 / 760);
  });

  it('never enlarges a small image: one image pixel stays one canvas pixel', () => {
    const image = placeImage('/c.png', 'c.png', { width: 897, height: 704 }, { width: 1240, height: 800 });
    expect(image.realSizes).toEqual({ width: 897, height: 704 });
    expect(image.ratio).toBe(1);
  });

  it('maps canvas points to image pixels and back', () => {
    const image = placeImage('/d.png', 'd.png', { width: 4000, height: 2000 }, { width: 1040, height: 540 });
    const canvas = canvasPoint(520, 270);
    const at = canvasToImage(image, canvas);
    expect(imageToCanvas(image, at).x).toBeCloseTo(520);
    expect(imageToCanvas(image, at).y).toBeCloseTo(270);
    expect(pixelAt(image, canvasPoint(20, 20))).toEqual({ x: 0, y: 0 });
    expect(pixelAt(image, canvasPoint(19.9, 30))).toBeNull();
    expect(pixelAt(image, canvasPoint(20 + image.realSizes.width, 30))).toBeNull();
  });

  it('sets the grid scale so the canvas measures a drawing of known units at its true size', () => {
    // A 2040 px render of a 10 mm square: 10 mm over 2000 px, shown shrunk on a small stage.
    const image = placeImage('/e.png', 'e.png', { width: 2040, height: 2040 }, { width: 700, height: 700 });
    const scale = scaleFromImageUnits(image, { unit: 'mm', unitsPerPixel: 10 / 2000 });
    const squareOnCanvas = 2000 / image.ratio;
    const area = squarePixelsToUnits(squareOnCanvas * squareOnCanvas, { value: scale.value, measure: 'mm', text: '', lineReady: false, manual: false });
    expect(scale.measure).toBe('mm');
    expect(area).toBeCloseTo(100, 9);
  });
});

describe('the editor placing an image', () => {
  it('clears the drawing, keeps the image, sets its scale and chooses Pan', () => {
    const driver = createEditorDriver({ stage: { width: 1000, height: 800 } });
    driver.clickPath([[100, 100], [200, 100], [200, 200], [100, 100]]);
    expect(measureSketchPixels(driver.sketch()).area).toBeGreaterThan(0);
    const image = placeImage('/f.png', 'f.png', { width: 500, height: 400 }, driver.viewport().stage);
    driver.send({ type: 'image.place', image, scale: { value: 2.5, measure: 'm' } });
    expect(driver.document().image).toEqual(image);
    expect(driver.document().layers).toHaveLength(1);
    expect(driver.sketch().lines).toHaveLength(0);
    expect(driver.document().scale).toMatchObject({ value: 2.5, measure: 'm' });
    expect(driver.instrument()).toBe('pan_move');
  });
});

describe('the editor placing a plan without units of its own', () => {
  const image = placeImage('/p.png', 'p.png', { width: 800, height: 600 }, { width: 1000, height: 800 });

  it.each([
    ['metric', 'cm'],
    ['imperial', 'ft'],
  ] as const)('starts on the %s person\'s grid default after a plan in the other system', (system, unit) => {
    const driver = createEditorDriver({ stage: { width: 1000, height: 800 } });
    driver.send({ type: 'system.loaded', system });
    driver.send({ type: 'image.place', image, scale: system === 'metric' ? { value: 30.32, measure: 'in' } : { value: 2.5, measure: 'm' } });
    driver.send({ type: 'image.place', image });
    expect(driver.document().scale).toMatchObject({ value: 1, measure: unit });
  });

  it('follows a switch of the default system that left the scale as it was', () => {
    const driver = createEditorDriver({ stage: { width: 1000, height: 800 } });
    driver.send({ type: 'system.loaded', system: 'imperial' });
    driver.send({ type: 'image.place', image, scale: { value: 2, measure: 'km' } });
    // Already in km: switching to metric converts nothing, but the next plan is a metric person's.
    driver.send({ type: 'system.switched', system: 'metric' });
    expect(driver.document().scale).toMatchObject({ value: 2, measure: 'km' });
    driver.send({ type: 'image.place', image });
    expect(driver.document().scale).toMatchObject({ value: 1, measure: 'cm' });
  });
});

describe('a new image starts with its own scale and view', () => {
  const image = placeImage('/g.png', 'g.png', { width: 3000, height: 2000 }, { width: 1000, height: 800 });

  it('resets the previous plan\'s scale to the grid default of the person\'s system when the image has no scale', () => {
    const dwg = setScale(createDocument({ measure: 'cm', color: 'pink' }), 30.32, 'in');
    expect(replaceImage(dwg, image, undefined, 'metric').scale).toMatchObject({ value: 1, text: '1', measure: 'cm', lineReady: false, manual: false });
    expect(replaceImage(dwg, image, undefined, 'imperial').scale).toMatchObject({ value: 1, text: '1', measure: 'ft' });
    const metric = setScale(createDocument({ measure: 'cm', color: 'pink' }), 2.5, 'm');
    expect(replaceImage(metric, image, undefined, 'imperial').scale).toMatchObject({ value: 1, text: '1', measure: 'ft' });
  });

  it('applies the image\'s own scale when its units are known', () => {
    const dwg = { ...setScale(createDocument({ measure: 'cm', color: 'pink' }), 30.32, 'in') };
    const manual = { ...dwg, scale: { ...dwg.scale, manual: true, lineReady: true } };
    const scale = scaleFromImageUnits(image, { unit: 'mm', unitsPerPixel: 0.5 });
    const placed = replaceImage(manual, image, scale, 'imperial');
    expect(placed.scale).toMatchObject({ value: scale.value, measure: 'mm', manual: false, lineReady: false });
  });

  it.each([
    [{ width: 3000, height: 2000 }, { width: 1000, height: 800 }],
    [{ width: 400, height: 3000 }, { width: 1440, height: 780 }],
    [{ width: 300, height: 200 }, { width: 1000, height: 800 }],
    [{ width: 5000, height: 5000 }, { width: 390, height: 600 }],
  ])('shows all of a %o image on a %o stage at the least zoom', (pixels, stage) => {
    const placed = placeImage('/h.png', 'h.png', pixels, stage);
    const view = imageView(stage, placed);
    expect(view.zoom).toBe(ZOOM_MIN);
    const topLeft = toScreen(view, placed.position);
    const bottomRight = toScreen(view, { x: placed.position.x + placed.realSizes.width, y: placed.position.y + placed.realSizes.height });
    expect(topLeft.x).toBeGreaterThanOrEqual(0);
    expect(topLeft.y).toBeGreaterThanOrEqual(0);
    expect(bottomRight.x).toBeLessThanOrEqual(stage.width);
    expect(bottomRight.y).toBeLessThanOrEqual(stage.height);
  });
});

describe('the editor placing a second image', () => {
  it('forgets the previous plan\'s zoom, pan and scale', () => {
    const driver = createEditorDriver({ stage: { width: 1000, height: 800 } });
    const first = placeImage('/i.png', 'i.png', { width: 2000, height: 1000 }, driver.viewport().stage);
    driver.send({ type: 'image.place', image: first, scale: { value: 30.32, measure: 'in' } });
    for (let step = 0; step < 8; step += 1) driver.send({ type: 'zoom.step', direction: 1 });
    driver.send({ type: 'zoom.wheel', deltaY: -100, screen: { x: 900, y: 700 } });
    expect(driver.viewport().zoom).toBeGreaterThan(ZOOM_MIN);
    expect(driver.viewport().offset).not.toEqual({ x: 0, y: 0 });
    const second = placeImage('/j.png', 'j.png', { width: 800, height: 600 }, driver.viewport().stage);
    driver.send({ type: 'image.place', image: second });
    // The driver's person is metric: the inches of the DWG before do not carry over.
    expect(driver.document().scale).toMatchObject({ value: 1, measure: 'cm' });
    expect(driver.viewport().zoom).toBe(ZOOM_MIN);
    const bottomRight = toScreen(driver.viewport(), { x: second.position.x + second.realSizes.width, y: second.position.y + second.realSizes.height });
    expect(toScreen(driver.viewport(), second.position).x).toBeGreaterThanOrEqual(0);
    expect(bottomRight.x).toBeLessThanOrEqual(1000);
    expect(bottomRight.y).toBeLessThanOrEqual(800);
  });

  it('takes the new file\'s own scale when it brings one', () => {
    const driver = createEditorDriver({ stage: { width: 1000, height: 800 } });
    driver.send({ type: 'scale.set', value: 4, measure: 'm' });
    const image = placeImage('/k.png', 'k.png', { width: 800, height: 600 }, driver.viewport().stage);
    driver.send({ type: 'image.place', image, scale: { value: 0.75, measure: 'mm' } });
    expect(driver.document().scale).toMatchObject({ value: 0.75, measure: 'mm' });
  });
});

describe('the scale a placed image starts with', () => {
  it('keeps a stated scale below the typed minimum exactly, and clamps only a value that is no scale', () => {
    const document = createDocument({ measure: 'm', color: 'pink' });
    // A 1:20 sheet in metres: 0.0926 m a grid square. Raised to 0.1 it would read 8 % long.
    expect(newImageScale(document, { value: 0.0926, measure: 'm' }, 'metric')).toMatchObject({ value: 0.0926, measure: 'm', manual: false });
    expect(replaceImage(document, placeImage('/a.png', 'a.png', { width: 800, height: 600 }, { width: 1000, height: 800 }), { value: 0.0926, measure: 'm' }, 'metric').scale.value).toBe(0.0926);
    expect(newImageScale(document, { value: Number.NaN, measure: 'm' }, 'metric').value).toBe(0.1);
    expect(newImageScale(document, undefined, 'imperial')).toMatchObject({ value: 1, measure: 'ft' });
  });
});
