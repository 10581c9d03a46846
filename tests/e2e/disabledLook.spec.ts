/** Disabled buttons look disabled (issue 16, item 9): faded, with the not-allowed cursor. */
import { type Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { drawingScreen } from './drawingScreen';

const look = (control: Locator) =>
  control.evaluate((element) => {
    const style = getComputedStyle(element);
    return { opacity: Number(style.opacity), cursor: style.cursor };
  });

// Every menu entry is enabled since Export and Print were built (issue 20): the toolbar shows both kinds of disabled control.
test('a disabled or refused toolbar button is faded and shows the not-allowed cursor; an enabled one does not', async ({ page }) => {
  const screen = drawingScreen(page);
  await screen.open();
  // Nothing to undo yet: disabled.
  const undo = screen.instrument('Undo');
  await expect(undo).toBeDisabled();
  // The wand needs an image: refused (aria-disabled), still clickable to say why.
  const wand = screen.instrument('Magic wand');
  await expect(wand).toHaveAttribute('aria-disabled', 'true');
  for (const control of [undo, wand]) {
    const faded = await look(control);
    expect(faded.cursor).toBe('not-allowed');
    expect(faded.opacity).toBeLessThanOrEqual(0.5);
  }
  expect(await look(screen.instrument('Rectangle'))).toEqual({ opacity: 1, cursor: 'pointer' });
});
