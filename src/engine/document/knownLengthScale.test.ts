import { describe, expect, it } from 'vitest';
import { canvasPoint } from '../../shared/geometry';
import { parseDocumentState } from '../../shared/documentState';
import { savedInstrument } from './restoredInstrument';
import { activeInstrument } from '../editor/selectors';
import { layerResults } from '../measure/measureSketch';
import { createEditorDriver } from '../testing/editorDriver';
import { createDocument } from './drawingDocument';
import { toDocumentState } from './savedDocument';
import { applyKnownLength, drawScaleLine, hideScaleLine, scaleFromKnownLength, scaleText } from './knownLengthScale';

const at = (x: number, y: number) => ({ x, y });

describe('scale from a known length', () => {
  it('makes a 300 px line of 6 m measure 6 m: 0.3 m per 15 px square', () => {
    expect(scaleFromKnownLength(at(100, 100), at(400, 100), 6, 'm')).toEqual({ ok: true, value: 0.3, measure: 'm' });
  });

  it('measures a slanted line along its length', () => {
    // A 3-4-5 triangle: the line is 500 px long.
    const scale = scaleFromKnownLength(at(0, 0), at(300, 400), 25, 'cm');
    expect(scale).toEqual({ ok: true, value: 0.75, measure: 'cm' });
  });

  it('works in imperial units: 10 ft 6 in over 300 px is 0.525 ft per square', () => {
    const scale = scaleFromKnownLength(at(0, 0), at(300, 0), 10.5, 'ft');
    expect(scale).toEqual({ ok: true, value: 0.525, measure: 'ft' });
  });

  it('keeps full precision, so that a line measures exactly what was typed', () => {
    const scale = scaleFromKnownLength(at(13, 17), at(290.5, 211.25), 7, 'yd');
    if (!scale.ok) throw new Error('refused');
    const pixels = Math.hypot(290.5 - 13, 211.25 - 17);
    expect((pixels / 15) * scale.value).toBeCloseTo(7, 12);
  });

  it('writes the scale with 4 significant digits and no exponent', () => {
    expect(scaleText(0.52500000001)).toBe('0.525');
    expect(scaleText(15 / 70)).toBe('0.2143');
    expect(scaleText(12_345.678)).toBe('12350');
    expect(scaleText(0.3)).toBe('0.3');
  });

  it('takes a tiny line for a huge length', () => {
    const scale = scaleFromKnownLength(at(0, 0), at(0.5, 0), 40_000, 'km');
    expect(scale).toEqual({ ok: true, value: 1_200_000, measure: 'km' });
  });

  it('moves to a smaller unit rather than round a scale below 0.1 up to 0.1', () => {
    // 1 m over 300 px is 0.05 m per square: 5 cm.
    expect(scaleFromKnownLength(at(0, 0), at(300, 0), 1, 'm')).toEqual({ ok: true, value: 5, measure: 'cm' });
    // A 20000 px line of 1 mm: 0.00075 mm per square, 0.75 μm.
    const fine = scaleFromKnownLength(at(0, 0), at(20_000, 0), 1, 'mm');
    expect(fine.ok && fine.measure).toBe('μm');
    expect(fine.ok && fine.value).toBeCloseTo(0.75, 12);
    // 1 in over 300 px: 0.05 in per square, which is 1.27 mm.
    const inches = scaleFromKnownLength(at(0, 0), at(300, 0), 1, 'in');
    expect(inches.ok && inches.measure).toBe('mm');
    expect(inches.ok && inches.value).toBeCloseTo(1.27, 12);
  });

  it('refuses a zero-length line, a length that is not positive, and absurd sizes', () => {
    expect(scaleFromKnownLength(at(5, 5), at(5, 5), 6, 'm')).toEqual({ ok: false, reason: 'lineTooShort' });
    expect(scaleFromKnownLength(at(0, 0), at(300, 0), 0, 'm')).toEqual({ ok: false, reason: 'lengthNotPositive' });
    expect(scaleFromKnownLength(at(0, 0), at(300, 0), -2, 'm')).toEqual({ ok: false, reason: 'lengthNotPositive' });
    expect(scaleFromKnownLength(at(0, 0), at(300, 0), Number.NaN, 'm')).toEqual({ ok: false, reason: 'lengthNotPositive' });
    expect(scaleFromKnownLength(at(0, 0), at(1e-300, 0), 1e300, 'm')).toEqual({ ok: false, reason: 'lengthTooLarge' });
    expect(scaleFromKnownLength(at(0, 0), at(1e12, 0), 1e-9, 'nm')).toEqual({ ok: false, reason: 'lineTooLong' });
  });
});

