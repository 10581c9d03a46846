import { Link, useSearchParams } from 'react-router';

/** /register-complete (spec §2): the app, educator and plain thank-you variants. */
export function RegisterCompletePage() {
  const [params] = useSearchParams();
  if (params.get('app') === 'true') {
    return (
      <section className="auth-form" aria-labelledby="complete-title">
        <h1 id="complete-title">Thank you for registering!</h1>
        <p>Your account is ready. Open the companion app and log in there.</p>
        <p>
          <a href="planimetry://open">Open companion app</a> · <Link to="/help">FAQ</Link>
        </p>
      </section>
    );
  }
  if (params.get('type') === 'educator') {
    return (
      <section className="auth-form" aria-labelledby="complete-title">
        <h1 id="complete-title">Thank you for registering!</h1>
        <p>An email is on its way to you. We review educator registrations within 24 hours.</p>
        <Link to="/" className="button-link">
          Return to homepage
        </Link>
      </section>
    );
  }
  return (
    <section className="auth-form" aria-labelledby="complete-title">
      <h1 id="complete-title">Thank you for registering!</h1>
      <p>Your account is verified. Launch Planimetry to start measuring.</p>
      <Link to="/login" className="button-link">
        Launch
      </Link>
    </section>
  );
}
