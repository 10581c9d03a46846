/**
 * The site's frame (issue 18): the cookie bar and the marketing-cookies consent with the
 * social-sharing script, the legal pages, the contact page, the site notification banner, the
 * feedback modal, the header and footer variants and the 404 page. The spec runs its own server
 * with SOCIAL_SCRIPT_URL, SITE_NOTIFICATION and the contact links set, so the shared server's
 * specs see no banner and load no script; the script's address is answered by the browser's
 * routing, and nothing leaves this machine.
 */
import { type BrowserContext, type Page } from '@playwright/test';
import { accountIn, expect, logInContext, NEW_ACCOUNT, test } from './fixtures';
import { COPYRIGHT_FIRST_YEAR, FEEDBACK_MESSAGES, LEGAL } from '../../src/shared/content';
import { startAppServer, type AppServer } from './appServer';
import { drawingScreen } from './drawingScreen';
import { EDUCATOR_PASSWORD, registerEducator, reviewEducator } from './educatorAccount';

const SOCIAL_SCRIPT = 'https://social.example.test/share.js';
const NOTICE = 'Planimetry will be down for maintenance on Sunday from 22:00 to 23:00 UTC.';
const CONTACT_EMAIL = 'hello@planimetry.example';
const FACEBOOK = 'https://www.facebook.com/planimetry.example';

let server: AppServer;

test.beforeAll(async () => {
  server = await startAppServer({ SOCIAL_SCRIPT_URL: SOCIAL_SCRIPT, SITE_NOTIFICATION: NOTICE, CONTACT_EMAIL, FACEBOOK_URL: FACEBOOK });
});

test.afterAll(async () => {
  await server.stop();
});

// Every test starts as a new visitor of this spec's server.
test.use({ accountOptions: null });

const at = (path: string) => `${server.url}${path}`;

/** Answers the social script's address in the browser and lists each request for it. */
async function routeSocialScript(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route('https://social.example.test/**', async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: 'window.socialShareLoaded = true;' });
  });
  return requested;
}

/** The page has its frame and has heard the server's site configuration (the footer's social links). */
async function frameLoaded(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Social' }).getByRole('link', { name: 'Facebook' })).toBeVisible();
}

const cookieBar = (page: Page) => page.getByRole('region', { name: 'Cookie notice' });

/** Logs a new account of the spec's server in, in `context`; answers its address. */
async function logIn(context: BrowserContext, label: string): Promise<string> {
  return (await accountIn(context, server.url, { ...NEW_ACCOUNT, label }, server.dataDir)).email;
}

test('the social-sharing script is never requested before marketing cookies are on, and is after the cookie policy switch turns them on', async ({ page, context }) => {
  const requested = await routeSocialScript(context);
  await page.goto(at('/cookie-policy'));
  await frameLoaded(page);
  await expect(cookieBar(page)).toBeVisible();
  // Accepting the cookie notice alone is not a yes to marketing cookies.
  await cookieBar(page).getByRole('button', { name: 'Got it' }).click();
  await page.goto(at('/contact'));
  await frameLoaded(page);
  expect(requested).toEqual([]);
  await expect(page.locator('script[data-third-party]')).toHaveCount(0);

  await page.goto(at('/cookie-policy'));
  const marketing = page.getByRole('switch', { name: 'Marketing cookies' });
  await expect(marketing).not.toBeChecked();
  await marketing.check();
  await expect.poll(() => requested).toEqual([SOCIAL_SCRIPT]);
  await expect.poll(() => page.evaluate(() => (window as { socialShareLoaded?: boolean }).socialShareLoaded)).toBe(true);

  // On again at the next page load; off, and the next page load does not ask for it.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Marketing cookies' })).toBeChecked();
  await expect.poll(() => requested).toHaveLength(2);
  await page.getByRole('switch', { name: 'Marketing cookies' }).uncheck();
  await page.reload();
  await frameLoaded(page);
  await expect(page.getByRole('switch', { name: 'Marketing cookies' })).not.toBeChecked();
  await expect(page.locator('script[data-third-party]')).toHaveCount(0);
  expect(requested).toHaveLength(2);
});

