import { useSelector } from '@xstate/react';
import { BILLING_MESSAGES, formatPrice } from '../../shared/billing';
import { useCoreServices } from '../AppServices';
import { Modal } from '../modals/Modal';

/**
 * The activate modal (spec accounts §4 "Pay-per-day"): the 24-hour session has ended; Log out,
 * or Confirm to start a new one. Escape and the backdrop do not close it: the day has to be
 * activated (or the person logs out) before drawing on.
 */
export function ActivateModal() {
  const { auth, modals } = useCoreServices();
  const payPerDay = useSelector(auth, (snapshot) => snapshot.context.user?.subscription ?? null);
  const price = payPerDay?.payPerDay ? formatPrice(payPerDay.payPerDay.price, payPerDay.currency) : null;
  return (
    <Modal title="Activate a new day" onClose={() => undefined} className="dialog-confirm">
      <p>{BILLING_MESSAGES.dayEnded}</p>
      {price && <p>A new 24-hour session costs {price}, billed monthly.</p>}
      <div className="dialog-actions">
        <button type="button" className="dialog-button" onClick={() => auth.send({ type: 'logout' })}>
          Log out
        </button>
        <button type="button" className="dialog-button dialog-button-primary" data-autofocus onClick={() => modals.send({ type: 'modal.confirm' })}>
          Confirm
        </button>
      </div>
    </Modal>
  );
}

/** The welcome back at login with time left of the day (spec accounts §4); Ok, Escape or the backdrop dismiss it. */
export function WelcomeBackModal() {
  const { modals } = useCoreServices();
  const info = useSelector(modals, (snapshot) => snapshot.context.info);
  return (
    <Modal title={info.title} onClose={() => modals.send({ type: 'modal.close' })} className="dialog-confirm">
      <p>{info.message}</p>
      <div className="dialog-actions">
        <button type="button" className="dialog-button" onClick={() => modals.send({ type: 'modal.confirm' })}>
          Ok
        </button>
      </div>
    </Modal>
  );
}
