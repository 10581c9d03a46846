/**
 * Accessibility of the app (issue 36, accessibility): axe-core's WCAG 2.0/2.1 A and AA rules find
 * no serious or critical violation on the drawing screen and each of its menus and dialogs, the
 * plans page and its checkout, and the classroom (the educator's dashboard and a student's
 * drawing screen), at desktop and phone size. One page load per screen; its dialogs are opened
 * and closed on it as a person would.
 */
import { type Page } from '@playwright/test';
import { expect, NEW_ACCOUNT, test } from './fixtures';
import { DESKTOP, expectAccessible, expectAccessibleWithClockStopped, PHONE } from './axe';
import { drawingScreen } from './drawingScreen';
import { saveOpenDialog } from './saveOpenDialog';
import { EDUCATOR_PASSWORD, registerEducator, reviewEducator } from './educatorAccount';
import { CLASSROOM_MESSAGES } from '../../src/shared/classroom';
import { BILLING_MESSAGES } from '../../src/shared/billing';
import { NOTHING_TO_EXPORT } from '../../src/app/print/printWorkflows';
import { stopClock } from './testClock';

/** Opens the menu entry `name` and answers the dialog it opens, `dialogName` by default. */
async function openFromMenu(page: Page, name: string, dialogName = name) {
  const screen = drawingScreen(page);
  await screen.openMenu();
  await screen.menuItem(name).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens the current layer's item dialog from the results: on a phone, a sheet opened from its button first. */
async function openTakeoffItem(page: Page, size: 'desktop' | 'phone') {
  if (size === 'phone') await page.getByRole('button', { name: 'Results', exact: true }).click();
  await page.getByRole('button', { name: 'Takeoff item', exact: true }).click();
}

for (const [size, options] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
  test.describe(`at ${size} size`, () => {
    test.use(options);
    const at = (state: string) => `${state} at ${size} size`;

    test('the drawing screen, its menu, a notice, Clear canvas and Settings', async ({ page }) => {
      const screen = drawingScreen(page);
      // Playwright's clock, stopped while a notice is checked: it leaves by itself (testClock.ts).
      await page.clock.install();
      await screen.open();

      // A warning notice: nothing is drawn yet to export.
      const exportEmpty = await openFromMenu(page, 'Export');
      await stopClock(page);
      await exportEmpty.getByRole('button', { name: 'Images (PNG, one per layer)' }).click();
      const notice = screen.notice(NOTHING_TO_EXPORT);
      await expect(notice).toBeVisible();
      await expectAccessibleWithClockStopped(page, at('a warning notice'));
      await expect(notice).toBeVisible();
      await page.clock.resume();

      await screen.choose('Rectangle');
      await screen.drag([100, 100], [220, 180]);
      await expect(screen.area).not.toHaveText('');
      await expectAccessible(page, at('the drawing screen with a rectangle'));

      await screen.openMenu();
      await expectAccessible(page, at('the open menu'));
      await page.keyboard.press('Escape');
      await expect(screen.menu).toBeHidden();

      const clear = await openFromMenu(page, 'Clear canvas');
      await expectAccessible(page, at('the Clear canvas question'));
      await clear.getByRole('button', { name: 'Cancel' }).click();
      await expect(clear).toBeHidden();

      const settings = await openFromMenu(page, 'Settings');
      await expectAccessible(page, at('Settings, Application tab'));
      await settings.getByRole('tab', { name: 'Account' }).click();
      await expect(settings.getByRole('tabpanel', { name: 'Account' })).toBeVisible();
      await expectAccessible(page, at('Settings, Account tab'));
      await page.keyboard.press('Escape');
      await expect(settings).toBeHidden();
    });

    test('Save / Open, Export and the print view', async ({ page }) => {
      const screen = drawingScreen(page);
      await screen.open();
      await screen.choose('Rectangle');
      await screen.drag([100, 100], [220, 180]);
      await expect(screen.area).not.toHaveText('');

      const files = saveOpenDialog(page);
      await files.show();
      await expect(files.list).toBeVisible();
      await expectAccessible(page, at('the Save / Open dialog'));
      await files.button('Close').click();
      await expect(files.dialog).toBeHidden();

      const exporting = await openFromMenu(page, 'Export');
      await expectAccessible(page, at('the Export dialog'));
      await exporting.getByRole('button', { name: 'Cancel' }).click();
      await expect(exporting).toBeHidden();

      // The takeoff (issue 38): the layer item dialog, opened from the results (a sheet on a phone), then the panel it brings.
      await openTakeoffItem(page, size);
      const item = page.getByRole('dialog', { name: 'Takeoff item of Layer 1' });
      await item.getByRole('textbox', { name: 'Unit price (optional)' }).fill('12');
      await expectAccessible(page, at('the layer item dialog'));
      await item.getByRole('button', { name: 'Save item' }).click();
      await expect(item).toBeHidden();
      await expect(page.getByRole('region', { name: 'Takeoff' }).getByRole('row', { name: /^Layer 1/ })).toBeVisible();
      await expectAccessible(page, at('the drawing screen with its takeoff'));

      const print = await openFromMenu(page, 'Print', 'Print view');
      await expect(print.getByRole('img', { name: 'The drawing as it prints' })).toBeVisible();
      await expectAccessible(page, at('the print view'));
    });

    test.describe('as a new user', () => {
      test.use({ accountOptions: { ...NEW_ACCOUNT, label: 'a11y-new' } });

      test('the first drawing screen, the plans page and its checkout form', async ({ page }) => {
        const screen = drawingScreen(page);
        await screen.open();
        await expect(screen.helpCard('Welcome to Planimetry')).toBeVisible();
        await expectAccessible(page, at("a new user's drawing screen with the welcome card"));

        await page.goto('/subscription');
        const buy = page.getByRole('button', { name: 'Buy Pro', exact: true });
        await expect(buy).toBeVisible();
        await expectAccessible(page, at('/subscription'));
        await buy.click();
        const checkout = page.getByRole('dialog', { name: 'Buy Pro' });
        await expect(checkout.getByText(BILLING_MESSAGES.testMode)).toBeVisible();
        // The form's messages for missing fields are part of what a person meets.
        await checkout.getByRole('button', { name: /^Pay / }).click();
        await expect(checkout.getByText(BILLING_MESSAGES.holderRequired)).toBeVisible();
        await expectAccessible(page, at('the checkout form'));
      });
    });

    test.describe('in a classroom', () => {
      test.use({ accountOptions: null });

      test("the educator's dashboard and a student's drawing screen", async ({ page, context, request, baseURL, browser }) => {
        const email = await registerEducator(request, baseURL!, 'a11y-teacher');
        reviewEducator('approve', email);
        const login = await context.request.post('/login', { data: { email, password: EDUCATOR_PASSWORD } });
        expect(login.ok(), await login.text()).toBe(true);
        await page.goto('/');
        const dashboard = page.getByRole('dialog', { name: 'Educator Dashboard' });
        await expect(dashboard).toBeVisible();
        await expectAccessible(page, at('the Educator Dashboard before a session'));
        const session = `Class ${Date.now().toString(36)}`;
        await dashboard.getByLabel(CLASSROOM_MESSAGES.sessionNameLabel).fill(session);
        await dashboard.getByRole('button', { name: CLASSROOM_MESSAGES.startSession }).click();
        const passwordBox = dashboard.getByRole('textbox', { name: 'Password' });
        await expect(passwordBox).toHaveValue(/\S{8}/);
        const password = await passwordBox.inputValue();
        await expectAccessible(page, at('the Educator Dashboard, Session tab, running'));
        await dashboard.getByRole('tab', { name: 'Documents' }).click();
        await expect(dashboard.getByRole('button', { name: `${session}, 0 files, running` })).toBeVisible();
        await expectAccessible(page, at('the Educator Dashboard, Documents tab'));

        const studentContext = await browser.newContext(options);
        const student = await studentContext.newPage();
        // On a phone /login leads to /download first; "Continue in the browser" is /login?web=1.
        await student.goto('/login?web=1');
        await student.getByRole('radio', { name: 'Student' }).check();
        await student.getByLabel('Session', { exact: true }).fill(session);
        await student.getByLabel('Password', { exact: true }).fill(password);
        await student.getByLabel('Your name').fill('Ann K.');
        await expectAccessible(student, at("the student's login"));
        await student.getByRole('button', { name: 'Log in' }).click();
        await expect(student.getByRole('application', { name: 'Drawing canvas' })).toBeVisible();
        await expectAccessible(student, at("a student's drawing screen"));
        await studentContext.close();
      });
    });
  });
}
