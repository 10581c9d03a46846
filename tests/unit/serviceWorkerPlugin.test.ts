import { describe, expect, it } from 'vitest';
import { precachedAssets, precacheVersion } from '../../scripts/serviceWorkerPlugin.mjs';

const chunk = (fileName: string, more: { facade?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] } = {}) => ({
  type: 'chunk',
  fileName,
  facadeModuleId: more.facade ?? null,
  isEntry: more.isEntry ?? false,
  imports: more.imports ?? [],
  dynamicImports: more.dynamicImports ?? [],
  viteMetadata: { importedCss: new Set(more.css ?? []) },
});
const asset = (fileName: string) => ({ type: 'asset', fileName });

/** A build shaped like ours: main.tsx loads startApp dynamically, which loads the routes dynamically. */
const BUILD = Object.fromEntries(
  [
    chunk('assets/index-a1.js', { isEntry: true, imports: ['assets/withoutEval-b2.js'], dynamicImports: ['assets/startApp-c3.js'] }),
    chunk('assets/withoutEval-b2.js'),
    chunk('assets/startApp-c3.js', { imports: ['assets/schemas-d4.js'], dynamicImports: ['assets/DrawingRoute-e5.js', 'assets/pdf-f6.js'], css: ['assets/startApp-c3.css'] }),
    chunk('assets/schemas-d4.js'),
    chunk('assets/DrawingRoute-e5.js', { imports: ['assets/schemas-d4.js'] }),
    chunk('assets/pdf-f6.js'),
    chunk('assets/DownloadPage-g7.js', { facade: '/work/src/ui/download/DownloadPage.tsx', imports: ['assets/schemas-d4.js'] }),
    chunk('assets/HomePage-h8.js', { facade: '/work/src/ui/home/HomePage.tsx' }),
    asset('assets/startApp-c3.css'),
    asset('assets/index-a1.js.map'),
    asset('index.html'),
  ].map((file) => [file.fileName, file]),
);

describe('the service worker precaches', () => {
  it('the app shell: the entry, what it loads itself, the home and /download, their static imports and CSS; not the routes loaded later', () => {
    expect(precachedAssets(BUILD)).toEqual([
      '/assets/DownloadPage-g7.js',
      '/assets/HomePage-h8.js',
      '/assets/index-a1.js',
      '/assets/schemas-d4.js',
      '/assets/startApp-c3.css',
      '/assets/startApp-c3.js',
      '/assets/withoutEval-b2.js',
    ]);
  });

  it('under a new version when any file of the build changes', () => {
    expect(precacheVersion(['assets/index-a1.js', 'assets/pdf-f6.js'])).not.toBe(precacheVersion(['assets/index-a1.js', 'assets/pdf-f7.js']));
    expect(precacheVersion(['assets/index-a1.js'])).toBe(precacheVersion(['assets/index-a1.js']));
  });
});
