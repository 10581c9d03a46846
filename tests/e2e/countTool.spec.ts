/**
 * The Count instrument (issue 22): each click or tap places a numbered marker on the layer, and
 * the results show how many.
 */
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { drawingScreen, type Path } from './drawingScreen';

const FIVE_PLACES: Path = [[200, 200], [260, 200], [320, 200], [200, 260], [260, 260]];

const countText = (page: Page) => page.getByRole('region', { name: 'Results' }).getByText(/^Count: \d+$/);

test('a count of 5 markers shows 5; undo takes the last back, and the symbol can be chosen', async ({ page }) => {
  const screen = drawingScreen(page);
  await screen.open();
  await screen.choose('Count');
  await expect(screen.instrument('Count')).toHaveAttribute('aria-pressed', 'true');

  const symbol = page.getByRole('combobox', { name: 'Count symbol' });
  await symbol.selectOption('Square');
  await expect(symbol).toHaveValue('square');

  await screen.clickPath(FIVE_PLACES);
  await expect(countText(page)).toHaveText('Count: 5');
  // A count layer shows its count, not a perimeter and an area.
  await expect(screen.perimeter).toHaveCount(0);

  await screen.button('Undo').click();
  await expect(countText(page)).toHaveText('Count: 4');
  await screen.button('Remove last marker').click();
  await expect(countText(page)).toHaveText('Count: 3');
  await expect(symbol).toHaveValue('square');
  expect(screen.consoleErrors).toEqual([]);
});

/** A DXF's entities, each with its kind and its text (group 1), from its group code / value pairs. */
function dxfEntities(dxf: string): { kind: string; text?: string }[] {
  const lines = dxf.split('\r\n');
  const entities: { kind: string; text?: string }[] = [];
  for (let i = 0; i + 1 < lines.length; i += 2) {
    const [code, value] = [lines[i]!.trim(), lines[i + 1]!];
    if (code === '0') entities.push({ kind: value });
    else if (code === '1' && entities.length > 0) entities.at(-1)!.text = value;
  }
  return entities;
}

test('the DXF export carries each marker as a point with its number', async ({ page }) => {
  const screen = drawingScreen(page);
  await screen.open();
  await screen.choose('Count');
  await screen.clickPath(FIVE_PLACES.slice(0, 3));
  await expect(countText(page)).toHaveText('Count: 3');
  await screen.openMenu();
  await screen.menuItem('Export').click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('dialog', { name: 'Export' }).getByRole('button', { name: 'Drawing (DXF)' }).click();
  const entities = dxfEntities(await readFile(await (await downloading).path(), 'utf8'));
  expect(entities.filter((entity) => entity.kind === 'POINT')).toHaveLength(3);
  // Each TEXT's value is the marker's number, in the order placed.
  expect(entities.filter((entity) => entity.kind === 'TEXT').map((entity) => entity.text)).toEqual(['1', '2', '3']);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 });

  test('markers placed by tapping show their count in the results sheet', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await screen.instrument('Count').tap();
    await expect(screen.instrument('Count')).toHaveAttribute('aria-pressed', 'true');

    const box = (await screen.canvas.boundingBox())!;
    for (const [x, y] of [[60, 60], [120, 60], [180, 60], [60, 120], [120, 120]] as const) await page.touchscreen.tap(box.x + x, box.y + y);
    await page.getByRole('button', { name: 'Results', exact: true }).tap();
    await expect(countText(page)).toHaveText('Count: 5');
    expect(screen.consoleErrors).toEqual([]);
  });
});
