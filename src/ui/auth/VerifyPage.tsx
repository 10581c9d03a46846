import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useCoreServices } from '../AppServices';

/** /verify/{token} (spec §2 "Verify", §4): exchanges the token, then /register-complete keeping the query; failure → /login. */
export function VerifyPage() {
  const { auth } = useCoreServices();
  const { token = '' } = useParams();
  const { search } = useLocation();
  const sent = useRef(false);
  const outcome = useSelector(auth, (snapshot) =>
    snapshot.matches('loaded') ? 'done' : snapshot.context.error?.during === 'verify' ? 'failed' : 'waiting',
  );
  useEffect(() => {
    // Once only: a verification token works a single time.
    if (sent.current) return;
    sent.current = true;
    auth.send({ type: 'verify', token });
  }, [auth, token]);

  if (sent.current && outcome === 'done') return <Navigate to={`/register-complete${search}`} replace />;
  if (sent.current && outcome === 'failed') return <Navigate to="/login" replace />;
  return (
    <section className="auth-form">
      <p role="status">The account verification process is in progress...</p>
    </section>
  );
}
