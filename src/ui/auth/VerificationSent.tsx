import { useState } from 'react';
import { Link } from 'react-router';
import { useCoreServices } from '../AppServices';
import { messageOf } from './formErrors';

/** The "Are we there yet?" screen after registering, with Re-send (hidden once it worked). */
export function VerificationSent({ email }: { email: string }) {
  const { authApi } = useCoreServices();
  const [resent, setResent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resend = async () => {
    try {
      await authApi.resend(email);
      setResent(true);
      setError(null);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  return (
    <section className="auth-form" aria-labelledby="sent-title">
      <h1 id="sent-title">Are we there yet?</h1>
      <p>
        Almost. We sent a verification email to <strong>{email}</strong>. Please click the link in it to activate your account.
      </p>
      {resent ? (
        <p role="status">We sent the email again.</p>
      ) : (
        <p>
          No email?{' '}
          <button type="button" className="link-button" onClick={() => void resend()}>
            Re-send
          </button>
        </p>
      )}
      {error && <p className="form-error" role="alert">{error}</p>}
      <p>
        Still nothing? See <Link to="/help#cant-find-emails">why emails go missing</Link>, otherwise contact support.
      </p>
    </section>
  );
}
