/**
 * The notices of the known-length scale: the spec's "Scale set, now Add to Canvas" (success,
 * 3000 ms) and "Numeric values only", and a precise message for each other refusal.
 */
import { MESSAGES, NOTIFICATION_MS } from '../../../shared/constants';
import type { KnownLengthRefusal } from '../../document/knownLengthScale';
import type { SecondLineRefusal } from '../../document/axisScale';
import type { Notice } from '../../../shared/notices';

const scaleError = (message: string): Notice => ({ kind: 'warning', message, durationMs: NOTIFICATION_MS.scaleError });

export const SCALE_NOTICES = {
  scaleSet: { kind: 'success', message: MESSAGES.scaleSet, durationMs: NOTIFICATION_MS.scaleSet },
  numericValuesOnly: scaleError(MESSAGES.numericValuesOnly),
  axisScalesSet: { kind: 'success', message: 'X and Y scales set, now Add to Canvas', durationMs: NOTIFICATION_MS.scaleSet },
} as const satisfies Record<string, Notice>;

const REFUSALS: Record<KnownLengthRefusal, Notice> = {
  lengthNotPositive: scaleError('Known length must be greater than zero'),
  lengthTooLarge: scaleError('Known length is too large'),
  lineTooShort: scaleError('Draw the scale line first'),
  lineTooLong: scaleError('The scale line is too long for that length'),
};

const SECOND_LINE_REFUSALS: Record<SecondLineRefusal, Notice> = {
  'same-direction': scaleError('The second line must run the other way: draw it across the first, not along it'),
  inconsistent: scaleError('No stretch of the plan gives both lengths: check the lengths typed'),
  'not-positive': scaleError('Known length must be greater than zero'),
  noFirstLine: scaleError('Set the scale from the first line first'),
};

/** The notice that explains why a second line's length set no X and Y scales. */
export const secondLineRefusalNotice = (reason: SecondLineRefusal): Notice => SECOND_LINE_REFUSALS[reason];

/** The notice that explains why a known length was refused. */
export const knownLengthRefusalNotice = (reason: KnownLengthRefusal): Notice => REFUSALS[reason];

/** A refusal of what was typed, with its message. */
export const scaleInputNotice = (message: string): Notice => scaleError(message);
