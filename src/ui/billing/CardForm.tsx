/**
 * The card form of the checkout overlay, /update-card and the Account tab: name on card, postal
 * code and country for a purchase, the provider's card field with its error underneath, the test
 * mode note, the server's banner and the submit button ('Processing…' while the card is processed).
 * It renders the card form's workflow and sends it what the person does; nothing more.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useId, type FormEvent } from 'react';
import type { CardFieldState } from '../../app/billing/cardEntry';
import { asksBankCheck, canSubmit, isProcessing, type CheckoutActor } from '../../app/billing/checkoutMachine';
import { BILLING_MESSAGES } from '../../shared/billing';
import { Field } from '../auth/Field';
import { Modal } from '../modals/Modal';
import { CardField } from './CardField';

/** Country names for the billing country list, in English. */
const countryNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;
const countryName = (code: string) => countryNames?.of(code) ?? code;

function BankCheckDialog({ checkout }: { checkout: CheckoutActor }) {
  return (
    <Modal title="Test mode bank check" onClose={() => checkout.send({ type: 'bank.answer', answer: 'fail' })} className="bank-check">
      <p>Your bank asks you to confirm this card. In test mode you choose the bank’s answer.</p>
      <div className="dialog-actions">
        <button type="button" className="dialog-button" onClick={() => checkout.send({ type: 'bank.answer', answer: 'fail' })}>
          Fail
        </button>
        <button type="button" className="dialog-button dialog-button-primary" data-autofocus onClick={() => checkout.send({ type: 'bank.answer', answer: 'complete' })}>
          Complete
        </button>
      </div>
    </Modal>
  );
}

export function CardForm(props: { checkout: CheckoutActor; submitLabel: string; countries?: readonly string[]; label: string }) {
  const { checkout } = props;
  const id = useId();
  const context = useSelector(checkout, (snapshot) => snapshot.context);
  const preparing = useSelector(checkout, (snapshot) => snapshot.matches({ workflow: 'preparing' }));
  const unavailable = useSelector(checkout, (snapshot) => snapshot.matches({ workflow: 'unavailable' }));
  const processing = useSelector(checkout, isProcessing);
  const submittable = useSelector(checkout, canSubmit);
  const askingBank = useSelector(checkout, asksBankCheck);
  const onCardChange = useCallback((state: CardFieldState) => checkout.send({ type: 'card.change', state }), [checkout]);
  const buying = context.purpose.kind === 'checkout';
  const cardMessage = context.cardError ?? context.card.error;
  const listed = props.countries?.includes(context.country) ? props.countries : [context.country, ...(props.countries ?? [])];
  const countries = [...listed].sort((a, b) => countryName(a).localeCompare(countryName(b), 'en'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    checkout.send({ type: 'pay' });
  };

  return (
    <form className="card-form" aria-label={props.label} noValidate onSubmit={submit}>
      {context.banner && (
        <p className="billing-banner" role="alert">
          {context.banner}
        </p>
      )}
      {buying && (
        <>
          <Field
            label="Name on card"
            autoComplete="cc-name"
            value={context.holder}
            disabled={processing}
            error={context.fieldErrors.holder}
            onChange={(event) => checkout.send({ type: 'holder.change', value: event.target.value })}
          />
          <div className="card-form-row">
            <Field
              label="Postal code"
              autoComplete="postal-code"
              value={context.postcode}
              disabled={processing}
              error={context.fieldErrors.postcode}
              onChange={(event) => checkout.send({ type: 'postcode.change', value: event.target.value })}
            />
            <div className="field">
              <label htmlFor={`${id}-country`}>Country</label>
              <select
                id={`${id}-country`}
                value={context.country}
                disabled={processing}
                onChange={(event) => checkout.send({ type: 'country.change', value: event.target.value })}
              >
                {countries.map((code) => (
                  <option key={code} value={code}>
                    {countryName(code)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </>
      )}
      {preparing && (
        <p className="settings-note" role="status">
          Loading the card form…
        </p>
      )}
      {context.entry && <CardField entry={context.entry} onChange={onCardChange} disabled={processing} describedBy={cardMessage ? `${id}-card-error` : undefined} />}
      {(cardMessage || unavailable) && (
        <p id={`${id}-card-error`} className="field-error card-error" role="alert">
          {cardMessage}
        </p>
      )}
      {context.entry?.mode === 'test' && <p className="test-mode-note">{BILLING_MESSAGES.testMode}</p>}
      <button type="submit" className="pay-button" disabled={!submittable}>
        {processing ? BILLING_MESSAGES.processing : props.submitLabel}
      </button>
      {askingBank && <BankCheckDialog checkout={checkout} />}
    </form>
  );
}
