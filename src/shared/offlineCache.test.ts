import { describe, expect, it } from 'vitest';
import { cacheStrategy } from './offlineCache';

const ORIGIN = 'https://planimetry.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${ORIGIN}${path}`, mode });

describe('the service worker', () => {
  it('serves the client pages from the shell, the assets and the icons from the cache', () => {
    expect(cacheStrategy(get('/', 'navigate'), ORIGIN)).toBe('page');
    expect(cacheStrategy(get('/download?x=1', 'navigate'), ORIGIN)).toBe('page');
    expect(cacheStrategy(get('/verify/abc', 'navigate'), ORIGIN)).toBe('page');
    expect(cacheStrategy(get('/assets/index-AbC123.js'), ORIGIN)).toBe('cache-first');
    expect(cacheStrategy(get('/assets/kernels-9f8e.wasm'), ORIGIN)).toBe('cache-first');
    expect(cacheStrategy(get('/manifest.webmanifest'), ORIGIN)).toBe('cache-first');
    expect(cacheStrategy(get('/icons/icon-192.png'), ORIGIN)).toBe('cache-first');
  });

  it('never caches the API, sign-in, other methods, other origins or the video', () => {
    expect(cacheStrategy(get('/api/user'), ORIGIN)).toBe('network');
    expect(cacheStrategy(get('/api/documents', 'navigate'), ORIGIN)).toBe('network');
    expect(cacheStrategy(get('/prices'), ORIGIN)).toBe('network');
    expect(cacheStrategy(get('/help'), ORIGIN)).toBe('network');
    expect(cacheStrategy({ method: 'POST', url: `${ORIGIN}/login`, mode: 'cors' }, ORIGIN)).toBe('network');
    expect(cacheStrategy({ method: 'POST', url: `${ORIGIN}/assets/x.js`, mode: 'cors' }, ORIGIN)).toBe('network');
    expect(cacheStrategy(get('/verify/abc'), ORIGIN)).toBe('network');
    expect(cacheStrategy({ method: 'GET', url: 'https://api.mapbox.com/styles/v1/x', mode: 'cors' }, ORIGIN)).toBe('network');
    expect(cacheStrategy(get('/media/intro.webm'), ORIGIN)).toBe('network');
    expect(cacheStrategy(get('/assets/index-AbC123.js.map'), ORIGIN)).toBe('network');
    expect(cacheStrategy(get('/manifest.webmanifest?v=2'), ORIGIN)).toBe('network');
  });

  it('lets the server answer an unknown page (its 404)', () => {
    expect(cacheStrategy(get('/no-such-page', 'navigate'), ORIGIN)).toBe('network');
  });

  it('under a base path, does the same for the app\'s paths under it and leaves the host\'s others alone', () => {
    const base = '/planimetry';
    expect(cacheStrategy(get('/planimetry/download', 'navigate'), ORIGIN, base)).toBe('page');
    expect(cacheStrategy(get('/planimetry', 'navigate'), ORIGIN, base)).toBe('page');
    expect(cacheStrategy(get('/planimetry/assets/index-AbC123.js'), ORIGIN, base)).toBe('cache-first');
    expect(cacheStrategy(get('/planimetry/icons/icon-192.png'), ORIGIN, base)).toBe('cache-first');
    expect(cacheStrategy(get('/planimetry/api/user'), ORIGIN, base)).toBe('network');
    expect(cacheStrategy(get('/download', 'navigate'), ORIGIN, base)).toBe('network');
    expect(cacheStrategy(get('/assets/index-AbC123.js'), ORIGIN, base)).toBe('network');
    expect(cacheStrategy(get('/planimetry-other/assets/index-AbC123.js'), ORIGIN, base)).toBe('network');
  });
});
