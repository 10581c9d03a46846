/** How the public site's pages show dates and prices. */

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "1 May 2026". A day alone (a post's YYYY-MM-DD) is read in UTC so that no time zone moves it to
 * the day before; a moment (a comment's ISO time) is shown in the reader's own.
 */
export function formatContentDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', ...(DAY_ONLY.test(iso) ? { timeZone: 'UTC' } : {}) });
}

/** "$0.20": the API plans' US dollar prices per session. */
export const formatUsd = (amount: number): string => `$${amount.toFixed(2)}`;
