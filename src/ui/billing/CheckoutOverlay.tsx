/**
 * The checkout overlay of the plans page (spec accounts §2, §4 "Checkout"): a dialog named after
 * the plan and its price, holding the card form. A click outside, Escape or Close closes it
 * unless the card is being processed; on success the workflow goes to /register-complete.
 */
import { useSelector } from '@xstate/react';
import { isProcessing } from '../../app/billing/checkoutMachine';
import { PLAN_DEFINITIONS, type Currency, type PaidPlanId } from '../../shared/billing';
import { useCoreServices } from '../AppServices';
import { Modal } from '../modals/Modal';
import { CardForm } from './CardForm';
import { useCardForm } from './useCardForm';

export function CheckoutOverlay(props: {
  plan: PaidPlanId;
  currency: Currency;
  /** The plan's price as shown on the page, e.g. "€99.00". */
  price: string | null;
  country: string;
  countries: readonly string[];
  onClose: () => void;
}) {
  const core = useCoreServices();
  const checkout = useCardForm(core, { kind: 'checkout', plan: props.plan, currency: props.currency }, props.country, props.onClose);
  const processing = useSelector(checkout, isProcessing);
  const name = PLAN_DEFINITIONS.find((plan) => plan.id === props.plan)?.name ?? props.plan;
  return (
    <Modal title={`Buy ${name}`} onClose={() => checkout.send({ type: 'close' })} className="checkout-overlay">
      {props.price && <p className="checkout-price">{props.price}</p>}
      <CardForm checkout={checkout} submitLabel={props.price ? `Pay ${props.price}` : 'Pay'} countries={props.countries} label="Payment" />
      <div className="dialog-actions">
        <button type="button" className="dialog-button" disabled={processing} onClick={() => checkout.send({ type: 'close' })}>
          Close
        </button>
      </div>
    </Modal>
  );
}
