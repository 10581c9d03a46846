/**
 * BASE_PATH (spec accounts §2, "A base path applies to the whole app"): the path the whole app is
 * served under, such as `/planimetry` behind a proxy that gives the host's other paths to other
 * sites. `''` is the root. Every address the app makes for itself (its pages, the API, the live
 * socket, stored images, mailed links, cookies, the service worker's scope) starts with it; a
 * saved document keeps its image addresses without it, so a move to another base path loses
 * nothing.
 */

/** The tag the server writes into index.html: the page's scripts read the base path there. */
export const BASE_PATH_META = 'planimetry-base-path';

/** One segment of a base path: letters, digits and `-._~`, never `.` or `..` alone. */
const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * `value` as a base path: `''` for none or `/`, else `/a/b` with no slash at the end. Throws a
 * message naming the fault for anything that is not a plain path (a query, `..`, spaces, `//`).
 */
export function normaliseBasePath(value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  if (trimmed === '' || trimmed === '/') return '';
  if (!trimmed.startsWith('/')) throw new Error(`BASE_PATH must start with "/" (got "${trimmed}")`);
  const segments = trimmed.replace(/\/$/, '').slice(1).split('/');
  for (const segment of segments) {
    if (!SEGMENT.test(segment) || segment === '.' || segment === '..') {
      throw new Error(`BASE_PATH must be a plain path such as /planimetry: letters, digits and -._~ between single slashes (got "${trimmed}")`);
    }
  }
  return `/${segments.join('/')}`;
}

/** `path` (from the site's root, `/api/…`) as the browser must ask for it; other addresses (blob:, data:, https:) unchanged. */
export function withBasePath(basePath: string, path: string): string {
  if (basePath === '' || !path.startsWith('/') || path.startsWith('//')) return path;
  return `${basePath}${path}`;
}

/**
 * The app's own path for a request's `url` (path and query), or null when the request is outside
 * the base path. `/base` itself is the app's root `/`.
 */
export function withoutBasePath(basePath: string, url: string): string | null {
  if (basePath === '') return url;
  if (!url.startsWith(basePath)) return null;
  const rest = url.slice(basePath.length);
  if (rest === '') return '/';
  if (rest.startsWith('/')) return rest;
  if (rest.startsWith('?')) return `/${rest}`;
  return null;
}
