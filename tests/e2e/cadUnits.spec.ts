/**
 * A CAD drawing's declared units checked against its own dimensions on import (issue 37 item 3):
 * floorplan.dxf says millimetres but is drawn in inches, so the import asks; a DXF whose
 * dimensions agree with its units imports without a question.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { uploadResponseSchema, type UploadResponse } from '../../src/shared/api';
import { PIXELS_PER_UNIT } from '../../src/shared/constants';
import { parseLength } from '../../src/shared/testing/parseLength';
import { convertLength } from '../../src/shared/units';
import { dimensionedDxfText, roomWalls } from '../../src/server/cad/testing/dimensionedDxf';
import { expect, test } from './fixtures';
import { drawingScreen } from './drawingScreen';

const FLOORPLAN = '../shared/fixtures/dxf/floorplan.dxf';
/** The 58'-0" across floorplan.dxf's outer wall spans 696 drawing units. */
const WALL_UNITS = 696;
/** The server's conversion on a shared two-core machine. */
const CONVERSION_WAIT = { timeout: 30_000 };

/** Imports the CAD file at `path` through the file input, as the menu's Import does; answers the server's reply. */
async function importCad(page: Page, path: string): Promise<UploadResponse> {
  const upload = page.waitForResponse((response) => response.url().endsWith('/api/uploads') && response.request().method() === 'POST');
  await page.getByLabel('Import file', { exact: true }).setInputFiles(path);
  const response = await upload;
  expect(response.status()).toBe(200);
  return uploadResponseSchema.parse(await response.json());
}

const unitsQuestion = (page: Page) => page.getByRole('dialog', { name: "Check the drawing's units" });

test('floorplan.dxf says millimetres but its dimensions read as inches: the import asks, and with inches its 58 ft wall reads 58 ft', async ({ page }) => {
  test.setTimeout(90_000);
  const screen = drawingScreen(page);
  await screen.open();
  const converted = await importCad(page, FLOORPLAN);

  const question = unitsQuestion(page);
  await expect(question).toBeVisible(CONVERSION_WAIT);
  await expect(question).toContainText('This drawing says millimetres, but its dimensions read as inches.');
  // Keeping the declared units, as before, is the answer Enter gives.
  await expect(question.getByRole('button', { name: 'Keep millimetres' })).toBeFocused();
  await question.getByRole('button', { name: 'Use inches' }).click();
  await expect(question).toBeHidden();
  await expect(screen.notice('Image uploaded successfully')).toBeVisible(CONVERSION_WAIT);
  await expect(screen.unit).toHaveValue('in');

  // The plan is shown centred at zoom 1, shrunk to fit the canvas with a 20 px margin: one image
  // pixel is `shown` canvas pixels, and one drawing unit 1 / unitsPerPixel image pixels.
  const { width, height } = converted;
  const unitsPerPixel = converted.unitsSuggestion!.drawingScale.unitsPerPixel;
  const canvasBox = (await screen.canvas.boundingBox())!;
  const shown = Math.min(1, (canvasBox.width - 40) / width, (canvasBox.height - 40) / height);
  // The header's scale: one 15 px square is 15 / shown image pixels of inches.
  const square = Number(await screen.scale.getAttribute('aria-valuenow'));
  const wallInFeet = convertLength(((WALL_UNITS / unitsPerPixel) * shown * square) / PIXELS_PER_UNIT, 'in', 'ft');
  expect(Math.abs(wallInFeet - 58) / 58).toBeLessThan(0.001);

  // A line drawn as long as the wall, across the middle of the plan, reads 58 ft.
  const onCanvas = (x: number, y: number): [number, number] => [
    canvasBox.width / 2 + (x - width / 2) * shown,
    canvasBox.height / 2 + (y - height / 2) * shown,
  ];
  const wallPixels = WALL_UNITS / unitsPerPixel;
  await screen.choose('Straight line');
  await screen.clickPath([onCanvas(width / 2 - wallPixels / 2, height / 2), onCanvas(width / 2 + wallPixels / 2, height / 2)]);
  await expect(screen.lineLabel(1)).toHaveAccessibleName(/^Line 1 length .* in$/);
  const label = (await screen.lineLabel(1).getAttribute('aria-label'))!.replace('Line 1 length ', '');
  const lineInFeet = convertLength(parseLength(label, 'in')!, 'in', 'ft');
  expect(Math.abs(lineInFeet - 58) / 58).toBeLessThan(0.001);
  expect(screen.consoleErrors).toEqual([]);
});

test('on a phone the units question fits the screen, and Keep millimetres opens the plan in millimetres as before', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const screen = drawingScreen(page);
  await screen.open();
  await importCad(page, FLOORPLAN);

  const question = unitsQuestion(page);
  await expect(question).toBeVisible(CONVERSION_WAIT);
  await expect(question).toContainText('This drawing says millimetres, but its dimensions read as inches.');
  const dialogBox = (await question.boundingBox())!;
  expect(dialogBox.x).toBeGreaterThanOrEqual(0);
  expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(390);
  for (const name of ['Use inches', 'Keep millimetres']) {
    const button = question.getByRole('button', { name, exact: true });
    await expect(button).toBeInViewport({ ratio: 1 });
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThanOrEqual(32);
  }

  await question.getByRole('button', { name: 'Keep millimetres', exact: true }).click();
  await expect(question).toBeHidden();
  await expect(screen.notice('Image uploaded successfully')).toBeVisible(CONVERSION_WAIT);
  await expect(screen.unit).toHaveValue('mm');
  expect(screen.consoleErrors).toEqual([]);
});

test('a DXF whose dimensions agree with its millimetres imports without a question', async ({ page }) => {
  test.setTimeout(60_000);
  const path = join(mkdtempSync(join(tmpdir(), 'planimetry-units-')), 'room.dxf');
  writeFileSync(
    path,
    dimensionedDxfText({
      insUnits: 4,
      walls: roomWalls(4200, 3000),
      dimensions: [
        { from: { x: 0, y: 0 }, to: { x: 4200, y: 0 }, text: '<>' },
        { from: { x: 0, y: 0 }, to: { x: 0, y: 3000 }, angle: 90, text: '3 m' },
        { from: { x: 0, y: 3000 }, to: { x: 4200, y: 3000 }, text: '4200' },
      ],
    }),
  );
  const screen = drawingScreen(page);
  await screen.open();
  const converted = await importCad(page, path);
  expect(converted.unitsSuggestion).toBeUndefined();
  await expect(screen.notice('Image uploaded successfully')).toBeVisible(CONVERSION_WAIT);
  await expect(unitsQuestion(page)).toHaveCount(0);
  await expect(screen.unit).toHaveValue('mm');
  expect(screen.consoleErrors).toEqual([]);
});
