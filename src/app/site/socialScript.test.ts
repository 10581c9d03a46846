import { describe, expect, it } from 'vitest';
import type { ConsentState } from './consent';
import { loadSocialScriptWithConsent } from './socialScript';

/** A consent whose state the test sets. */
function consentAt(initial: ConsentState) {
  let state = initial;
  const listeners = new Set<(state: ConsentState) => void>();
  return {
    get: () => state,
    subscribe(listener: (state: ConsentState) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next: Partial<ConsentState>) {
      state = { ...state, ...next };
      listeners.forEach((listener) => listener(state));
    },
    listenerCount: () => listeners.size,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const REFUSED: ConsentState = { known: true, cookiesAccepted: true, marketingCookiesOn: false };

describe('the social-sharing script', () => {
  it('is neither asked for nor added while marketing cookies are off, and is added once they are turned on', async () => {
    const consent = consentAt(REFUSED);
    const asked: string[] = [];
    const injected: string[] = [];
    loadSocialScriptWithConsent(
      consent,
      async () => {
        asked.push('site');
        return 'https://social.example.test/share.js';
      },
      (url) => injected.push(url),
    );
    consent.set({ cookiesAccepted: true });
    await flush();
    expect(asked).toEqual([]);
    expect(injected).toEqual([]);

    consent.set({ marketingCookiesOn: true });
    await flush();
    expect(injected).toEqual(['https://social.example.test/share.js']);
    // Once only, and it stops listening.
    consent.set({ marketingCookiesOn: false });
    consent.set({ marketingCookiesOn: true });
    await flush();
    expect(injected).toHaveLength(1);
    expect(consent.listenerCount()).toBe(0);
  });

  it('waits while the choice is not known, and adds nothing when the server names no script or cannot be asked', async () => {
    const unknown = consentAt({ known: false, cookiesAccepted: false, marketingCookiesOn: true });
    const injected: string[] = [];
    loadSocialScriptWithConsent(unknown, async () => null, (url) => injected.push(url));
    await flush();
    unknown.set({ known: true });
    await flush();
    expect(injected).toEqual([]);

    const failing = consentAt({ known: true, cookiesAccepted: true, marketingCookiesOn: true });
    loadSocialScriptWithConsent(failing, () => Promise.reject(new Error('offline')), (url) => injected.push(url));
    await flush();
    expect(injected).toEqual([]);
  });
});
