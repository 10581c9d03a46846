import { useActorRef, useSelector } from '@xstate/react';
import { LOADER_FRAMES } from '../../shared/constants';
import { loaderMachine } from './loaderMachine';

const STEPS = Array.from({ length: LOADER_FRAMES }, (_, index) => index + 1);

/**
 * The loader: a step indicator whose steps light up one by one, frame 1 to 9 and again. It
 * covers the screen while shown; Escape does not close it. `message` says what it waits for.
 */
export function Loader({ message = '' }: { message?: string }) {
  const loader = useActorRef(loaderMachine);
  const frame = useSelector(loader, (snapshot) => snapshot.context.frame);
  return (
    <div className="dialog-backdrop loader-backdrop">
      <div className="loader" role="status" aria-label={message || 'Loading'} data-frame={frame}>
        {STEPS.map((step) => (
          <span key={step} className={step <= frame ? 'loader-step loader-step-on' : 'loader-step'} />
        ))}
        {message && <p className="loader-message">{message}</p>}
      </div>
    </div>
  );
}
