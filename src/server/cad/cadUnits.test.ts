import { describe, expect, it } from 'vitest';
import { declaredUnitsOf } from './cadUnits';

describe('declared drawing units', () => {
  it('maps $INSUNITS codes to our length units where one is exact', () => {
    expect(declaredUnitsOf(1)).toEqual({ name: 'inches', unit: 'in' });
    expect(declaredUnitsOf(2)).toEqual({ name: 'feet', unit: 'ft' });
    expect(declaredUnitsOf(10)).toEqual({ name: 'yards', unit: 'yd' });
    expect(declaredUnitsOf(13)).toEqual({ name: 'μm', unit: 'μm' });
  });

  it('names units we cannot measure in, without a scale', () => {
    expect(declaredUnitsOf(21)).toEqual({ name: 'US survey feet', unit: null });
    expect(declaredUnitsOf(14)).toEqual({ name: 'dm', unit: null });
    expect(declaredUnitsOf(99)).toEqual({ name: 'unknown units (code 99)', unit: null });
  });

  it('treats a missing header value as unitless', () => {
    expect(declaredUnitsOf(null)).toEqual({ name: 'unitless', unit: null });
    expect(declaredUnitsOf(0)).toEqual({ name: 'unitless', unit: null });
  });
});
