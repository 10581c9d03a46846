/**
 * Route "/api" for a browser (spec accounts §2 "API page", §9 "API plans"): the three plan cards,
 * their footnotes, and the registration modal (its workflow: app/content/apiInterestMachine.ts).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { apiInterestMachine, type ApiInterestActor, type ApiInterestField } from '../../app/content/apiInterestMachine';
import { API_INTEREST_THANKS, API_PLANS } from '../../shared/content';
import { useCoreServices } from '../AppServices';
import { Field } from '../auth/Field';
import { Modal } from '../modals/Modal';
import { formatUsd } from './contentFormat';
import './content.css';

const PLAN_FEATURES: Record<(typeof API_PLANS)[number]['id'], readonly string[]> = {
  maps: ['Measure over maps: search by address, post code or coordinates'],
  'maps images': ['Measure over maps', 'Measure over uploaded images and plans'],
  'maps images pro': ['Measure over maps', 'Measure over uploaded images and plans', 'Pro instruments: magic wand, curves, PDF and CAD import'],
};

function InterestForm({ actor }: { actor: ApiInterestActor }) {
  const { form, errors, message } = useSelector(actor, (snapshot) => snapshot.context);
  const sending = useSelector(actor, (snapshot) => snapshot.matches({ open: 'sending' }));
  const change = (field: ApiInterestField) => (event: { target: { value: string } }) => actor.send({ type: 'field.change', field, value: event.target.value });
  return (
    <form
      className="auth-form api-interest-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'form.submit' });
      }}
    >
      <Field label="Name" autoComplete="name" value={form.name} onChange={change('name')} data-autofocus error={errors.name} />
      <Field label="Email" type="email" autoComplete="email" value={form.email} onChange={change('email')} error={errors.email} />
      <Field label="Website" type="url" inputMode="url" placeholder="https://example.com" value={form.website} onChange={change('website')} error={errors.website} />
      <div className="field">
        <label htmlFor="api-interest-plan">Plan</label>
        <select
          id="api-interest-plan"
          value={form.plan}
          onChange={change('plan')}
          aria-invalid={errors.plan ? true : undefined}
          aria-describedby={errors.plan ? 'api-interest-plan-error' : undefined}
        >
          {API_PLANS.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {plan.name} ({formatUsd(plan.perSession)} per session)
            </option>
          ))}
        </select>
        {errors.plan && (
          <p id="api-interest-plan-error" className="field-error" role="alert">
            {errors.plan}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="api-interest-comment">Comments</label>
        <textarea
          id="api-interest-comment"
          rows={3}
          value={form.comment}
          onChange={change('comment')}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? 'api-interest-comment-error' : undefined}
        />
        {errors.comment && (
          <p id="api-interest-comment-error" className="field-error" role="alert">
            {errors.comment}
          </p>
        )}
      </div>
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
      <button type="submit" disabled={sending}>
        {sending ? 'Sending…' : 'Register'}
      </button>
    </form>
  );
}

function InterestModal({ actor }: { actor: ApiInterestActor }) {
  const thanks = useSelector(actor, (snapshot) => snapshot.matches({ open: 'thanks' }));
  const close = () => actor.send({ type: 'modal.close' });
  return (
    <Modal title={thanks ? 'Thank You' : 'Register for the API'} onClose={close}>
      {thanks ? (
        <>
          <p role="status">{API_INTEREST_THANKS}</p>
          <button type="button" onClick={close} data-autofocus>
            Close
          </button>
        </>
      ) : (
        <>
          <p>Tell us about your site and we will let you know when the API opens.</p>
          <InterestForm actor={actor} />
          <button type="button" className="link-button" onClick={close}>
            Cancel
          </button>
        </>
      )}
    </Modal>
  );
}

export function ApiPage() {
  const { contentApi } = useCoreServices();
  const actor = useActorRef(apiInterestMachine, { input: { register: contentApi.registerApiInterest } });
  const open = useSelector(actor, (snapshot) => snapshot.matches('open'));
  return (
    <div className="content-page api-page">
      <title>Planimetry API</title>
      <h1>Planimetry API</h1>
      <p>
        Put the area and perimeter calculator on your own site. The API is in development: register and we will tell you as soon as it
        is ready.
      </p>
      <ul className="api-plans" aria-label="API plans">
        {API_PLANS.map((plan) => (
          <li key={plan.id}>
            <article className="api-plan" aria-labelledby={`api-plan-${plan.id.replaceAll(' ', '-')}`}>
              <h2 id={`api-plan-${plan.id.replaceAll(' ', '-')}`}>{plan.name}</h2>
              <p className="api-plan-price">
                <strong>{formatUsd(plan.perSession)}</strong> per session<sup aria-hidden="true">*†</sup>
              </p>
              <ul>
                {PLAN_FEATURES[plan.id].map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ul>
      <ul className="api-footnotes" aria-label="Footnotes">
        <li>* Billed monthly. The first month is free.</li>
        <li>† A session is a page load with the calculator.</li>
      </ul>
      <button type="button" className="api-register" onClick={() => actor.send({ type: 'modal.open' })}>
        Register your interest
      </button>
      {open && <InterestModal actor={actor} />}
    </div>
  );
}