test('Got it hides the cookie bar, and it stays hidden after a reload', async ({ page }) => {
  await page.goto(at('/contact'));
  const bar = cookieBar(page);
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'cookie policy' })).toHaveAttribute('href', '/cookie-policy');
  await bar.getByRole('button', { name: 'Got it' }).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await frameLoaded(page);
  await expect(cookieBar(page)).toBeHidden();
});

test('each legal page states its constants, and I Accept accepts the cookie notice and returns to /', async ({ page, context }) => {
  const pages = [
    ['/privacy-policy', 'Privacy Policy', [`${LEGAL.minimumAge} years of age or older`, `children under the age of ${LEGAL.noDataUnderAge}`, `${LEGAL.termsNoticeDays} days`]],
    ['/cookie-policy', 'Cookie Policy', ['access-token', 'Local storage', 'Marketing cookies']],
    [
      '/terms-and-conditions',
      'Terms and Conditions',
      [
        `${LEGAL.minimumAge} years of age or older`,
        `children under the age of ${LEGAL.noDataUnderAge}`,
        `at least ${LEGAL.termsNoticeDays} days before`,
        'Refunds of annual subscriptions are at our discretion',
      ],
    ],
  ] as const;
  for (const [path, title, statements] of pages) {
    await page.goto(at(path));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    for (const statement of statements) await expect(page.getByRole('article')).toContainText(statement);
    await expect(page.getByRole('button', { name: 'I Accept' })).toBeVisible();
  }

  // Signed in, / is the drawing: I Accept lands there, and the account has accepted the notice.
  await logIn(context, 'legal');
  await page.goto(at('/terms-and-conditions'));
  await expect(cookieBar(page)).toBeVisible();
  await page.getByRole('button', { name: 'I Accept' }).click();
  await expect(page).toHaveURL(at('/'));
  await expect(page.getByRole('application', { name: 'Drawing canvas' })).toBeVisible();
  await expect(cookieBar(page)).toBeHidden();
  // Kept in the account's settings, not only in this browser.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('application', { name: 'Drawing canvas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
  await expect(cookieBar(page)).toBeHidden();
});

test('as a visitor, I Accept hides the cookie bar and goes to /', async ({ page }) => {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && paths.push(new URL(frame.url()).pathname));
  await page.goto(at('/privacy-policy'));
  await page.getByRole('button', { name: 'I Accept' }).click();
  await expect.poll(() => paths).toContain('/');
  await expect(cookieBar(page)).toBeHidden();
});

