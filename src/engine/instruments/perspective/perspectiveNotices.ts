/**
 * The notices of the Perspective instrument (issue 23): why four corners or two sides make no
 * plane, and the success. A refused corner is explained long enough to read, since the person
 * must then click again.
 */
import { NOTIFICATION_MS } from '../../../shared/constants';
import type { Notice } from '../../../shared/notices';
import type { PerspectiveRefusal } from '../../document/perspectiveScale';

const refusal = (message: string): Notice => ({ kind: 'warning', message, durationMs: NOTIFICATION_MS.default });

export const PERSPECTIVE_NOTICES = {
  perspectiveSet: { kind: 'success', message: 'Perspective set', durationMs: NOTIFICATION_MS.scaleSet },
  cornersFirst: refusal('Mark the four corners of the rectangle first'),
} as const satisfies Record<string, Notice>;

const REFUSALS: Record<PerspectiveRefusal, Notice> = {
  collinear: refusal('Three corners lie in a line: mark the four corners of a rectangle on the floor or wall.'),
  crossing: refusal('The sides cross: mark the corners in order around the rectangle.'),
  concave: refusal('A corner turns inwards: mark the corners of a rectangle in order around it.'),
  sideNotPositive: refusal('Both sides must be greater than zero'),
  scaleOutOfRange: refusal('Those sides are too small to measure'),
};

/** The notice that explains why corners or sides were refused. */
export const perspectiveRefusalNotice = (reason: PerspectiveRefusal): Notice => REFUSALS[reason];