describe('the reference line in the document', () => {
  const document = createDocument({ measure: 'cm', color: 'pink' });

  it('is stored as two canvas points and the zoom they were drawn at, ready for its length, with the scale unchanged', () => {
    const drawn = drawScaleLine(document, canvasPoint(100, 100), canvasPoint(400, 100), 2);
    expect(drawn.scale).toEqual({ ...document.scale, line: [at(100, 100), at(400, 100)], lineReady: true, lineZoom: 2 });
    expect(drawn.layers).toBe(document.layers);
  });

  it('sets the scale from it, marked manual, with a short text and the full value', () => {
    const drawn = drawScaleLine(document, canvasPoint(0, 0), canvasPoint(70, 0));
    const result = applyKnownLength(drawn, 1, 'm');
    if (!result.ok) throw new Error('refused');
    expect(result.document.scale).toMatchObject({ value: 15 / 70, text: '0.2143', measure: 'm', manual: true, lineReady: true });
  });

  it('refuses a length without a line, and leaves the line but hides it afterwards', () => {
    expect(applyKnownLength(document, 3, 'm')).toEqual({ ok: false, reason: 'lineTooShort' });
    const drawn = drawScaleLine(document, canvasPoint(0, 0), canvasPoint(70, 0));
    const hidden = hideScaleLine(drawn);
    expect(hidden.scale).toMatchObject({ lineReady: false, line: [at(0, 0), at(70, 0)] });
    expect(hideScaleLine(hidden)).toBe(hidden);
  });
});

/** A 300 px reference line of 6 m, then a 300 × 150 px rectangle drawn at that scale. */
function rectangleAtSixMetresALine() {
  const driver = createEditorDriver();
  driver.choose('scale_line');
  driver.drag([100, 100], [400, 100]);
  driver.send({ type: 'scale.knownLength', length: 6, unit: 'm' });
  driver.send({ type: 'scale.addToCanvas' });
  driver.clickPath([[100, 100], [400, 100], [400, 250], [100, 250], [100, 100]]);
  return driver;
}

describe('a known-length scale in the saved document', () => {
  it('round-trips through parseDocumentState and gives the same results', () => {
    const driver = rectangleAtSixMetresALine();
    const document = driver.document();
    const state = toDocumentState({ document, viewport: driver.viewport(), instrument: activeInstrument(driver.actor.getSnapshot()) });

    const restored = parseDocumentState(JSON.parse(JSON.stringify(state)));
    expect(restored.scale).toEqual({ value: 0.3, text: '0.3', measure: 'm', line: [at(100, 100), at(400, 100)], lineReady: false, manual: true, lineZoom: 1 });
    const before = layerResults(document.layers[0]!, document.scale);
    const after = layerResults(restored.layers.list[0]!, restored.scale);
    expect(after).toEqual(before);
    expect(after.perimeter).toBeCloseTo(18, 12);
    expect(after.area).toBeCloseTo(18, 12);
    // The line's ends clicked at zoom 1 are each off by up to 0.5 px in x and y: its 300 px are
    // off by σ = 0.5 √(2/3) px, "±" 2.5 σ; every length by that share, the area by twice it.
    const share = (2.5 * 0.5 * Math.sqrt(2 / 3)) / 300;
    expect(after.perimeterUncertainty).toBeCloseTo(18 * share, 6);
    expect(after.areaUncertainty).toBeCloseTo(2 * 18 * share, 6);
  });

  it('has no "±" once a scale is typed over it, even with only its unit changed: a typed scale is exact', () => {
    const driver = rectangleAtSixMetresALine();
    expect(layerResults(driver.document().layers[0]!, driver.document().scale).areaUncertainty).toBeGreaterThan(0);
    driver.send({ type: 'scale.set', value: 0.3, measure: 'ft' });
    expect(driver.document().scale.manual).toBe(false);
    expect(layerResults(driver.document().layers[0]!, driver.document().scale).areaUncertainty).toBeNull();
  });

  it('saves the rule tool as pan_move, and every other instrument as itself', () => {
    expect(savedInstrument('scale_line')).toBe('pan_move');
    expect(savedInstrument('straight')).toBe('straight');
    expect(savedInstrument('note_tool')).toBe('note_tool');
  });
});
