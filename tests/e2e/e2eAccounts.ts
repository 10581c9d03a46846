/**
 * Accounts for the end-to-end tests: the one user every spec runs as (registered and logged in by
 * globalSetup.ts), and reading the verification link the server wrote to its outbox.
 */
import { join } from 'node:path';
import { readOutbox } from '../../src/server/mail/readOutbox';

/** The logged-in user of every spec that does not start from a fresh context. */
export const E2E_USER = {
  firstName: 'Erin',
  lastName: 'Tester',
  email: 'erin.tester@example.com',
  password: 'measure-42',
} as const;

/** The server's DATA_DIR, which playwright.config.ts makes known through this variable. */
export function e2eDataDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return dataDir;
}

/** Where globalSetup saves the logged-in user's cookie for the specs. */
export function storageStatePath(dataDir: string): string {
  return join(dataDir, 'e2e-user-storage.json');
}

/** A unique address for a test that registers its own account. */
export function freshEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/**
 * What `pattern` finds in the newest mail to `email` whose subject starts with `subject`. Waits a
 * little: a mail may be written while (or, for a reset, after) the request answers.
 */
export async function mailed(email: string, subject: string, pattern: RegExp, dataDir = e2eDataDir(), timeoutMs = 5000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readOutbox(dataDir)).filter((mail) => mail.to === email && mail.subject.startsWith(subject));
    const found = pattern.exec(mails.at(-1)?.text ?? '');
    if (found) return found[1] ?? found[0];
    if (Date.now() > deadline) throw new Error(`No mail "${subject}…" matching ${pattern} was sent to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The newest verification link mailed to `email`. */
export function verificationLink(email: string, dataDir = e2eDataDir(), timeoutMs = 5000): Promise<string> {
  return mailed(email, 'Verify', /https?:\/\/\S+\/verify\/[A-Za-z0-9_-]+/, dataDir, timeoutMs);
}
