import { useSelector } from '@xstate/react';
import { countdownOf } from '../../app/billing/accessMachine';
import { useCoreServices } from '../AppServices';

/**
 * The header's trial or pay-per-day countdown, hours and minutes ("167 h 59 min"; spec accounts §2, §4), refreshed by the
 * access statechart every minute; nothing while no countdown runs.
 */
export function HeaderCountdown() {
  const { billing } = useCoreServices();
  const countdown = useSelector(
    billing.access,
    (snapshot) => countdownOf(snapshot.context),
    (a, b) => a?.label === b?.label && a?.text === b?.text,
  );
  if (!countdown) return null;
  return (
    <span className="countdown">
      <span className="countdown-label" aria-hidden="true">
        {countdown.label}
      </span>
      <span className="countdown-time" role="timer" aria-label={countdown.label}>
        {countdown.text}
      </span>
    </span>
  );
}
