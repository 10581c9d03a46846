/**
 * A 200-sheet construction set (generated with pdfkit into a temporary folder): the page picker
 * opens with all 200 pages while most thumbnails are still being drawn, they stream in from the
 * first page on, and a page chosen before its thumbnail exists is imported (told by the
 * "Scale 1:150" its title block states, which the import then offers).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { writeLongPdf } from '../../scripts/longPdf.mjs';
import { drawingScreen } from './drawingScreen';

const SHEETS = 200;
/** pdf.js loads its 1.2 MB worker on the first PDF on a shared machine: opening gets more than the default 5 s. */
const PDF_WAIT = { timeout: 20_000 };

test('a 200-page PDF: the picker opens before the thumbnails are drawn, and page 150 is imported', async ({ page }) => {
  test.setTimeout(90_000);
  const file = join(mkdtempSync(join(tmpdir(), 'planimetry-pdf-')), 'construction-set.pdf');
  await writeLongPdf(file, SHEETS);
  const screen = drawingScreen(page);
  await screen.openAndImport(file);

  const picker = page.getByRole('dialog', { name: 'Select PDF page' });
  const lastPage = picker.getByRole('button', { name: `Page ${SHEETS}`, exact: true });
  await expect(lastPage).toBeVisible(PDF_WAIT);
  // The picker is open with every page, and the last one still shows its placeholder.
  const progress = picker.getByText(`of ${SHEETS} thumbnails drawn`);
  const drawnAtOpening = Number((await progress.textContent())?.split(' ')[0]);
  expect(drawnAtOpening).toBeLessThan(SHEETS / 2);
  await expect(picker.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(SHEETS);
  await expect(lastPage).toHaveAttribute('aria-busy', 'true');

  // Thumbnails stream in from the first page while later ones are still placeholders.
  await expect(picker.getByRole('button', { name: 'Page 1', exact: true }).locator('img')).toHaveJSProperty('naturalWidth', 200, PDF_WAIT);
  const chosen = picker.getByRole('button', { name: 'Page 150', exact: true });
  await expect(chosen).toHaveAttribute('aria-busy', 'true');
  await expect(chosen.locator('img')).toHaveCount(0);

  await chosen.click();
  await expect(picker).toBeHidden();
  await expect(screen.notice('Image uploaded successfully')).toBeVisible(PDF_WAIT);
  await expect(page.getByRole('region', { name: 'Scale from the PDF' })).toContainText('This page says Scale 1:150');
  expect(screen.consoleErrors).toEqual([]);
});
