/**
 * A page object for the drawing screen: what a person sees and does, by role and label.
 */
import { expect, type Page } from '@playwright/test';

export type Path = ReadonlyArray<readonly [number, number]>;

export function drawingScreen(page: Page) {
  const canvas = page.getByRole('application', { name: 'Drawing canvas' });
  const results = page.getByRole('region', { name: 'Results' });
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  page.on('pageerror', (error) => consoleErrors.push(error.message));

  return {
    canvas,
    consoleErrors,
    perimeter: results.getByLabel('Perimeter'),
    area: results.getByLabel('Area'),
    scale: page.getByRole('spinbutton', { name: 'Scale' }),
    unit: page.getByRole('combobox', { name: 'Unit' }),
    button: (name: string) => page.getByRole('button', { name, exact: true }),
    async open() {
      await page.goto('/');
      await expect(canvas).toBeVisible();
      // The scene is ready once the grid's canvas element is in the host.
      await expect(canvas.locator('canvas')).toHaveCount(1);
    },
    /** Clicks each point of the path, in pixels from the canvas's top-left corner. */
    async clickPath(path: Path) {
      const box = (await canvas.boundingBox())!;
      for (const [x, y] of path) await page.mouse.click(box.x + x, box.y + y);
    },
    async drag(from: readonly [number, number], to: readonly [number, number]) {
      const box = (await canvas.boundingBox())!;
      await page.mouse.move(box.x + from[0], box.y + from[1]);
      await page.mouse.down();
      await page.mouse.move(box.x + to[0], box.y + to[1], { steps: 8 });
      await page.mouse.up();
    },
    async setScale(value: string, unit?: string) {
      if (unit) await this.unit.selectOption(unit);
      await this.scale.fill(value);
      await this.scale.press('Enter');
    },
  };
}

/** A square with 150 px sides, closed by clicking its first corner again. */
export const square = (left: number, top: number, side = 150): Path => [
  [left, top],
  [left + side, top],
  [left + side, top + side],
  [left, top + side],
  [left, top],
];
