/**
 * The trust seal (spec accounts §7 "Third-party scripts"; coverage AB7.50): the seal's script, when
 * the server names one (TRUST_SEAL_SCRIPT_URL), is added inside the seal's place on the plans and
 * card pages, where the seal reassures someone about to pay. Seal scripts draw next to themselves
 * (their `document.currentScript`), so the script goes into that place, once per place.
 */
export function addTrustSealScript(place: HTMLElement, url: string): void {
  if (place.querySelector('script[data-third-party="trust-seal"]')) return;
  const script = place.ownerDocument.createElement('script');
  script.async = true;
  script.src = url;
  script.dataset.thirdParty = 'trust-seal';
  place.append(script);
}
