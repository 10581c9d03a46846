/**
 * Registers the service worker (built by scripts/serviceWorkerPlugin.mjs into dist/client/sw.js)
 * in production builds only: in `npm run dev` Vite serves modules that change at every edit, which
 * a cache must not keep. It waits for the page's load so its precaching does not compete with the
 * first screen. The worker takes over from the next page load (it does not claim open pages).
 */
import { appAddress } from '../../net/appAddress';

export const SERVICE_WORKER_URL = appAddress('/sw.js');

export function registerServiceWorker(production: boolean, page: Window | null = typeof window === 'undefined' ? null : window): void {
  if (!production || !page || !('serviceWorker' in page.navigator)) return;
  const register = () => {
    page.navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: appAddress('/') }).catch((error: unknown) => {
      // The app works without it: no offline copy, nothing else lost.
      console.warn('The service worker could not be registered', error);
    });
  };
  if (page.document.readyState === 'complete') register();
  else page.addEventListener('load', register, { once: true });
}
