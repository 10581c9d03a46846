/**
 * An account of the test's own. Settings and help flags follow the user, so a spec that changes
 * them (or needs them fresh, as the guided help does) must not share the e2e user with the specs
 * running beside it.
 */
import { expect, test, type BrowserContext, type APIRequestContext } from '@playwright/test';
import { e2eDataDir, freshEmail, verificationLink } from './e2eAccounts';

export const FRESH_USER_PASSWORD = 'secret-123';

/**
 * Registers and verifies a new account through the API of the server at `baseURL` (whose DATA_DIR
 * is `dataDir`, where its verification mail lands); answers its address.
 */
export async function registerVerifiedUser(request: APIRequestContext, baseURL: string, label = 'fresh', dataDir = e2eDataDir()): Promise<string> {
  const email = freshEmail(label);
  const at = (path: string) => new URL(path, baseURL).href;
  const registered = await request.post(at('/register'), { data: { type: 'user', firstName: 'Ann', lastName: 'Lee', email, password: FRESH_USER_PASSWORD } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const token = new URL(await verificationLink(email, dataDir)).pathname.split('/').at(-1);
  expect((await request.get(at(`/verify/${token}`), { headers: { accept: 'application/json' } })).ok()).toBe(true);
  return email;
}

/** A new, verified account (see `registerVerifiedUser`) with `context` logged in as it; answers its address. */
export async function logInFreshUser(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
  label = 'fresh',
  dataDir = e2eDataDir(),
): Promise<string> {
  const email = await registerVerifiedUser(request, baseURL, label, dataDir);
  const at = (path: string) => new URL(path, baseURL).href;
  // Through the context's own request, so the session cookies the server sets land in the browser.
  await context.clearCookies();
  const login = await context.request.post(at('/login'), { data: { email, password: FRESH_USER_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return email;
}

/** Logs each test of the enclosing file or describe in as a new account before it starts. */
export function freshUserForEachTest(label: string): void {
  test.beforeEach(async ({ request, context, baseURL }) => {
    await logInFreshUser(request, context, baseURL!, label);
  });
}
