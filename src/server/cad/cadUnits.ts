import type { LengthUnit } from '../../shared/units';

interface InsUnit {
  /** How the header's value reads to a person. */
  readonly name: string;
  /** The same unit in our unit list, when we have it exactly. */
  readonly unit: LengthUnit | null;
}

// $INSUNITS codes from the DXF reference (header section). US survey units differ from the
// international foot by 2 ppm, so they are named but not mapped to 'ft'.
const INS_UNITS: Readonly<Record<number, InsUnit>> = {
  0: { name: 'unitless', unit: null },
  1: { name: 'inches', unit: 'in' },
  2: { name: 'feet', unit: 'ft' },
  3: { name: 'miles', unit: 'mi' },
  4: { name: 'mm', unit: 'mm' },
  5: { name: 'cm', unit: 'cm' },
  6: { name: 'm', unit: 'm' },
  7: { name: 'km', unit: 'km' },
  8: { name: 'microinches', unit: null },
  9: { name: 'mils', unit: null },
  10: { name: 'yards', unit: 'yd' },
  11: { name: 'ångströms', unit: null },
  12: { name: 'nm', unit: 'nm' },
  13: { name: 'μm', unit: 'μm' },
  14: { name: 'dm', unit: null },
  15: { name: 'dam', unit: null },
  16: { name: 'hm', unit: null },
  17: { name: 'Gm', unit: null },
  18: { name: 'astronomical units', unit: null },
  19: { name: 'light years', unit: null },
  20: { name: 'parsecs', unit: null },
  21: { name: 'US survey feet', unit: null },
  22: { name: 'US survey inches', unit: null },
  23: { name: 'US survey yards', unit: null },
  24: { name: 'US survey miles', unit: null },
};

/**
 * The drawing units a CAD header declares: a readable name and, when it is one of our length
 * units, that unit. A missing header value (R12 files have none) counts as unitless.
 */
export function declaredUnitsOf(insUnits: number | null): InsUnit {
  if (insUnits === null) return INS_UNITS[0]!;
  return INS_UNITS[insUnits] ?? { name: `unknown units (code ${insUnits})`, unit: null };
}
