import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { convertLength } from '../../shared/units';
import type { CadDimension } from './cadModel';
import { declaredUnitsOf } from './cadUnits';
import { FIXTURES } from './cadTestSupport';
import { parseDimensionText } from '../../shared/dimensionText';
import { dimensionReadings, dimensionSpan, shownDimensionText, suggestedUnits, unitsFromDimensions, type DimensionReading } from './dimensionUnits';
import { decodeDxfText } from './index';
import { readDwg } from './readDwg';
import { readDxf } from './readDxf';
import { agreeingMillimetreRoomText } from './testing/dimensionedDxf';

/** A dimension stating `text` over `span` drawing units. */
const reading = (text: string, span: number): DimensionReading => ({ stated: parseDimensionText(text)!, span });

const horizontal = (length: number, overrides: Partial<CadDimension> = {}): CadDimension => ({
  from: { x: 0, y: 0 },
  to: { x: length, y: 0 },
  along: { x: 1, y: 0 },
  measurement: length,
  text: '',
  drawnText: null,
  ...overrides,
});

describe('the units a set of dimensions agree on', () => {
  it('finds inches where feet-and-inches texts span their value in inches', () => {
    const readings = [reading(`58'-0"`, 696), reading(`12'-6 1/2"`, 150.5), reading(`3'-1"`, 37)];
    expect(unitsFromDimensions(readings, 'mm')).toEqual({ unit: 'in', agreeing: 3, read: 3 });
  });

  it('finds millimetres where metre texts span a thousand times their value', () => {
    const readings = [reading('3.5m', 3500), reading('4.2 m', 4200), reading('120 cm', 1200)];
    expect(unitsFromDimensions(readings, 'm')).toEqual({ unit: 'mm', agreeing: 3, read: 3 });
  });

  it('lets a dimension differ from its span by 0.5 %, or by its text’s rounding, and no more', () => {
    // 10'-0" is 120 in: 120.5 is within 0.5 % (0.6 in), 121 is not.
    expect(unitsFromDimensions([reading(`10'-0"`, 120.5)], null)?.unit).toBe('in');
    expect(unitsFromDimensions([reading(`10'-0"`, 121)], null)).toBeNull();
    // 2" written to the inch: 2.4 is within its half inch of rounding, though 20 % off.
    expect(unitsFromDimensions([reading(`2"`, 2.4)], null)?.unit).toBe('in');
  });

  it('goes with a strict majority: one stray dimension does not change the answer, a split gives none', () => {
    const inches = [reading(`7'-2"`, 86), reading(`16'-0"`, 192), reading(`2'-4"`, 28)];
    expect(unitsFromDimensions([...inches, reading(`5'-0"`, 1524)], 'mm')).toEqual({ unit: 'in', agreeing: 3, read: 4 });
    expect(unitsFromDimensions([inches[0]!, inches[1]!, reading(`5'-0"`, 1524), reading(`8'-0"`, 2438.4)], 'mm')).toBeNull();
  });

  it('reads a plain number in the declared units, and leaves it out when there are none', () => {
    expect(unitsFromDimensions([reading('1200', 1200), reading('3000', 3000)], 'mm')).toEqual({ unit: 'mm', agreeing: 2, read: 2 });
    expect(unitsFromDimensions([reading('1200', 1.2), reading('3000', 3)], 'mm')).toEqual({ unit: 'm', agreeing: 2, read: 2 });
    expect(unitsFromDimensions([reading('1200', 1200)], null)).toBeNull();
  });

  it('checks declared units outside the usual five too', () => {
    expect(unitsFromDimensions([reading('12', 12)], 'yd')).toEqual({ unit: 'yd', agreeing: 1, read: 1 });
  });

  it('suggests nothing when the dimensions agree with the declared units, or there are none', () => {
    expect(suggestedUnits([horizontal(696, { text: `58'-0"` })], 'in')).toBeNull();
    expect(suggestedUnits([horizontal(696, { text: `58'-0"` })], 'mm')).toEqual({ unit: 'in', agreeing: 1, read: 1 });
    expect(suggestedUnits([], 'mm')).toBeNull();
  });
});

