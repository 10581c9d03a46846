import { Link, useSearchParams } from 'react-router';
import { isMobileBrowser } from '../../app/device';
import { PLAN_DEFINITIONS } from '../../shared/billing';
import { SchoolPageAddress } from './SchoolPageAddress';

/** /register-complete (spec §2): the after-checkout, app, educator and plain thank-you variants. */
export function RegisterCompletePage() {
  const [params] = useSearchParams();
  const bought = PLAN_DEFINITIONS.find((plan) => plan.id === params.get('checkout'));
  if (bought) {
    return (
      <section className="auth-form" aria-labelledby="complete-title">
        <h1 id="complete-title">Thank you for buying {bought.name}!</h1>
        <p>Your plan is active. Launch Planimetry to start measuring.</p>
        <Link to="/" className="button-link">
          Launch
        </Link>
      </section>
    );
  }
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
        <SchoolPageAddress />
        <Link to="/" className="button-link">
          Return to homepage
        </Link>
      </section>
    );
  }
  // Spec §2: no Launch on mobile, which is told to open the app.
  if (isMobileBrowser()) {
    return (
      <section className="auth-form" aria-labelledby="complete-title">
        <h1 id="complete-title">Thank you for registering!</h1>
        <p>Your account is verified. Open the Planimetry app on this phone and log in there to start measuring.</p>
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
