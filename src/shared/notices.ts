/** The notifications the engine raises (spec drawing-core §8), with their types and durations. */
import { MESSAGES, NOTIFICATION_MS } from './constants';
import { formatNumber } from './format';
import type { LengthUnit } from './units';

export type NoticeKind = 'success' | 'info' | 'warning' | 'danger';

export interface Notice {
  kind: NoticeKind;
  message: string;
  durationMs: number;
}

export type NoticeEvent = { type: 'notice' } & Notice;

export const NOTICES = {
  linesCannotIntersect: { kind: 'danger', message: MESSAGES.linesCannotIntersect, durationMs: NOTIFICATION_MS.intersect },
  cutoutOutsideShape: { kind: 'danger', message: MESSAGES.cutoutOutsideShape, durationMs: NOTIFICATION_MS.intersect },
  cutoutNeedsClosedShape: { kind: 'info', message: MESSAGES.cutoutNeedsClosedShape, durationMs: NOTIFICATION_MS.toolHint },
  addNewLayer: { kind: 'info', message: MESSAGES.addNewLayer, durationMs: NOTIFICATION_MS.toolHint },
  numericValuesOnly: { kind: 'warning', message: MESSAGES.numericValuesOnly, durationMs: NOTIFICATION_MS.scaleError },
  annotationsOnClosed: { kind: 'info', message: MESSAGES.annotationsOnClosed, durationMs: NOTIFICATION_MS.toolHint },
  vertexOffScreen: { kind: 'danger', message: MESSAGES.vertexOffScreen, durationMs: NOTIFICATION_MS.vertexOffScreen },
  rectangleHint: { kind: 'info', message: MESSAGES.rectangleHint, durationMs: NOTIFICATION_MS.toolHint },
  imageNotLoaded: { kind: 'danger', message: MESSAGES.imageNotLoaded, durationMs: NOTIFICATION_MS.magicWand },
  pointOutOfBounds: { kind: 'danger', message: MESSAGES.pointOutOfBounds, durationMs: NOTIFICATION_MS.magicWand },
  maskNotFound: { kind: 'danger', message: MESSAGES.maskNotFound, durationMs: NOTIFICATION_MS.magicWand },
  areasDoNotIntersect: { kind: 'danger', message: MESSAGES.areasDoNotIntersect, durationMs: NOTIFICATION_MS.magicWand },
  wandOnMap: { kind: 'danger', message: MESSAGES.wandOnMap, durationMs: NOTIFICATION_MS.magicWand },
  perspectiveNeedsImage: { kind: 'danger', message: MESSAGES.perspectiveNeedsImage, durationMs: NOTIFICATION_MS.default },
  perspectiveOnMap: { kind: 'danger', message: MESSAGES.perspectiveOnMap, durationMs: NOTIFICATION_MS.default },
  gridLockedToMap: { kind: 'info', message: MESSAGES.gridLockedToMap, durationMs: NOTIFICATION_MS.default },
} as const satisfies Record<string, Notice>;

/** "Cannot have less than N points!" (1 s). */
export const tooFewPointsNotice = (count: number): Notice => ({
  kind: 'danger',
  message: MESSAGES.tooFewPoints(count),
  durationMs: NOTIFICATION_MS.tooFewPoints,
});

/**
 * After Settings → Default system: the scale now shows in mi or km, its value converted so that
 * the drawing keeps its real size. The value is written as results are (power-of-ten form below
 * 0.01, spec §4 "Results display"): "1 square = 3.11 × 10⁻⁴ mi".
 */
export const scaleConvertedNotice = (value: number, unit: LengthUnit): Notice => ({
  kind: 'info',
  message: MESSAGES.scaleConverted(`${formatNumber(value)} ${unit}`, unit),
  durationMs: NOTIFICATION_MS.default,
});

export const noticeEvent = (notice: Notice): NoticeEvent => ({ type: 'notice', ...notice });
