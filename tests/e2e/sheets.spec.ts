/**
 * A plan set measured as one takeoff (issue 38): a three-page vector PDF written by our own
 * script (sheetSetPdf.ts), each page at its own stated scale, added as three sheets through the
 * picker; on each sheet a room drawn by pointing a few pixels off its corners, which snap to the
 * drawing's own; items "Floor tile" (area, on two sheets) and "Skirting" (perimeter) priced; the
 * table's quantities and costs equal the values computed by hand from the rooms' true sizes:
 *   Floor tile: 6 × 4 m (1:50) + 10 × 8 m (1:100) = 24 + 80 = 104 m², at £25.00 = £2,600.00;
 *   Skirting: round the 3 × 2 m room (1:20), 10 m, at £3.99 = £39.90; total £2,639.90.
 * Then the CSV and XLSX downloaded and read, and the sheet list used at phone size.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { type Page } from '@playwright/test';
import { expect, logInContext, test } from './fixtures';
import { saveOpenDialog } from './saveOpenDialog';
import { drawingScreen } from './drawingScreen';
import { expectAccessible } from './axe';
import { PAGE_POINTS, SHEET_ROOMS, roomCorners, sheetSetPdfBytes } from './sheetSetPdf';

/** pdf.js loads its worker on the first PDF: opening gets more than the default 5 s. */
const PDF_WAIT = { timeout: 20_000 };

async function sheetSetFile(): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'planimetry-sheets-')), 'plan-set.pdf');
  writeFileSync(path, await sheetSetPdfBytes());
  return path;
}

const sheetList = (page: Page) => page.getByRole('navigation', { name: 'Sheets' });
const sheetButton = (page: Page, name: string) => sheetList(page).getByRole('button', { name, exact: true });
const takeoff = (page: Page) => page.getByRole('region', { name: 'Takeoff' });
const itemRow = (page: Page, name: string) => takeoff(page).getByRole('row', { name: new RegExp(`^${name}\\b`) });

/**
 * Where page point (x, y) of sheet `index`'s room lies on the canvas element: the page drawn at
 * twice its points (pdfRenderScale of an A4 page), shown whole and centred, shrunk to fit with a
 * 20 px margin (placeImage, imageView).
 */
async function onCanvas(page: Page, [x, y]: [number, number]): Promise<[number, number]> {
  const box = (await drawingScreen(page).canvas.boundingBox())!;
  const width = Math.round(PAGE_POINTS.width * 2);
  const height = Math.round(PAGE_POINTS.height * 2);
  const shown = Math.min(1, (box.width - 40) / width, (box.height - 40) / height);
  const left = (box.width - width * shown) / 2;
  const top = (box.height - height * shown) / 2;
  return [left + 2 * x * shown, top + 2 * y * shown];
}

/** Draws sheet `index`'s room with the straight line, each click 3 px off a corner, and closes it. */
async function drawRoom(page: Page, index: number) {
  const screen = drawingScreen(page);
  const corners = await Promise.all(roomCorners(SHEET_ROOMS[index]!).map((corner) => onCanvas(page, corner)));
  const off = corners.map(([x, y], i): [number, number] => [x + (i % 2 === 0 ? 3 : -3), y + (i < 2 ? 3 : -2)]);
  await screen.choose('Straight line');
  await screen.clickPath([...off, off[0]!]);
}

async function makeItem(page: Page, fields: { name: string; measures?: string; price: string }) {
  await page.getByRole('button', { name: 'Takeoff item', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Takeoff item of / });
  await dialog.getByRole('textbox', { name: 'Item name' }).fill(fields.name);
  if (fields.measures) await dialog.getByRole('combobox', { name: 'Measures' }).selectOption({ label: fields.measures });
  await dialog.getByRole('combobox', { name: 'Currency' }).selectOption('GBP');
  await dialog.getByRole('textbox', { name: 'Unit price (optional)' }).fill(fields.price);
  await dialog.getByRole('button', { name: 'Save item' }).click();
  await expect(dialog).toHaveCount(0);
}

