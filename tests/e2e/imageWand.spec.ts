import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { drawingScreen, numberIn } from './drawingScreen';
import { wandOracle } from './wandOracle';

// Settings and help flags follow the user: these tests change them, or need them fresh.
// A subscriber (a trial converts no DXF) who has not seen the guided tour yet.
test.use({ accountOptions: { tour: 'fresh', cookiesAccepted: false, label: 'image-wand' } });

const FIXTURES = '../shared/fixtures';
const FLOOR_PLAN = `${FIXTURES}/images/floorplan-background_with_floorplanner.png`;


function wandPanel(page: Page) {
  const panel = page.getByRole('region', { name: 'Magic wand' });
  return {
    panel,
    tolerance: panel.getByRole('slider', { name: 'Tolerance' }),
    blur: panel.getByRole('slider', { name: 'Blur' }),
    compound: panel.getByRole('switch', { name: 'Compound' }),
    lineCentre: panel.getByRole('switch', { name: "Edge at the line's centre" }),
    selected: panel.getByRole('status', { name: 'Selected area' }),
    confirm: panel.getByRole('button', { name: 'Confirm selection' }),
    cancel: panel.getByRole('button', { name: 'Cancel selection' }),
    /** The selected area once the wand has answered. */
    async selectedArea(): Promise<number> {
      await expect(this.selected).toHaveAttribute('aria-busy', 'false');
      await expect(this.selected).toContainText('Selected area:');
      return numberIn(this.selected);
    },
  };
}

async function importFile(page: Page, path: string) {
  const screen = drawingScreen(page);
  await page.getByLabel('Import file', { exact: true }).setInputFiles(path);
  await expect(screen.notice('Image uploaded successfully')).toBeVisible({ timeout: 20_000 });
}

