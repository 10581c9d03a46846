/**
 * The card field of the provider the server uses: Stripe's Card Element mounted in a box, or the
 * local test provider's own three labelled fields. Either reports its state to the workflow.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { CardFieldState } from '../../app/billing/cardEntry';
import type { LoadedCardEntry } from '../../app/billing/loadCardEntry';
import type { StripeCardEntry } from '../../app/billing/stripeCardEntry';
import { EMPTY_TEST_CARD, type TestCardEntry, type TestCardFields } from '../../app/billing/testCardEntry';

function StripeCard({ entry, onChange, describedBy }: { entry: StripeCardEntry; onChange: (state: CardFieldState) => void; describedBy: string | undefined }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => (box.current ? entry.mount(box.current, onChange) : undefined), [entry, onChange]);
  return <div ref={box} className="card-element" role="group" aria-label="Card" aria-describedby={describedBy} />;
}

/** Card number in groups of four as typed. */
const groupNumber = (value: string) =>
  value
    .replace(/[^\d]/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** MM/YY: the slash comes after the month. */
const shapeExpiry = (value: string) => {
  const digits = value.replace(/[^\d]/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

function TestCard({ entry, onChange, disabled, describedBy }: { entry: TestCardEntry; onChange: (state: CardFieldState) => void; disabled: boolean; describedBy: string | undefined }) {
  const [fields, setFields] = useState<TestCardFields>(EMPTY_TEST_CARD);
  const id = useId();
  const change = (next: TestCardFields) => {
    setFields(next);
    onChange(entry.setFields(next));
  };
  return (
    <fieldset className="test-card" disabled={disabled} aria-describedby={describedBy}>
      <legend>Card</legend>
      <div className="field test-card-number">
        <label htmlFor={`${id}-number`}>Card number</label>
        <input
          id={`${id}-number`}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={fields.number}
          onChange={(event) => change({ ...fields, number: groupNumber(event.target.value) })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-expiry`}>Expiry (MM/YY)</label>
        <input
          id={`${id}-expiry`}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={fields.expiry}
          onChange={(event) => change({ ...fields, expiry: shapeExpiry(event.target.value) })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-cvc`}>CVC</label>
        <input
          id={`${id}-cvc`}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={fields.cvc}
          onChange={(event) => change({ ...fields, cvc: event.target.value.replace(/[^\d]/g, '').slice(0, 4) })}
        />
      </div>
    </fieldset>
  );
}

export function CardField(props: { entry: LoadedCardEntry; onChange: (state: CardFieldState) => void; disabled: boolean; describedBy: string | undefined }) {
  return props.entry.mode === 'stripe' ? (
    <StripeCard entry={props.entry} onChange={props.onChange} describedBy={props.describedBy} />
  ) : (
    <TestCard entry={props.entry} onChange={props.onChange} disabled={props.disabled} describedBy={props.describedBy} />
  );
}
