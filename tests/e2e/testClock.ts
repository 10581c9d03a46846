/**
 * Playwright's clock, stopped: time the page shows to a person (a notice's second, a search's
 * pause) passes only when the test runs it through with `page.clock.runFor`, never with the
 * machine's own time, so a slow step on a loaded machine can neither let it pass nor hold it up.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * How far ahead of the page's time the clock stops. Between reading the page's time and stopping
 * its clock, that clock runs on as real time does; stopping at a time it has already passed would
 * fail, so the stop lies well beyond any pause of a loaded machine. Timers due before it run once,
 * as if the person had waited that long before the next step.
 */
const STOP_AHEAD_MS = 10_000;

/**
 * Stops the page's clock, installed on it before with `page.clock.install()`: from here its
 * timers, `Date`, `performance.now` and animation frames move only as the test runs them.
 * `page.clock.resume()` lets them run with real time again.
 */
export async function stopClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + STOP_AHEAD_MS);
}

/**
 * Runs `action` with the page's clock stopped and checks what a person sees of a message that
 * leaves by itself: `shown` comes, is still there 1 ms before its `durationMs` is up, and is gone
 * when it is. Then the clock runs with real time again. (Run with real time, a message of a
 * second could come and go between two of Playwright's checks, which are a second apart after
 * the first few, or be gone before a slow step let the check begin.)
 */
export async function expectShownFor(page: Page, shown: Locator, durationMs: number, action: () => Promise<void>): Promise<void> {
  await stopClock(page);
  await action();
  await expect(shown).toBeVisible();
  await page.clock.runFor(durationMs - 1);
  await expect(shown).toBeVisible();
  await page.clock.runFor(1);
  await expect(shown).toBeHidden();
  await page.clock.resume();
}
