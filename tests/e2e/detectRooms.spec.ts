import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PNG } from 'pngjs';
import { syntheticPlan } from '../../src/engine/kernels/rooms/testing/syntheticPlan';
import { DXF_PLAN_ROOMS, dxfPlanText } from './dxfPlan';
import { pdfPlanBytes } from './pdfPlan';
import { drawingScreen, numberIn } from './drawingScreen';

// A subscriber (a trial converts no DXF) who has not seen the guided tour yet.
test.use({ accountOptions: { tour: 'fresh', cookiesAccepted: false, label: 'detect-rooms' } });

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
  const review = page.getByRole('region', { name: 'Rooms found' });
  await expect(review.getByRole('listitem')).toHaveCount(6);
  await review.getByRole('button', { name: 'Accept all' }).click();
  await expect(review).toBeHidden();

  // Each room's layer keeps the name the review gave it (issue 37), in the layers bar and the results.
  await expect(screen.layersBar.getByRole('listitem')).toHaveText(['Room 1', 'Room 2', 'Room 3', 'Room 4', 'Room 5', 'Room 6']);
  const results = page.getByRole('region', { name: 'Results' });
  const found: number[] = [];
  for (let room = 1; room <= plan.rooms.length; room++) found.push(await numberIn(results.getByLabel(`Room ${room} area`, { exact: true })));
  const expected = plan.rooms.map((room) => room.areaPx / metrePx ** 2);
  found.sort((a, b) => a - b);
  expected.sort((a, b) => a - b);
  for (let i = 0; i < expected.length; i++) expect(Math.abs(found[i]! - expected[i]!) / expected[i]!).toBeLessThan(0.01);
  await expect(results.getByLabel('Room 7 area', { exact: true })).toHaveCount(0);
  await expect(results.getByLabel(/^Layer \d+ area$/)).toHaveCount(0);

  // Each doorway is closed along the walls' faces: a room's length labels are its walls' (four, six
  // for the room the cupboard notches), never the 0.06 m steps into each doorway it once had.
  const lengths = page.getByLabel(/Line \d+ length /);
  await expect(lengths).toHaveCount(6 * 4 + 2);
  for (const label of await lengths.all()) expect(await numberIn(label)).toBeGreaterThan(0.5);
  expect(screen.consoleErrors).toEqual([]);
});

/** The rendered DXF plan, imported as a person would, the scale taken from its units (metres). */
async function openDxfPlan(page: Page): Promise<ReturnType<typeof drawingScreen>> {
  const path = join(mkdtempSync(join(tmpdir(), 'planimetry-rooms-')), 'flat.dxf');
  writeFileSync(path, dxfPlanText());
  const screen = drawingScreen(page);
  await screen.open();
  await screen.helpCard('Welcome to Planimetry').getByRole('button', { name: 'Skip help' }).click();
  await page.getByLabel('Import file', { exact: true }).setInputFiles(path);
  await expect(screen.notice('Image uploaded successfully')).toBeVisible({ timeout: 30_000 });
  await expect(screen.unit).toHaveValue('m');
  await screen.choose('Magic wand');
  await page.getByRole('region', { name: 'Magic wand' }).getByRole('button', { name: 'Detect rooms' }).click();
  await expect(screen.notice(`${DXF_PLAN_ROOMS.length} rooms found`)).toBeVisible({ timeout: 30_000 });
  return screen;
}

/**
 * Within 1 % of the true areas, matched in order of size. The truth is each room's rectangle
 * between its walls' inner faces in the DXF. The DXF is drawn at 200 px a metre with 1 px lines
 * through the faces, so the paper found is half a pixel short of each face (about 0.3 % of these
 * rooms), and each doorway's opening is shared with the room (or outside) beyond it.
 */
function expectTrueAreas(found: number[]) {
  const truth = DXF_PLAN_ROOMS.map((room) => room.areaM2).sort((a, b) => a - b);
  const sorted = [...found].sort((a, b) => a - b);
  expect(sorted).toHaveLength(truth.length);
  for (let i = 0; i < truth.length; i++) expect(Math.abs(sorted[i]! - truth[i]!) / truth[i]!).toBeLessThan(0.01);
}

test('Detect rooms on a rendered DXF plan offers its rooms with areas within 1 %, and Accept all adds them', async ({ page }) => {
  test.setTimeout(120_000);
  const screen = await openDxfPlan(page);
  const review = page.getByRole('region', { name: 'Rooms found' });
  const rows = review.getByRole('listitem');
  await expect(rows).toHaveCount(DXF_PLAN_ROOMS.length);
  const offered: number[] = [];
  for (let room = 1; room <= DXF_PLAN_ROOMS.length; room++) offered.push(await numberIn(review.getByLabel(`Room ${room} area`, { exact: true })));
  expectTrueAreas(offered);
  await expect(review.getByLabel('Room 1 area', { exact: true })).toContainText('m²');

  await review.getByRole('button', { name: 'Accept all' }).click();
  await expect(review).toBeHidden();
  const results = page.getByRole('region', { name: 'Results' });
  const added: number[] = [];
  for (let room = 1; room <= DXF_PLAN_ROOMS.length; room++) added.push(await numberIn(results.getByLabel(`Room ${room} area`, { exact: true })));
  expectTrueAreas(added);
  // Each room's layer, named as the review named the room, reads what the review offered for it.
  expect(added).toEqual(offered);
  await expect(results.getByLabel(`Room ${DXF_PLAN_ROOMS.length + 1} area`, { exact: true })).toHaveCount(0);
  await expect(results.getByLabel(/^Layer \d+ area$/)).toHaveCount(0);
  expect(screen.consoleErrors).toEqual([]);
});

