/**
 * Cutouts (issue 22): a footprint with a courtyard reads its area less the courtyard's, shows the
 * perimeter both ways, leaves the courtyard unfilled on screen, refuses a hole across the outline
 * with "Lines cannot intersect!", exports the net area to the CSV, and undo takes the hole back.
 */
import { type Page } from '@playwright/test';
import { NOTIFICATION_MS } from '../../src/shared/constants';
import { expect, test } from './fixtures';
import { PNG } from 'pngjs';
import { drawingScreen, square } from './drawingScreen';

/** The canvas's colour at (x, y) from its top-left corner, from a screenshot of the page. */
async function colourAt(page: Page, box: { x: number; y: number }, x: number, y: number): Promise<[number, number, number]> {
  const png = PNG.sync.read(await page.screenshot({ clip: { x: box.x + x, y: box.y + y, width: 1, height: 1 } }));
  return [png.data[0]!, png.data[1]!, png.data[2]!];
}

test('a 14 × 14 cm footprint with a 4 × 4 cm courtyard reads 180 cm², perimeter 56 cm and 72 cm with the cutout', async ({ page }) => {
  // The refusal's second runs on Playwright's clock, stopped while it is checked.
  await page.clock.install();
  const screen = drawingScreen(page);
  await screen.open();
  // 15 px to the cm at the default scale: 210 px is 14 cm, 60 px is 4 cm.
  await screen.clickPath(square(150, 120, 210));
  await expect(screen.area).toHaveText('196 cm²');
  const box = (await screen.canvas.boundingBox())!;
  const filled = await colourAt(page, box, 292, 263);

  await screen.choose('Cutout');
  await expect(screen.instrument('Cutout')).toHaveAttribute('aria-pressed', 'true');
  // A hole may not cross the outline: the second point lies outside the footprint.
  await screen.expectNoticeFor('Lines cannot intersect!', NOTIFICATION_MS.intersect, () => screen.clickPath([[200, 170], [420, 170]]));
  await page.keyboard.press('Escape');

  await screen.clickPath(square(200, 170, 60));
  await expect(screen.area).toHaveText('180 cm²');
  await expect(screen.perimeter).toHaveText('56 cm');
  await expect(screen.result('Perimeter with cutouts')).toHaveText('72 cm');
  // The courtyard is cut out of the fill: inside it the grid's white shows, not the layer's tint.
  // The outside point lies 13 grid squares (195 px) to the left, so the grid's lines fall alike.
  const courtyard = await colourAt(page, box, 232, 203);
  const outside = await colourAt(page, box, 37, 203);
  expect(courtyard).not.toEqual(filled);
  expect(courtyard).toEqual(outside);
  expect(await colourAt(page, box, 292, 263)).toEqual(filled);

  // The measurements CSV carries the net area, the perimeter with the cutout and the cutouts' number.
  const csv = await screen.exportCsv();
  expect(csv).toBe('layer_id,perimeter_cm,area_cm2,count,perimeter_with_cutouts_cm,cutouts,perimeter_uncertainty_cm,area_uncertainty_cm2,layer_name\r\n1,56,180,,72,1,,,Layer 1\r\n');

  await screen.button('Undo').click();
  await expect(screen.area).toHaveText('196 cm²');
  await expect(screen.result('Perimeter with cutouts')).toHaveCount(0);
  expect(screen.consoleErrors).toEqual([]);
});
