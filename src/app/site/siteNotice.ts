/**
 * The site notification banner (spec accounts §2 Main app "A top notice banner shows the site
 * notification as a dismissible banner"; §7 GET /api/notification): the server's message, loaded
 * once per page load, until dismissed. A dismissal is remembered for that message's text, so a
 * new message shows again.
 */

export interface SiteNotice {
  /** The message to show now, or null. */
  get(): string | null;
  subscribe(listener: (message: string | null) => void): () => void;
  /** Loads the message the first time it is called; later calls do nothing. */
  load(): void;
  dismiss(): void;
}

export const DISMISSED_NOTICE_STORAGE_KEY = 'planimetry.siteNotice.dismissed';

export function createSiteNotice(options: {
  fetchMessage: () => Promise<string | null>;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}): SiteNotice {
  const { storage } = options;
  const listeners = new Set<(message: string | null) => void>();
  let message: string | null = null;
  let loading: Promise<void> | null = null;

  const dismissedText = (): string | null => {
    try {
      return storage?.getItem(DISMISSED_NOTICE_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  };
  const set = (next: string | null) => {
    if (next === message) return;
    message = next;
    for (const listener of listeners) listener(message);
  };

  return {
    get: () => message,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    load() {
      loading ??= options.fetchMessage().then(
        (text) => set(text && text !== dismissedText() ? text : null),
        // No banner is better than an error about a banner.
        () => undefined,
      );
    },
    dismiss() {
      if (message === null) return;
      try {
        storage?.setItem(DISMISSED_NOTICE_STORAGE_KEY, message);
      } catch {
        // Not remembered: it shows again on the next page load.
      }
      set(null);
    },
  };
}
