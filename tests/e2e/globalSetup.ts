/**
 * Registers, verifies and logs in the e2e user through the real API before any spec runs, and
 * saves the session cookies the server set (the HttpOnly token and its expiry) as the storage
 * state every spec starts from (playwright.config.ts).
 * The drawing screen needs a logged-in user; the sign-up path itself is tested as a person would
 * in accounts.spec.ts.
 */
import { writeFile } from 'node:fs/promises';
import type { FullConfig } from '@playwright/test';
import { E2E_USER, e2eDataDir, storageStatePath, verificationLink } from './e2eAccounts';
import { grantPlanTo } from './e2ePlans';
import { DEFAULT_SETTINGS } from '../../src/shared/settings';

async function post(url: string, body: unknown): Promise<Response> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
  const dataDir = e2eDataDir();

  await post(`${baseURL}/register`, { type: 'user', ...E2E_USER });
  // The mailed link carries the server's PUBLIC_URL; only its token matters here.
  const token = new URL(await verificationLink(E2E_USER.email, dataDir)).pathname.split('/').at(-1);
  const verified = await fetch(`${baseURL}/verify/${token}`, { headers: { accept: 'application/json' } });
  if (!verified.ok) throw new Error(`Verification answered ${verified.status}: ${await verified.text()}`);

  // The shared user is a subscriber: a trial would convert no svg, dxf or dwg.
  await grantPlanTo(E2E_USER.email, 'Pro', dataDir);
  const login = await post(`${baseURL}/login`, { email: E2E_USER.email, password: E2E_USER.password, remember: true });
  await acceptCookieNotice(baseURL, login);
  await writeFile(storageStatePath(dataDir), JSON.stringify({ cookies: storageCookies(login, baseURL), origins: [] }));
}

/**
 * The shared user is a returning one who has accepted the cookie notice (its settings say so), so
 * the cookie bar is not in the way of the specs about other things; siteFrame.spec.ts tests the
 * bar with fresh visitors and users.
 */
async function acceptCookieNotice(baseURL: string, login: Response): Promise<void> {
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const response = await fetch(`${baseURL}/api/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: baseURL },
    body: JSON.stringify({ settings: { ...DEFAULT_SETTINGS, cookiesAccepted: true } }),
  });
  if (!response.ok) throw new Error(`Saving the settings answered ${response.status}: ${await response.text()}`);
}

/** The cookies a login answer set, as Playwright's storage state keeps them. */
function storageCookies(response: Response, baseURL: string) {
  const { hostname } = new URL(baseURL);
  return response.headers.getSetCookie().map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const [name = '', ...value] = pair.split('=');
    const attribute = (key: string) => attributes.find((each) => each.toLowerCase().startsWith(`${key.toLowerCase()}=`))?.split('=')[1];
    return {
      name,
      value: value.join('='),
      domain: hostname,
      path: '/',
      expires: Math.floor(Date.now() / 1000) + Number(attribute('Max-Age') ?? 0),
      httpOnly: attributes.some((each) => each.toLowerCase() === 'httponly'),
      secure: attributes.some((each) => each.toLowerCase() === 'secure'),
      sameSite: 'Lax' as const,
    };
  });
}
