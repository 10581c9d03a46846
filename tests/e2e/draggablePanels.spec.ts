/**
 * DC2.04: the layers panel can be dragged by its handle, stays inside the canvas's area, keeps
 * its place across a reload on this device, moves with the arrow keys, and Home puts it back.
 */
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
