/**
 * Educator accounts for the end-to-end tests: registered and verified through the API like any
 * account, then reviewed with the administrator's command (`npm run admin -- educators …`, run here
 * as its bundle on the test server's DATA_DIR).
 */
import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { e2eDataDir, freshEmail, verificationLink } from './e2eAccounts';

export const EDUCATOR_PASSWORD = 'teach-123';

/** A page no badge will ever be found on: the name does not resolve. */
export const NO_BADGE_PAGE = 'https://school.invalid/about';

/** Registers and verifies an educator whose badge page is `badgeUrl` on the server at `baseURL` (DATA_DIR `dataDir`); answers the address. */
export async function registerEducator(
  request: APIRequestContext,
  baseURL: string,
  label = 'teacher',
  badgeUrl = NO_BADGE_PAGE,
  dataDir = e2eDataDir(),
): Promise<string> {
  const email = freshEmail(label);
  const at = (path: string) => new URL(path, baseURL).href;
  const registered = await request.post(at('/register'), {
    data: {
      type: 'educator', firstName: 'Tess', lastName: 'Teacher', email, password: EDUCATOR_PASSWORD,
      nameOfSchool: 'North School', city: 'Oslo', country: 'NO', phoneNumber: '+4712345678', usage: 'Area lessons', badge_url: badgeUrl,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const token = new URL(await verificationLink(email, dataDir)).pathname.split('/').at(-1);
  expect((await request.get(at(`/verify/${token}`), { headers: { accept: 'application/json' } })).ok()).toBe(true);
  return email;
}

/** The administrator's review: `approve` or `reject` (npm run admin -- educators <verb> <email>). */
export function reviewEducator(verb: 'approve' | 'reject', email: string, dataDir = e2eDataDir()): string {
  return execFileSync(process.execPath, ['dist/server/admin.js', 'educators', verb, email], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

/** An approved educator with `context` logged in as them; answers the address. */
export async function logInApprovedEducator(request: APIRequestContext, context: BrowserContext, baseURL: string, label = 'teacher'): Promise<string> {
  const email = await registerEducator(request, baseURL, label);
  reviewEducator('approve', email);
  await context.clearCookies();
  const login = await context.request.post(new URL('/login', baseURL).href, { data: { email, password: EDUCATOR_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return email;
}
