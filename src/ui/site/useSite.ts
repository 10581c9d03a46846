/** The site services (app/site) in React: the consent, the notice banner and the site configuration. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ConsentState } from '../../app/site/consent';
import type { SiteConfig } from '../../shared/content';
import { useCoreServices } from '../AppServices';

export function useConsent(): ConsentState {
  const { consent } = useCoreServices().site;
  return useSyncExternalStore(consent.subscribe, consent.get);
}

/** The site notification to show, loaded the first time a page asks. */
export function useSiteNotice(): string | null {
  const { notice } = useCoreServices().site;
  useEffect(() => notice.load(), [notice]);
  return useSyncExternalStore(notice.subscribe, notice.get);
}

/** GET /api/site's answer: null until it arrives, 'failed' when it cannot be had (the links are then left out). */
export function useSiteConfig(): SiteConfig | null | 'failed' {
  const { config } = useCoreServices().site;
  const [site, setSite] = useState<SiteConfig | null | 'failed'>(null);
  useEffect(() => {
    let current = true;
    config().then(
      (answer) => current && setSite(answer),
      () => current && setSite('failed'),
    );
    return () => {
      current = false;
    };
  }, [config]);
  return site;
}
