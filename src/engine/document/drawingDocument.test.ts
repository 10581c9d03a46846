import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LENGTH_UNITS, convertLength, systemOf, unitOnSystemSwitch, type LengthUnit, type MeasurementSystem } from '../../shared/units';
import { layerResults } from '../measure/measureSketch';
import { toDocumentState } from './savedDocument';
import { parseDocumentState } from '../../shared/documentState';
import { createViewport } from '../viewport/viewport';
import { appendStraightLine, emptySketch, startSketch } from './sketch';
import {
  applyLoadedSystem,
  applySwitchedSystem,
  commitSketch,
  createDocument,
  currentLayer,
  setScale,
  type DrawingDocument,
} from './drawingDocument';

const SYSTEMS: readonly MeasurementSystem[] = ['metric', 'imperial'];

/** A document whose scale is `value` `unit`, with one straight line `dx`, `dy` px long drawn on it. */
function drawnLine(value: number, unit: LengthUnit, dx: number, dy: number): DrawingDocument {
  const scaled = setScale(createDocument({ measure: 'cm', color: 'pink' }), value, unit);
  return commitSketch(scaled, appendStraightLine(startSketch(emptySketch(), { x: 10, y: 20 }), { x: 10 + dx, y: 20 + dy }));
}

/** The drawn line's real length in metres, as the results measure it. */
function realLengthInMetres(document: DrawingDocument): number {
  const results = layerResults(currentLayer(document), document.scale);
  return convertLength(results.perimeter, results.lengthUnit, 'm');
}

describe('switching the default system', () => {
  it('keeps the real length of a drawn line for every unit and either system', () => {
    for (const unit of LENGTH_UNITS) {
      for (const system of SYSTEMS) {
        fc.assert(
          fc.property(
            fc.double({ min: 0.1, max: 1e5, noNaN: true }),
            fc.integer({ min: 1, max: 3000 }),
            fc.integer({ min: -3000, max: 3000 }),
            (value, dx, dy) => {
              const before = drawnLine(value, unit, dx, dy);
              const after = applySwitchedSystem(before, system);
              expect(after.scale.measure).toBe(unitOnSystemSwitch(unit, system));
              expect(systemOf(after.scale.measure)).toBe(system);
              const expected = realLengthInMetres(before);
              expect(Math.abs(realLengthInMetres(after) - expected) / expected).toBeLessThan(1e-9);
            },
          ),
          { numRuns: 50 },
        );
      }
    }
  });

  it('writes each unit in the other system\'s unit nearest in size: 0.5 m becomes 1.64 ft, and back 0.5 m', () => {
    const metres = setScale(createDocument({ measure: 'cm', color: 'pink' }), 0.5, 'm');
    const feet = applySwitchedSystem(metres, 'imperial');
    expect(feet.scale.measure).toBe('ft');
    expect(feet.scale.value).toBeCloseTo(0.5 / 0.3048, 12);
    const back = applySwitchedSystem(feet, 'metric');
    expect(back.scale.measure).toBe('m');
    expect(back.scale.value).toBeCloseTo(0.5, 12);
  });

  it.each([
    ['cm', 'imperial', 'in'],
    ['mm', 'imperial', 'in'],
    ['km', 'imperial', 'mi'],
    ['in', 'metric', 'cm'],
    ['ft', 'metric', 'm'],
    ['yd', 'metric', 'm'],
    ['mi', 'metric', 'km'],
  ] as const)('turns %s into the %s unit %s', (unit, system, expected) => {
    const switched = applySwitchedSystem(setScale(createDocument({ measure: 'cm', color: 'pink' }), 1, unit), system);
    expect(switched.scale.measure).toBe(expected);
    expect(convertLength(switched.scale.value, expected, 'm')).toBeCloseTo(convertLength(1, unit, 'm'), 12);
  });

  it('keeps a converted value below the typed minimum of 0.1, which would change the size', () => {
    const switched = applySwitchedSystem(setScale(createDocument({ measure: 'cm', color: 'pink' }), 0.1, 'in'), 'metric');
    expect(switched.scale.measure).toBe('cm');
    expect(switched.scale.value).toBeCloseTo(0.254, 15);
    const tiny = applySwitchedSystem(setScale(createDocument({ measure: 'cm', color: 'pink' }), 1, 'mm'), 'imperial');
    expect(tiny.scale.value).toBeCloseTo(1 / 25.4, 15);
    expect(tiny.scale.value).toBeLessThan(0.1);
  });

  it('leaves the document as it is when the unit already belongs to the system', () => {
    const miles = setScale(createDocument({ measure: 'cm', color: 'pink' }), 3, 'mi');
    expect(applySwitchedSystem(miles, 'imperial')).toBe(miles);
    const centimetres = setScale(createDocument({ measure: 'cm', color: 'pink' }), 3, 'cm');
    expect(applySwitchedSystem(centimetres, 'metric')).toBe(centimetres);
  });
});

describe('loading the stored system', () => {
  it('gives a pristine document its default unit without converting, and leaves one with a drawing alone', () => {
    const fresh = createDocument({ measure: 'cm', color: 'pink' });
    expect(applyLoadedSystem(fresh, 'imperial').scale).toMatchObject({ value: 1, measure: 'ft' });
    const drawn = drawnLine(1, 'cm', 30, 0);
    expect(applyLoadedSystem(drawn, 'imperial')).toBe(drawn);
  });
});

describe('a scale below the typed minimum', () => {
  it('is saved and read back: 1 mm switched to imperial is 0.03937 in a square', () => {
    const switched = applySwitchedSystem(setScale(createDocument({ measure: 'cm', color: 'pink' }), 1, 'mm'), 'imperial');
    expect(switched.scale.value).toBeLessThan(0.1);
    const state = JSON.parse(JSON.stringify(toDocumentState({ document: switched, viewport: createViewport({ width: 800, height: 600 }), instrument: 'pan_move' })));
    expect(parseDocumentState(state).scale).toMatchObject({ value: switched.scale.value, measure: 'in' });
  });
});
