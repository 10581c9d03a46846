/** Disabled buttons look disabled (issue 16, item 9): faded, with the not-allowed cursor. */
import { expect, test } from '@playwright/test';
import { drawingScreen } from './drawingScreen';

test('a disabled menu entry is faded and shows the not-allowed cursor; an enabled one does not', async ({ page }) => {
  const screen = drawingScreen(page);
  await screen.open();
  await screen.openMenu();
  const look = (name: string) =>
    screen.menuItem(name).evaluate((element) => {
      const style = getComputedStyle(element);
      return { opacity: Number(style.opacity), cursor: style.cursor };
    });
  await expect(screen.menuItem('Export')).toHaveAttribute('aria-disabled', 'true');
  const disabled = await look('Export');
  expect(disabled.cursor).toBe('not-allowed');
  expect(disabled.opacity).toBeLessThanOrEqual(0.5);
  expect(await look('Save')).toEqual({ opacity: 1, cursor: 'pointer' });
});
