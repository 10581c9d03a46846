/**
 * Cancelling a big image while it loads: the loader shows a 'Loading image' progress bar and a
 * Cancel button; Cancel stops the load and the drawing is as it was, its image still the wand's.
 *
 * So that Cancel always comes while the loader shows, the page's Worker is wrapped to hold back
 * the kernel worker's answer to the load of big-plan.png (its progress still passes): the real
 * worker loads it, then gets the real cancel after its answer, the race a slow machine or a fast
 * click can always lose, and must put the plan held before back.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pngFile } from '../../src/engine/kernels/testing/pngFile';
import { drawingScreen, numberIn } from './drawingScreen';

const FLOOR_PLAN = '../shared/fixtures/images/floorplan-background_with_floorplanner.png';

/**
 * A `width` × `height` 8-bit grey PNG, paper with a dark line every 500 rows.
 */
function bigPng(width: number, height: number): Buffer {
  const raw = Buffer.alloc((width + 1) * height, 245);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0;
    if (y % 500 < 10) raw.fill(20, y * (width + 1) + 1, (y + 1) * (width + 1));
  }
  return pngFile({ width, height, colourType: 0 }, raw, { level: 1 });
}

async function wandArea(page: Page, at: [number, number]): Promise<number> {
  const screen = drawingScreen(page);
  await screen.choose('Magic wand');
  await screen.clickPath([at]);
  const selected = page.getByRole('region', { name: 'Magic wand' }).getByRole('status', { name: 'Selected area' });
  await expect(selected).toHaveAttribute('aria-busy', 'false');
  await expect(selected).toContainText('Selected area:');
  return numberIn(selected);
}

/** Holds back the worker's answer to the load of a file named `name`; everything else passes. */
function holdLoadAnswer(name: string): void {
  const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      const held = new Set<number>();
      let handler: ((event: MessageEvent) => void) | null = null;
      super.onmessage = (event: MessageEvent) => {
        const data = event.data as { id?: number; ok?: boolean } | null;
        if (data && typeof data.ok === 'boolean' && held.has(data.id!)) return;
        handler?.(event);
      };
      Object.defineProperty(this, 'onmessage', { get: () => handler, set: (next: typeof handler) => (handler = next) });
      const post = this.postMessage.bind(this);
      this.postMessage = (message: unknown, transfer?: unknown) => {
        const request = message as { id: number; op?: string; args?: { source?: { blob?: File } } };
        if (request.op === 'image' && request.args?.source?.blob?.name === name) held.add(request.id);
        post(message, transfer as Transferable[]);
      };
    }
  };
}

test('a big image shows its progress while it loads, and Cancel leaves the drawing and its image as they were', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(holdLoadAnswer, 'big-plan.png');
  const screen = drawingScreen(page);
  await screen.open();
  await page.getByLabel('Import file', { exact: true }).setInputFiles(FLOOR_PLAN);
  await expect(screen.notice('Image uploaded successfully')).toBeVisible({ timeout: 20_000 });
  // A room of the plan, taken as a layer: the drawing the cancelled import must not lose.
  const box = (await screen.canvas.boundingBox())!;
  const room: [number, number] = [box.width / 2 + 50, box.height / 2];
  const before = await wandArea(page, room);
  await page.getByRole('region', { name: 'Magic wand' }).getByRole('button', { name: 'Confirm selection' }).click();
  await expect(screen.layerButtons).toHaveCount(1);
  const areaBefore = await screen.area.textContent();

  await page.getByLabel('Import file', { exact: true }).setInputFiles({ name: 'big-plan.png', mimeType: 'image/png', buffer: bigPng(4_000, 3_000) });
  const confirm = page.getByRole('dialog', { name: 'Replace the drawing?' });
  await confirm.getByRole('button', { name: 'Replace' }).click();
  const bar = page.getByRole('progressbar', { name: 'Loading image' });
  // Every row in: the worker's progress reached the bar.
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(bar).toBeHidden();

  await expect(screen.layerButtons).toHaveCount(1);
  await expect(screen.area).toHaveText(areaBefore!);
  await expect(page.getByText('big-plan.png')).toHaveCount(0);
  await expect(screen.notice(/Unable to upload|Image uploaded successfully/)).toHaveCount(0);
  // The worker holds the plan again: the wand reads the same room, in a layer of its own.
  await screen.button('Add layer').click();
  expect(await wandArea(page, room)).toBe(before);
  expect(screen.consoleErrors).toEqual([]);
});