test('the rooms found are accepted one by one on a phone: one accepted, one rejected, only the accepted one added', async ({ page }) => {
  test.setTimeout(120_000);
  const screen = await openDxfPlan(page);
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  const review = page.getByRole('region', { name: 'Rooms found' });
  await expect(review.getByRole('listitem')).toHaveCount(DXF_PLAN_ROOMS.length);
  const accepted = await numberIn(review.getByLabel('Room 2 area', { exact: true }));

  const accept = review.getByRole('button', { name: 'Accept Room 2' });
  const reject = review.getByRole('button', { name: 'Reject Room 1' });
  const add = review.getByRole('button', { name: 'Add 1 room' });
  await expect(review.getByRole('button', { name: 'Add 0 rooms' })).toBeDisabled();
  await accept.click();
  await expect(accept).toHaveAttribute('aria-pressed', 'true');
  await reject.click();
  await expect(reject).toHaveAttribute('aria-pressed', 'true');
  // Every control of the review fits the phone's width, and is big enough to tap.
  for (const button of await review.getByRole('button').all()) {
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThanOrEqual(32);
  }
  await add.click();
  await expect(review).toBeHidden();

  // On the phone the results fold away: read the one layer's area on the desktop. The room went
  // into the empty layer, which takes the room's name from the review.
  await page.setViewportSize(desktop);
  expect(await numberIn(screen.area)).toBe(accepted);
  await expect(screen.layersBar.getByRole('listitem')).toHaveText(['Room 2']);
  expect(screen.consoleErrors).toEqual([]);
});

test('Detect rooms on a vector PDF plan at its stated 1:50 offers its rooms within 1 % of the drawing\'s areas', async ({ page }) => {
  test.setTimeout(120_000);
  const path = join(mkdtempSync(join(tmpdir(), 'planimetry-rooms-')), 'flat.pdf');
  writeFileSync(path, await pdfPlanBytes());
  const screen = drawingScreen(page);
  await screen.open();
  await screen.helpCard('Welcome to Planimetry').getByRole('button', { name: 'Skip help' }).click();
  await page.getByLabel('Import file', { exact: true }).setInputFiles(path);
  await expect(screen.notice('Image uploaded successfully')).toBeVisible({ timeout: 30_000 });
  const offer = page.getByRole('region', { name: 'Scale from the PDF' });
  await expect(offer).toContainText('This page says Scale 1:50');
  await offer.getByRole('button', { name: 'Use scale 1:50' }).click();
  // The page's scale comes in millimetres: rooms would read in power-of-ten mm², 3 digits. The
  // same scale in metres, as a person would retype it, reads them to the hundredth of a m².
  await expect(screen.unit).toHaveValue('mm');
  const millimetres = Number(await screen.scale.inputValue());
  await screen.setScale(String(millimetres / 1000), 'm');

  await screen.choose('Magic wand');
  await page.getByRole('region', { name: 'Magic wand' }).getByRole('button', { name: 'Detect rooms' }).click();
  await expect(screen.notice(`${DXF_PLAN_ROOMS.length} rooms found`)).toBeVisible({ timeout: 30_000 });
  const review = page.getByRole('region', { name: 'Rooms found' });
  await expect(review.getByRole('listitem')).toHaveCount(DXF_PLAN_ROOMS.length);
  const offered: number[] = [];
  for (let room = 1; room <= DXF_PLAN_ROOMS.length; room++) offered.push(await numberIn(review.getByLabel(`Room ${room} area`, { exact: true })));
  await expect(review.getByLabel('Room 1 area', { exact: true })).toContainText(' m²');
  // Filled walls leave each room its rectangle between the walls' faces and, as Detect rooms
  // closes a door across its wall, half of each door opening: the floor measured to the door's
  // centre line. Openings (width × wall): the entrance 0.9 × 0.25 m, the three inner doors
  // 0.8 × 0.1 m; the living room has the entrance and one inner door, the bedroom and the study
  // two inner doors each, the kitchen one.
  const halfDoors: Record<string, number> = { living: (0.9 * 0.25 + 0.08) / 2, bedroom: 0.08, study: 0.08, kitchen: 0.04 };
  const truth = DXF_PLAN_ROOMS.map((room) => room.areaM2 + halfDoors[room.name]!).sort((a, b) => a - b);
  const sorted = [...offered].sort((a, b) => a - b);
  for (let i = 0; i < truth.length; i++) expect(Math.abs(sorted[i]! - truth[i]!) / truth[i]!).toBeLessThan(0.01);
  expect(screen.consoleErrors).toEqual([]);
});
