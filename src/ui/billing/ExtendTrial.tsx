/**
 * Extend-trial on the plans page (spec accounts §4: a trial that ended, extend_trial false or true,
 * goes to /subscription; §7 POST /api/extend-trial; coverage AB7.21). The spec does not say when it
 * is offered: we offer it where the ended trial lands, once per account (the server extends a trial
 * only once, by 7 days), and go back to the drawing when it is granted.
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCoreServices } from '../AppServices';

export function ExtendTrial() {
  const { auth, billingApi, billing } = useCoreServices();
  const navigate = useNavigate();
  const user = useSelector(auth, (snapshot) => snapshot.context.user);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // No trial end at all (TRIAL_DAYS=0) is a trial that is over too.
  const trialOver = user !== null && user.subscription === null && (user.trial_end === null || Date.parse(user.trial_end) <= Date.now());
  if (!trialOver || user.extend_trial || user.is_session_user) return null;

  const extend = async () => {
    setBusy(true);
    setError(null);
    try {
      await billingApi.extendTrial();
      await billing.reloadUser();
      navigate('/');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  return (
    <section className="extend-trial" aria-labelledby="extend-trial-title">
      <h2 id="extend-trial-title">Your free trial has ended</h2>
      <p>Need a little more time to decide? You can extend your trial once, by 7 days.</p>
      <button type="button" disabled={busy} onClick={() => void extend()}>
        Extend my trial
      </button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
