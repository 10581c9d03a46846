/**
 * What the service worker (src/serviceWorker.ts) does with each request, as a pure function so it
 * can be tested without a browser. The worker keeps the built client (index.html and Vite's
 * fingerprinted assets, plus the manifest and icons) so the app opens offline; everything the
 * server answers from data (the API, sign-in, documents, maps, tiles, uploads, the intro video
 * with its range requests) goes to the network only and is never stored.
 */
import { withoutBasePath } from './basePath';
import { isClientPage } from './clientPages';

export type CacheStrategy =
  /** Not the worker's business: the browser fetches it as if there were no worker. */
  | 'network'
  /** A fingerprinted asset or a precached file: from the cache, else fetched (and kept if an asset). */
  | 'cache-first'
  /** A page of the client: the server's index.html when online, the cached one offline. */
  | 'page';

/** The cached copy of the client's pages. */
export const SHELL_PAGE = '/index.html';

/** The unfingerprinted files of public/ the worker precaches with the build. */
export const PRECACHED_PUBLIC_FILES = [
  SHELL_PAGE,
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
] as const;

export interface CachedRequest {
  method: string;
  url: string;
  /** `navigate` for a page load. */
  mode: string;
}

/** `basePath`: BASE_PATH, where the worker lives (its own address says it); anything outside it is not ours. */
export function cacheStrategy(request: CachedRequest, origin: string, basePath = ''): CacheStrategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  const path = withoutBasePath(basePath, url.pathname);
  if (path === null) return 'network';
  if (request.mode === 'navigate') return isClientPage(path) ? 'page' : 'network';
  if (path.startsWith('/assets/') && !path.endsWith('.map')) return 'cache-first';
  if ((PRECACHED_PUBLIC_FILES as readonly string[]).includes(path) && url.search === '') return 'cache-first';
  return 'network';
}