/** Imports the plan set and adds all three pages as sheets through the picker. */
async function addPlanSet(page: Page) {
  const screen = drawingScreen(page);
  await screen.openAndImport(await sheetSetFile());
  const picker = page.getByRole('dialog', { name: 'Select PDF page' });
  await expect(picker.getByRole('button', { name: 'Page 3', exact: true })).toBeVisible(PDF_WAIT);
  await picker.getByRole('button', { name: 'Tick all pages' }).click();
  await picker.getByRole('button', { name: 'Add 3 pages as sheets' }).click();
  await expect(sheetList(page).getByRole('listitem')).toHaveCount(3, PDF_WAIT);
  await expect(sheetButton(page, 'Page 1')).toHaveAttribute('aria-current', 'page');
}

test('a three-page plan set measured as one takeoff: each sheet at its own scale, items summed across sheets, CSV and XLSX', async ({ page }) => {
  test.setTimeout(90_000);
  const screen = drawingScreen(page);
  await addPlanSet(page);

  // Sheet 1 at 1:50: the room reads exactly its 24 m² and 20 m.
  await drawRoom(page, 0);
  await expect(screen.area).toHaveText('24 m²');
  await makeItem(page, { name: 'Floor tile', price: '25' });

  // Page Down: sheet 2, at 1:100, with nothing drawn on it yet.
  await page.keyboard.press('PageDown');
  await expect(sheetButton(page, 'Page 2')).toHaveAttribute('aria-current', 'page');
  await drawRoom(page, 1);
  await expect(screen.area).toHaveText('80 m²');
  await makeItem(page, { name: 'Floor tile', price: '25' });

  // A click on the list: sheet 3, at 1:20, renamed as its title block would say.
  await sheetButton(page, 'Page 3').click();
  await expect(sheetButton(page, 'Page 3')).toHaveAttribute('aria-current', 'page');
  await drawRoom(page, 2);
  await expect(screen.area).toHaveText('6 m²');
  await makeItem(page, { name: 'Skirting', measures: 'Perimeter', price: '3.99' });
  await sheetList(page).getByRole('button', { name: 'Rename Page 3' }).click();
  const nameField = sheetList(page).getByRole('textbox', { name: 'Name of Page 3' });
  await nameField.fill('A-103 Bathroom');
  await nameField.press('Enter');
  await expect(sheetButton(page, 'A-103 Bathroom')).toBeVisible();
  await expectAccessible(page, 'a plan set: the sheet list and the takeoff with a column per sheet');

  // The takeoff: a column for each sheet, the totals and the costs as computed by hand.
  await expect(itemRow(page, 'Floor tile').getByRole('cell')).toHaveText(['24', '80', '—', '104', 'm²', '—', '£25.00', '£2,600.00']);
  await expect(itemRow(page, 'Skirting').getByRole('cell')).toHaveText(['—', '—', '10', '10', 'm', '—', '£3.99', '£39.90']);
  await expect(takeoff(page).getByRole('row', { name: /^Total GBP/ })).toContainText('£2,639.90');

  // Page Up twice: back on sheet 1, its room as it was drawn.
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  await expect(sheetButton(page, 'Page 1')).toHaveAttribute('aria-current', 'page');
  await expect(screen.area).toHaveText('24 m²');

  const downloaded = async (name: string) => {
    const downloading = page.waitForEvent('download');
    await takeoff(page).getByRole('button', { name }).click();
    return (await downloading).path();
  };
  const csv = await readFile(await downloaded('Export takeoff CSV'), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toContain('Page 1,Page 2,A-103 Bathroom');
  expect(lines.find((line) => line.startsWith('Floor tile,'))).toMatch(/^Floor tile,area,m2,24,80,,104,.*,GBP,2600\.00$/);
  expect(lines.find((line) => line.startsWith('Skirting,'))).toMatch(/^Skirting,perimeter,m,,,10,10,.*,GBP,39\.90$/);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await downloaded('Export takeoff XLSX'));
  const sheet = workbook.worksheets[0]!;
  const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
  expect(row(1).slice(3, 6)).toEqual(['Page 1', 'Page 2', 'A-103 Bathroom']);
  // Quantities are numbers as measured: pdf.js keeps a page's coordinates as 32-bit floats, so a
  // corner is exact to about one part in ten million. Costs are money, exact.
  const floor = row(2);
  expect(floor.slice(0, 3)).toEqual(['Floor tile', 'area', 'm2']);
  const [first, second, third, total] = floor.slice(3, 7) as (number | undefined)[];
  const near = (value: number, expected: number) => Math.abs(value - expected) < expected * 1e-6;
  expect([near(first!, 24), near(second!, 80), third, near(total!, 104)]).toEqual([true, true, undefined, true]);
  expect(floor.at(-1)).toBe(2600);
  expect(row(3).at(-1)).toBe(39.9);
  expect(screen.consoleErrors).toEqual([]);
});

