/**
 * Checks on an address before an account is made with it: throw-away domains (the maintained
 * list of the disposable-email-domains package) and likely typos of the common providers.
 */
import { createRequire } from 'node:module';

// The package is a bare JSON array; createRequire loads it without a JSON import assertion.
const disposableDomains = new Set<string>(createRequire(import.meta.url)('disposable-email-domains') as string[]);

/** The providers whose misspellings are worth a "did you mean" (issue 6 brief). */
export const COMMON_DOMAINS = ['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'icloud.com'] as const;

/** Real providers that happen to sit close to a common one ("mail.com" is one letter from "gmail.com"). */
const REAL_NEIGHBOURS = new Set(['mail.com', 'email.com', 'ymail.com', 'gmx.com', 'live.com', 'me.com', 'aol.com', 'yandex.com']);

function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/** True when the address's domain, or a parent domain of it, is a known throw-away provider. */
export function isDisposable(email: string): boolean {
  const labels = domainOf(email).split('.');
  for (let start = 0; start < labels.length - 1; start += 1) {
    if (disposableDomains.has(labels.slice(start).join('.'))) return true;
  }
  return false;
}

/** Levenshtein distance with adjacent swaps counted as one edit ("gmial" is one slip, not two). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      const row = rows[i];
      if (row) row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * The address with its domain corrected when the domain is one or two edits away from a common
 * provider (but not that provider itself, nor another real provider); undefined otherwise.
 */
export function suggestAddress(email: string): string | undefined {
  const domain = domainOf(email);
  if ((COMMON_DOMAINS as readonly string[]).includes(domain) || REAL_NEIGHBOURS.has(domain)) return undefined;
  let best: { domain: string; distance: number } | undefined;
  for (const common of COMMON_DOMAINS) {
    const distance = editDistance(domain, common);
    if (distance <= 2 && (best === undefined || distance < best.distance)) best = { domain: common, distance };
  }
  return best && `${email.slice(0, email.lastIndexOf('@'))}@${best.domain}`;
}
