/**
 * The drawing screen from the keyboard alone (issue 36, accessibility): Tab reaches an instrument
 * and Enter chooses it, the menu opens and is walked with the arrows, a dialog opens from it and
 * Escape closes it, a notice's Dismiss is reached and pressed, and wherever the focus lands it is
 * seen (a focus ring of its own, 3:1 against what is behind it).
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { drawingScreen } from './drawingScreen';
import { stopClock } from './testClock';
import { NOTHING_TO_EXPORT } from '../../src/app/print/printWorkflows';

/**
 * How the focused element shows its focus: its outline (or, for a visually hidden input, that of
 * the control drawn for it just after it) and the contrast of the outline's colour with the first
 * opaque background behind it.
 */
function focusRing(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return { element: 'nothing', outline: 'none', contrast: 0 };
    const drawn = focused.classList.contains('visually-hidden') ? focused.nextElementSibling ?? focused : focused;
    const style = getComputedStyle(drawn);
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = channels(colour).map((value) => value / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    // The outline sits outside the element (outline-offset), on its parent's background.
    let behind: Element | null = drawn.parentElement;
    while (behind && (channels(getComputedStyle(behind).backgroundColor)[3] ?? 1) === 0) behind = behind.parentElement;
    const background = behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)';
    const [light, dark] = [luminance(style.outlineColor), luminance(background)].sort((a, b) => b - a);
    const name = focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40) ?? '';
    return {
      element: `${focused.tagName.toLowerCase()} "${name}"`,
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      contrast: (light! + 0.05) / (dark! + 0.05),
    };
  });
}

/** Expects the focused element to show a ring of 2 px or more with a contrast of 3:1 (WCAG 1.4.11) with what is behind it. */
async function expectFocusSeen(page: Page) {
  const { element, outline, contrast } = await focusRing(page);
  expect(outline, `the focus ring of ${element}`).toMatch(/^(solid|dotted|dashed|double|auto) ([2-9]|\d{2,})(\.\d+)?px rgb\(/);
  expect(contrast, `the contrast of the focus ring of ${element}`).toBeGreaterThanOrEqual(3);
}

/** Presses Tab until `target` has the focus, checking the focus is seen at every stop on the way. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press(key);
    await expectFocusSeen(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${key} never reached the target`);
}

test("Tab reaches an instrument, the menu, a dialog and a notice's Dismiss, Escape closes the dialog, and the focus is always seen", async ({ page }) => {
  const screen = drawingScreen(page);
  await page.clock.install();
  await screen.open();

  const rectangle = screen.instrument('Rectangle');
  await expect(rectangle).toHaveAttribute('aria-pressed', 'false');
  await tabTo(page, rectangle);
  await page.keyboard.press('Enter');
  await expect(rectangle).toHaveAttribute('aria-pressed', 'true');
  await expectFocusSeen(page);

  // Back to the header's Menu, opened with Enter on its first entry, then walked with the arrows.
  await tabTo(page, screen.menuButton, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(screen.menuItem('Clear canvas')).toBeFocused();
  await expectFocusSeen(page);
  await page.keyboard.press('End');
  for (const _ of ['Feedback', 'Help', 'Settings']) await page.keyboard.press('ArrowUp');
  await expect(screen.menuItem('Settings')).toBeFocused();
  await expectFocusSeen(page);
  await page.keyboard.press('Enter');

  // The dialog takes the focus; Tab moves inside it; Escape closes it and gives the focus back.
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(settings.locator(':focus')).toHaveCount(1);
  await expectFocusSeen(page);
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(screen.menuButton).toBeFocused();
  await expectFocusSeen(page);

  // A notice's Dismiss, reached by Tab, shows its ring on the notice's colour. The notice leaves by
  // itself: the page's clock stops while it is checked (testClock.ts).
  await page.keyboard.press('Enter');
  await expect(screen.menu).toBeVisible();
  for (const _ of ['Save', 'Open', 'Export']) await page.keyboard.press('ArrowDown');
  await expect(screen.menuItem('Export')).toBeFocused();
  await page.keyboard.press('Enter');
  const exporting = page.getByRole('dialog', { name: 'Export' });
  await tabTo(page, exporting.getByRole('button', { name: 'Images (PNG, one per layer)' }));
  await stopClock(page);
  await page.keyboard.press('Enter');
  const notice = screen.notice(NOTHING_TO_EXPORT);
  await expect(notice).toBeVisible();
  await tabTo(page, notice.getByRole('button', { name: 'Dismiss notification' }));
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();
  await page.clock.resume();

  // The instrument chosen from the keyboard draws.
  await screen.drag([100, 100], [220, 180]);
  await expect(screen.area).not.toHaveText('');
});
