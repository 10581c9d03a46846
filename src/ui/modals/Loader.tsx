import { useActorRef, useSelector } from '@xstate/react';
import { LOADER_FRAMES } from '../../shared/constants';
import { loaderMachine } from './loaderMachine';

const STEPS = Array.from({ length: LOADER_FRAMES }, (_, index) => index + 1);

export interface LoaderProps {
  message?: string;
  /** Given for work that can be stopped (an image load): a progress bar and a Cancel button show. */
  onCancel?: () => void;
  /** With onCancel: how far the work has come, 0 to 1, or null while unknown (an indeterminate bar). */
  progress?: number | null;
}

/**
 * The loader: a step indicator whose steps light up one by one, frame 1 to 9 and again. It
 * covers the screen while shown; Escape does not close it. `message` says what it waits for.
 */
export function Loader({ message = '', onCancel, progress = null }: LoaderProps) {
  const loader = useActorRef(loaderMachine);
  const frame = useSelector(loader, (snapshot) => snapshot.context.frame);
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div className="dialog-backdrop loader-backdrop">
      <div className="loader" role="status" aria-label={message || 'Loading'} data-frame={frame}>
        {STEPS.map((step) => (
          <span key={step} className={step <= frame ? 'loader-step loader-step-on' : 'loader-step'} />
        ))}
        {message && <p className="loader-message">{message}</p>}
        {onCancel && (
          <>
            <div
              className="loader-progress"
              role="progressbar"
              aria-label={message || 'Loading'}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent ?? undefined}
            >
              <span className="loader-progress-done" style={{ width: percent === null ? undefined : `${percent}%` }} data-indeterminate={percent === null || undefined} />
            </div>
            <button type="button" className="loader-cancel" onClick={onCancel}>
              Cancel
            </button>
          </>
        )}
      </div>
    </div>
  );
}
