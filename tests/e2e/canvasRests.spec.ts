/**
 * The drawing screen draws a frame when what it shows changes and rests otherwise
 * (src/render/frameRequests.ts): seconds of an untouched drawing, run through on Playwright's
 * clock (which also drives the page's animation frames), draw nothing, and a change draws again.
 * A ticker drawing every frame would draw about 300 frames in those 5 seconds.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { drawingScreen } from './drawingScreen';

declare global {
  interface Window {
    framesDrawn?: number;
  }
}

/** Counts the frames the page draws: each of PixiJS's renders begins by clearing the canvas. */
async function countFrames(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    window.framesDrawn = 0;
    for (const context of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
      const clear = context.clear;
      context.clear = function (this: WebGLRenderingContext, mask: number) {
        window.framesDrawn! += 1;
        clear.call(this, mask);
      };
    }
  });
  return () => page.evaluate(() => window.framesDrawn ?? 0);
}

for (const [device, use] of [
  ['on a laptop', {}],
  ['on a phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
] as const) {
  test.describe(device, () => {
    test.use(use);

    test('an untouched drawing draws no frame, and a change draws one', async ({ page }) => {
      const framesDrawn = await countFrames(page);
      await page.clock.install();
      const screen = drawingScreen(page);
      await screen.open();
      await screen.choose('Rectangle');
      await screen.drag([60, 80], [260, 230]);
      await expect(screen.area).not.toHaveText('');
      await expect.poll(framesDrawn).toBeGreaterThan(0);

      // Whatever the last change asked for is drawn; then five seconds pass with nobody touching it.
      await page.clock.runFor(100);
      const rested = await framesDrawn();
      await page.clock.runFor(5000);
      expect(await framesDrawn()).toBe(rested);

      await screen.button('Zoom in').click();
      await expect.poll(framesDrawn).toBeGreaterThan(rested);
    });
  });
}
