/**
 * The `test` every spec imports: Playwright's, with an account of the test's own, made through the
 * real API before the test starts and logged in in the test's browser context.
 *
 * Why one account per test: settings, help flags, saved documents and their locks follow the
 * account, so two tests running side by side as one user changed each other's starting state (a
 * tour card dismissed by one test, a line-labels setting saved by another), which made tests fail
 * at random. Each account starts as a returning subscriber would: a paid plan bought through the
 * local test provider, the cookie notice answered and the guided tour and help popovers seen. A
 * test about one of those asks for it with `test.use({ accountOptions: { … } })`, and a test of a
 * visitor with `test.use({ accountOptions: null })`.
 */
import { request as apiRequest, test as base, expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { TOUR_IDS, type Tours } from '../../src/shared/api';
import type { PaidPlanId } from '../../src/shared/billing';
import { DEFAULT_SETTINGS } from '../../src/shared/settings';
import { buyPlan } from './buyPlan';
import { addressAt, e2eDataDir, freshEmail, verificationLink } from './e2eAccounts';

/** What an account starts with. */
export interface AccountOptions {
  /** A paid plan bought before the test (Pro by default), or `'trial'`: the trial a verified account starts on. */
  plan?: PaidPlanId | 'trial';
  /** `'seen'` (default): every guided step and help popover already dismissed; `'fresh'`: none. */
  tour?: 'seen' | 'fresh';
  /** Whether the account has answered the cookie notice (default true). */
  cookiesAccepted?: boolean;
  /** A label in the address, to tell the test's accounts apart in the server's log. */
  label?: string;
}

/** The account a test runs as. */
export interface Account {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
}

export const ACCOUNT_PASSWORD = 'measure-42';

/** A just-verified account: on its trial, with the guided tour and the cookie notice still to come. */
export const NEW_ACCOUNT: AccountOptions = { plan: 'trial', tour: 'fresh', cookiesAccepted: false };

const EVERY_TOUR_SEEN: Tours = Object.fromEntries(TOUR_IDS.map((id) => [id, true]));

/** The session cookie acts only with our own Origin, as the app's pages send it. */
const originOf = (baseURL: string) => ({ origin: new URL(baseURL).origin });

/**
 * Registers and verifies a new account through the API of the server at `baseURL` (its
 * verification mail read from the server's outbox); answers it, not logged in anywhere.
 */
export async function registerAccount(request: APIRequestContext, baseURL: string, label = 'user', dataDir = e2eDataDir()): Promise<Account> {
  const account: Account = { email: freshEmail(label), password: ACCOUNT_PASSWORD, firstName: 'Erin', lastName: 'Tester' };
  const registered = await request.post(addressAt(baseURL, '/register'), { data: { type: 'user', ...account } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const token = new URL(await verificationLink(account.email, dataDir)).pathname.split('/').at(-1);
  const verified = await request.get(addressAt(baseURL, `/verify/${token}`), { headers: { accept: 'application/json' } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return account;
}

/** Logs `context` in as `account` through the API: the session cookies land in the browser. */
export async function logInContext(context: BrowserContext, baseURL: string, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  const login = await context.request.post(addressAt(baseURL, '/login'), { data: { email: account.email, password: account.password, remember: true } });
  expect(login.ok(), await login.text()).toBe(true);
}

/**
 * Gives the account logged in on `request` its starting state through the API: the plan, the
 * help flags and the cookie notice, as a person's earlier visits would have left them.
 */
export async function prepareAccount(request: APIRequestContext, baseURL: string, options: AccountOptions = {}): Promise<void> {
  const { plan = 'Pro', tour = 'seen', cookiesAccepted = true } = options;
  if (plan !== 'trial') await buyPlan(request, baseURL, plan);
  const headers = originOf(baseURL);
  if (tour === 'seen') {
    const tours = await request.post(addressAt(baseURL, '/api/tours'), { headers, data: { tours: EVERY_TOUR_SEEN } });
    expect(tours.ok(), await tours.text()).toBe(true);
  }
  if (cookiesAccepted) {
    const settings = await request.post(addressAt(baseURL, '/api/settings'), { headers, data: { settings: { ...DEFAULT_SETTINGS, cookiesAccepted: true } } });
    expect(settings.ok(), await settings.text()).toBe(true);
  }
}

/**
 * A new account with its starting state, logged in in `context`, on the server at `baseURL`
 * whose DATA_DIR (where its mail lands) is `dataDir`: the tests' server unless a spec starts its own.
 */
export async function accountIn(context: BrowserContext, baseURL: string, options: AccountOptions = {}, dataDir = e2eDataDir()): Promise<Account> {
  // Registered apart from the browser: the verification opens a session of its own (a device),
  // and the browser's login should be the account's only one, as after a person's sign-up.
  const api = await apiRequest.newContext();
  const account = await registerAccount(api, baseURL, options.label, dataDir).finally(() => api.dispose());
  await logInContext(context, baseURL, account);
  await prepareAccount(context.request, baseURL, options);
  return account;
}

export const test = base.extend<{ account: Account | null; accountOptions: AccountOptions | null }>({
  /** `null`: the test starts as a visitor, signed out. */
  accountOptions: [{}, { option: true }],
  account: [
    async ({ accountOptions, context, baseURL }, use) => {
      await use(accountOptions === null ? null : await accountIn(context, baseURL!, accountOptions));
    },
    { auto: true },
  ],
});

export { expect };
