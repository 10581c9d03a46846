/**
 * The pay-per-day welcome back (spec accounts §4): on login with time left of the 24-hour
 * session, the hours and minutes remaining, unless the person dismissed it for that day. The
 * dismissal is kept in sessionStorage under the day's end, so a reload does not ask again and
 * the next day does.
 */
import type { Access } from '../../shared/billing';

const DISMISSED_PREFIX = 'planimetry.welcomeBackDismissed.';

/** "1 hour", "5 hours", "0 minutes"… */
const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** The welcome-back text for a running day, or null when there is none (not pay-per-day, or over). */
export function welcomeBackMessage(access: Access | null, now: Date): string | null {
  if (access?.kind !== 'app' || access.reason !== 'pay-per-day' || access.countdownEnds === null) return null;
  const minutes = Math.floor((Date.parse(access.countdownEnds) - now.getTime()) / 60_000);
  if (minutes <= 0) return null;
  return `You have ${plural(Math.floor(minutes / 60), 'hour')} and ${plural(minutes % 60, 'minute')} left of your 24-hour session.`;
}

/** Remembers, for the browser tab's session, which day's welcome back was dismissed. */
export function welcomeBackDismissals(storage: Pick<Storage, 'getItem' | 'setItem'> | null) {
  return {
    dismissed: (dayEnds: string) => storage?.getItem(DISMISSED_PREFIX + dayEnds) === '1',
    dismiss: (dayEnds: string) => storage?.setItem(DISMISSED_PREFIX + dayEnds, '1'),
  };
}
