/**
 * Mail for the end-to-end tests' accounts (tests/e2e/fixtures.ts): unique addresses, and the
 * links the server wrote to its outbox.
 */
import { expect, type Page } from '@playwright/test';
import { newestMessage } from '../../src/server/mail/readOutbox';

/** The server's DATA_DIR, which playwright.config.ts makes known through this variable. */
export function e2eDataDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return dataDir;
}

/** A unique address for a test that registers its own account. */
export function freshEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/**
 * What `pattern` finds in the newest mail to `email` whose subject starts with `subject`, waiting
 * for it to be written: a mail may be written while (or, for a reset, after) the request answers.
 */
export async function mailed(email: string, subject: string, pattern: RegExp, dataDir = e2eDataDir(), timeoutMs = 5000): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = await newestMessage(dataDir, (message) => message.to === email && message.subject.startsWith(subject));
        const match = pattern.exec(mail?.text ?? '');
        found = match?.[1] ?? match?.[0];
        return found;
      },
      { message: `a mail "${subject}…" matching ${pattern} sent to ${email}`, timeout: timeoutMs },
    )
    .toBeDefined();
  return found!;
}

/** The newest verification link mailed to `email`. */
export function verificationLink(email: string, dataDir = e2eDataDir(), timeoutMs = 5000): Promise<string> {
  return mailed(email, 'Verify', /https?:\/\/\S+\/verify\/[A-Za-z0-9_-]+(?:\?app=true)?/, dataDir, timeoutMs);
}

/**
 * Forgot Password on /login for `email`, then the mailed one-time password typed in and Log in
 * pressed: the page then asks for a new password.
 */
export async function logInWithOneTimePassword(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Forgot Password').check();
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toHaveText('A new password has been sent to your email address.');
  const oneTime = await mailed(email, 'Your one-time Planimetry password', /choose a new password:\n\n(\S+)\n/);
  await page.getByLabel('Password', { exact: true }).fill(oneTime);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** `path` of the app on the server at `baseURL`, under its base path when `baseURL` has one (basePath.spec.ts). */
export const addressAt = (baseURL: string, path: string): string => `${baseURL.replace(/\/+$/, '')}${path}`;
