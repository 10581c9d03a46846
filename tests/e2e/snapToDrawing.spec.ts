/**
 * Snapping to a vector PDF's own lines (issue 38 item 4): a person drags a rectangle a few pixels
 * off a room's corners, as they see them, and reads the room's size at the page's stated scale;
 * with Snap to drawing off, the same gesture does not. While it snaps, a marker shows on the corner.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import PDFDocument from 'pdfkit';
import { PNG } from 'pngjs';
import { expect, test } from './fixtures';
import { drawingScreen, numberIn } from './drawingScreen';

const MM = 72 / 25.4;
/**
 * A cabinet at 1:10, its walls on whole points (pdf.js holds a path's coordinates as 32-bit
 * floats, which keep whole numbers exactly): 360 × 216 pt is 127 × 76.2 mm on paper, so
 * 1,270 × 762 mm, 4,064 mm round and 967,740 mm²; a partition 144 pt from its left side.
 */
const LEFT = 108;
const TOP = 72;
const ROOM = { width: 360, depth: 216, partition: 144 };
const PERIMETER_MM = 4064;
const AREA_MM2 = 967_740;

/** The plan as the bytes of a one-page vector PDF: stroked lines, and the ratio written under them. */
function planBytes(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  // Walls 3 pt wide: a hairline can fall between the pixels of the shrunk page on screen.
  doc.lineWidth(3).rect(LEFT, TOP, ROOM.width, ROOM.depth).stroke('black');
  doc.moveTo(LEFT + ROOM.partition, TOP).lineTo(LEFT + ROOM.partition, TOP + ROOM.depth).stroke('black');
  doc.fontSize(10).fillColor('black').text('Scale 1:10', LEFT, TOP + ROOM.depth + 10 * MM);
  doc.end();
  return done;
}

/**
 * Where the room's outer walls are seen on the canvas, in its pixels: the rows and columns with
 * long runs of dark pixels (the text under the plan has none), or null before the plan shows.
 */
async function seenRoom(canvas: Locator): Promise<{ left: number; top: number; right: number; bottom: number } | null> {
  const png = PNG.sync.read(await canvas.screenshot());
  const dark = (x: number, y: number) => {
    const at = 4 * (y * png.width + x);
    const [r, g, b] = [png.data[at]!, png.data[at + 1]!, png.data[at + 2]!];
    // Near black and grey, not coloured: the notices' green and the layer's pink are no walls.
    return r + g + b < 3 * 120 && Math.max(r, g, b) - Math.min(r, g, b) < 30;
  };
  const rows: number[] = [];
  const columns: number[] = [];
  for (let y = 0; y < png.height; y++) {
    let count = 0;
    for (let x = 0; x < png.width; x++) if (dark(x, y)) count++;
    if (count > 150) rows.push(y);
  }
  for (let x = 0; x < png.width; x++) {
    let count = 0;
    for (let y = 0; y < png.height; y++) if (dark(x, y)) count++;
    if (count > 100) columns.push(x);
  }
  if (rows.length === 0 || columns.length === 0) return null;
  // The middle of each wall's first and last dark pixel lines.
  const first = (lines: number[]) => lines.filter((line) => line - lines[0]! < 4);
  const last = (lines: number[]) => lines.filter((line) => lines.at(-1)! - line < 4);
  const middle = (lines: number[]) => (lines[0]! + lines.at(-1)!) / 2;
  return { left: middle(first(columns)), top: middle(first(rows)), right: middle(last(columns)), bottom: middle(last(rows)) };
}

/** How many pixels of the snap marker's teal (0x0b5563) lie within 10 px of (x, y) on the canvas. */
async function markerPixelsAround(canvas: Locator, x: number, y: number): Promise<number> {
  const png = PNG.sync.read(await canvas.screenshot());
  let count = 0;
  for (let row = Math.round(y) - 10; row <= Math.round(y) + 10; row++) {
    for (let column = Math.round(x) - 10; column <= Math.round(x) + 10; column++) {
      const at = 4 * (row * png.width + column);
      const [r, g, b] = [png.data[at]!, png.data[at + 1]!, png.data[at + 2]!];
      if (Math.abs(r - 0x0b) < 30 && Math.abs(g - 0x55) < 30 && Math.abs(b - 0x63) < 30) count++;
    }
  }
  return count;
}

/** The room once all of it shows (its image tiles arrive one by one, and a part of it is no room): its shape is the cabinet's. */
async function wholeRoomSeen(canvas: Locator) {
  const seen = await seenRoom(canvas);
  if (!seen) return null;
  return Math.abs((seen.right - seen.left) / (seen.bottom - seen.top) - ROOM.width / ROOM.depth) < 0.03 ? seen : null;
}

test('a rectangle dragged a few pixels off a vector PDF room’s corners reads the room’s size at the page’s scale only with Snap to drawing on', async ({ page }) => {
  test.setTimeout(90_000);
  const path = join(mkdtempSync(join(tmpdir(), 'planimetry-snap-')), 'cabinet.pdf');
  writeFileSync(path, await planBytes());
  const screen = drawingScreen(page);
  await screen.open();
  await page.getByLabel('Import file', { exact: true }).setInputFiles(path);
  await expect(screen.notice('Image uploaded successfully')).toBeVisible({ timeout: 30_000 });
  const offer = page.getByRole('region', { name: 'Scale from the PDF' });
  await offer.getByRole('button', { name: 'Use scale 1:10' }).click();
  await expect(screen.unit).toHaveValue('mm');

  await expect.poll(() => wholeRoomSeen(screen.canvas), { timeout: 15_000 }).not.toBeNull();
  const room = (await wholeRoomSeen(screen.canvas))!;
  // About 4 px off each corner, inside the room: within the 10 px a pointer snaps from.
  const from = [room.left + 4, room.top + 3] as const;
  const to = [room.right - 3, room.bottom - 4] as const;

  const snap = screen.instrument('Snap to drawing');
  await expect(snap).toHaveAttribute('aria-pressed', 'true');
  await snap.click();
  await expect(snap).toHaveAttribute('aria-pressed', 'false');
  await screen.choose('Rectangle');
  await screen.drag(from, to);
  await expect(screen.perimeter).toHaveText(/\d/);
  expect(await numberIn(screen.perimeter)).not.toBe(PERIMETER_MM);
  expect(await numberIn(screen.area)).not.toBe(AREA_MM2);

  await screen.instrument('Undo').click();
  await expect(screen.perimeter).not.toHaveText(/[1-9]/);
  // The key, as the button's shortcut says.
  await screen.canvas.hover();
  await page.keyboard.press('d');
  await expect(snap).toHaveAttribute('aria-pressed', 'true');
  await screen.choose('Rectangle');
  // Hovering near the corner shows the snap marker on it.
  await screen.hover(from);
  await expect.poll(() => markerPixelsAround(screen.canvas, room.left, room.top), { timeout: 5_000 }).toBeGreaterThan(12);
  await screen.drag(from, to);
  expect(await numberIn(screen.perimeter)).toBe(PERIMETER_MM);
  expect(await numberIn(screen.area)).toBe(AREA_MM2);
  expect(screen.consoleErrors).toEqual([]);
});
