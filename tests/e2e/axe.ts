/**
 * axe-core checks for the accessibility specs: the WCAG 2.0/2.1 A and AA rules run on the page as
 * it stands, and the serious and critical violations listed one a line (rule, element, summary)
 * so a failure reads without a report viewer.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The phone size phoneLayout.spec.ts tests at. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 };
export const DESKTOP = { viewport: { width: 1280, height: 800 } };

// axe-core 4.14 (the version the issue measured with) through the Node 20 wrapper 4.13: the wrapper
// injects whichever axe source it is given.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The serious and critical violations on `page` now, one line each: "rule target: summary". */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page, axeSource })
    .withTags(AXE_TAGS)
    // One axe.run in the page: the default opens a new page for every check to merge the frames'
    // results, a second or more each on a loaded machine, for cross-origin frames the app has none of.
    .setLegacyMode()
    // Only the violations are read; the passes' node lists are not built.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .flatMap(({ id, nodes }) => nodes.map((node) => `${id} ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`));
}

/**
 * Expects no serious or critical violation on `page` in the state `state` names. Soft, so one run
 * lists the faults of every state it visits.
 */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  expect.soft(await seriousViolations(page), `serious or critical axe violations in ${state}`).toEqual([]);
}

/**
 * expectAccessible for a page whose clock the test stopped (testClock.ts), to check a notice that
 * leaves by itself: axe waits on a timer between its rules, which runs only as the clock moves, so
 * the clock moves 1 ms at a time until the check ends (a few hundred ms of the page's time).
 */
export async function expectAccessibleWithClockStopped(page: Page, state: string): Promise<void> {
  let checked = false;
  const check = expectAccessible(page, state).finally(() => (checked = true));
  while (!checked) await page.clock.runFor(1);
  await check;
}
