/**
 * The service worker: keeps the built client so Planimetry opens offline (see
 * shared/offlineCache.ts for what it keeps and what always goes to the network). Built into
 * dist/client/sw.js by scripts/serviceWorkerPlugin.mjs, which fills in the build's file list and a
 * version; a new build installs a new cache and deletes the old ones.
 */
import { withBasePath } from './shared/basePath';
import { cacheStrategy, PRECACHED_PUBLIC_FILES, SHELL_PAGE } from './shared/offlineCache';

/** The app shell's fingerprinted assets, filled in by scripts/serviceWorkerPlugin.mjs. */
declare const __ASSETS__: string[];
declare const __BUILD_VERSION__: string;

/** The parts of the service worker's global scope and events we use (not in the DOM types). */
interface ExtendableEvent extends Event {
  waitUntil: (promise: Promise<unknown>) => void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith: (response: Promise<Response>) => void;
}
interface WorkerScope {
  location: Location;
  caches: CacheStorage;
  skipWaiting: () => Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE_PREFIX = 'planimetry-client-';
const CACHE = `${CACHE_PREFIX}${__BUILD_VERSION__}`;
/** BASE_PATH: the worker is served at `{base path}/sw.js`, so its own address says where the app is. */
const BASE_PATH = new URL('.', worker.location.href).pathname.replace(/\/$/, '');
const atBase = (path: string) => withBasePath(BASE_PATH, path);

worker.addEventListener('install', (event) => {
  // The unfingerprinted files past the browser's HTTP cache (`reload`), so the copy kept is this
  // build's; the fingerprinted assets never change under their names, so the copies the page has
  // just loaded into the HTTP cache serve, with no second download.
  const requests = [
    ...PRECACHED_PUBLIC_FILES.map((path) => new Request(atBase(path), { cache: 'reload' })),
    ...__ASSETS__.map((path) => new Request(atBase(path))),
  ];
  event.waitUntil(
    worker.caches
      .open(CACHE)
      .then((cache) => cache.addAll(requests))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    worker.caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => worker.caches.delete(name)))),
  );
});

/** From the cache, else from the network; a fingerprinted asset fetched so is kept for next time. */
async function cacheFirst(request: Request): Promise<Response> {
  const cache = await worker.caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname.startsWith(atBase('/assets/'))) await cache.put(request, response.clone());
  return response;
}

/** The server's page when it answers (it may say 404, or carry a newer build), the kept shell offline. */
async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await (await worker.caches.open(CACHE)).match(atBase(SHELL_PAGE));
    if (shell) return shell;
    throw error;
  }
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = cacheStrategy({ method: request.method, url: request.url, mode: request.mode }, worker.location.origin, BASE_PATH);
  if (strategy === 'cache-first') event.respondWith(cacheFirst(request));
  else if (strategy === 'page') event.respondWith(page(request));
  // 'network': no answer from here, so the browser fetches it as if there were no worker.
});
