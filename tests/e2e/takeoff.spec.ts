/**
 * The takeoff (issue 38 items 2 and 3): layers made items with prices in the layer item dialog
 * (opened by the Results panel's "Takeoff item"),
 * the takeoff table following the drawing, sorted, and exported as CSV and XLSX. By hand, at
 * 1 m a grid square: the 150 px square is 10 × 10 squares, 100 m² and 40 m round; the 75 px one
 * 25 m² and 20 m round.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { drawingScreen, square } from './drawingScreen';

const takeoff = (page: Page) => page.getByRole('region', { name: 'Takeoff' });
const itemRow = (page: Page, name: string) => takeoff(page).getByRole('row', { name: new RegExp(`^${name}\\b`) });

/** Opens the current layer's item dialog from the layers bar and fills it in. */
async function makeItem(page: Page, layer: string, fields: { name: string; measures?: string; price?: string; waste?: string }) {
  await page.getByRole('button', { name: 'Takeoff item', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Takeoff item of ${layer}` });
  await dialog.getByRole('textbox', { name: 'Item name' }).fill(fields.name);
  if (fields.measures) await dialog.getByRole('combobox', { name: 'Measures' }).selectOption({ label: fields.measures });
  await dialog.getByRole('combobox', { name: 'Currency' }).selectOption('GBP');
  if (fields.price) await dialog.getByRole('textbox', { name: 'Unit price (optional)' }).fill(fields.price);
  if (fields.waste) await dialog.getByRole('textbox', { name: 'Waste % (optional)' }).fill(fields.waste);
  await dialog.getByRole('button', { name: 'Save item' }).click();
  await expect(dialog).toHaveCount(0);
}

test('layers made items add up in the takeoff, priced to the penny, sorted, and exported as CSV and XLSX', async ({ page }) => {
  const screen = drawingScreen(page);
  await screen.open();
  await screen.setScale('1', 'm');
  await screen.clickPath(square(100, 100));
  await expect(screen.area).toHaveText('100 m²');
  // No item yet: no takeoff.
  await expect(takeoff(page)).toHaveCount(0);

  // A bad price is said, and nothing is kept until it is right.
  await page.getByRole('button', { name: 'Takeoff item', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Takeoff item of Layer 1' });
  await expect(dialog.getByRole('combobox', { name: 'Measures' })).toHaveValue('area');
  await dialog.getByRole('textbox', { name: 'Item name' }).fill('Floor tile');
  await dialog.getByRole('combobox', { name: 'Currency' }).selectOption('GBP');
  await dialog.getByRole('textbox', { name: 'Unit price (optional)' }).fill('25.105');
  await dialog.getByRole('button', { name: 'Save item' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The unit price is not an amount of GBP: type it as 25 or 25.50.');
  await dialog.getByRole('textbox', { name: 'Unit price (optional)' }).fill('25.10');
  await dialog.getByRole('textbox', { name: 'Waste % (optional)' }).fill('10');
  await dialog.getByRole('button', { name: 'Save item' }).click();
  await expect(dialog).toHaveCount(0);

  // 100 m² with 10 % at £25.10: £2,761.00.
  await expect(itemRow(page, 'Floor tile').getByRole('cell')).toHaveText(['100', 'm²', '10 %', '£25.10', '£2,761.00']);

  await screen.button('Add layer').click();
  await screen.clickPath(square(300, 100, 75));
  await makeItem(page, 'Layer 2', { name: 'Skirting', measures: 'Perimeter', price: '3.99' });
  await expect(itemRow(page, 'Skirting').getByRole('cell')).toHaveText(['20', 'm', '—', '£3.99', '£79.80']);

  // A copy of the tiled room adds to its item, and the table follows: 200 m², £5,522.00.
  await screen.layer(1).click();
  await screen.button('Duplicate layer').click();
  await expect(itemRow(page, 'Floor tile').getByRole('cell')).toHaveText(['200', 'm²', '10 %', '£25.10', '£5,522.00']);
  await expect(takeoff(page).getByRole('row', { name: /^Total GBP/ })).toContainText('£5,601.80');

  // Sorted by item name first; by cost, cheapest first, on a click.
  const names = takeoff(page).locator('tbody th');
  await expect(names).toHaveText(['Floor tile', 'Skirting']);
  await takeoff(page).getByRole('button', { name: 'Cost' }).click();
  await expect(takeoff(page).getByRole('columnheader', { name: 'Cost' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(names).toHaveText(['Skirting', 'Floor tile']);

  const csvDownload = page.waitForEvent('download');
  await takeoff(page).getByRole('button', { name: 'Export takeoff CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe('planimetry takeoff.csv');
  expect(await readFile(await csv.path(), 'utf8')).toBe(
    [
      'item,measure,unit,planimetry,total,total_uncertainty,waste_percent,quantity_with_waste,unit_price,currency,cost',
      'Floor tile,area,m2,200,200,,10,220,25.10,GBP,5522.00',
      'Skirting,perimeter,m,20,20,,0,20,3.99,GBP,79.80',
      'total,,,,,,,,,GBP,5601.80',
      '',
    ].join('\r\n'),
  );

  const xlsxDownload = page.waitForEvent('download');
  await takeoff(page).getByRole('button', { name: 'Export takeoff XLSX' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toBe('planimetry takeoff.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await xlsx.path())).buffer as ArrayBuffer);
  const sheet = workbook.getWorksheet('Takeoff')!;
  const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
  expect(row(2)).toEqual(['Floor tile', 'area', 'm2', 200, 200, undefined, 10, 220, 25.1, 'GBP', 5522]);
  expect(row(3)).toEqual(['Skirting', 'perimeter', 'm', 20, 20, undefined, 0, 20, 3.99, 'GBP', 79.8]);
  expect(row(4).filter((cell) => cell !== undefined)).toEqual(['Total', 'GBP', 5601.8]);

  // Removing an item takes its layers out of the takeoff.
  await screen.layer(3).click();
  await page.getByRole('button', { name: 'Takeoff item', exact: true }).click();
  await page.getByRole('dialog', { name: 'Takeoff item of Layer 3' }).getByRole('button', { name: 'Remove item' }).click();
  await expect(names).toHaveText(['Floor tile']);
  expect(screen.consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 });

  test('a layer is made an item from the results sheet and its cost read in the takeoff', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await screen.setScale('1', 'm');
    await screen.clickPath(square(60, 60));
    // On a phone the results are a sheet opened from its button; the item is made from there.
    await page.getByRole('button', { name: 'Results', exact: true }).tap();
    await page.getByRole('button', { name: 'Takeoff item', exact: true }).tap();
    const dialog = page.getByRole('dialog', { name: 'Takeoff item of Layer 1' });
    await dialog.getByRole('textbox', { name: 'Item name' }).fill('Carpet');
    await dialog.getByRole('combobox', { name: 'Currency' }).selectOption('GBP');
    await dialog.getByRole('textbox', { name: 'Unit price (optional)' }).fill('12');
    await dialog.getByRole('button', { name: 'Save item' }).tap();
    const carpet = itemRow(page, 'Carpet');
    await carpet.scrollIntoViewIfNeeded();
    await expect(carpet).toBeInViewport();
    await expect(carpet.getByRole('cell')).toHaveText(['100', 'm²', '—', '£12.00', '£1,200.00']);
    expect(screen.consoleErrors).toEqual([]);
  });
});
