/**
 * Accessibility of the public site (issue 36, accessibility): axe-core's WCAG 2.0/2.1 A and AA
 * rules find no serious or critical violation on any public page, for a visitor, at desktop and
 * phone size. The app's screens and dialogs are in accessibilityApp.spec.ts.
 */
import { expect, test } from './fixtures';
import { DESKTOP, expectAccessible, PHONE } from './axe';

/** The public pages in two groups, a test each, so that neither runs long on a loaded machine. */
const SITE_PAGES = ['/', '/download', '/help', '/blog', '/blog/curves-and-irregular-shapes', '/api', '/contact'];
const LEGAL_AND_ACCOUNT_PAGES = [
  '/privacy-policy',
  '/cookie-policy',
  '/terms-and-conditions',
  '/login',
  '/register',
  '/register?type=educator',
  '/no/such/page',
];

test.use({ accountOptions: null });

for (const [size, options] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
  test.describe(`at ${size} size`, () => {
    test.use(options);
    // A phone's /login leads to /download first; "Continue in the browser" is /login?web=1.
    const groups = {
      'the site': SITE_PAGES,
      'the legal and account pages': size === 'phone' ? [...LEGAL_AND_ACCOUNT_PAGES, '/login?web=1'] : LEGAL_AND_ACCOUNT_PAGES,
    };

    for (const [group, pages] of Object.entries(groups)) {
      test(`${group}: no serious or critical axe violation`, async ({ page }) => {
        for (const path of pages) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await expectAccessible(page, `${path} at ${size} size`);
        }
      });
    }
  });
}
