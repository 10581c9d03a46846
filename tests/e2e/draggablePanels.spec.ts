/**
 * DC2.04: the layers panel and the instrument toolbar can be dragged by their handles, stay inside
 * the canvas's area, keep their places across a reload on this device, move with the arrow keys,
 * and Home puts them back.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { drawingScreen } from './drawingScreen';

test('the layers panel drags by its handle, stays inside the canvas, is remembered, and goes home with Home', async ({ page }) => {
  const screen = drawingScreen(page);
  await screen.open();
  const handle = screen.button('Move layers panel');
  const home = (await screen.layersBar.boundingBox())!;
  const grip = (await handle.boundingBox())!;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + grip.width / 2 - 300, grip.y + grip.height / 2 - 200, { steps: 10 });
  await page.mouse.up();
  await expect.poll(async () => (await screen.layersBar.boundingBox())!.x).toBeCloseTo(home.x - 300, 0);
  const moved = (await screen.layersBar.boundingBox())!;
  expect(moved.y).toBeCloseTo(home.y - 200, 0);
  // The panel still works where it is.
  await screen.button('Add layer').click();
  await expect(screen.layerButtons).toHaveCount(2);

  // Dragged past the canvas's top-left corner (to the window's), it stops at the canvas's edges.
  const area = (await screen.canvas.boundingBox())!;
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + 5, from.y + 5);
  await page.mouse.down();
  await page.mouse.move(1, 1, { steps: 10 });
  await page.mouse.up();
  await expect.poll(async () => (await screen.layersBar.boundingBox())!.x).toBeCloseTo(area.x, 0);
  expect((await screen.layersBar.boundingBox())!.y).toBeCloseTo(area.y, 0);

  // Remembered on this device. The panel keeps its move from its corner: its right edge (the bar
  // grows leftwards with its layers, and the unsaved second layer is gone after the reload).
  const right = async () => {
    const box = (await screen.layersBar.boundingBox())!;
    return box.x + box.width;
  };
  const kept = await right();
  await page.reload();
  await expect(screen.canvas).toBeVisible();
  await expect.poll(right).toBeCloseTo(kept, 0);
  expect((await screen.layersBar.boundingBox())!.y).toBeCloseTo(area.y, 0);

  // From the keyboard: an arrow key moves it 10 px, Home puts it back.
  await handle.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(right).toBeCloseTo(kept + 10, 0);
  await page.keyboard.press('Home');
  await expect.poll(right).toBeCloseTo(home.x + home.width, 0);
  expect((await screen.layersBar.boundingBox())!.y).toBeCloseTo(home.y, 0);
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const middle = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** A drag with the mouse from the middle of `from` to the point `to`, in steps as a hand moves. */
async function dragTo(page: Page, from: Box, to: { x: number; y: number }) {
  await page.mouse.move(middle(from).x, middle(from).y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 10 });
  await page.mouse.up();
}

/** Whether `a` lies wholly left of or above `b`. */
const besideBefore = (a: Box, b: Box) => a.x + a.width <= b.x + 0.5 || a.y + a.height <= b.y + 0.5;

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 };

/**
 * The instrument toolbar at home is the column left of the canvas on a desktop and the rows above
 * it on a phone. Dragged, it floats over the canvas: `drag` moves it by that much, `far` (a window
 * corner past the canvas's) stops it at the canvas's edge, never over the header or the side panel.
 */
