import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/constants';
import { canvasPoint } from '../../../shared/geometry';
import { instrumentAvailability } from '../../document/instrumentAvailability';
import { layerResults } from '../../measure/measureSketch';
import { createEditorDriver } from '../../testing/editorDriver';
import { shownScaleLine, shownScaleLines } from '../../editor/shownScaleLine';
import { documentLayerResults } from '../../map/mapResults';

const RECTANGLE = [[100, 100], [400, 100], [400, 250], [100, 250], [100, 100]] as const;

/** An editor with a 300 px reference line drawn by the rule tool. */
function withLine() {
  const driver = createEditorDriver();
  driver.choose('scale_line');
  driver.drag([100, 100], [400, 100]);
  return driver;
}

const scaleOf = (driver: ReturnType<typeof createEditorDriver>) => driver.document().scale;
const shown = (driver: ReturnType<typeof createEditorDriver>) => shownScaleLine(driver.actor.getSnapshot());

describe('the scale from a known length, in the editor', () => {
  it('goes line ready → set scale → add to canvas → straight line, and then measures at that scale', () => {
    const driver = withLine();
    expect(driver.instrument()).toBe('scale_line');
    expect(scaleOf(driver)).toMatchObject({ line: [{ x: 100, y: 100 }, { x: 400, y: 100 }], lineReady: true, manual: false });
    expect(driver.layer().history.entries).toHaveLength(1);

    driver.send({ type: 'scale.knownLength', length: 6, unit: 'm' });
    expect(scaleOf(driver)).toMatchObject({ value: 0.3, measure: 'm', manual: true, lineReady: true });
    expect(driver.actor.getSnapshot().context.scaleLineSet).toBe(true);
    expect(driver.notices).toEqual([{ kind: 'success', message: MESSAGES.scaleSet, durationMs: 3000 }]);

    driver.send({ type: 'scale.addToCanvas' });
    expect(driver.instrument()).toBe('straight');
    expect(scaleOf(driver)).toMatchObject({ lineReady: false, manual: true });
    expect(shown(driver)).toBeNull();

    driver.clickPath(RECTANGLE);
    const results = layerResults(driver.layer(), scaleOf(driver));
    expect(results.perimeter).toBeCloseTo(18, 12);
    expect(results.area).toBeCloseTo(18, 12);
    expect(results.lengthUnit).toBe('m');
  });

  it('never puts the reference line in a layer, its history or its results', () => {
    const driver = withLine();
    expect(driver.sketch().lines).toEqual([]);
    expect(driver.sketch().controlPoints).toEqual([]);
    expect(layerResults(driver.layer(), scaleOf(driver)).perimeter).toBe(0);
  });

  it('refuses a length that is not positive with a precise notice and changes nothing', () => {
    const driver = withLine();
    const before = driver.document();
    driver.send({ type: 'scale.knownLength', length: 0, unit: 'm' });
    driver.send({ type: 'scale.knownLength', length: -4, unit: 'm' });
    expect(driver.document()).toBe(before);
    expect(driver.messages()).toEqual(['Known length must be greater than zero', 'Known length must be greater than zero']);
    driver.send({ type: 'scale.addToCanvas' });
    expect(driver.instrument()).toBe('scale_line');
  });

  it('takes no length before a line is drawn', () => {
    const driver = createEditorDriver();
    const before = driver.document();
    driver.send({ type: 'scale.knownLength', length: 6, unit: 'm' });
    expect(driver.document()).toBe(before);
    expect(driver.notices).toEqual([]);
  });

  it('cancels a new line with Escape and shows the previous one again', () => {
    const driver = withLine();
    const before = driver.document();
    driver.pointerDown(50, 300);
    driver.pointerMove(250, 300);
    expect(shown(driver)).toEqual({ from: { x: 50, y: 300 }, to: { x: 250, y: 300 }, drawing: true });
    driver.send({ type: 'gesture.cancel' });
    driver.pointerUp(250, 300);
    expect(driver.document()).toBe(before);
    expect(shown(driver)).toEqual({ from: { x: 100, y: 100 }, to: { x: 400, y: 100 }, drawing: false });
  });

  it('redraws the line, which asks for its length again', () => {
    const driver = withLine();
    driver.send({ type: 'scale.knownLength', length: 6, unit: 'm' });
    driver.click(10, 10);
    driver.click(10, 160);
    expect(scaleOf(driver)).toMatchObject({ line: [{ x: 10, y: 10 }, { x: 10, y: 160 }], lineReady: true, value: 0.3 });
    expect(driver.actor.getSnapshot().context.scaleLineSet).toBe(false);
    driver.send({ type: 'scale.knownLength', length: 1, unit: 'ft' });
    expect(scaleOf(driver)).toMatchObject({ value: 0.1, measure: 'ft' });
  });

  it('ignores a line not longer than 3 px / zoom', () => {
    const driver = createEditorDriver();
    driver.choose('scale_line');
    const commit = (length: number) =>
      driver.send({ type: 'scaleLine.commit', from: canvasPoint(100, 100), to: canvasPoint(100 + length, 100) });
    commit(3);
    expect(scaleOf(driver).lineReady).toBe(false);
    driver.send({ type: 'zoom.step', direction: 1 });
    commit(3);
    expect(scaleOf(driver)).toMatchObject({ lineReady: true, line: [{ x: 100, y: 100 }, { x: 103, y: 100 }] });
  });

  it('discards the line before the scale is set, keeping the scale', () => {
    const driver = withLine();
    const scale = scaleOf(driver);
    driver.send({ type: 'scale.discardLine' });
    expect(scaleOf(driver)).toEqual({ ...scale, lineReady: false });
    expect(shown(driver)).toBeNull();
  });

  it('offers no discard once the scale is set from the line: Add to Canvas is the way on', () => {
    const driver = withLine();
    driver.send({ type: 'scale.knownLength', length: 6, unit: 'm' });
    driver.send({ type: 'scale.discardLine' });
    expect(scaleOf(driver).lineReady).toBe(true);
  });

  it('adds to the canvas on a closed sketch by choosing the select tool instead of a refused straight line', () => {
    const driver = createEditorDriver();
    driver.clickPath(RECTANGLE);
    driver.choose('scale_line');
    expect(driver.instrument()).toBe('scale_line');
    driver.drag([100, 300], [400, 300]);
    driver.send({ type: 'scale.knownLength', length: 6, unit: 'm' });
    driver.send({ type: 'scale.addToCanvas' });
    expect(driver.instrument()).toBe('select_tool');
    expect(driver.messages()).toEqual([MESSAGES.scaleSet]);
  });
});

