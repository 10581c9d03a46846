import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LENGTH_UNITS, UNIT_ON_SYSTEM_SWITCH, convertLength, type LengthUnit, type MeasurementSystem } from '../../shared/units';
import { layerResults } from '../measure/measureSketch';
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
              expect(after.scale.measure).toBe(UNIT_ON_SYSTEM_SWITCH[system]);
              const expected = realLengthInMetres(before);
              expect(Math.abs(realLengthInMetres(after) - expected) / expected).toBeLessThan(1e-9);
            },
          ),
          { numRuns: 50 },
        );
      }
    }
  });

  it('turns 1 square = 0.5 m into 0.000311 mi, and back into 0.0005 km', () => {
    const metres = setScale(createDocument({ measure: 'cm', color: 'pink' }), 0.5, 'm');
    const miles = applySwitchedSystem(metres, 'imperial');
    expect(miles.scale.measure).toBe('mi');
    expect(miles.scale.value).toBeCloseTo(0.5 / 1609.344, 15);
    const kilometres = applySwitchedSystem(miles, 'metric');
    expect(kilometres.scale.measure).toBe('km');
    expect(kilometres.scale.value).toBeCloseTo(0.0005, 15);
  });

  it('keeps a converted value below the typed minimum of 0.1, which would change the size', () => {
    const switched = applySwitchedSystem(setScale(createDocument({ measure: 'cm', color: 'pink' }), 1, 'cm'), 'metric');
    expect(switched.scale).toMatchObject({ value: 1e-5, measure: 'km' });
  });

  it('leaves the document as it is when the unit is already mi or km', () => {
    const miles = setScale(createDocument({ measure: 'cm', color: 'pink' }), 3, 'mi');
    expect(applySwitchedSystem(miles, 'imperial')).toBe(miles);
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