test('a plan set saved and opened on another device keeps its sheets, their names, scales and drawings, a sheet never shown included', async ({ page, browser, account, baseURL }) => {
  test.setTimeout(120_000);
  const screen = drawingScreen(page);
  await addPlanSet(page);
  await drawRoom(page, 0);
  await expect(screen.area).toHaveText('24 m²');
  const firstScale = Number(await screen.scale.inputValue());
  // Sheet 2 is renamed but never shown here: the save draws its page, at the scale it states, and stores it.
  await sheetList(page).getByRole('button', { name: 'Rename Page 2' }).click();
  const nameField = sheetList(page).getByRole('textbox', { name: 'Name of Page 2' });
  await nameField.fill('A-102 First floor');
  await nameField.press('Enter');

  const files = saveOpenDialog(page);
  await files.show();
  await files.fileName.fill('Plan set');
  await files.button('Save').click();
  await expect(files.item('Plan set')).toBeVisible(PDF_WAIT);
  await files.button('Close').click();
  await expect(page.getByLabel('Document name')).toHaveText('Plan set');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const other = await browser.newContext();
  await logInContext(other, baseURL!, account!);
  const elsewhere = await other.newPage();
  const there = drawingScreen(elsewhere);
  await there.open();
  const opened = saveOpenDialog(elsewhere);
  await opened.show();
  await opened.item('Plan set').click();
  await opened.button('Open').click();
  await expect(opened.dialog).toBeHidden();
  await expect(sheetList(elsewhere).getByRole('listitem')).toHaveText([/Page 1/, /A-102 First floor/, /Page 3/]);
  await expect(sheetButton(elsewhere, 'Page 1')).toHaveAttribute('aria-current', 'page');
  await expect(there.area).toHaveText('24 m²');

  await sheetButton(elsewhere, 'A-102 First floor').click();
  await expect(sheetButton(elsewhere, 'A-102 First floor')).toHaveAttribute('aria-current', 'page');
  await expect(there.notice(/could not be loaded/)).toHaveCount(0);
  // Its page's own scale, 1:100 against the first sheet's 1:50 on the same paper: twice as much a square.
  expect(Number(await there.scale.inputValue()) / firstScale).toBeCloseTo(2, 2);
  await expect(there.button('Snap to drawing')).toHaveAttribute('aria-pressed', 'true');
  expect(there.consoleErrors).toEqual([]);
  await other.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 });

  test('the sheet list switches, renames and moves sheets with a finger', async ({ page }) => {
    test.setTimeout(60_000);
    await addPlanSet(page);
    const second = sheetButton(page, 'Page 2');
    await second.scrollIntoViewIfNeeded();
    await second.tap();
    await expect(second).toHaveAttribute('aria-current', 'page');
    await sheetList(page).getByRole('button', { name: 'Move Page 2 up' }).tap();
    await expect(sheetList(page).getByRole('listitem')).toHaveText([/Page 2/, /Page 1/, /Page 3/]);
    await expect(sheetButton(page, 'Page 2')).toHaveAttribute('aria-current', 'page');
    const box = (await second.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await expectAccessible(page, 'the sheet list on a phone');
    expect(drawingScreen(page).consoleErrors).toEqual([]);
  });
});
