import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { checkoutMachine, isFinished, type CardPurpose, type CheckoutActor } from '../../app/billing/checkoutMachine';
import { createCheckoutServices } from '../../app/billing/checkoutServices';
import type { CoreServices } from '../../app/appServices';

/**
 * Starts the card form's workflow for `purpose` (one actor per form shown) and calls `onFinished`
 * once it is done (paid, card updated) or closed.
 */
export function useCardForm(
  core: Pick<CoreServices, 'billingApi' | 'authApi' | 'auth' | 'navigator'>,
  purpose: CardPurpose,
  country: string,
  onFinished: (how: 'done' | 'closed') => void,
): CheckoutActor {
  const services = useMemo(() => createCheckoutServices(core), [core]);
  const checkout = useActorRef(checkoutMachine, { input: { services, purpose, country } });
  const finished = useSelector(checkout, isFinished);
  useEffect(() => {
    if (finished) onFinished(finished);
  }, [finished, onFinished]);
  return checkout;
}