describe('instrument availability with the rule tool', () => {
  it('offers the rule tool on any sketch, and in all-layers mode refuses it with the drawing tools', () => {
    const driver = createEditorDriver();
    expect(instrumentAvailability(driver.document(), 'scale_line').enabled).toBe(true);
    driver.clickPath(RECTANGLE);
    expect(instrumentAvailability(driver.document(), 'scale_line').enabled).toBe(true);
    driver.send({ type: 'layers.showAll', on: true });
    expect(instrumentAvailability(driver.document(), 'scale_line')).toEqual({ enabled: false });
  });

  it('leaves every other instrument as it was while a reference line is drawn', () => {
    const driver = createEditorDriver();
    driver.clickPath(RECTANGLE.slice(0, 3));
    const instruments = ['straight', 'constrained', 'curved', 'angle', 'rectangle_tool', 'circle_tool', 'pan_move', 'select_tool', 'note_tool'] as const;
    const before = instruments.map((instrument) => instrumentAvailability(driver.document(), instrument));
    driver.choose('scale_line');
    driver.drag([100, 300], [400, 300]);
    expect(driver.document().scale.lineReady).toBe(true);
    expect(instruments.map((instrument) => instrumentAvailability(driver.document(), instrument))).toEqual(before);
    driver.choose('straight');
    expect(driver.instrument()).toBe('straight');
    expect(driver.document().scale.lineReady).toBe(true);
  });
});