const SIZES = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, drag: { x: 300, y: 0 }, far: { x: 1279, y: 799 }, arrow: 'ArrowRight', axis: 'x' },
  {
    name: 'phone',
    use: PHONE,
    drag: { x: 0, y: 300 },
    far: { x: 389, y: 843 },
    arrow: 'ArrowDown',
    axis: 'y',
  },
] as const;

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use(size.use);

    test('the instrument toolbar drags by its handle over the canvas, still works, is remembered, and goes home with Home', async ({ page }) => {
      const screen = drawingScreen(page);
      await screen.open();
      const toolbar = page.getByRole('toolbar', { name: 'Instruments' });
      const handle = screen.button('Move instruments toolbar');
      const box = async () => (await toolbar.boundingBox())!;
      const home = await box();
      const canvas = (await screen.canvas.boundingBox())!;
      const header = (await page.getByRole('banner').boundingBox())!;
      // At home it is beside the canvas, not over it: today's screen for whoever never drags it.
      expect(besideBefore(home, canvas)).toBe(true);

      const grip = (await handle.boundingBox())!;
      await dragTo(page, grip, { x: middle(grip).x + size.drag.x, y: middle(grip).y + size.drag.y });
      await expect.poll(async () => (await box())[size.axis]).toBeCloseTo(home[size.axis] + size.drag[size.axis], 0);
      const moved = await box();
      expect(moved.x).toBeCloseTo(home.x + size.drag.x, 0);
      expect(moved.y).toBeCloseTo(home.y + size.drag.y, 0);
      // Over the canvas its buttons still answer (the canvas does not take their clicks).
      await screen.instrument('Rectangle').click();
      await expect(screen.instrument('Rectangle')).toHaveAttribute('aria-pressed', 'true');

      // Dragged to the window's far corner, it stops at the canvas's; dragged up past the header, at its home's top.
      await dragTo(page, (await handle.boundingBox())!, size.far);
      await expect.poll(async () => { const { x, width } = await box(); return x + width; }).toBeCloseTo(canvas.x + canvas.width, 0);
      const cornered = await box();
      expect(cornered.y + cornered.height).toBeCloseTo(canvas.y + canvas.height, 0);
      const from = (await handle.boundingBox())!;
      await dragTo(page, from, { x: middle(from).x, y: 1 });
      await expect.poll(async () => (await box()).y).toBeCloseTo(home.y, 0);
      expect((await box()).y).toBeGreaterThanOrEqual(header.y + header.height - 0.5);
      const kept = await box();

      // Remembered on this device.
      await page.reload();
      await expect(screen.canvas).toBeVisible();
      await expect.poll(async () => (await box()).x).toBeCloseTo(kept.x, 0);
      expect((await box()).y).toBeCloseTo(kept.y, 0);

      // From the keyboard: Home puts it back, an arrow key moves it 10 px, Shift 100 px.
      await handle.focus();
      await page.keyboard.press('Home');
      await expect.poll(async () => (await box()).x).toBeCloseTo(home.x, 0);
      expect((await box()).y).toBeCloseTo(home.y, 0);
      await page.keyboard.press(size.arrow);
      await expect.poll(async () => (await box())[size.axis]).toBeCloseTo(home[size.axis] + 10, 0);
      await page.keyboard.press(`Shift+${size.arrow}`);
      await expect.poll(async () => (await box())[size.axis]).toBeCloseTo(home[size.axis] + 110, 0);
      // A double-click on the handle puts it back too.
      await handle.dblclick();
      await expect.poll(async () => (await box())[size.axis]).toBeCloseTo(home[size.axis], 0);
      expect(screen.consoleErrors).toEqual([]);
    });
  });
}

test.describe('on a phone, with the results sheet', () => {
  test.use(PHONE);

  test('the instrument toolbar moved to the canvas\u2019s bottom makes room for the opened results sheet and comes back when it closes', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    const toolbar = page.getByRole('toolbar', { name: 'Instruments' });
    const bottom = async () => {
      const { y, height } = (await toolbar.boundingBox())!;
      return y + height;
    };
    const canvasBottom = async () => {
      const { y, height } = (await screen.canvas.boundingBox())!;
      return y + height;
    };
    await dragTo(page, (await screen.button('Move instruments toolbar').boundingBox())!, { x: 200, y: 843 });
    const chosen = await canvasBottom();
    await expect.poll(bottom).toBeCloseTo(chosen, 0);

    const sheet = page.getByRole('button', { name: 'Results', exact: true });
    await sheet.click();
    await expect(screen.perimeter).toBeVisible();
    expect(await canvasBottom()).toBeLessThan(chosen - 40);
    await expect.poll(bottom).toBeCloseTo(await canvasBottom(), 0);

    await sheet.click();
    await expect(screen.perimeter).toBeHidden();
    await expect.poll(bottom).toBeCloseTo(chosen, 0);
  });
});
