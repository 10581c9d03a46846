import { describe, expect, it } from 'vitest';
import { pageForBasePath, withHead } from './indexPage';

/** As Vite writes it with `base: './'`. */
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <link rel="icon" href="./favicon.svg" type="image/svg+xml" />
    <script type="module" crossorigin src="./assets/index-AbC.js"></script>
    <link rel="canonical" href="https://planimetry.example/" />
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('pageForBasePath', () => {
  it('addresses the page’s files from the root, so a page at /help/scale finds them', () => {
    const page = pageForBasePath(BUILT, '');
    expect(page).toContain('href="/favicon.svg"');
    expect(page).toContain('src="/assets/index-AbC.js"');
    expect(page).not.toContain('planimetry-base-path');
    expect(page).toContain('href="https://planimetry.example/"');
  });

  it('under a base path, addresses them under it and names it for the scripts', () => {
    const page = pageForBasePath(BUILT, '/tools/planimetry');
    expect(page).toContain('src="/tools/planimetry/assets/index-AbC.js"');
    expect(page).toContain('href="/tools/planimetry/favicon.svg"');
    expect(page).toMatch(/<head>\s*<meta name="planimetry-base-path" content="\/tools\/planimetry" \/>/);
  });

  it('puts the base path into a page’s canonical address and picture', () => {
    const head = { title: 'T', description: 'D', keywords: 'K', canonical: '/blog/scale', image: '/blog/scale.svg' };
    const page = withHead(pageForBasePath(BUILT, '/planimetry'), head, 'https://tools.example/planimetry', '/planimetry');
    expect(page).toContain('<link rel="canonical" href="https://tools.example/planimetry/blog/scale" />');
    expect(page).toContain('<meta property="og:image" content="https://tools.example/planimetry/blog/scale.svg" />');
    expect(withHead(BUILT, head, undefined, '/planimetry')).toContain('<link rel="canonical" href="/planimetry/blog/scale" />');
  });
});