describe('separate X and Y scales from a second line, in the editor (issue 23)', () => {
  /** A scan stretched 2:1 along x: the first line, 300 px across, is 7.5 m; a 300 px line up will be 15 m. */
  function withFirstScale() {
    const driver = withLine();
    driver.send({ type: 'scale.knownLength', length: 7.5, unit: 'm' });
    return driver;
  }
  const documentResults = (driver: ReturnType<typeof createEditorDriver>) => documentLayerResults(driver.document(), driver.layer());

  it('draws the second line with the rule tool, takes its length, and measures a square drawn squashed as a square', () => {
    const driver = withFirstScale();
    driver.send({ type: 'scale.secondLine.begin' });
    driver.drag([500, 100], [500, 400]);
    // The first line stays as it was; the second is shown beside it, waiting for its length.
    expect(scaleOf(driver).line).toEqual([{ x: 100, y: 100 }, { x: 400, y: 100 }]);
    expect(shownScaleLines(driver.actor.getSnapshot())).toHaveLength(2);
    driver.send({ type: 'scale.secondLine.knownLength', length: 15, unit: 'm' });
    expect(driver.messages().at(-1)).toBe('X and Y scales set, now Add to Canvas');
    expect(scaleOf(driver).plane).toMatchObject({ kind: 'axes', unit: 'm' });
    expect(driver.actor.getSnapshot().context.secondScaleLine).toBeNull();

    driver.send({ type: 'scale.addToCanvas' });
    // 300 px across is 7.5 m, 150 px up is 7.5 m: a square of 56.25 m².
    driver.clickPath(RECTANGLE);
    const results = documentResults(driver);
    expect(results.area).toBeCloseTo(56.25, 9);
    expect(results.perimeter).toBeCloseTo(30, 9);
    expect(results.areaUncertainty).toBeGreaterThan(0);
    expect(shownScaleLines(driver.actor.getSnapshot())).toEqual([]);
  });

  it('refuses a second line along the first, and lengths no stretch gives, and keeps the line to retype', () => {
    const driver = withFirstScale();
    driver.send({ type: 'scale.secondLine.begin' });
    driver.drag([100, 200], [400, 210]);
    const before = driver.document();
    driver.send({ type: 'scale.secondLine.knownLength', length: 7.5, unit: 'm' });
    expect(driver.messages().at(-1)).toBe('The second line must run the other way: draw it across the first, not along it');
    expect(driver.document()).toBe(before);
    expect(driver.actor.getSnapshot().context.secondScaleLine).toMatchObject({ stage: 'ready' });

    driver.send({ type: 'scale.secondLine.discard' });
    driver.send({ type: 'scale.secondLine.begin' });
    // A diagonal of a 300 × 300 px square cannot be shorter than its 7.5 m side across.
    driver.drag([100, 100], [400, 400]);
    driver.send({ type: 'scale.secondLine.knownLength', length: 5, unit: 'm' });
    expect(driver.messages().at(-1)).toBe('No stretch of the plan gives both lengths: check the lengths typed');
    expect(driver.document()).toBe(before);
  });

  it('waits for the scale of the first line, and a new first length drops the X and Y scales', () => {
    const driver = withLine();
    driver.send({ type: 'scale.secondLine.begin' });
    expect(driver.actor.getSnapshot().context.secondScaleLine).toBeNull();
    driver.send({ type: 'scale.knownLength', length: 7.5, unit: 'm' });
    driver.send({ type: 'scale.secondLine.begin' });
    driver.drag([500, 100], [500, 400]);
    driver.send({ type: 'scale.secondLine.knownLength', length: 15, unit: 'm' });
    expect(scaleOf(driver).plane?.kind).toBe('axes');
    driver.send({ type: 'scale.knownLength', length: 6, unit: 'm' });
    expect(scaleOf(driver).plane).toBeUndefined();
    expect(scaleOf(driver).value).toBeCloseTo(0.3, 12);
  });
});
