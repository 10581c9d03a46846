/**
 * The privacy policy, the cookie policy and the terms and conditions (spec accounts §2 "Legal
 * pages", §9 "Legal"): what Planimetry keeps and why, in plain words. The numbers come from
 * shared/content.ts's LEGAL so the pages and the spec cannot drift apart.
 */
import { Link } from 'react-router';
import { ACCESS_TOKEN_COOKIE, SESSION_EXPIRES_COOKIE } from '../../../shared/api';
import { LEGAL } from '../../../shared/content';
import { useCoreServices } from '../../AppServices';
import { useConsent } from '../useSite';
import { LegalPage } from './LegalPage';

const UPDATED = '26 November 2026';

export function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy" updated={UPDATED}>
      <p>
        Planimetry is a web application for measuring areas, perimeters, lengths and angles on maps, images and PDF plans. This
        policy explains which personal data we keep, why, for how long, and what you can ask of us.
      </p>
      <h2>Who may use Planimetry</h2>
      <p>
        You must be {LEGAL.minimumAge} years of age or older to create an account. Students take part only in a classroom
        session run by their educator, under the educator&apos;s school&apos;s responsibility. We do not knowingly collect any
        personal data from children under the age of {LEGAL.noDataUnderAge}; if you believe a child under {LEGAL.noDataUnderAge}{' '}
        has given us personal data, contact us and we will delete it.
      </p>
      <h2>What we keep</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your name, email address and a salted hash of your password (never the password
          itself), your plan and its dates, and the devices signed in to it. Educator accounts also keep the school&apos;s name,
          city, country, telephone number, the usage described, and the address of the school page carrying our badge.
        </li>
        <li>
          <strong>Your drawings and uploads:</strong> the documents you save (their sketches, measurements, notes and map
          position) and the images and PDF pages you import, so that you can open them again on any device.
        </li>
        <li>
          <strong>Your settings:</strong> units, colours, display choices and your cookie choices.
        </li>
        <li>
          <strong>Payments:</strong> card payments are handled by our card payment provider. Your card number is typed into the
          provider&apos;s own form and never reaches our servers; we keep only the provider&apos;s references to your customer
          record and subscription, and your plan with its dates.
        </li>
        <li>
          <strong>Messages:</strong> the feedback you send us and your email address with it, and the help searches typed on
          our help page (with a random identifier, not your name).
        </li>
        <li>
          <strong>Technical data:</strong> your IP address, used briefly to protect sign-in and other forms against abuse and
          to show prices in your local currency; it is not stored with your drawings.
        </li>
      </ul>
      <h2>Why we keep it</h2>
      <p>
        To provide the service you signed up for (your account, drawings and plan), to take payments, to send the emails the
        service needs (address verification, password resets, receipts and important changes), to answer your messages, and
        to keep the service secure. We do not sell personal data, and we send no marketing emails without your consent.
      </p>
      <h2>Who else sees it</h2>
      <p>
        Only the providers that run parts of the service for us: our hosting, our email delivery and our card payment
        provider, each bound to use the data only for that purpose. An educator sees the documents their students save in
        the educator&apos;s classroom sessions.
      </p>
      <h2>How long we keep it</h2>
      <p>
        Your account, drawings and uploads are kept for as long as your account exists. When you close your account or ask us
        to forget you, they are deleted; payment records are kept for as long as tax law requires.
      </p>
      <h2>Your rights</h2>
      <p>
        You can see and correct your name, email address and password in the Account tab of the settings. You may ask us
        for a copy of your data, for its correction or deletion, or object to its use, by writing to us from the{' '}
        <Link to="/contact">contact page</Link>.
      </p>
      <h2>Cookies</h2>
      <p>
        Which cookies and browser storage we use is explained in our <Link to="/cookie-policy">cookie policy</Link>.
      </p>
      <h2>Changes</h2>
      <p>
        We will announce any change to this policy by email and on the site at least {LEGAL.termsNoticeDays} days before it
        takes effect.
      </p>
    </LegalPage>
  );
}

/** The cookie policy's marketing-cookies switch: the same choice as the Account tab's. */
function MarketingCookiesSwitch() {
  const { consent } = useCoreServices().site;
  const { marketingCookiesOn } = useConsent();
  return (
    <label className="setting switch legal-switch">
      <input type="checkbox" role="switch" checked={marketingCookiesOn} onChange={(event) => consent.setMarketing(event.target.checked)} />
      Marketing cookies
    </label>
  );
}

