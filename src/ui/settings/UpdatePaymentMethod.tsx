/**
 * The Account tab's "Update payment method" (spec accounts §2 "Account tab", §4 "Account
 * updates"): for a subscription with status 'Opened' that is not unsubscribed, a button that opens
 * the card form; after a card update the form closes and 'done' shows for 3 s.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { BILLING_MESSAGES, SUBSCRIPTION_STATUS } from '../../shared/billing';
import { useServices } from '../AppServices';
import { CardForm } from '../billing/CardForm';
import { useCardForm } from '../billing/useCardForm';
import { useDoneFlash } from './useDoneFlash';

const UPDATE_CARD = { kind: 'updateCard' } as const;

function OpenCardForm({ onFinished }: { onFinished: (how: 'done' | 'closed') => void }) {
  const services = useServices();
  const checkout = useCardForm(services, UPDATE_CARD, '', onFinished);
  return (
    <div className="account-card-form">
      <CardForm checkout={checkout} submitLabel={BILLING_MESSAGES.updateCard} label="Update payment method" />
      <button type="button" className="link-button" onClick={() => checkout.send({ type: 'close' })}>
        Cancel
      </button>
    </div>
  );
}

export function UpdatePaymentMethod() {
  const { auth, billing } = useServices();
  const subscription = useSelector(auth, (snapshot) => snapshot.context.user?.subscription ?? null);
  const [open, setOpen] = useState(false);
  const [done, flashDone] = useDoneFlash();
  const finished = useCallback(
    (how: 'done' | 'closed') => {
      setOpen(false);
      if (how === 'done') {
        flashDone();
        // The new card, as the server now knows it, shows in the plan's Card row.
        void billing.reloadUser();
      }
    },
    [flashDone, billing],
  );
  if (subscription?.status !== SUBSCRIPTION_STATUS.opened || subscription.unsubscribe) return null;
  return (
    <div className="update-payment-method">
      {open ? (
        <OpenCardForm onFinished={finished} />
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          Update payment method
        </button>
      )}
      {done && (
        <span className="account-done" role="status">
          done
        </span>
      )}
    </div>
  );
}
