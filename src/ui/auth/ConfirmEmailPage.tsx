import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCoreServices } from '../AppServices';
import { messageOf } from './formErrors';

type Outcome = { kind: 'waiting' } | { kind: 'done'; email: string } | { kind: 'failed'; message: string };

/**
 * /confirm-email/{token}, opened from the mail sent to a new address: the account takes that
 * address now. Works in any browser, logged in or not; a logged-in page shows the new address.
 */
export function ConfirmEmailPage() {
  const { auth, authApi } = useCoreServices();
  const { token = '' } = useParams();
  const user = useSelector(auth, (snapshot) => snapshot.context.user);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'waiting' });
  const sent = useRef(false);

  useEffect(() => {
    // Once only: the link works a single time.
    if (sent.current) return;
    sent.current = true;
    authApi.confirmEmail(token).then(
      (email) => setOutcome({ kind: 'done', email }),
      (error: unknown) => setOutcome({ kind: 'failed', message: messageOf(error) }),
    );
  }, [authApi, token]);

  useEffect(() => {
    if (outcome.kind === 'done' && user && user.email !== outcome.email) auth.send({ type: 'user.changed', user: { ...user, email: outcome.email } });
  }, [auth, outcome, user]);

  return (
    <section className="auth-form" aria-labelledby="confirm-email-title">
      <h1 id="confirm-email-title">Confirm your new email address</h1>
      {outcome.kind === 'waiting' && <p role="status">Confirming your new email address...</p>}
      {outcome.kind === 'done' && (
        <>
          <p role="status">Your email address is now {outcome.email}.</p>
          <Link to={user ? '/' : '/login'}>{user ? 'Back to Planimetry' : 'Log in'}</Link>
        </>
      )}
      {outcome.kind === 'failed' && (
        <>
          <p role="alert">{outcome.message}</p>
          <Link to="/">Back to Planimetry</Link>
        </>
      )}
    </section>
  );
}