export function CookiePolicyPage() {
  return (
    <LegalPage title="Cookie Policy" updated={UPDATED}>
      <p>
        Cookies are small files a website stores in your browser; browser storage (local storage and session storage) works
        the same way without being sent to the server. This page lists every one Planimetry uses.
      </p>
      <h2>Necessary cookies and storage</h2>
      <p>These make the service work and cannot be turned off:</p>
      <ul>
        <li>
          <strong>{ACCESS_TOKEN_COOKIE}</strong>: keeps you signed in. It is readable by our server only (not by scripts on
          the page) and lasts 1 day, or 365 days when you tick Remember Me.
        </li>
        <li>
          <strong>{SESSION_EXPIRES_COOKIE}</strong>: when your sign-in ends, so the page can renew it in time; it holds no
          identifier.
        </li>
        <li>
          <strong>Local storage</strong>: a random identifier of this browser (so a visitor&apos;s settings are kept), your
          cookie choices, a random identifier for help searches, and which site notice you dismissed.
        </li>
        <li>
          <strong>Session storage</strong>: small reminders that last until the tab is closed, such as a welcome message
          already seen.
        </li>
      </ul>
      <h2>Marketing cookies</h2>
      <p>
        Marketing cookies are set by a social-sharing service whose script we load only after you turn them on below (or in
        the Account tab of the settings). They are off until you turn them on; before that the script is never loaded. If
        you turn them off again, the script is no longer loaded from your next page visit.
      </p>
      <MarketingCookiesSwitch />
      <h2>Changing your mind</h2>
      <p>
        You can change the marketing-cookies choice here at any time, and remove every cookie and stored item through your
        browser&apos;s settings (you will then be signed out).
      </p>
    </LegalPage>
  );
}

export function TermsPage() {
  return (
    <LegalPage title="Terms and Conditions" updated={UPDATED}>
      <p>
        These terms govern your use of Planimetry, the web application for measuring areas, perimeters, lengths and angles on
        maps, images and PDF plans. By creating an account or using the service you agree to them.
      </p>
      <h2>Eligibility</h2>
      <p>
        You must be {LEGAL.minimumAge} years of age or older to create an account or buy a plan. Students may use the
        service only within a classroom session of an educator, who is responsible for their use. We do not knowingly collect
        personal data from children under the age of {LEGAL.noDataUnderAge}.
      </p>
      <h2>Your account</h2>
      <p>
        Keep your password to yourself; you are responsible for what is done with your account. Each plan allows a number of
        signed-in devices; signing in on more may sign another device out. Educator accounts are for teachers of legally
        accredited schools and are reviewed before they are approved.
      </p>
      <h2>Your content</h2>
      <p>
        The drawings you save and the images and PDFs you upload remain yours. You give us only the permission needed to
        store, convert and show them to you (and, for classroom sessions, to your educator). Upload only material you have
        the right to use.
      </p>
      <h2>Measurements</h2>
      <p>
        Measurements are only as accurate as the scale, map or plan they are drawn on. Check important figures before relying
        on them; we are not liable for decisions made on measurements taken with the service.
      </p>
      <h2>Plans, payments and refunds</h2>
      <p>
        Prices are shown before you pay, in your currency. Payments are taken by our card payment provider. Pay-as-you-go days
        are billed monthly; the Project plan renews every month and may be cancelled at any time; the Pro and team plans are
        annual. Refunds of annual subscriptions are at our discretion; write to us from the <Link to="/contact">contact page</Link>{' '}
        and we will consider each request. A cancelled plan stays active until the end of the period paid for.
      </p>
      <h2>Acceptable use</h2>
      <p>
        Do not attempt to break, overload or get around the limits of the service, to reach other people&apos;s data, or to
        use it for anything unlawful. We may suspend an account that does.
      </p>
      <h2>Changes to these terms</h2>
      <p>
        We will announce any change to these terms by email and on the site at least {LEGAL.termsNoticeDays} days before it
        takes effect. If you do not agree with a change, you may close your account before it applies.
      </p>
      <h2>Privacy</h2>
      <p>
        How we handle personal data is explained in our <Link to="/privacy-policy">privacy policy</Link> and our{' '}
        <Link to="/cookie-policy">cookie policy</Link>.
      </p>
    </LegalPage>
  );
}
