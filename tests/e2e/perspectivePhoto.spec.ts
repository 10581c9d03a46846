/**
 * The Perspective scale of a photo (issue 23), as a person uses it: the synthetic photo of a
 * 4 m × 3 m floor of 50 cm tiles taken at an angle is imported; its four outer corners are marked
 * with the Perspective tool and given as 4 × 3 m; a far tile (small on the photo, so perspective
 * matters) drawn with the straight line then reads 0.25 m², with its "±". Also: three corners in
 * a line are refused with the reason, a corner dragged afterwards changes the area, and the panel
 * fits a phone.
 */
import { type Page } from '@playwright/test';
import { expect, NEW_ACCOUNT, test } from './fixtures';
import { pngFile } from '../../src/engine/kernels/testing/pngFile';
import { apply, type Quad } from '../../src/engine/geometry/homography';
import { tiledFloorPhoto, type FloorPhoto } from '../../src/engine/measure/testing/tiledFloorPhoto';
import { drawingScreen } from './drawingScreen';

// The guided help's card sits over the canvas's corner, where the floor's first corner is: each
// test skips it, which its user keeps, so each has its own user.
test.use({ accountOptions: { ...NEW_ACCOUNT, label: 'perspective' } });

const PHOTO_SIZE = { width: 1000, height: 700 };
/** The floor's corners on the photo: its near edge across the bottom, its far edge under half as wide. */
const FLOOR_ON_PHOTO: Quad = [{ x: 60, y: 660 }, { x: 940, y: 660 }, { x: 700, y: 180 }, { x: 300, y: 180 }];

let photo: FloorPhoto;
let photoFile: Buffer;

test.beforeAll(() => {
  photo = tiledFloorPhoto(PHOTO_SIZE.width, PHOTO_SIZE.height, FLOOR_ON_PHOTO);
  const { width, height, data } = photo;
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0;
    raw.set(data.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  }
  photoFile = pngFile({ width, height, colourType: 6 }, raw, { level: 1 });
});

/** The screen (canvas-relative) point of a photo pixel position: the photo is centred, shrunk to fit with a 20 px margin. */
async function photoToCanvas(page: Page) {
  const box = (await drawingScreen(page).canvas.boundingBox())!;
  const shown = Math.min(1, (box.width - 40) / PHOTO_SIZE.width, (box.height - 40) / PHOTO_SIZE.height);
  return ({ x, y }: { x: number; y: number }): [number, number] => [
    box.width / 2 + (x - PHOTO_SIZE.width / 2) * shown,
    box.height / 2 + (y - PHOTO_SIZE.height / 2) * shown,
  ];
}

/** Where a point of the floor (metres) is on the canvas. */
const floorPoint = (onCanvas: (point: { x: number; y: number }) => [number, number], x: number, y: number) => onCanvas(apply(photo.camera, { x, y }));

async function importPhoto(page: Page) {
  const screen = drawingScreen(page);
  await screen.open();
  await screen.helpCard('Welcome to Planimetry').getByRole('button', { name: 'Skip help' }).click();
  await page.getByLabel('Import file', { exact: true }).setInputFiles({ name: 'tiled-floor.png', mimeType: 'image/png', buffer: photoFile });
  await expect(screen.notice('Image uploaded successfully')).toBeVisible({ timeout: 20_000 });
  return screen;
}

const perspectivePanel = (page: Page) => {
  const panel = page.getByRole('region', { name: 'Perspective' });
  return {
    panel,
    width: panel.getByRole('textbox', { name: 'Width (corner 1 to 2)' }),
    height: panel.getByRole('textbox', { name: 'Height (corner 2 to 3)' }),
    unit: panel.getByRole('combobox', { name: 'Unit' }),
    set: panel.getByRole('button', { name: 'Set perspective' }),
    clear: panel.getByRole('button', { name: 'Clear perspective' }),
    done: panel.getByRole('button', { name: 'Done' }),
    rectified: panel.getByRole('checkbox', { name: 'Show rectified image' }),
  };
};

/** An area as the results show it ("2500 cm²", "0.25 m² ± …"), in m². */
function squareMetres(text: string): number {
  const match = /(-?[\d,]+(?:\.\d+)?)\s*(mm|cm|m|km)²/.exec(text);
  if (!match) throw new Error(`no area in "${text}"`);
  const perMetre = { mm: 1e-3, cm: 1e-2, m: 1, km: 1e3 }[match[2] as 'mm' | 'cm' | 'm' | 'km'];
  return Number(match[1]!.replace(/,/g, '')) * perMetre ** 2;
}

async function areaInSquareMetres(page: Page): Promise<number> {
  const area = drawingScreen(page).area;
  await expect(area).toHaveText(/\d/, { timeout: 15_000 });
  return squareMetres((await area.textContent()) ?? '');
}

/** Marks the floor's four outer corners and sets them as 4 × 3 m. */
async function setFloorPerspective(page: Page, onCanvas: (point: { x: number; y: number }) => [number, number]) {
  const screen = drawingScreen(page);
  const panel = perspectivePanel(page);
  await screen.choose('Perspective');
  await expect(screen.instrument('Perspective')).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.panel).toContainText('Mark corner 1 of 4');
  await screen.clickPath(photo.corners.map(onCanvas));
  await panel.width.fill('4');
  await panel.height.fill('3');
  await panel.unit.selectOption('m');
  await panel.set.click();
  await expect(screen.notice('Perspective set')).toBeVisible();
  await expect(panel.panel).toContainText(/1 square ≈ \d/);
}

