import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { Link } from 'react-router';
import { accountBillingRows, formatPlanDate, planEndText } from '../../app/billing/accountBilling';
import { keepDataMachine, type KeepDataActor } from '../../app/billing/keepDataMachine';
import { ratingSubmitOf, unsubscribeMachine, type UnsubscribeActor } from '../../app/billing/unsubscribeMachine';
import type { AccountUser } from '../../shared/accounts';
import { BILLING_MESSAGES, LIKELY_SCALE } from '../../shared/billing';
import { useCoreServices } from '../AppServices';
import './billing.css';

const SCALE = Array.from({ length: LIKELY_SCALE.max - LIKELY_SCALE.min + 1 }, (_, index) => LIKELY_SCALE.min + index);

/** The 1-10 likelihood to recommend, after unsubscribing (spec §2, §5). */
function Rating({ unsubscribe }: { unsubscribe: UnsubscribeActor }) {
  const name = useId();
  const rating = useSelector(unsubscribe, (snapshot) => snapshot.context.rating);
  const submit = useSelector(unsubscribe, ratingSubmitOf, (a, b) => a.label === b.label && a.disabled === b.disabled);
  const error = useSelector(unsubscribe, (snapshot) => snapshot.context.error);
  const recorded = useSelector(unsubscribe, (snapshot) => !snapshot.matches({ unsubscribed: 'rating' }));
  return (
    <form
      className="unsubscribe-ask"
      aria-label="Rate Planimetry"
      onSubmit={(event) => {
        event.preventDefault();
        unsubscribe.send({ type: 'rating.submit' });
      }}
    >
      <p role="status">{BILLING_MESSAGES.unsubscribeSuccessful}</p>
      <fieldset className="likely-scale" disabled={recorded}>
        <legend>How likely are you to recommend Planimetry to a friend or colleague? (1 not likely, 10 very likely)</legend>
        {SCALE.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={rating === value}
              onChange={() => unsubscribe.send({ type: 'rating.choose', value })}
            />
            {value}
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="unsubscribe-actions">
        <button type="submit" disabled={submit.disabled}>
          {submit.label}
        </button>
      </div>
    </form>
  );
}

/** Unsubscribe, "Are you sure?" with the delete-my-data box, then the rating. */
function Unsubscribe({ unsubscribe, canUnsubscribe }: { unsubscribe: UnsubscribeActor; canUnsubscribe: boolean }) {
  const state = useSelector(unsubscribe, (snapshot) =>
    snapshot.matches('unsubscribed') ? 'unsubscribed' : snapshot.matches('idle') ? 'idle' : snapshot.matches('asking') ? 'asking' : 'unsubscribing',
  );
  const forget = useSelector(unsubscribe, (snapshot) => snapshot.context.forget);
  const error = useSelector(unsubscribe, (snapshot) => snapshot.context.error);
  if (state === 'unsubscribed') return <Rating unsubscribe={unsubscribe} />;
  if (!canUnsubscribe) return null;
  if (state === 'idle') {
    return (
      <div className="unsubscribe-actions">
        <button type="button" onClick={() => unsubscribe.send({ type: 'unsubscribe.ask' })}>
          Unsubscribe
        </button>
      </div>
    );
  }
  const busy = state === 'unsubscribing';
  return (
    <div className="unsubscribe-ask" role="group" aria-label="Unsubscribe">
      <p>{BILLING_MESSAGES.areYouSure}</p>
      <label className="choice">
        <input
          type="checkbox"
          checked={forget}
          disabled={busy}
          onChange={(event) => unsubscribe.send({ type: 'forget.change', forget: event.target.checked })}
        />
        {BILLING_MESSAGES.deleteMyData}
      </label>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="unsubscribe-actions">
        <button type="button" className="dialog-button-danger" disabled={busy} onClick={() => unsubscribe.send({ type: 'unsubscribe.confirm' })}>
          Unsubscribe
        </button>
        <button type="button" disabled={busy} onClick={() => unsubscribe.send({ type: 'unsubscribe.cancel' })}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/** The deletion asked for at unsubscribing, with "Keep my data" to withdraw it before the plan ends. */
function KeepData({ keepData, deletion }: { keepData: KeepDataActor; deletion: { date: string } | null }) {
  const state = useSelector(keepData, (snapshot) => (snapshot.matches('kept') ? 'kept' : snapshot.matches('keeping') ? 'keeping' : 'idle'));
  const message = useSelector(keepData, (snapshot) => snapshot.context.message);
  const error = useSelector(keepData, (snapshot) => snapshot.context.error);
  if (state === 'kept') return <p role="status">{message}</p>;
  if (!deletion) return null;
  return (
    <div className="unsubscribe-ask" role="group" aria-label="Data deletion">
      <p>Your documents will be deleted when your plan ends on {formatPlanDate(deletion.date)}.</p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="unsubscribe-actions">
        <button type="button" disabled={state === 'keeping'} onClick={() => keepData.send({ type: 'keep' })}>
          Keep my data
        </button>
      </div>
    </div>
  );
}

/**
 * The Account tab's plan (spec accounts §2 "Settings dialog"): the trial's end with the plans
 * link, the plan with its end date or "Active Plan", and Unsubscribe with its rating.
 */
export function AccountBilling({ user }: { user: AccountUser }) {
  const { billingApi, billing, modals } = useCoreServices();
  const unsubscribe = useActorRef(unsubscribeMachine, {
    input: { unsubscribe: billingApi.unsubscribe, rate: billingApi.rateAfterUnsubscribe, reloadUser: billing.reloadUser },
  });
  const keepData = useActorRef(keepDataMachine, { input: { keepData: billingApi.keepData, reloadUser: billing.reloadUser } });
  const rows = accountBillingRows(user);
  if (!rows.trialEnd && !rows.plan) return <Unsubscribe unsubscribe={unsubscribe} canUnsubscribe={false} />;
  return (
    <div className="account-billing">
      <h3 className="settings-heading">Plan</h3>
      <dl className="account-billing">
        {rows.trialEnd && (
          <div className="account-billing-row">
            <dt>Trial ends</dt>
            <dd>{formatPlanDate(rows.trialEnd)}</dd>
            <dd>
              <Link to="/subscription" onClick={() => modals.send({ type: 'modal.close' })}>
                View Plans
              </Link>
            </dd>
          </div>
        )}
        {rows.plan && (
          <div className="account-billing-row">
            <dt>{rows.plan.name}</dt>
            <dd>{'date' in rows.plan.ends ? planEndText(rows.plan.ends) : rows.plan.ends.text}</dd>
          </div>
        )}
        {rows.plan?.card && (
          <div className="account-billing-row">
            <dt>Card</dt>
            <dd>{rows.plan.card}</dd>
          </div>
        )}
      </dl>
      <KeepData keepData={keepData} deletion={rows.dataDeletion} />
      <Unsubscribe unsubscribe={unsubscribe} canUnsubscribe={rows.canUnsubscribe} />
    </div>
  );
}
