/**
 * The marketing home on `/` and the download page (spec accounts §2 "Home", "Download", redirect
 * rules), as a visitor on a desktop, as a signed-in user, and on a phone.
 */
import { devices } from '@playwright/test';
import { expect, test } from './fixtures';

const HEADLINE = 'Measure any shape, on any plan or map';
const PLATFORMS = ['Windows', 'Mac', 'Android', 'iOS'];

test.describe('a visitor on a desktop', () => {
  test.use({ accountOptions: null });

  test('sees the home with the intro video, which starts by itself and pauses; Try it leads to /register', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
    for (const section of ['Maps', 'Images and plans', 'Straight lines or curves']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toBeVisible();
    const video = page.locator('video');
    await expect(video).toHaveJSProperty('muted', true);

    // The video starts at least 4 s after its metadata has loaded; the text fades while it plays.
    const pauseButton = page.getByRole('button', { name: 'Pause the intro video' });
    await expect(pauseButton).toBeVisible({ timeout: 20_000 });
    await expect(video).toHaveJSProperty('paused', false);
    await expect(page.locator('.home-hero-text')).toHaveCSS('opacity', '0.35');
    await pauseButton.click();
    await expect(video).toHaveJSProperty('paused', true);
    await expect(page.getByRole('button', { name: 'Play the intro video' })).toBeVisible();
    await expect(page.locator('.home-hero-text')).toHaveCSS('opacity', '1');

    await page.getByRole('link', { name: 'Try it' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('the download page shows the four platforms, the desktop text and an Install button that explains itself', async ({ page }) => {
    await page.goto('/download');
    await expect(page.getByRole('heading', { level: 1, name: 'Download Planimetry' })).toBeVisible();
    const tiles = page.getByRole('list', { name: 'Platforms' }).getByRole('listitem');
    await expect(tiles).toHaveCount(4);
    for (const platform of PLATFORMS) await expect(page.getByRole('heading', { level: 2, name: platform, exact: true })).toBeVisible();
    await expect(page.getByText('log in from any platform')).toBeVisible();
    await expect(page.getByText('Create your account in a desktop browser first')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Continue in the browser' })).toHaveCount(0);

    // A tile that points at the Install button points the way it is (issue 36: "below" pointed at a button above).
    const installTop = (await page.getByRole('button', { name: 'Install' }).boundingBox())!.y;
    const pointing = tiles.filter({ hasText: /press Install (above|below)/ });
    await expect(pointing).toHaveCount(3);
    for (const tile of await pointing.all()) {
      const word = /press Install (above|below)/.exec((await tile.textContent()) ?? '')?.[1];
      expect(word, (await tile.textContent()) ?? '').toBe(installTop < (await tile.boundingBox())!.y ? 'above' : 'below');
    }

    // Without the browser's install offer (none on a fresh, unvisited site) the button says how.
    await page.getByRole('button', { name: 'Install' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Add to Home Screen' })).toBeVisible();
  });

  test('/login stays the login page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});

test('a signed-in user on / gets the drawing app, not the home', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('application', { name: 'Drawing canvas' })).toBeVisible();
  await expect(page.getByRole('heading', { name: HEADLINE })).toHaveCount(0);
});

// Pixel 7's phone: its user agent, screen, touch and isMobile (the browser type stays ours).
const { defaultBrowserType: _browser, ...PIXEL_7 } = devices['Pixel 7'];

test.describe('a visitor on a phone', () => {
  test.use({ ...PIXEL_7, accountOptions: null });

  test('on /login lands on /download, where the way in through the browser comes first, before the install tiles', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/download$/);
    await expect(page.getByText('Planimetry works in this browser: sign up or log in here')).toBeVisible();
    await expect(page.getByText('desktop browser first')).toHaveCount(0);
    await expect(page.getByText('log in from any platform')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Platforms' }).getByRole('listitem')).toHaveCount(4);
    const install = page.getByRole('button', { name: 'Install' });
    await expect(install).toBeVisible();

    // "Continue in the browser" is read before the Install button and the tiles, and it is a sign-up.
    const main = page.getByRole('main');
    const browserWay = main.getByRole('link', { name: 'Continue in the browser' });
    const firstTile = page.getByRole('list', { name: 'Platforms' }).getByRole('listitem').first();
    expect((await browserWay.boundingBox())!.y).toBeLessThan((await install.boundingBox())!.y);
    expect((await browserWay.boundingBox())!.y).toBeLessThan((await firstTile.boundingBox())!.y);
    await main.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\?web=1$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

    await page.goBack();
    await browserWay.click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('button', { name: 'Send Verification Email' })).toBeVisible();
  });

  test('the home has no video, and Try it leads to the sign-up form, as on a desktop', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /intro video/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Try it' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('button', { name: 'Send Verification Email' })).toBeVisible();
  });

  test('the header offers Sign up and Log in, and Log in opens the login form', async ({ page }) => {
    await page.goto('/help');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link')).toHaveText(['Home', 'Contact', 'Download', 'Help', 'Pricing', 'Sign up', 'Log in']);
    // A phone header that wraps keeps every link on the screen.
    for (const link of await menu.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
    await menu.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\?web=1$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign up' }).click();
    await expect(page.getByRole('button', { name: 'Send Verification Email' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\?web=1$/);
  });
});

test.describe('a signed-in user on a phone', () => {
  test.use(PIXEL_7);

  test('loads no user data on a public page, and still gets the drawing app on /', async ({ page }) => {
    const userCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user') userCalls.push(request.url());
    });
    await page.goto('/download');
    await expect(page.getByRole('heading', { level: 1, name: 'Download Planimetry' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
    expect(userCalls).toEqual([]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('application', { name: 'Drawing canvas' })).toBeVisible();
    expect(userCalls).toHaveLength(1);
  });
});
