/**
 * Units of the spec and exact conversion between them.
 *
 * Every unit is an exact whole number of nanometres (or square nanometres), kept as BigInt, so
 * a conversion factor is an exact fraction reduced before it becomes a double: converting 1 of
 * any unit gives the correctly rounded double of the true answer.
 */

export const METRIC_UNITS = ['nm', 'μm', 'mm', 'cm', 'm', 'km'] as const;
export const IMPERIAL_UNITS = ['in', 'ft', 'yd', 'mi'] as const;
export const LENGTH_UNITS = [...METRIC_UNITS, ...IMPERIAL_UNITS] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

/** Area units: the square of every length unit, plus acre ("a") and hectare ("ha"). */
export type AreaUnit = `${LengthUnit}²` | 'a' | 'ha';
export const AREA_UNITS: readonly AreaUnit[] = [
  ...LENGTH_UNITS.map((unit) => `${unit}²` as const),
  'a',
  'ha',
];

export type MeasurementSystem = 'metric' | 'imperial';

const NANOMETRES: Record<LengthUnit, bigint> = {
  nm: 1n,
  μm: 1_000n,
  mm: 1_000_000n,
  cm: 10_000_000n,
  m: 1_000_000_000n,
  km: 1_000_000_000_000n,
  in: 25_400_000n, // 25.4 mm, exact by the 1959 international yard agreement
  ft: 304_800_000n,
  yd: 914_400_000n,
  mi: 1_609_344_000_000n,
};

const SQUARE_NANOMETRES: Record<AreaUnit, bigint> = {
  ...(Object.fromEntries(
    LENGTH_UNITS.map((unit) => [`${unit}²`, NANOMETRES[unit] * NANOMETRES[unit]]),
  ) as Record<`${LengthUnit}²`, bigint>),
  a: 43_560n * NANOMETRES.ft * NANOMETRES.ft, // an acre is exactly 43,560 ft²
  ha: 10_000n * NANOMETRES.m * NANOMETRES.m,
};

export const isMetric = (unit: LengthUnit): boolean =>
  (METRIC_UNITS as readonly string[]).includes(unit);

export const systemOf = (unit: LengthUnit): MeasurementSystem => (isMetric(unit) ? 'metric' : 'imperial');

export const areaUnitOf = (unit: LengthUnit): AreaUnit => `${unit}²`;

/** Default scale unit of each measurement system (spec §9). */
export const DEFAULT_UNIT: Record<MeasurementSystem, LengthUnit> = { metric: 'cm', imperial: 'ft' };
/**
 * The unit a measure becomes when the person switches the default system: the other system's unit
 * nearest in size, as a person would write it (1 cm reads 0.3937 in, not 6.214 × 10⁻⁶ mi). The
 * spec (§9) names km and mi; they are kept as each other's pair, and the smaller units follow the
 * same rule instead of all becoming mi or km (README, "Switching the measurement system").
 */
export const UNIT_ACROSS_SYSTEMS: Record<LengthUnit, LengthUnit> = {
  nm: 'in',
  μm: 'in',
  mm: 'in',
  cm: 'in',
  m: 'ft',
  km: 'mi',
  in: 'cm',
  ft: 'm',
  yd: 'm',
  mi: 'km',
};

/** The unit `unit` is written in once the default system is `system`: itself when it already belongs. */
export const unitOnSystemSwitch = (unit: LengthUnit, system: MeasurementSystem): LengthUnit =>
  systemOf(unit) === system ? unit : UNIT_ACROSS_SYSTEMS[unit];

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

const EXACT_IN_DOUBLE = 2n ** 53n;
const bitLength = (value: bigint): bigint => BigInt(value.toString(2).length);

/**
 * The correctly rounded double of from/to. When both parts fit in a double, IEEE division rounds
 * once. Otherwise a 64-bit integer quotient is formed, with a sticky low bit standing for any
 * remainder, so Number() still rounds exactly once.
 */
function exactRatio(from: bigint, to: bigint): number {
  const divisor = gcd(from, to);
  const num = from / divisor;
  const den = to / divisor;
  if (num < EXACT_IN_DOUBLE && den < EXACT_IN_DOUBLE) return Number(num) / Number(den);
  const shift = 64n + bitLength(den) - bitLength(num);
  const dividend = shift >= 0n ? num << shift : num;
  const divider = shift >= 0n ? den : den << -shift;
  let quotient = dividend / divider;
  if (dividend % divider !== 0n) quotient |= 1n;
  return Number(quotient) * 2 ** -Number(shift);
}

const ratioCache = new Map<string, number>();
function cachedRatio(key: string, from: bigint, to: bigint): number {
  let ratio = ratioCache.get(key);
  if (ratio === undefined) {
    ratio = exactRatio(from, to);
    ratioCache.set(key, ratio);
  }
  return ratio;
}

/** Converts a length between any two units of the spec. */
export function convertLength(value: number, from: LengthUnit, to: LengthUnit): number {
  if (from === to) return value;
  return value * cachedRatio(`${from}>${to}`, NANOMETRES[from], NANOMETRES[to]);
}

/** Converts an area between any two area units, acres and hectares included. */
export function convertArea(value: number, from: AreaUnit, to: AreaUnit): number {
  if (from === to) return value;
  return value * cachedRatio(`${from}>>${to}`, SQUARE_NANOMETRES[from], SQUARE_NANOMETRES[to]);
}

/** Exact size of a unit, for tests that check conversions against exact arithmetic. */
export const unitSizeInNanometres = (unit: LengthUnit): bigint => NANOMETRES[unit];
export const areaUnitSizeInSquareNanometres = (unit: AreaUnit): bigint => SQUARE_NANOMETRES[unit];