test.describe('measuring an imported plan', () => {
  test('a floor plan: scale from a known length, the wand on a room reads its pixels’ area, and so does Confirm', async ({ page }) => {
    // About 20 s alone in software GL; the two-core CI machine took 35 to 60 s, so twice that is the limit.
    test.setTimeout(120_000);
    const screen = drawingScreen(page);
    await screen.open();
    await importFile(page, FLOOR_PLAN);
    await expect(screen.instrument('Pan')).toHaveAttribute('aria-pressed', 'true');
    // The zoom mini-view shows the plan too: dark walls on its small canvas.
    const miniView = page.getByRole('button', { name: 'Zoom mini-view' }).locator('canvas');
    const darkPixels = () =>
      miniView.evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 0 && data[i]! < 80) dark++;
        return dark;
      });
    await expect.poll(darkPixels).toBeGreaterThan(200);

    // The plan is shown centred at zoom 1, shrunk (never enlarged) to fit the canvas with a 20 px
    // margin: one image pixel is `shown` canvas pixels. A 400 px reference line is 800 cm, so an
    // image pixel is 2 / shown cm wide.
    const canvasBox = (await screen.canvas.boundingBox())!;
    const shown = Math.min(1, (canvasBox.width - 40) / 897, (canvasBox.height - 40) / 704);
    const onCanvas = (pixel: { x: number; y: number }): [number, number] => [
      canvasBox.width / 2 + (pixel.x + 0.5 - 897 / 2) * shown,
      canvasBox.height / 2 + (pixel.y + 0.5 - 704 / 2) * shown,
    ];
    await screen.choose('Scale line');
    await screen.drag([100, 130], [500, 130]);
    const scalePanel = page.getByRole('region', { name: 'Set scale' });
    await scalePanel.getByRole('textbox', { name: 'Known length' }).fill('800');
    await scalePanel.getByRole('combobox', { name: 'Unit' }).selectOption('cm');
    await scalePanel.getByRole('button', { name: 'Set scale' }).click();
    await expect(screen.notice('Scale set, now Add to Canvas')).toBeVisible();
    await scalePanel.getByRole('button', { name: 'Add to Canvas' }).click();
    await expect(screen.instrument('Straight line')).toHaveAttribute('aria-pressed', 'true');

    // The wand on a small room's floor, image pixel (500, 350): its outline runs along the
    // selected pixels' outer edges, so it reads their area (computed here from the PNG itself),
    // where an outline through the edge pixels' centres read 2 to 3 % less.
    const seed = { x: 500, y: 350 };
    const pixels = wandOracle(FLOOR_PLAN, seed, 20);
    const pixelArea = (2 / shown) ** 2;
    await screen.choose('Magic wand');
    const wand = wandPanel(page);
    await wand.tolerance.fill('20');
    await screen.clickPath([onCanvas(seed)]);
    const selected = await wand.selectedArea();
    await expect(wand.selected).toContainText('cm²');
    expect(Math.abs(selected - pixels.enclosedPx * pixelArea) / (pixels.enclosedPx * pixelArea)).toBeLessThan(0.005);
    expect(Math.abs(selected - pixels.selectedPx * pixelArea) / (pixels.selectedPx * pixelArea)).toBeLessThan(0.005);

    await wand.confirm.click();
    await expect(screen.instrument('Select')).toHaveAttribute('aria-pressed', 'true');
    await expect(wand.panel).toBeHidden();
    const area = await numberIn(screen.area);
    expect(Math.abs(area - pixels.selectedPx * pixelArea) / (pixels.selectedPx * pixelArea)).toBeLessThan(0.005);
    expect(screen.consoleErrors).toEqual([]);
  });

  test('adding to and subtracting from a selection, and the rules of the wand', async ({ page }) => {
    test.setTimeout(120_000);
    const screen = drawingScreen(page);
    await screen.open();
    // Without an image the wand explains itself.
    await screen.choose('Magic wand');
    await expect(screen.notice('Image not loaded')).toBeVisible();
    await importFile(page, FLOOR_PLAN);

    await screen.choose('Magic wand add');
    await expect(screen.notice('Mask not found')).toBeVisible();
    await screen.choose('Magic wand');
    const wand = wandPanel(page);
    await expect(wand.confirm).toBeDisabled();
    // Off the plan (left of its 20 px margin) is out of bounds.
    await screen.clickPath([[8, 300]]);
    await expect(screen.notice('Point out of bounds')).toBeVisible();

    await wand.tolerance.fill('20');
    await screen.clickPath([[220, 290]]);
    const first = await wand.selectedArea();

    // A wider tolerance from a point inside the selection adds what it reaches. (Moving a slider
    // with the wand that made the selection would re-run its click, as a live preview; after a
    // switch to add, it sets up the next click.)
    await screen.choose('Magic wand add');
    await expect(screen.instrument('Magic wand add')).toHaveAttribute('aria-pressed', 'true');
    await wand.tolerance.fill('45');
    await screen.clickPath([[230, 300]]);
    await expect.poll(() => wand.selectedArea()).toBeGreaterThan(first);
    const added = await wand.selectedArea();

    // Only the wand tools (and undo/redo) work while a selection is open.
    await expect(screen.instrument('Straight line')).toBeDisabled();

    // Subtracting the narrow fill from the first point takes it back out.
    await screen.choose('Magic wand subtract');
    await expect(screen.instrument('Magic wand subtract')).toHaveAttribute('aria-pressed', 'true');
    await wand.tolerance.fill('20');
    await screen.clickPath([[220, 290]]);
    await expect.poll(() => wand.selectedArea()).toBeLessThan(added);

    // Undo brings the added selection back; cancel drops the selection.
    await screen.button('Undo').click();
    await expect.poll(() => wand.selectedArea()).toBe(added);
    await expect(screen.instrument('Magic wand add')).toHaveAttribute('aria-pressed', 'true');
    await wand.cancel.click();
    await expect(wand.selected).toContainText('Click the image');
    await expect(screen.instrument('Magic wand')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.consoleErrors).toEqual([]);
  });

  test('a DXF opens at its true scale: its 10 mm square reads 100 mm², traced by the wand or drawn on its corners', async ({ page }) => {
    test.setTimeout(120_000);
    const screen = await openDxfSquare(page);

    // The wand inside the square: its edges run along the inner side of the 1 px outline, half a
    // pixel (0.0025 mm at 200 px/mm) inside the drawn line on each side.
    await screen.choose('Magic wand');
    const wand = wandPanel(page);
    await screen.clickPath([[300, 300]]);
    const selected = await wand.selectedArea();
    await wand.confirm.click();
    const traced = await numberIn(screen.area);
    expect(Math.abs(traced - selected) / selected).toBeLessThan(0.001);
    expect(Math.abs(traced - 100)).toBeLessThan(0.15);

    // Drawn on its corners: from the top-left corner, three typed sides of 10 mm, then closed.
    await screen.button('Add layer').click();
    await screen.choose('Straight line');
    const corner = 20 + 20.5 / (2041 / 710);
    await screen.clickPath([[corner, corner]]);
    const far = corner + 600;
    for (const [x, y] of [[far, corner], [corner + 695, far], [corner + 300, corner + 695]] as const) {
      await screen.hover([x, y]);
      await screen.canvas.focus();
      await page.keyboard.type('10');
      await page.keyboard.press('Enter');
    }
    await screen.clickPath([[corner, corner]]);
    await expect(screen.area).toHaveText('100 mm²');
    await expect(screen.perimeter).toHaveText('40 mm');
  });

  test('the edge at the line’s centre: the wand inside a DXF 10 mm square reads 100 mm², where its inner edge reads less', async ({ page }) => {
    test.setTimeout(120_000);
    const screen = await openDxfSquare(page);

    // Off, as by default: the interior's 1999 × 1999 pixels inside the 1 px lines, at 200 px/mm.
    await screen.choose('Magic wand');
    const wand = wandPanel(page);
    await expect(wand.lineCentre).not.toBeChecked();
    await screen.clickPath([[300, 300]]);
    const inner = await wand.selectedArea();
    expect(inner).toBeLessThan(99.95);

    // On: the click runs again and its outline moves onto the lines' centres, 2000 × 2000 pixels.
    await wand.lineCentre.check();
    await expect.poll(() => wand.selectedArea()).toBeGreaterThan(inner);
    expect(Math.abs((await wand.selectedArea()) - 100)).toBeLessThan(0.05);
    await wand.confirm.click();
    await expect(wand.panel).toBeHidden();
    expect(Math.abs((await numberIn(screen.area)) - 100)).toBeLessThan(0.05);
    expect(screen.consoleErrors).toEqual([]);
  });
});

/** Our DXF fixture's 10 mm square, imported by a subscriber (a trial converts no DXF) at its true scale. */
async function openDxfSquare(page: Page) {
  const screen = drawingScreen(page);
  await screen.open();
  // The guided help's cards sit over the canvas's lower left, where a square's last side goes.
  await screen.helpCard('Welcome to Planimetry').getByRole('button', { name: 'Skip help' }).click();
  await importFile(page, `${FIXTURES}/dxf/1x1rectangle.dxf`);
  await expect(screen.unit).toHaveValue('mm');
  // The upload's notice lies over the square's top edge for its five seconds, where the tests
  // point next: a person closes it (a pointer over it never reaches the canvas).
  const uploaded = screen.notice('Image uploaded successfully');
  await uploaded.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(uploaded).toBeHidden();
  return screen;
}
