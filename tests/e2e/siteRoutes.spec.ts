/**
 * Every route of the spec's table (accounts-and-business.md §2) as a signed-out visitor and as the
 * signed-in e2e user: the page it lands on and a part that shows it is that page. /educator-update
 * belongs to the educators' issue and is not in this table yet.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface RouteCase {
  path: string;
  /** Where the browser ends up (the path only). */
  lands: string;
  /** What shows that the page is there. */
  shows: (page: Page) => Promise<void>;
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

const drawingApp = async (page: Page) => {
  await expect(page.getByRole('application', { name: 'Drawing canvas' })).toBeVisible();
};

const withFooter = (shows: RouteCase['shows']) => async (page: Page) => {
  await shows(page);
  await expect(page.getByRole('navigation', { name: 'Legal' })).toBeVisible();
};

/** The pages that read the same for everyone. */
const PUBLIC_PAGES: RouteCase[] = [
  { path: '/download', lands: '/download', shows: withFooter(heading('Download Planimetry')) },
  {
    path: '/api',
    lands: '/api',
    shows: async (page) => {
      await heading('Planimetry API')(page);
      await expect(page.getByRole('button', { name: /register/i }).first()).toBeVisible();
    },
  },
  { path: '/register', lands: '/register', shows: heading('Create your account') },
  { path: '/register-complete', lands: '/register-complete', shows: heading('Thank you for registering!') },
  { path: '/subscription', lands: '/subscription', shows: heading('Plans and pricing') },
  {
    path: '/contact',
    lands: '/contact',
    shows: async (page) => {
      await heading('Contact')(page);
      await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toBeVisible();
    },
  },
  {
    path: '/help',
    lands: '/help',
    shows: async (page) => {
      await heading('Planimetry help')(page);
      await expect(page.getByRole('searchbox', { name: 'Search help' }).or(page.getByRole('textbox', { name: 'Search help' }))).toBeVisible();
    },
  },
  { path: '/blog', lands: '/blog', shows: withFooter(heading('Blog')) },
  { path: '/privacy-policy', lands: '/privacy-policy', shows: heading('Privacy Policy') },
  {
    path: '/cookie-policy',
    lands: '/cookie-policy',
    shows: async (page) => {
      await heading('Cookie Policy')(page);
      await expect(page.getByRole('switch', { name: 'Marketing cookies' })).toBeVisible();
    },
  },
  { path: '/terms-and-conditions', lands: '/terms-and-conditions', shows: heading('Terms and Conditions') },
  { path: '/no/such/page', lands: '/no/such/page', shows: heading('Sorry ... But the requested page was not found!') },
];

const VISITOR: RouteCase[] = [
  { path: '/', lands: '/', shows: withFooter(heading('Measure any shape, on any plan or map')) },
  { path: '/login', lands: '/login', shows: heading('Log in') },
  // Unauthenticated users on the app's card page go to /login; a failed verification too.
  { path: '/update-card', lands: '/login', shows: heading('Log in') },
  { path: '/verify/not-a-real-token', lands: '/login', shows: heading('Log in') },
  ...PUBLIC_PAGES,
];

/** A site page shows a signed-in user its Log out button; the drawing screen (/) keeps it in its menu. */
const signedIn = (route: RouteCase): RouteCase =>
  route.lands === '/'
    ? route
    : {
        ...route,
        shows: async (page) => {
          await route.shows(page);
          await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
        },
      };

const USER: RouteCase[] = [
  { path: '/', lands: '/', shows: drawingApp },
  // An authenticated visitor on /login goes to /.
  { path: '/login', lands: '/', shows: drawingApp },
  { path: '/update-card', lands: '/update-card', shows: heading('Update card') },
  ...PUBLIC_PAGES,
].map(signedIn);

async function expectLanding(page: Page, route: RouteCase) {
  await page.goto(route.path);
  await expect(page).toHaveURL((url) => url.pathname === route.lands);
  await route.shows(page);
}

test.describe('as a signed-out visitor', () => {
  test.use({ accountOptions: null });
  for (const route of VISITOR) {
    test(`${route.path} renders`, async ({ page }) => {
      await expectLanding(page, route);
      await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    });
  }
});

test.describe('as a signed-in user', () => {
  for (const route of USER) {
    test(`${route.path} renders`, async ({ page }) => {
      test.slow(route.lands === '/');
      await expectLanding(page, route);
    });
  }
});
