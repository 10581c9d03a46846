import { Link } from 'react-router';
import { useCoreServices } from '../AppServices';
import { useConsent } from './useSite';

/**
 * The cookie notice bar (spec accounts §2 "Layout": "Cookie notice bar with Got it"), shown on
 * every page until the cookie notice is accepted (Got it, or I Accept on a legal page).
 */
export function CookieBar() {
  const { consent } = useCoreServices().site;
  const { known, cookiesAccepted } = useConsent();
  if (!known || cookiesAccepted) return null;
  return (
    <section className="cookie-bar" role="region" aria-label="Cookie notice">
      <p>
        We use a cookie to keep you signed in and this browser&apos;s storage for your preferences. Marketing cookies are off
        unless you turn them on. Read our <Link to="/cookie-policy">cookie policy</Link>.
      </p>
      <button type="button" className="cookie-bar-accept" onClick={() => consent.accept()}>
        Got it
      </button>
    </section>
  );
}
