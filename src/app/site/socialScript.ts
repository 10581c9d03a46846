/**
 * The social-sharing script (spec accounts §7 "Third-party scripts"): added to the page only once
 * marketing cookies are on and the server names a script (SOCIAL_SCRIPT_URL); never before, and
 * at most once. Turning marketing cookies off does not unload a script already running (a page
 * cannot), but the next page load no longer adds it.
 */
import type { Consent } from './consent';

/** Adds `<script async src>` to the document's head. */
export function injectScript(url: string, document: Document = window.document): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = url;
  script.dataset.thirdParty = 'social';
  document.head.append(script);
}

export function loadSocialScriptWithConsent(
  consent: Pick<Consent, 'get' | 'subscribe'>,
  scriptUrl: () => Promise<string | null>,
  inject: (url: string) => void,
): void {
  let asked = false;
  const follow = () => {
    const { known, marketingCookiesOn } = consent.get();
    if (asked || !known || !marketingCookiesOn) return;
    asked = true;
    unsubscribe();
    scriptUrl().then(
      (url) => {
        if (url !== null) inject(url);
      },
      // No site configuration, no script; the next page load tries again.
      () => undefined,
    );
  };
  const unsubscribe = consent.subscribe(follow);
  follow();
}
