/** The trust seal's place (app/site/trustSeal.ts): nothing at all unless TRUST_SEAL_SCRIPT_URL is set. */
import { useEffect, useRef } from 'react';
import { addTrustSealScript } from '../../app/site/trustSeal';
import { useSiteConfig } from './useSite';

export function TrustSeal() {
  const site = useSiteConfig();
  const url = site !== null && site !== 'failed' ? site.trustSealScriptUrl : null;
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (url !== null && place.current) addTrustSealScript(place.current, url);
  }, [url]);
  if (url === null) return null;
  return <div ref={place} className="trust-seal" role="group" aria-label="Trust seal" />;
}
