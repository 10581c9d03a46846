/**
 * Saving and opening, as a person meets it: sign up, verify from the mailed link, draw, save as
 * "Plot 1", log out, log in again in a fresh browser and open it with the same results; archive
 * and restore it; the "Save your work?" question on logging out with unsaved changes; a document
 * open on another device.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { drawingScreen, logIn, square } from './drawingScreen';
import { freshEmail, verificationLink } from './e2eAccounts';
import { imagePixels } from './imagePixels';
import { drawOverImportedImage, inkedMiniView, saveOpenDialog as saveOpen, expectSaveSaysSaved } from './saveOpenDialog';

test.use({ accountOptions: null });

const PASSWORD = 'plots-and-plans';

/** Registers through the form and opens the mailed link, which logs the person in. */
async function signUp(page: Page, email: string) {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Surveyor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Send Verification Email' }).click();
  await expect(page.getByRole('heading', { name: 'Are we there yet?' })).toBeVisible();
  await page.goto(await verificationLink(email));
  await page.getByRole('link', { name: 'Launch' }).click();
  await expect(page.getByRole('application', { name: 'Drawing canvas' })).toBeVisible();
}


async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
}

/** A preview image's pixels that pass `test` (given R, G, B). */
async function previewPixels(preview: Locator, kind: 'pink' | 'inked'): Promise<number> {
  const { data } = await imagePixels(preview);
  let count = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (kind === 'pink' ? r - g > 12 : Math.min(r, g, b) < 200) count++;
  }
  return count;
}
/** Pixels clearly redder than green: the pink layer's fill and outline. */
const pinkPixels = (preview: Locator) => previewPixels(preview, 'pink');
/** Pixels as dark as the mini-view counts them: the image's. */
const inkedPixels = (preview: Locator) => previewPixels(preview, 'inked');

test('a square saved as "Plot 1" opens in another browser with the same results; archive and restore', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = freshEmail('sam');
  await signUp(page, email);
  const screen = drawingScreen(page);
  await screen.clickPath(square(120, 120, 165));
  // Once measured ("…" while the worker measures): 165 px sides are 11 cm.
  await expect(screen.area).toHaveText('121 cm²');
  const perimeter = await screen.perimeter.textContent();
  const area = await screen.area.textContent();

  const files = saveOpen(page);
  await files.show();
  // No name, no Save (AB5.15): the spec's words say why.
  await expect(files.button('Save')).toBeDisabled();
  await expect(files.button('Save')).toHaveAccessibleDescription('Please specify a file name.');
  await files.fileName.fill('Plot 1');
  await expectSaveSaysSaved(files.dialog);
  await expect(files.item('Plot 1')).toBeVisible();
  // The preview is drawn from the saved state: the square's light pink fill shows in it.
  const preview = files.item('Plot 1').locator('img');
  await expect(preview).toBeVisible();
  expect(await pinkPixels(preview)).toBeGreaterThan(300);
  // With no image under it, few pixels are inked (the image test below counts far more).
  expect(await inkedPixels(preview)).toBeLessThan(5000);
  await files.button('Close').click();
  await expect(page.getByLabel('Document name')).toHaveText('Plot 1');

  await logOut(page);
  await expect(page).toHaveURL(/\/login$/);

  // Another browser: nothing shared with the first but the account.
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await logIn(elsewhere, { email, password: PASSWORD });
  const there = drawingScreen(elsewhere);
  await expect(there.area).toHaveText('—');
  const opened = saveOpen(elsewhere);
  await opened.show();
  await opened.item('Plot 1').click();
  await opened.button('Open').click();
  await expect(opened.dialog).toBeHidden();
  await expect(there.perimeter).toHaveText(perimeter!);
  await expect(there.area).toHaveText(area!);

  // Archive, find it among the archived, restore it.
  await opened.show();
  await opened.item('Plot 1').click();
  await opened.button('Archive').click();
  await expect(opened.item('Plot 1')).toBeHidden();
  await opened.dialog.getByLabel('Show archived documents').check();
  await opened.item('Plot 1').click();
  await opened.button('Restore').click();
  await opened.dialog.getByLabel('Show archived documents').uncheck();
  await expect(opened.item('Plot 1')).toBeVisible();
  await other.close();
});

test('logging out with unsaved changes asks "Save your work?"; a document open on another device is refused', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = freshEmail('una');
  await signUp(page, email);
  const screen = drawingScreen(page);
  await screen.clickPath(square(120, 120));
  const files = saveOpen(page);
  await files.show();
  await files.fileName.fill('Field 7');
  await expectSaveSaysSaved(files.dialog);
  await files.button('Close').click();

  // The same account in a second browser: the document is open on the first device.
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await logIn(elsewhere, { email, password: PASSWORD });
  const refused = saveOpen(elsewhere);
  await refused.show();
  await refused.item('Field 7').click();
  await refused.button('Open').click();
  await expect(refused.dialog.getByRole('alert')).toHaveText('File is open on your other device');
  await other.close();

  // An unsaved change, then Log out: the question, and Cancel keeps the person in.
  await screen.button('Undo').click();
  await logOut(page);
  const question = page.getByRole('dialog', { name: 'Save your work?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('application', { name: 'Drawing canvas' })).toBeVisible();
  await logOut(page);
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an image imported in the browser is stored with the document and comes back when it is opened elsewhere', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = freshEmail('yara');
  await signUp(page, email);
  const screen = drawingScreen(page);
  const shown = await drawOverImportedImage(page, screen);

  const files = saveOpen(page);
  await files.show();
  await files.fileName.fill('Yard');
  await files.button('Save').click();
  // Storing the image first makes this save slower than the one-second "Saved": wait for its results.
  await expect(files.item('Yard')).toBeVisible();
  // Its preview has the image under the drawing: far more inked pixels than a drawing alone.
  expect(await inkedPixels(files.item('Yard').locator('img'))).toBeGreaterThan(5000);
  await files.button('Close').click();
  await expect(page.getByLabel('Document name')).toHaveText('Yard');
  // The image's new server path swaps nothing on screen: the mini-view still shows it.
  await expect.poll(async () => (await inkedMiniView(page)).inked).toBeGreaterThan(shown * 0.8);
  expect(screen.consoleErrors).toEqual([]);
  await logOut(page);
  await expect(page).toHaveURL(/\/login$/);

  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await logIn(elsewhere, { email, password: PASSWORD });
  const there = drawingScreen(elsewhere);
  const blank = await inkedMiniView(elsewhere);
  expect(blank.inked).toBeLessThan(shown / 4);
  const opened = saveOpen(elsewhere);
  await opened.show();
  await opened.item('Yard').click();
  await opened.button('Open').click();
  await expect(opened.dialog).toBeHidden();
  await expect(there.notice(/image of this document was not kept/)).toHaveCount(0);
  // The mini-view shows the image again, as much of it as before the save.
  await expect.poll(async () => (await inkedMiniView(elsewhere)).inked).toBeGreaterThan(shown * 0.8);
  expect(there.consoleErrors).toEqual([]);
  await other.close();
});
