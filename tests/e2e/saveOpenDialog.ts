/** The Save / Open dialog and the zoom mini-view, as the save and open specs read them. */
import { expect, type Locator, type Page } from '@playwright/test';
import { MESSAGE_MS } from '../../src/app/documents/saveOpenDialogMachine';
import { square, type drawingScreen } from './drawingScreen';
import { expectShownFor } from './testClock';

/** The small GIF the save and open specs import: stored with the document on its first save. */
export const SAVED_IMAGE = '../shared/fixtures/images/resvg-image.gif';

/**
 * Imports SAVED_IMAGE, waits for the mini-view to show it and draws a square over it with the
 * Straight line: the drawing the save and open specs store. Answers the mini-view's inked pixels
 * with the image shown, what an opened copy must show again.
 */
export async function drawOverImportedImage(page: Page, screen: ReturnType<typeof drawingScreen>): Promise<number> {
  await page.getByLabel('Import file', { exact: true }).setInputFiles(SAVED_IMAGE);
  await expect(screen.notice('Image uploaded successfully')).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await inkedMiniView(page)).inked).toBeGreaterThan(100);
  const { inked } = await inkedMiniView(page);
  await screen.choose('Straight line');
  await screen.clickPath(square(120, 120));
  return inked;
}

/**
 * Clicks the Save / Open dialog's Save and sees 'Saved' for its second (MESSAGE_MS) on Playwright's
 * clock, installed on the page from here on: with real time the second could pass between two of
 * Playwright's checks on a loaded machine.
 */
export async function expectSaveSaysSaved(dialog: Locator): Promise<void> {
  const page = dialog.page();
  // The message line is quiet first. A message shown before the clock is installed ('Please
  // specify a file name.', say) fades on a real timer, which the installed clock's clearTimeout
  // cannot cancel: it would fire during 'Saved' and clear it before its second.
  await expect(dialog.getByRole('status')).toHaveText('');
  await page.clock.install();
  await expectShownFor(page, dialog.getByRole('status').filter({ hasText: /^Saved$/ }), MESSAGE_MS, () => dialog.getByRole('button', { name: 'Save', exact: true }).click());
}

export function saveOpenDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Save / Open' });
  const item = (name: string) => dialog.getByRole('option', { name, exact: true });
  return {
    dialog,
    fileName: dialog.getByRole('textbox', { name: 'File name' }),
    list: dialog.getByRole('listbox', { name: 'Documents' }),
    item,
    /** The lock an item shows, named for who holds it. */
    lock: (name: string) => item(name).getByRole('img'),
    lockMessage: dialog.getByRole('alert'),
    button: (name: string) => dialog.getByRole('button', { name, exact: true }),
    archived: dialog.getByLabel('Show archived documents'),
    async show() {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('menu', { name: 'Menu' }).getByRole('menuitem', { name: 'Save', exact: true }).click();
      await expect(dialog).toBeVisible();
    },
  };
}

/** Opaque, not-white pixels on the zoom mini-view's canvas: the image, once it is shown. */
export const inkedMiniView = (page: Page) =>
  page
    .getByRole('button', { name: 'Zoom mini-view' })
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let inked = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 0 && Math.min(data[i]!, data[i + 1]!, data[i + 2]!) < 200) inked++;
      return { inked, total: data.length / 4 };
    });