describe('what a dimension states and spans', () => {
  it('shows an override as entered, else the text drawn in its block, else its measured value', () => {
    expect(shownDimensionText(horizontal(696, { text: '3.5m', drawnText: String.raw`\A1;3.5m` }))).toBe('3.5m');
    expect(shownDimensionText(horizontal(696, { text: '<>', drawnText: String.raw`\A1;58'-0"` }))).toBe(`58'-0"`);
    expect(shownDimensionText(horizontal(696, { drawnText: String.raw`\A1;58'-0"` }))).toBe(`58'-0"`);
    expect(shownDimensionText(horizontal(696))).toBe('696');
    expect(shownDimensionText(horizontal(696, { text: '<> mm' }))).toBe('696 mm');
    expect(shownDimensionText(horizontal(696, { text: ' ' }))).toBeNull();
    expect(shownDimensionText(horizontal(696, { measurement: null }))).toBeNull();
  });

  it('measures a rotated dimension along its direction and an aligned one between its points', () => {
    const slanted = { from: { x: 0, y: 0 }, to: { x: 30, y: 40 } };
    expect(dimensionSpan(horizontal(0, { ...slanted, along: { x: 1, y: 0 } }))).toBeCloseTo(30, 12);
    expect(dimensionSpan(horizontal(0, { ...slanted, along: { x: 0, y: 1 } }))).toBeCloseTo(40, 12);
    expect(dimensionSpan(horizontal(0, { ...slanted, along: null }))).toBeCloseTo(50, 12);
  });

  it('reads no dimension that states no length, or spans nothing', () => {
    expect(dimensionReadings([horizontal(10, { text: 'EQ' }), horizontal(0, { text: '1200' })])).toEqual([]);
  });
});

describe('the units check on CAD files', () => {
  it('finds floorplan.dxf, which declares millimetres, drawn in inches: all 63 of its dimensions agree', () => {
    const model = readDxf(decodeDxfText(readFileSync(`${FIXTURES}/dxf/floorplan.dxf`)));
    expect(declaredUnitsOf(model.insUnits).unit).toBe('mm');
    expect(suggestedUnits(model.dimensions, 'mm')).toEqual({ unit: 'in', agreeing: 63, read: 63 });
    // Its two 58'-0" dimensions of the outer wall read 58 ft in inches.
    const walls = model.dimensions.filter((dimension) => shownDimensionText(dimension) === `58'-0"`);
    expect(walls).toHaveLength(2);
    for (const wall of walls) expect(Math.abs(convertLength(dimensionSpan(wall), 'in', 'ft') - 58) / 58).toBeLessThan(0.001);
  });

  it('suggests nothing for a DXF in millimetres whose dimensions say millimetres, metres and measured values', () => {
    const text = agreeingMillimetreRoomText();
    const model = readDxf(text);
    expect(model.dimensions).toHaveLength(4);
    expect(unitsFromDimensions(dimensionReadings(model.dimensions), 'mm')).toEqual({ unit: 'mm', agreeing: 4, read: 4 });
    expect(suggestedUnits(model.dimensions, 'mm')).toBeNull();
  });

  it('suggests nothing for a DXF without dimensions', () => {
    const model = readDxf(decodeDxfText(readFileSync(`${FIXTURES}/dxf/1x1rectangle.dxf`)));
    expect(model.dimensions).toEqual([]);
    expect(suggestedUnits(model.dimensions, 'mm')).toBeNull();
  });

  it('reads a DWG’s rotated and aligned dimensions: sample_AC1015.dwg agrees with its inches', async () => {
    const model = await readDwg(new Uint8Array(readFileSync(`${FIXTURES}/dwg/sample_AC1015.dwg`)));
    expect(declaredUnitsOf(model.insUnits).unit).toBe('in');
    expect(model.dimensions.map(shownDimensionText)).toEqual(['46,72', `4'-0 1/4"`, '7.0711', '35.1233', '34.9453']);
    expect(unitsFromDimensions(dimensionReadings(model.dimensions), 'in')).toEqual({ unit: 'in', agreeing: 5, read: 5 });
    expect(suggestedUnits(model.dimensions, 'in')).toBeNull();
  });
});