/** The tile of the far row, third from the left: its four corners on the grout lines, then the first again. */
const farTile = (onCanvas: (point: { x: number; y: number }) => [number, number]) =>
  [[1, 2.5], [1.5, 2.5], [1.5, 3], [1, 3], [1, 2.5]].map(([x, y]) => floorPoint(onCanvas, x!, y!));

test.describe('the perspective scale of a photo', () => {
  test('four corners of a 4 × 3 m floor make a far tile read 0.25 m², with its ±; a dragged corner changes it', async ({ page }) => {
    test.setTimeout(120_000);
    const screen = await importPhoto(page);
    const onCanvas = await photoToCanvas(page);
    await setFloorPerspective(page, onCanvas);

    const panel = perspectivePanel(page);
    await panel.rectified.check();
    const preview = panel.panel.getByRole('img', { name: 'Rectified image' });
    await expect(preview).toBeVisible({ timeout: 20_000 });
    // The floor seen from above keeps its 4 : 3 proportions.
    const size = await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(size[0]! / size[1]!).toBeCloseTo(4 / 3, 1);

    await panel.done.click();
    await expect(panel.panel).toBeHidden();
    await expect(screen.instrument('Straight line')).toHaveAttribute('aria-pressed', 'true');
    await screen.clickPath(farTile(onCanvas));
    const area = await areaInSquareMetres(page);
    expect(Math.abs(area - 0.25) / 0.25).toBeLessThan(0.005);
    // The sides were typed in metres, so the results and the header read in metres (not cm).
    await expect(screen.area).toHaveText(/ m²/);
    await expect(screen.unit).toHaveValue('m');
    // Its "±" beside it, from the corners' placing at zoom 1: something, and far less than the area.
    const plusMinus = screen.result('Area uncertainty');
    await expect(plusMinus).toContainText('±');
    const uncertainty = squareMetres((await plusMinus.textContent()) ?? '');
    expect(uncertainty).toBeGreaterThan(0);
    expect(uncertainty).toBeLessThan(0.05 * 0.25);

    // Corner 3 (the far right) dragged 40 px outwards: the tile now measures otherwise.
    await screen.choose('Perspective');
    const corner3 = onCanvas(photo.corners[2]);
    await screen.drag(corner3, [corner3[0] + 40, corner3[1] - 10]);
    await expect.poll(() => areaInSquareMetres(page)).not.toBeCloseTo(area, 3);
    expect(screen.consoleErrors).toEqual([]);
  });

  test('three corners in a line are refused with the reason, and the fourth is asked for again', async ({ page }) => {
    const screen = await importPhoto(page);
    const onCanvas = await photoToCanvas(page);
    const panel = perspectivePanel(page);
    await screen.choose('Perspective');
    const [a, b] = [onCanvas(photo.corners[0]), onCanvas(photo.corners[1])];
    const between: [number, number] = [(a[0] + b[0]) / 2, a[1]];
    await screen.clickPath([onCanvas(photo.corners[3]), a, between, b]);
    await expect(screen.notice('Three corners lie in a line: mark the four corners of a rectangle on the floor or wall.')).toBeVisible();
    await expect(panel.panel).toContainText('Mark corner 4 of 4');
    await expect(panel.width).toHaveCount(0);
  });

  test('is refused without an image, with the reason', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await screen.choose('Perspective');
    await expect(screen.notice('Perspective measures a photo: import an image first')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Perspective' })).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 });

  test('the panel fits the screen: the corners are tapped, the sides typed and the perspective set', async ({ page }) => {
    test.setTimeout(90_000);
    const screen = await importPhoto(page);
    const onCanvas = await photoToCanvas(page);
    const box = (await screen.canvas.boundingBox())!;
    await screen.choose('Perspective');
    const panel = perspectivePanel(page);
    await expect(panel.panel).toContainText('Mark corner 1 of 4');
    // The layers bar covers the foot of the phone's canvas, where the floor's near edge is: the
    // rectangle marked is the floor's far 4 × 2 m, from the grout line 1 m in.
    for (const [x, y] of [[0, 1], [4, 1], [4, 3], [0, 3]] as const) {
      const [atX, atY] = floorPoint(onCanvas, x, y);
      await page.touchscreen.tap(box.x + atX, box.y + atY);
    }
    for (const control of [panel.width, panel.height, panel.unit, panel.set, panel.done]) {
      await control.scrollIntoViewIfNeeded();
      const at = (await control.boundingBox())!;
      expect(at.x).toBeGreaterThanOrEqual(0);
      expect(at.x + at.width).toBeLessThanOrEqual(390);
      expect(at.height).toBeGreaterThanOrEqual(39.5);
    }
    await panel.width.fill('4');
    await panel.height.fill('2');
    await panel.unit.selectOption('m');
    await panel.set.click();
    await expect(screen.notice('Perspective set')).toBeVisible();
    await expect(panel.clear).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