test('the contact page links the configured address and Facebook page, and leaves the unset Twitter out', async ({ page }) => {
  await page.goto(at('/contact'));
  await expect(page.getByRole('heading', { name: 'Contact' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`);
  await expect(main.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', FACEBOOK);
  await expect(main.getByRole('link', { name: 'Twitter' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Twitter' })).toHaveCount(0);
});

test('the footer has the legal links and the copyright from 2010 to this year, and a new path scrolls to the top', async ({ page }) => {
  await page.goto(at('/privacy-policy'));
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${COPYRIGHT_FIRST_YEAR}–${new Date().getFullYear()} Planimetry`);
  for (const [name, path] of [
    ['Cookie policy', '/cookie-policy'],
    ['Privacy policy', '/privacy-policy'],
    ['Terms and conditions', '/terms-and-conditions'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
  // The legal pages load lazily: until the policy is drawn the footer may already be in view, and
  // there would be nothing to scroll.
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 400 });
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollTop)).toBeGreaterThan(0);
  await footer.getByRole('link', { name: 'Terms and conditions', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollTop)).toBe(0);
});

test('an unknown address shows the 404 message inside the frame', async ({ page }) => {
  const response = await page.goto(at('/no/such/page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Sorry ... But the requested page was not found!' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${COPYRIGHT_FIRST_YEAR}–`);
});

test('the site notification shows as a banner until dismissed, and stays dismissed for that message', async ({ page, context }) => {
  await page.goto(at('/contact'));
  const banner = page.getByRole('status', { name: 'Site notification' });
  await expect(banner).toContainText(NOTICE);
  await banner.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await frameLoaded(page);
  await expect(banner).toBeHidden();

  // The drawing app's header has it too (a new browser: nothing dismissed yet).
  const other = await context.browser()!.newContext();
  try {
    const drawing = await other.newPage();
    await logIn(other, 'banner');
    await drawing.goto(at('/'));
    await expect(drawing.getByRole('application', { name: 'Drawing canvas' })).toBeVisible();
    const appBanner = drawing.getByRole('status', { name: 'Site notification' });
    await expect(appBanner).toContainText(NOTICE);
    await appBanner.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(appBanner).toBeHidden();
  } finally {
    await other.close();
  }
});

test.describe('the feedback modal', () => {
  async function openFeedback(page: Page) {
    const screen = drawingScreen(page);
    await screen.open(at('/'));
    await screen.openMenu();
    await screen.menuItem('Feedback').click();
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('is prefilled with the email, checks the fields, sends and thanks', async ({ page, context }) => {
    const email = await logIn(context, 'feedback');
    const dialog = await openFeedback(page);
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Message is required.');
    await dialog.getByLabel('Message').fill('The magic wand found my plot on the first click.');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/listening') && request.method() === 'POST');
    await dialog.getByRole('button', { name: 'Send' }).click();
    expect((await sent).postDataJSON()).toEqual({ email, message: 'The magic wand found my plot on the first click.' });
    await expect(dialog.getByRole('status')).toHaveText(FEEDBACK_MESSAGES.thanks);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test("shows the error when the server fails, and the server's message on the email field", async ({ page, context }) => {
    await logIn(context, 'feedback-fail');
    await page.route('**/api/listening', (route) => route.fulfill({ status: 500, json: { success: false, message: 'Internal Server Error' } }));
    const dialog = await openFeedback(page);
    await dialog.getByLabel('Message').fill('Hello');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(FEEDBACK_MESSAGES.failed);

    await page.unroute('**/api/listening');
    await page.route('**/api/listening', (route) =>
      route.fulfill({ status: 400, json: { success: false, message: 'This address cannot receive mail', field: 'email' } }),
    );
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('alert')).toHaveText('This address cannot receive mail');
  });
});

test.describe('the header', () => {
  test('offers Sign up and Log in to a visitor, and Log out to a signed-in user', async ({ page, context }) => {
    await page.goto(at('/contact'));
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link')).toHaveText(['Home', 'Contact', 'Download', 'Help', 'Pricing', 'Sign up', 'Log in']);
    await logIn(context, 'header');
    await page.reload();
    await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(['Home', 'Contact', 'Download', 'Help', 'Pricing']);
  });

  test('shows an educator only Help', async ({ page, context }) => {
    // An approved educator, as the administrator's review leaves one.
    const email = await registerEducator(context.request, server.url, 'educator', undefined, server.dataDir);
    reviewEducator('approve', email, server.dataDir);
    await logInContext(context, server.url, { email, password: EDUCATOR_PASSWORD });
    await page.goto(at('/contact'));
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link')).toHaveText(['Help']);
    await expect(menu.getByRole('button')).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('offers Sign up and Log in as on a desktop, and the cookie bar fits with a finger-sized Got it', async ({ page }) => {
      await page.goto(at('/contact'));
      const menu = page.getByRole('navigation', { name: 'Main' });
      await expect(menu.getByRole('link')).toHaveText(['Home', 'Contact', 'Download', 'Help', 'Pricing', 'Sign up', 'Log in']);
      const bar = cookieBar(page);
      await expect(bar).toBeVisible();
      const box = (await bar.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      const gotIt = (await bar.getByRole('button', { name: 'Got it' }).boundingBox())!;
      expect(gotIt.height).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await bar.getByRole('button', { name: 'Got it' }).click();
      await expect(bar).toBeHidden();
    });

    test('the drawing screen keeps its header and the banner on screen, and leaves the cookie bar to the public pages', async ({ page, context }) => {
      await logIn(context, 'phone');
      const screen = drawingScreen(page);
      await screen.open(at('/'));
      for (const part of [
        page.getByRole('status', { name: 'Site notification' }),
        page.getByRole('button', { name: 'Menu', exact: true }),
        page.getByRole('button', { name: 'Dismiss notification' }),
      ]) {
        await expect(part).toBeVisible();
        const box = (await part.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        expect(box.y + box.height).toBeLessThanOrEqual(844);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expect(cookieBar(page)).toHaveCount(0);
      await expect(screen.canvas).toBeVisible();
    });
  });
});
