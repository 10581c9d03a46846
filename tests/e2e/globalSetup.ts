/**
 * Registers, verifies and logs in the e2e user through the real API before any spec runs, and
 * saves its access-token cookie as the storage state every spec starts from (playwright.config.ts).
 * The drawing screen needs a logged-in user; the sign-up path itself is tested as a person would
 * in accounts.spec.ts.
 */
import { writeFile } from 'node:fs/promises';
import type { FullConfig } from '@playwright/test';
import { E2E_USER, e2eDataDir, storageStatePath, verificationLink } from './e2eAccounts';

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
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

  const { accessToken } = await post(`${baseURL}/login`, { email: E2E_USER.email, password: E2E_USER.password, remember: true });
  if (typeof accessToken !== 'string') throw new Error('Login answered no access token');
  const { hostname } = new URL(baseURL);
  const storageState = {
    cookies: [
      {
        name: 'access-token',
        value: encodeURIComponent(accessToken),
        domain: hostname,
        path: '/',
        expires: Math.floor(Date.now() / 1000) + 365 * 86_400,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [],
  };
  await writeFile(storageStatePath(dataDir), JSON.stringify(storageState));
}
