/**
 * The browser's offer to install Planimetry as an app (the `beforeinstallprompt` event, which
 * Chromium browsers fire once the manifest and the service worker qualify the site). The event
 * comes at any time after the page loads, often before the download page opens, so it is kept
 * here from the start; the Install button shows the browser's prompt with it. Browsers without
 * the event (Safari, Firefox) install from their own menu, which the page explains.
 */

/** The event's part we use (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState = 'unavailable' | 'available' | 'installed';

export interface InstallPrompt {
  getState: () => InstallState;
  subscribe: (listener: () => void) => () => void;
  /** Shows the browser's prompt; answers what the person chose, or 'unavailable' without an offer. */
  install: () => Promise<'accepted' | 'dismissed' | 'unavailable'>;
}

export function createInstallPrompt(target: Pick<Window, 'addEventListener'> | null): InstallPrompt {
  let offer: BeforeInstallPromptEvent | null = null;
  let state: InstallState = 'unavailable';
  const listeners = new Set<() => void>();
  const set = (next: InstallState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  target?.addEventListener('beforeinstallprompt', (event) => {
    // Our button asks instead of the browser's mini bar.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    set('available');
  });
  target?.addEventListener('appinstalled', () => {
    offer = null;
    set('installed');
  });
  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    install: async () => {
      if (!offer) return 'unavailable';
      const shown = offer;
      // An offer can be shown once only.
      offer = null;
      await shown.prompt();
      const { outcome } = await shown.userChoice;
      set(outcome === 'accepted' ? 'installed' : 'unavailable');
      return outcome;
    },
  };
}

/** The page's own, listening from the moment the app's code loads. */
export const installPrompt = createInstallPrompt(typeof window === 'undefined' ? null : window);
