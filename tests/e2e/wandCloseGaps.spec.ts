/**
 * The wand's "Close gaps up to …" (issue 37): on a rendered DXF flat whose rooms open onto each
 * other through 0.8 m doors and onto the drawing's margin through a 0.9 m entrance, one click in
 * the living room selects the whole flat and the paper round it; with gaps up to 1 m closed, the
 * living room alone. On a desktop and on a phone (the bedroom there), through the panel as a
 * person uses it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { IMAGE_MARGIN, STAGE_PADDING } from '../../src/shared/constants';
import { expect, test } from './fixtures';
import { DXF_PLAN_ROOMS, dxfPlanText } from './dxfPlan';
import { drawingScreen, numberIn } from './drawingScreen';

// A subscriber (a trial converts no DXF) who has not seen the guided tour yet.
test.use({ accountOptions: { tour: 'fresh', cookiesAccepted: false, label: 'wand-gaps' } });

/** The DXF is drawn at 200 px a metre inside a 20 px margin (its own): 2041 × 1641 px for its 10 × 8 m. */
const IMAGE = { width: 2041, height: 1641, metrePx: 200, margin: 20 };
const roomNamed = (name: string) => DXF_PLAN_ROOMS.find((room) => room.name === name)!;

/**
 * Where a room's middle is on the canvas, from its top-left corner: the plan is placed shrunk to
 * fit the canvas (its size at the import, `placed`) with IMAGE_MARGIN round it, at zoom 1, and
 * centred as far as the stage's padding lets the view move (engine/document/image.ts,
 * viewport/viewport.ts); a canvas that shrinks later keeps that view.
 */
function roomOnCanvas(placed: { width: number; height: number }, name: string): [number, number] {
  const shrink = Math.min(1, (placed.width - 2 * IMAGE_MARGIN) / IMAGE.width, (placed.height - 2 * IMAGE_MARGIN) / IMAGE.height);
  const offset = (stage: number, image: number) => Math.min(STAGE_PADDING, Math.max(-STAGE_PADDING, stage / 2 - IMAGE_MARGIN - (image * shrink) / 2));
  const [x0, y0, x1, y1] = roomNamed(name).interior;
  // Image rows run down from the top; the drawing's y runs up.
  const x = IMAGE.margin + ((x0 + x1) / 2) * IMAGE.metrePx;
  const y = IMAGE.height - 1 - IMAGE.margin - ((y0 + y1) / 2) * IMAGE.metrePx;
  return [offset(placed.width, IMAGE.width) + IMAGE_MARGIN + x * shrink, offset(placed.height, IMAGE.height) + IMAGE_MARGIN + y * shrink];
}

async function openFlat(page: Page) {
  const path = join(mkdtempSync(join(tmpdir(), 'planimetry-gaps-')), 'flat.dxf');
  writeFileSync(path, dxfPlanText());
  const screen = drawingScreen(page);
  await screen.open();
  await screen.helpCard('Welcome to Planimetry').getByRole('button', { name: 'Skip help' }).click();
  const placed = (await screen.canvas.boundingBox())!;
  await page.getByLabel('Import file', { exact: true }).setInputFiles(path);
  const uploaded = screen.notice('Image uploaded successfully');
  await expect(uploaded).toBeVisible({ timeout: 30_000 });
  await expect(screen.unit).toHaveValue('m');
  // The notice lies over the canvas for its five seconds: a person closes it.
  await uploaded.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(uploaded).toBeHidden();
  await screen.choose('Magic wand');
  const panel = page.getByRole('region', { name: 'Magic wand' });
  const selected = panel.getByRole('status', { name: 'Selected area' });
  return {
    screen,
    panel,
    /** The room's middle on the canvas, from its top-left corner. */
    room: (name: string) => roomOnCanvas(placed, name),
    gaps: panel.getByRole('spinbutton', { name: 'Close gaps up to' }),
    /** The selected area once the wand has answered, in m². */
    async selectedArea(): Promise<number> {
      await expect(selected).toHaveAttribute('aria-busy', 'false');
      await expect(selected).toContainText('Selected area:');
      return numberIn(selected);
    },
  };
}

/** Within 1 % of the room's area between its walls' faces. */
const expectRoom = (area: number, name: string) => expect(Math.abs(area - roomNamed(name).areaM2) / roomNamed(name).areaM2).toBeLessThan(0.01);

test('Close gaps up to 1 m: the wand in the living room stops at its doors, where it selected the whole flat', async ({ page }) => {
  test.setTimeout(120_000);
  const { screen, panel, room, gaps, selectedArea } = await openFlat(page);
  // Off by default, in the drawing's unit.
  await expect(gaps).toHaveValue('');
  await expect(gaps).toHaveAccessibleDescription('m');

  await screen.clickPath([room('living')]);
  // Through the doors and the entrance: every room and the paper round the flat.
  const flat = await selectedArea();
  expect(flat).toBeGreaterThan(70);

  // The same click runs again once the field has been still for a moment.
  await gaps.fill('1');
  await expect.poll(selectedArea).toBeLessThan(20);
  expectRoom(await selectedArea(), 'living');
  await panel.getByRole('button', { name: 'Confirm selection' }).click();
  await expect(panel).toBeHidden();
  expectRoom(await numberIn(screen.area), 'living');

  // The wand keeps the width for its next click, on a new layer; emptied, it is off, and the click
  // selects the flat again.
  await screen.button('Add layer').click();
  await screen.choose('Magic wand');
  await expect(gaps).toHaveValue('1');
  await gaps.fill('');
  await screen.clickPath([room('living')]);
  expect(await selectedArea()).toBe(flat);
  expect(screen.consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the field fits the screen and takes a width; a tap in the bedroom selects it alone', async ({ page }) => {
    test.setTimeout(120_000);
    const { screen, room, gaps, selectedArea } = await openFlat(page);
    await gaps.scrollIntoViewIfNeeded();
    const box = (await gaps.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThanOrEqual(24);
    await gaps.fill('1');

    // The living room lies under the layers bar on a phone: the bedroom above it.
    const canvasBox = (await screen.canvas.boundingBox())!;
    const [x, y] = room('bedroom');
    await page.touchscreen.tap(canvasBox.x + x, canvasBox.y + y);
    expectRoom(await selectedArea(), 'bedroom');
    expect(screen.consoleErrors).toEqual([]);
  });
});
