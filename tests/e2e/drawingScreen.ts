/**
 * A page object for the drawing screen: what a person sees and does, by role and label.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { expectShownFor } from './testClock';

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
    results,
    // Exact names: in all-layers mode the panel also has "Layer 1 perimeter", "Total area"…
    perimeter: results.getByLabel('Perimeter', { exact: true }),
    area: results.getByLabel('Area', { exact: true }),
    /** A results row by its exact name: "Layer 2 area", "Total perimeter". */
    result: (name: string) => results.getByLabel(name, { exact: true }),
    scale: page.getByRole('spinbutton', { name: 'Scale' }),
    unit: page.getByRole('combobox', { name: 'Unit', exact: true }),
    button: (name: string) => page.getByRole('button', { name, exact: true }),
    /** Opens the drawing screen at `url`: the Playwright server's, or another server's absolute address. */
    async open(url = '/') {
      await page.goto(url);
      await expect(canvas).toBeVisible();
      // The scene is ready once the grid's canvas element is in the host.
      await expect(canvas.locator('canvas')).toHaveCount(1);
    },
    /** Clicks each point of the path, in pixels from the canvas's top-left corner. */
    async clickPath(path: Path) {
      const box = (await canvas.boundingBox())!;
      for (const [x, y] of path) await page.mouse.click(box.x + x, box.y + y);
    },
    /** Press, drag and release, in pixels from the canvas's top-left corner; `shift` holds Shift throughout. */
    async drag(from: readonly [number, number], to: readonly [number, number], options: { shift?: boolean } = {}) {
      const box = (await canvas.boundingBox())!;
      if (options.shift) await page.keyboard.down('Shift');
      await page.mouse.move(box.x + from[0], box.y + from[1]);
      await page.mouse.down();
      await page.mouse.move(box.x + to[0], box.y + to[1], { steps: 8 });
      await page.mouse.up();
      if (options.shift) await page.keyboard.up('Shift');
    },
    /** A freehand stroke: press at the first point, move through the others, release at the last. */
    async stroke(path: Path) {
      const box = (await canvas.boundingBox())!;
      const [first, ...rest] = path;
      if (!first) return;
      await page.mouse.move(box.x + first[0], box.y + first[1]);
      await page.mouse.down();
      for (const [x, y] of rest) await page.mouse.move(box.x + x, box.y + y);
      await page.mouse.up();
    },
    /** Moves the pointer over the canvas without pressing. */
    async hover(at: readonly [number, number]) {
      const box = (await canvas.boundingBox())!;
      await page.mouse.move(box.x + at[0], box.y + at[1]);
    },
    async setScale(value: string, unit?: string) {
      if (unit) await this.unit.selectOption(unit);
      await this.scale.fill(value);
      await this.scale.press('Enter');
    },
    /** The header's action menu button, and the menu it opens. */
    menuButton: page.getByRole('button', { name: 'Menu', exact: true }),
    menu: page.getByRole('menu', { name: 'Menu' }),
    menuItem: (name: string) => page.getByRole('menu', { name: 'Menu' }).getByRole('menuitem', { name, exact: true }),
    async openMenu() {
      await this.menuButton.click();
      await expect(this.menu).toBeVisible();
    },
    /** Exports "Measurements (CSV)" through the menu's Export dialog and reads the file downloaded. */
    async exportCsv(): Promise<string> {
      await this.openMenu();
      await this.menuItem('Export').click();
      const downloading = page.waitForEvent('download');
      await page.getByRole('dialog', { name: 'Export' }).getByRole('button', { name: 'Measurements (CSV)' }).click();
      return readFile(await (await downloading).path(), 'utf8');
    },
    /** Opens the drawing screen and imports `path` through the menu's "Import image or PDF". */
    async openAndImport(path: string, url = '/') {
      // Listening before the page loads: Playwright intercepts file choosers only once it listens.
      const chooser = page.waitForEvent('filechooser');
      await this.open(url);
      await this.openMenu();
      await this.menuItem('Import image or PDF').click();
      await (await chooser).setFiles(path);
    },
    /** Opens the settings dialog from the menu and answers it. */
    async openSettings() {
      await this.openMenu();
      await this.menuItem('Settings').click();
      const dialog = page.getByRole('dialog', { name: 'Settings' });
      await expect(dialog).toBeVisible();
      return dialog;
    },
    /** A help card or popover, by its title. */
    helpCard: (title: string) => page.getByRole('dialog', { name: title, exact: true }),

    /** A toolbar instrument ("Straight line", "Circle", "Note"…). */
    instrument: (name: string) => page.getByRole('toolbar', { name: 'Instruments' }).getByRole('button', { name, exact: true }),
    /**
     * Clicks an instrument as a person does, with the mouse on the button. A refused one
     * (aria-disabled) stays clickable so it can explain itself, and Playwright's click would
     * wait for it to be enabled: the mouse clicks where the button is seen instead.
     */
    async choose(name: string) {
      const button = this.instrument(name);
      await button.scrollIntoViewIfNeeded();
      const box = (await button.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    },
    /** A notification by its text: `alert` for dangers, `status` for the rest. */
    notice: (text: string | RegExp) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text }),
    /**
     * Runs `action` with the page's clock stopped and checks the notice `text` it shows comes,
     * stays its `durationMs` and goes at its end (testClock.ts). The test installs Playwright's
     * clock (`page.clock.install()`) before opening the page.
     */
    async expectNoticeFor(text: string | RegExp, durationMs: number, action: () => Promise<void>) {
      await expectShownFor(page, this.notice(text), durationMs, action);
    },
    /** The length label of line `line` (1-based) of the current layer. */
    lineLabel: (line: number) => page.getByRole('button', { name: new RegExp(`^Line ${line} length `) }),
    lineLabels: page.getByRole('button', { name: /^Line \d+ length / }),
    lineLengthBox: page.getByRole('textbox', { name: 'Line length', exact: true }),
    /** Opens the length editor from a label, types the length and presses Enter. */
    async editLineLength(label: Locator, value: string) {
      await label.click();
      await this.lineLengthBox.fill(value);
      await this.lineLengthBox.press('Enter');
    },
    nextLineLength: page.getByRole('textbox', { name: 'Next line length', exact: true }),
    labelsToggle: page.getByRole('button', { name: 'Line labels', exact: true }),

    layersBar: page.getByRole('region', { name: 'Layers', exact: true }),
    /** The layer's select button, "Layer N" (1-based). */
    layer: (number: number) => page.getByRole('region', { name: 'Layers', exact: true }).getByRole('button', { name: `Layer ${number}`, exact: true }),
    layerButtons: page.getByRole('region', { name: 'Layers', exact: true }).getByRole('button', { name: /^Layer \d+$/ }),
    legend: page.getByRole('region', { name: 'Layer legend' }),
    /** Deletes the current layer, answering the confirmation. */
    async deleteLayer() {
      await this.button('Delete layer').click();
      const dialog = page.getByRole('dialog', { name: 'Delete layer' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(dialog).toBeHidden();
    },

    noteText: page.getByRole('textbox', { name: 'Note text', exact: true }),
    miniView: page.getByRole('button', { name: 'Zoom mini-view', exact: true }),
  };
}

/** "12.34 m²" → 12.34 (the results use power-of-ten form only past a million, which tests avoid). */
export async function numberIn(locator: Locator): Promise<number> {
  // A result still being computed reads "…"; wait for the number (a loaded machine takes a while).
  await expect(locator).toHaveText(/\d/, { timeout: 15_000 });
  const text = (await locator.textContent()) ?? '';
  const match = /-?\d+(?:\.\d+)?/.exec(text.replace(/,/g, ''));
  if (!match) throw new Error(`no number in "${text}"`);
  return Number(match[0]);
}

/** A square with 150 px sides, closed by clicking its first corner again. */
export const square = (left: number, top: number, side = 150): Path => [
  [left, top],
  [left + side, top],
  [left + side, top + side],
  [left, top + side],
  [left, top],
];

/** Logs in through the login page as a person does; ends on the drawing screen. */
export async function logIn(page: Page, user: { email: string; password: string }, options: { remember?: boolean } = {}) {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  if (options.remember) await page.getByLabel('Remember Me').check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('application', { name: 'Drawing canvas' })).toBeVisible();
}
