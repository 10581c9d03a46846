import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { drawingScreen, numberIn, square } from './drawingScreen';
import { IMAGE_MARGIN } from '../../src/shared/constants';
import { dimensionedPlanPdf, PLAN_BOTTOM_WALL } from '../../src/engine/import/testing/dimensionedPdf';

const FIXTURES = '../shared/fixtures';
const PNG = `${FIXTURES}/images/floorplan-background_with_floorplanner.png`;

const importInput = (page: Page) => page.getByLabel('Import file', { exact: true });

/**
 * pdf.js loads its 1.2 MB worker on the first PDF, and the machines running these tests are
 * shared, so opening and drawing a PDF gets more time than the default 5 s.
 */
const PDF_WAIT = { timeout: 20_000 };

/** A file as a page script would hold it, from a fixture's bytes. */
async function fileHandle(page: Page, path: string, name: string, type: string) {
  const base64 = readFileSync(path).toString('base64');
  return page.evaluateHandle(
    ({ base64, name, type }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type }));
      return transfer;
    },
    { base64, name, type },
  );
}

test.describe('importing a file', () => {
  test('a PDF from the menu: the page picker shows both pages and the chosen one is placed', async ({ page }) => {
    test.setTimeout(60_000);
    const screen = drawingScreen(page);
    await screen.openAndImport(`${FIXTURES}/pdf/rotation.pdf`);

    const picker = page.getByRole('dialog', { name: 'Select PDF page' });
    await expect(picker).toBeVisible(PDF_WAIT);
    await expect(picker.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(2);
    // Page 2 is turned by /Rotate 90, so its thumbnail lies landscape.
    const thumbnail = picker.getByRole('button', { name: 'Page 2' }).locator('img');
    await expect(thumbnail).toHaveJSProperty('naturalWidth', 200);
    await picker.getByRole('button', { name: 'Page 2' }).click();

    await expect(picker).toBeHidden();
    await expect(screen.notice('Image uploaded successfully')).toBeVisible(PDF_WAIT);
    await expect(screen.instrument('Pan')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.consoleErrors).toEqual([]);
  });

  test('the shortcut I opens the file chooser, and cancelling the page picker places nothing', async ({ page }) => {
    test.setTimeout(60_000);
    const screen = drawingScreen(page);
    const chooser = page.waitForEvent('filechooser');
    await screen.open();
    await page.keyboard.press('i');
    await (await chooser).setFiles(`${FIXTURES}/pdf/rotation.pdf`);
    const picker = page.getByRole('dialog', { name: 'Select PDF page' });
    await expect(picker).toBeVisible(PDF_WAIT);
    await picker.getByRole('button', { name: 'Cancel' }).click();
    await expect(picker).toBeHidden();
    await expect(screen.notice('Image uploaded successfully')).toHaveCount(0);
    await expect(screen.instrument('Straight line')).toHaveAttribute('aria-pressed', 'true');
  });

  test('a one-page PDF that states its scale is placed at once and its scale offered', async ({ page }) => {
    test.setTimeout(60_000);
    const screen = drawingScreen(page);
    await screen.open();
    await importInput(page).setInputFiles(`${FIXTURES}/pdf/issue20232.pdf`);
    await expect(screen.notice('Image uploaded successfully')).toBeVisible(PDF_WAIT);
    const offer = page.getByRole('region', { name: 'Scale from the PDF' });
    await expect(offer).toContainText('This page says Scale 1:1');
    await offer.getByRole('button', { name: 'Use scale 1:1' }).click();
    await expect(offer).toBeHidden();
    await expect(screen.unit).toHaveValue('mm');
  });

  test('a vector PDF plan that states no scale offers the one its dimensions read, and a wall then measures as dimensioned', async ({ page }) => {
    test.setTimeout(60_000);
    const path = join(mkdtempSync(join(tmpdir(), 'planimetry-dimensions-')), 'dimensioned.pdf');
    writeFileSync(path, await dimensionedPlanPdf());
    const screen = drawingScreen(page);
    await screen.open();
    await importInput(page).setInputFiles(path);
    await expect(screen.notice('Image uploaded successfully')).toBeVisible(PDF_WAIT);
    const offer = page.getByRole('region', { name: 'Scale from the PDF' });
    await expect(offer).toContainText('Dimensions on this page: 1:50 (6 of 7 agree)');
    await offer.getByRole('button', { name: 'Use scale 1:50 from the dimensions' }).click();
    await expect(offer).toBeHidden();
    await expect(screen.unit).toHaveValue('mm');

    // The plan's bottom wall, dimensioned 8000, from corner to corner: the page (A4 landscape,
    // drawn at 2 px a point) fits the canvas less its margins, so a page point is 2 × shrink px.
    const box = (await screen.canvas.boundingBox())!;
    const shrink = Math.min(1, (box.width - 2 * IMAGE_MARGIN) / 1684, (box.height - 2 * IMAGE_MARGIN) / 1191);
    const onScreen = ([x, y]: readonly [number, number]) => [IMAGE_MARGIN + x * 2 * shrink, IMAGE_MARGIN + y * 2 * shrink] as const;
    await screen.choose('Straight line');
    await screen.clickPath([onScreen(PLAN_BOTTOM_WALL[0]), onScreen(PLAN_BOTTOM_WALL[1])]);
    // A click lands on a whole pixel, about 12 mm of the world here: within 0.5 % of the dimension.
    expect(Math.abs((await numberIn(screen.lineLabel(1))) - 8000)).toBeLessThan(40);
    expect(screen.consoleErrors).toEqual([]);
  });

  test('a PDF plan whose dimensions disagree with the scale it states offers both, and the dimensions\' one is used', async ({ page }) => {
    test.setTimeout(60_000);
    const path = join(mkdtempSync(join(tmpdir(), 'planimetry-dimensions-')), 'mislabelled.pdf');
    writeFileSync(path, await dimensionedPlanPdf('Scale 1:100'));
    const screen = drawingScreen(page);
    await screen.open();
    await importInput(page).setInputFiles(path);
    await expect(screen.notice('Image uploaded successfully')).toBeVisible(PDF_WAIT);
    const offer = page.getByRole('region', { name: 'Scale from the PDF' });
    await expect(offer).toContainText('This page says Scale 1:100, but its dimensions read 1:50 (6 of 7 agree)');
    await expect(offer.getByRole('button', { name: 'Use scale 1:100', exact: true })).toBeVisible();
    await offer.getByRole('button', { name: 'Use scale 1:50 from the dimensions' }).click();
    await expect(offer).toBeHidden();
    await expect(screen.notice('Scale 1:50 from the dimensions applied')).toBeVisible();
  });

  // The server converts for logged-in users only.
  test('a DXF with known units is converted by the server and opens at its true scale', async ({ page }) => {
    test.setTimeout(60_000);
    // A trial converts no DXF: a subscriber's account.
    const screen = drawingScreen(page);
    await screen.open();
    const upload = page.waitForResponse((response) => response.url().endsWith('/api/uploads') && response.request().method() === 'POST');
    await importInput(page).setInputFiles(`${FIXTURES}/dxf/1x1rectangle.dxf`);
    expect((await upload).status()).toBe(200);
    await expect(screen.notice('Image uploaded successfully')).toBeVisible(PDF_WAIT);
    await expect(screen.unit).toHaveValue('mm');
  });

  test('a binary DXF the server cannot convert gives its message and leaves the drawing', async ({ page }) => {
    test.setTimeout(60_000);
    const screen = drawingScreen(page);
    await screen.open();
    await screen.clickPath(square(100, 100));
    await importInput(page).setInputFiles(`${FIXTURES}/dxf/bin_dxf_r2000.dxf`);
    await page.getByRole('dialog', { name: 'Replace the drawing?' }).getByRole('button', { name: 'Replace' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Binary DXF is not supported' })).toBeVisible(PDF_WAIT);
    await expect(screen.notice('Image uploaded successfully')).toHaveCount(0);
    await expect(screen.area).toHaveText('100 cm²');
  });

  test('a corrupt PDF gives a clear error and nothing is placed', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await importInput(page).setInputFiles(`${FIXTURES}/pdf/REDHAT-1531897-0.pdf`);
    await expect(page.getByRole('alert').filter({ hasText: '"REDHAT-1531897-0.pdf" could not be opened as a PDF' })).toBeVisible(PDF_WAIT);
    await expect(page.getByRole('status', { name: /Waiting/ })).toHaveCount(0);
    await expect(screen.notice('Image uploaded successfully')).toHaveCount(0);
  });

  test('a TIFF is refused by its type', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await importInput(page).setInputFiles(`${FIXTURES}/images/landsat7-RGB.byte.tif`);
    await expect(page.getByRole('alert').filter({ hasText: '"landsat7-RGB.byte.tif" cannot be imported' })).toBeVisible();
  });

  test('a PNG renamed .pdf is refused for what it really is', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await importInput(page).setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: readFileSync(PNG) });
    await expect(page.getByRole('alert').filter({ hasText: '"plan.pdf" is not a PDF document: it is a PNG image.' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Select PDF page' })).toHaveCount(0);
  });

  test('a PNG the browser cannot decode gives the spec message', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    const truncated = readFileSync(PNG).subarray(0, 200);
    await importInput(page).setInputFiles({ name: 'cut.png', mimeType: 'image/png', buffer: truncated });
    await expect(page.getByRole('alert').filter({ hasText: 'Unable to upload image, please try again later.' })).toBeVisible();
    await expect(screen.notice('Image uploaded successfully')).toHaveCount(0);
  });

  test('a PNG dropped on the canvas is imported', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    const dataTransfer = await fileHandle(page, PNG, 'floorplan.png', 'image/png');
    await screen.canvas.dispatchEvent('dragenter', { dataTransfer });
    await screen.canvas.dispatchEvent('dragover', { dataTransfer });
    await screen.canvas.dispatchEvent('drop', { dataTransfer });
    await expect(screen.notice('Image uploaded successfully')).toBeVisible();
    await expect(screen.instrument('Pan')).toHaveAttribute('aria-pressed', 'true');
  });

  test('cancelling the replace confirmation keeps the drawing; confirming replaces it', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await screen.clickPath(square(100, 100));
    await expect(screen.area).toHaveText('100 cm²');

    await importInput(page).setInputFiles(PNG);
    const confirm = page.getByRole('dialog', { name: 'Replace the drawing?' });
    await expect(confirm).toContainText('every layer');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(screen.area).toHaveText('100 cm²');
    await expect(screen.notice('Image uploaded successfully')).toHaveCount(0);

    await importInput(page).setInputFiles(PNG);
    await confirm.getByRole('button', { name: 'Replace' }).click();
    await expect(screen.notice('Image uploaded successfully')).toBeVisible();
    await expect(screen.area).not.toHaveText('100 cm²');
  });

  test('a pasted image asks first when layers exist, saying they will be deleted', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await screen.clickPath(square(100, 100));
    const clipboardData = await fileHandle(page, `${FIXTURES}/images/resvg-image.gif`, 'image.gif', 'image/gif');
    await page.evaluate((data) => window.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true })), clipboardData);
    const confirm = page.getByRole('dialog', { name: 'Import from the clipboard?' });
    await expect(confirm).toContainText('all current layers will be deleted');
    await confirm.getByRole('button', { name: 'Import' }).click();
    // The 64 px GIF is scaled up to 600 px and placed.
    await expect(screen.notice('Image uploaded successfully')).toBeVisible();
  });
});
