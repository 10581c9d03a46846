/**
 * The cookie consent (spec accounts §2 "Layout" cookie notice bar, "Legal pages", Settings
 * "Marketing cookies"; §3 Settings `cookiesAccepted`, `marketingCookiesOn`): whether the visitor
 * has accepted the cookie notice, and whether marketing cookies are on.
 *
 * Where the choice is kept depends on who is there. A visitor's stays in this browser's
 * localStorage, so the bar knows at once on the first page. A signed-in user's is in the account's
 * settings (the settings machine, saved to the server), so it follows them to other devices. At a
 * login the visitor's choice is merged into the account's: an acceptance or a marketing "on" made
 * before logging in is kept; nothing the account had chosen is turned off by it.
 *
 * While the signed-in user's settings (or whether anyone is signed in) are still loading the
 * choice is not `known`: the bar does not show and nothing is loaded, rather than flashing.
 */

/** What is chosen. */
export interface ConsentChoice {
  cookiesAccepted: boolean;
  marketingCookiesOn: boolean;
}

export interface ConsentState extends ConsentChoice {
  /** False while whose choice it is, or the account's settings, are still loading. */
  known: boolean;
}

/** Who is there, as far as the consent cares. */
export type ConsentOwner = 'visitor' | 'user' | 'unknown';

/** Where the choice comes from and goes to (createApp wires the auth and settings machines). */
export interface ConsentSources {
  /** localStorage; null where there is none (the choice then lasts the page). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  owner: () => ConsentOwner;
  /** The account's settings, `loading` while they load. */
  settings: () => { loading: boolean; choice: ConsentChoice };
  changeSettings: (changes: Partial<ConsentChoice>) => void;
  /** Calls `listener` whenever the owner or the settings may have changed; answers the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

export interface Consent {
  get(): ConsentState;
  subscribe(listener: (state: ConsentState) => void): () => void;
  /** Got it, or I Accept on a legal page: the cookie notice is accepted. */
  accept(): void;
  /** The marketing-cookies switch (cookie policy, Account tab). */
  setMarketing(on: boolean): void;
  /** At a login (once the account's settings are asked for): the visitor's acceptances join the account's. */
  mergeVisitorChoice(): void;
}

export const CONSENT_STORAGE_KEY = 'planimetry.consent';

const NOTHING_CHOSEN: ConsentChoice = { cookiesAccepted: false, marketingCookiesOn: false };

/** The visitor's stored choice; anything unreadable counts as nothing chosen. */
export function readVisitorChoice(storage: ConsentSources['storage']): ConsentChoice {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(CONSENT_STORAGE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return NOTHING_CHOSEN;
    const { cookiesAccepted, marketingCookiesOn } = parsed as Record<string, unknown>;
    return { cookiesAccepted: cookiesAccepted === true, marketingCookiesOn: marketingCookiesOn === true };
  } catch {
    return NOTHING_CHOSEN;
  }
}

/** What a login adds to the account's choice from the visitor's: only acceptances, never a refusal. */
export function mergedAtLogin(visitor: ConsentChoice, account: ConsentChoice): Partial<ConsentChoice> {
  const changes: Partial<ConsentChoice> = {};
  if (visitor.cookiesAccepted && !account.cookiesAccepted) changes.cookiesAccepted = true;
  if (visitor.marketingCookiesOn && !account.marketingCookiesOn) changes.marketingCookiesOn = true;
  return changes;
}

const sameState = (a: ConsentState, b: ConsentState) =>
  a.known === b.known && a.cookiesAccepted === b.cookiesAccepted && a.marketingCookiesOn === b.marketingCookiesOn;

export function createConsent(sources: ConsentSources): Consent {
  let visitor = readVisitorChoice(sources.storage);
  const listeners = new Set<(state: ConsentState) => void>();

  const compute = (): ConsentState => {
    const owner = sources.owner();
    if (owner === 'visitor') return { known: true, ...visitor };
    const settings = sources.settings();
    if (owner === 'unknown' || settings.loading) return { known: false, ...NOTHING_CHOSEN };
    return { known: true, ...settings.choice };
  };

  let state = compute();
  const refresh = () => {
    const next = compute();
    if (sameState(next, state)) return;
    state = next;
    for (const listener of listeners) listener(state);
  };
  sources.subscribe(refresh);

  const change = (changes: Partial<ConsentChoice>) => {
    // This browser remembers the person's choice too, so that it stands after a logout.
    visitor = { ...visitor, ...changes };
    try {
      sources.storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(visitor));
    } catch {
      // Storage full or refused (private mode): the choice lasts this page.
    }
    if (sources.owner() === 'user') sources.changeSettings(changes);
    refresh();
  };

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    accept: () => change({ cookiesAccepted: true }),
    setMarketing: (on) => change({ marketingCookiesOn: on }),
    mergeVisitorChoice() {
      const account = sources.settings();
      // While the account's settings load, a change wins over what the server had (see
      // net/syncedRecordMachine.ts), so the acceptances are sent whatever the account holds.
      const changes = mergedAtLogin(visitor, account.loading ? NOTHING_CHOSEN : account.choice);
      if (Object.keys(changes).length > 0) sources.changeSettings(changes);
    },
  };
}
