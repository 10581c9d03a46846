import { describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, createConsent, mergedAtLogin, readVisitorChoice, type ConsentChoice, type ConsentOwner } from './consent';

/** A browser's storage in memory. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

/** Who is there and the account's settings, changed by the test as auth and the settings machine would. */
function world(options: { owner?: ConsentOwner; stored?: ConsentChoice; account?: ConsentChoice; loading?: boolean } = {}) {
  const storage = memoryStorage(options.stored ? { [CONSENT_STORAGE_KEY]: JSON.stringify(options.stored) } : {});
  const listeners = new Set<() => void>();
  const state = {
    owner: options.owner ?? 'visitor',
    loading: options.loading ?? false,
    account: options.account ?? { cookiesAccepted: false, marketingCookiesOn: false },
    sentToSettings: [] as Partial<ConsentChoice>[],
  };
  const notify = () => listeners.forEach((listener) => listener());
  const consent = createConsent({
    storage,
    owner: () => state.owner,
    settings: () => ({ loading: state.loading, choice: state.account }),
    changeSettings: (changes) => {
      state.sentToSettings.push(changes);
      state.account = { ...state.account, ...changes };
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
  const set = (changes: Partial<typeof state>) => {
    Object.assign(state, changes);
    notify();
  };
  return { consent, storage, state, set };
}

describe('the cookie consent', () => {
  it("starts a new visitor with nothing accepted and marketing cookies off, and keeps Got it in this browser's storage", () => {
    const { consent, storage } = world();
    expect(consent.get()).toEqual({ known: true, cookiesAccepted: false, marketingCookiesOn: false });
    const seen: boolean[] = [];
    consent.subscribe((state) => seen.push(state.cookiesAccepted));
    consent.accept();
    expect(consent.get()).toEqual({ known: true, cookiesAccepted: true, marketingCookiesOn: false });
    expect(seen).toEqual([true]);
    expect(JSON.parse(storage.items.get(CONSENT_STORAGE_KEY)!)).toEqual({ cookiesAccepted: true, marketingCookiesOn: false });
  });

  it('remembers a visitor\'s choice across page loads', () => {
    const first = world();
    first.consent.setMarketing(true);
    const again = createConsent({
      storage: first.storage,
      owner: () => 'visitor',
      settings: () => ({ loading: false, choice: { cookiesAccepted: false, marketingCookiesOn: false } }),
      changeSettings: () => undefined,
      subscribe: () => () => undefined,
    });
    expect(again.get()).toEqual({ known: true, cookiesAccepted: false, marketingCookiesOn: true });
  });

  it("reads a signed-in user's choice from the account's settings and writes it there", () => {
    const { consent, state } = world({ owner: 'user', account: { cookiesAccepted: true, marketingCookiesOn: false } });
    expect(consent.get()).toEqual({ known: true, cookiesAccepted: true, marketingCookiesOn: false });
    consent.setMarketing(true);
    expect(state.sentToSettings).toEqual([{ marketingCookiesOn: true }]);
    expect(consent.get().marketingCookiesOn).toBe(true);
    consent.setMarketing(false);
    expect(state.sentToSettings.at(-1)).toEqual({ marketingCookiesOn: false });
    expect(consent.get().marketingCookiesOn).toBe(false);
  });

  it('is not known while who is there, or the account\'s settings, are still loading: no bar, no marketing', () => {
    const { consent, set } = world({ owner: 'unknown', stored: { cookiesAccepted: false, marketingCookiesOn: true } });
    expect(consent.get()).toEqual({ known: false, cookiesAccepted: false, marketingCookiesOn: false });
    set({ owner: 'user', loading: true, account: { cookiesAccepted: false, marketingCookiesOn: true } });
    expect(consent.get().known).toBe(false);
    set({ loading: false });
    expect(consent.get()).toEqual({ known: true, cookiesAccepted: false, marketingCookiesOn: true });
  });

  it("merges a visitor's acceptances into the account at login, and never turns the account's choice off", () => {
    const { consent, state, set } = world({ stored: { cookiesAccepted: true, marketingCookiesOn: true } });
    set({ owner: 'user', loading: true });
    consent.mergeVisitorChoice();
    expect(state.sentToSettings).toEqual([{ cookiesAccepted: true, marketingCookiesOn: true }]);
    set({ loading: false });
    expect(consent.get()).toEqual({ known: true, cookiesAccepted: true, marketingCookiesOn: true });

    expect(mergedAtLogin({ cookiesAccepted: false, marketingCookiesOn: false }, { cookiesAccepted: true, marketingCookiesOn: true })).toEqual({});
    expect(mergedAtLogin({ cookiesAccepted: true, marketingCookiesOn: false }, { cookiesAccepted: true, marketingCookiesOn: true })).toEqual({});
    expect(mergedAtLogin({ cookiesAccepted: true, marketingCookiesOn: false }, { cookiesAccepted: false, marketingCookiesOn: false })).toEqual({ cookiesAccepted: true });
  });

  it('keeps a signed-in choice in this browser too, so it stands after a logout', () => {
    const { consent, set } = world({ owner: 'user' });
    consent.accept();
    set({ owner: 'visitor' });
    expect(consent.get()).toEqual({ known: true, cookiesAccepted: true, marketingCookiesOn: false });
  });

  it('reads anything unreadable in storage as nothing chosen, and survives a storage that refuses writes', () => {
    for (const stored of ['not json', '42', 'null', '{"cookiesAccepted":"yes","marketingCookiesOn":1}']) {
      expect(readVisitorChoice(memoryStorage({ [CONSENT_STORAGE_KEY]: stored }))).toEqual({ cookiesAccepted: false, marketingCookiesOn: false });
    }
    const consent = createConsent({
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
      owner: () => 'visitor',
      settings: () => ({ loading: false, choice: { cookiesAccepted: false, marketingCookiesOn: false } }),
      changeSettings: () => undefined,
      subscribe: () => () => undefined,
    });
    consent.accept();
    expect(consent.get().cookiesAccepted).toBe(true);
  });
});
