/**
 * The educator's countdown (spec accounts §2 "Educator Dashboard", §9 "Timers"): hours and minutes
 * to the session's end, H:MM under ten hours and HH:MM from ten; CLASSROOM_COUNTDOWN_INITIAL before
 * a session runs.
 */
import { CLASSROOM_COUNTDOWN_INITIAL } from '../../shared/classroom';

const MINUTE_MS = 60_000;

/**
 * The time left until `endsAt` at `now`. Minutes round up, so a session just started for 12 hours
 * shows 12:00 and the last minute shows 0:01 rather than 0:00 while it still runs.
 */
export function countdownText(endsAt: string | null, now: number): string {
  if (endsAt === null) return CLASSROOM_COUNTDOWN_INITIAL;
  const end = Date.parse(endsAt);
  if (Number.isNaN(end)) return CLASSROOM_COUNTDOWN_INITIAL;
  const minutes = Math.max(0, Math.ceil((end - now) / MINUTE_MS));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
