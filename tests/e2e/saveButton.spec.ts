/**
 * AB5.15: the Save / Open dialog's Save is disabled without a file name (the spec's "Please
 * specify a file name." says why) and while the document list loads.
 */
import { type Page, type Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { drawingScreen, square } from './drawingScreen';
import { saveOpenDialog } from './saveOpenDialog';

/** Holds the dialog's list request until the returned release is called. */
async function holdDocumentList(page: Page): Promise<() => Promise<void>> {
  let held: Route | null = null;
  let arrived: () => void = () => undefined;
  const came = new Promise<void>((resolve) => (arrived = resolve));
  const list = (url: URL) => url.pathname === '/api/documents';
  await page.route(
    list,
    (route) => {
      held = route;
      arrived();
    },
  );
  return async () => {
    await came;
    await held!.continue();
    await page.unroute(list);
  };
}

for (const size of [
  { name: 'at desktop size', use: {} },
  { name: 'on a phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 } },
]) {
  test.describe(size.name, () => {
    test.use(size.use);

    test('Save waits for a file name and for the list of documents', async ({ page }) => {
      const screen = drawingScreen(page);
      await screen.open();
      await screen.clickPath(square(60, 60, 120));
      const files = saveOpenDialog(page);
      const release = await holdDocumentList(page);
      await files.show();
      const save = files.button('Save');

      await expect(save).toBeDisabled();
      await expect(save).toHaveAccessibleDescription('Please specify a file name.');
      await expect(files.dialog.getByText('Please specify a file name.')).toBeVisible();
      // A name while the list is still on its way: Save still waits.
      await files.fileName.fill('Plot 7');
      await expect(files.list).toHaveAttribute('aria-busy', 'true');
      await expect(save).toBeDisabled();

      await release();
      await expect(files.list).toHaveAttribute('aria-busy', 'false');
      await expect(save).toBeEnabled();
      await expect(files.dialog.getByText('Please specify a file name.')).toHaveCount(0);

      await files.fileName.fill('  ');
      await expect(save).toBeDisabled();
      await files.fileName.fill('Plot 7');
      await save.click();
      await expect(files.item('Plot 7')).toBeVisible();
    });
  });
}
