import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useCoreServices } from '../AppServices';

/** The server's answer to a link of an account that is verified already (the link opened twice). */
const ALREADY_VERIFIED_STATUS = 409;
export const ALREADY_VERIFIED_TEXT = 'Your account is already verified.';

/**
 * /verify/{token} (spec §2 "Verify", §4): exchanges the token, then /register-complete keeping the
 * query; failure → /login. A link opened again (logged in or not) says the account is verified.
 */
export function VerifyPage() {
  const { auth } = useCoreServices();
  const { token = '' } = useParams();
  const { search } = useLocation();
  const sent = useRef(false);
  // The token goes out once the page knows whether a session exists (a logged-in browser too).
  const ready = useSelector(auth, (snapshot) => snapshot.matches('unauthenticated') || snapshot.matches({ loaded: 'idle' }));
  const loggedIn = useSelector(auth, (snapshot) => snapshot.matches('loaded'));
  // An educator's verified address leads to the educator's thank-you (badge mail, review within 24 hours).
  const educator = useSelector(auth, (snapshot) => snapshot.context.user?.educator != null);
  const failure = useSelector(auth, (snapshot) => (snapshot.context.error?.during === 'verify' ? snapshot.context.error : null));
  useEffect(() => {
    // Once only: a verification token works a single time.
    if (sent.current || !ready) return;
    sent.current = true;
    auth.send({ type: 'verify', token });
  }, [auth, token, ready]);

  if (sent.current && ready && failure?.status === ALREADY_VERIFIED_STATUS) {
    return (
      <section className="auth-form">
        <p role="status">{ALREADY_VERIFIED_TEXT}</p>
        {loggedIn ? <Link to="/">Open Planimetry</Link> : <Link to="/login">Log in</Link>}
      </section>
    );
  }
  if (sent.current && ready && failure) return <Navigate to="/login" replace />;
  if (sent.current && ready && loggedIn) return <Navigate to={educator ? '/register-complete?type=educator' : `/register-complete${search}`} replace />;
  return (
    <section className="auth-form">
      <p role="status">The account verification process is in progress...</p>
    </section>
  );
}
