/** Reading typed coordinates (spec drawing-core §5: latitude -90..90, longitude -180..180). */
import { isValidLatitude, isValidLongitude } from '../../shared/map';

/** A decimal number as a person types it: optional sign, digits, at most one point. */
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)$/;

const parse = (text: string, valid: (value: number) => boolean): number | null => {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return null;
  const value = Number(trimmed);
  return valid(value) ? value : null;
};

/** The typed latitude in degrees, or null when it is not a number in -90..90. */
export const parseLatitude = (text: string): number | null => parse(text, isValidLatitude);
/** The typed longitude in degrees, or null when it is not a number in -180..180. */
export const parseLongitude = (text: string): number | null => parse(text, isValidLongitude);
