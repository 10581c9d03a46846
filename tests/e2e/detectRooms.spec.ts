import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { syntheticPlan } from '../../src/engine/kernels/rooms/testing/syntheticPlan';
import { drawingScreen, numberIn } from './drawingScreen';
import { freshUserForEachTest } from './freshUser';

// Settings and help flags follow the user: this test changes the scale's unit.
freshUserForEachTest('detect-rooms');

/** A plan of 3 × 2 rooms with 6 px walls, 30 px doors, furniture and labels, as a PNG file. */
function planFile() {
  const plan = syntheticPlan({ width: 900, height: 600, columns: 3, rows: 2, wall: 6, door: 30 });
  const png = new PNG({ width: plan.image.width, height: plan.image.height });
  png.data.set(plan.image.data);
  const path = join(mkdtempSync(join(tmpdir(), 'planimetry-rooms-')), 'plan.png');
  writeFileSync(path, PNG.sync.write(png));
  return { path, plan };
}

test('Detect rooms on a plan offers every room as a layer, each within 1 % of its area', async ({ page }) => {
  test.setTimeout(120_000);
  const { path, plan } = planFile();
  const screen = drawingScreen(page);
  await screen.open();
  // The guided help's cards would stand over the notices.
  await screen.helpCard('Welcome to Planimetry').getByRole('button', { name: 'Skip help' }).click();
  await page.getByLabel('Import file', { exact: true }).setInputFiles(path);
  await expect(screen.notice('Image uploaded successfully')).toBeVisible({ timeout: 20_000 });

  // The plan is shown centred, shrunk only if it does not fit with a 20 px margin. A 400 px
  // reference line is 8 m: a metre is 50 canvas px, 50 / shown image pixels.
  const canvasBox = (await screen.canvas.boundingBox())!;
  const shown = Math.min(1, (canvasBox.width - 40) / plan.image.width, (canvasBox.height - 40) / plan.image.height);
  const metrePx = 50 / shown;
  await screen.choose('Scale line');
  await screen.drag([100, 30], [500, 30]);
  const scalePanel = page.getByRole('region', { name: 'Set scale' });
  await scalePanel.getByRole('textbox', { name: 'Known length' }).fill('8');
  await scalePanel.getByRole('combobox', { name: 'Unit' }).selectOption('m');
  await scalePanel.getByRole('button', { name: 'Set scale' }).click();
  await expect(screen.notice('Scale set, now Add to Canvas')).toBeVisible();
  await scalePanel.getByRole('button', { name: 'Add to Canvas' }).click();

  await screen.choose('Magic wand');
  await page.getByRole('region', { name: 'Magic wand' }).getByRole('button', { name: 'Detect rooms' }).click();
  await expect(screen.notice('6 rooms found')).toBeVisible({ timeout: 30_000 });

  const results = page.getByRole('region', { name: 'Results' });
  const found: number[] = [];
  for (let layer = 1; layer <= plan.rooms.length; layer++) found.push(await numberIn(results.getByLabel(`Layer ${layer} area`, { exact: true })));
  const expected = plan.rooms.map((room) => room.areaPx / metrePx ** 2);
  found.sort((a, b) => a - b);
  expected.sort((a, b) => a - b);
  for (let i = 0; i < expected.length; i++) expect(Math.abs(found[i]! - expected[i]!) / expected[i]!).toBeLessThan(0.01);
  await expect(results.getByLabel('Layer 7 area', { exact: true })).toHaveCount(0);
  expect(screen.consoleErrors).toEqual([]);
});
