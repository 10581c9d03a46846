/**
 * The page's base path (BASE_PATH, src/shared/basePath.ts) and the app's addresses under it. The
 * server names the base path in index.html's meta tag; without one (the root, `npm run dev`,
 * tests) it is `''` and every address stays as written.
 */
import { BASE_PATH_META, normaliseBasePath, withBasePath, withoutBasePath } from '../shared/basePath';

/** The base path index.html names; `''` when it names none or something that is not a base path. */
export function readPageBasePath(page: Pick<Document, 'querySelector'> | null = typeof document === 'undefined' ? null : document): string {
  const named = page?.querySelector<HTMLMetaElement>(`meta[name="${BASE_PATH_META}"]`)?.content;
  try {
    return normaliseBasePath(named);
  } catch {
    return '';
  }
}

/** This page's base path, read once: it cannot change while the page lives. */
export const PAGE_BASE_PATH = readPageBasePath();

/** A path of the app (`/api/…`, a stored image, a preview, a page) as this page must ask for it. */
export const appAddress = (path: string): string => withBasePath(PAGE_BASE_PATH, path);

/** A browser path (`location.pathname`) as the app's own path; unchanged when outside the base path. */
export const appPathOf = (pathname: string): string => withoutBasePath(PAGE_BASE_PATH, pathname) ?? pathname;
