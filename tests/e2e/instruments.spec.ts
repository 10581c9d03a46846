import { PNG } from 'pngjs';
import { expect, test } from './fixtures';
import { drawingScreen, square, type Path } from './drawingScreen';

/** At the default scale one 15 px grid cell is 1 cm. */
const CELL = 15;

/** A point `length` px from `from` at `degrees` (y down, so positive turns clockwise on screen). */
const polar = (from: readonly [number, number], length: number, degrees: number): [number, number] => [
  from[0] + length * Math.cos((degrees * Math.PI) / 180),
  from[1] + length * Math.sin((degrees * Math.PI) / 180),
];

test.describe('drawing with each instrument', () => {
  test('a rectangle of 10 by 5 cells reads 30 cm and 50 cm², with the ♦ hint', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await screen.choose('Rectangle');
    await expect(screen.instrument('Rectangle')).toHaveAttribute('aria-pressed', 'true');

    await screen.drag([100, 100], [100 + 10 * CELL, 100 + 5 * CELL]);
    await expect(screen.perimeter).toHaveText('30 cm');
    await expect(screen.area).toHaveText('50 cm²');
    await expect(screen.notice('Drag ♦ to define rectangle')).toBeVisible();
    await expect(screen.instrument('Select')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.consoleErrors).toEqual([]);
  });

  test('a rectangle drawn with Shift held becomes four lines with four length labels', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await page.keyboard.press('r');
    await expect(screen.instrument('Rectangle')).toHaveAttribute('aria-pressed', 'true');
    await screen.drag([100, 100], [250, 175], { shift: true });
    await expect(screen.area).toHaveText('50 cm²');
    await expect(screen.lineLabels).toHaveText(['10 cm', '5 cm', '10 cm', '5 cm']);
    await expect(screen.notice('Drag ♦ to define rectangle')).toHaveCount(0);
  });

  test('a circle of radius 5 cells reads 31.42 cm and 78.54 cm²', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await screen.choose('Circle');
    await screen.drag([100, 200], [100 + 10 * CELL, 200]);
    await expect(screen.perimeter).toHaveText('31.42 cm');
    await expect(screen.area).toHaveText('78.54 cm²');
  });

  test('while a circle is dragged out its diameter shows as a red line and its radius is labelled', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await screen.choose('Circle');
    const box = (await screen.canvas.boundingBox())!;
    await page.mouse.move(box.x + 100, box.y + 200);
    await page.mouse.down();
    await page.mouse.move(box.x + 100 + 10 * CELL, box.y + 200, { steps: 8 });
    // A 10-square diameter: the radius is 5 cm.
    const radius = page.getByRole('note', { name: 'Circle radius' });
    await expect(radius).toHaveText('r = 5 cm');
    // The diameter is red a quarter of the way along (the label sits on the radius's middle).
    const png = PNG.sync.read(await page.screenshot({ clip: { x: box.x + 100 + 2 * CELL, y: box.y + 196, width: 8, height: 9 } }));
    const reddest = Math.max(...Array.from({ length: png.width * png.height }, (_, i) => png.data[i * 4]! - Math.max(png.data[i * 4 + 1]!, png.data[i * 4 + 2]!)));
    expect(reddest).toBeGreaterThan(80);
    await page.mouse.up();
    await expect(radius).toHaveCount(0);
    await expect(screen.perimeter).toHaveText('31.42 cm');
  });

  test('a constrained line turns to the nearest 15 degrees: a triangle clicked 3° off is equilateral', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await page.keyboard.press('k');
    await expect(screen.instrument('Constrained line')).toHaveAttribute('aria-pressed', 'true');
    const first: [number, number] = [100, 300];
    const second: [number, number] = [250, 300];
    // 117° from the base instead of 120°: the constrained line snaps it back.
    await screen.clickPath([first, second, polar(second, 150, -117), first]);
    await expect(screen.perimeter).toHaveText('30 cm');
    // √3/4 × 10² = 43.30 cm²; the unsnapped triangle would be 44.55 cm².
    await expect(screen.area).toHaveText('43.3 cm²');
  });

  test('a freehand loop closes with an approximate area', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await screen.choose('Curved line');
    const loop: Path = Array.from({ length: 25 }, (_, i) => polar([300, 250], 75, (i / 24) * 360));
    await screen.stroke(loop);
    await expect(screen.area).toHaveText(/^~\d/);
    // Close to the circle through the same points: π × 5² = 78.54 cm².
    const area = Number((await screen.area.textContent())!.replace(/[^\d.]/g, ''));
    expect(area).toBeGreaterThan(77);
    expect(area).toBeLessThan(80);
    await expect(screen.instrument('Select')).toHaveAttribute('aria-pressed', 'true');
  });

  test('an angle sequence names its angle and its length, measures its lines and, closed, its area', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await page.keyboard.press('a');
    await screen.clickPath([
      [100, 300],
      [250, 300],
    ]);
    // Open, its lines have a length, not a perimeter (issue 36).
    await expect(screen.result('Length')).toHaveText('10 cm');
    await expect(screen.area).toHaveText('—');
    await screen.clickPath([[250, 150]]);
    // The Angles setting is off by default; what the Angle instrument drew shows its angle anyway.
    await expect(screen.result('Angle')).toHaveText('90.0°');
    await expect(screen.result('Length')).toHaveText('20 cm');
    await screen.clickPath([[100, 300]]);
    await expect(screen.perimeter).toHaveText('34.14 cm');
    await expect(screen.area).toHaveText('50 cm²');
    await expect(screen.result('Angles')).toHaveText('45.0°, 90.0°, 45.0°');
  });

  test('typing a number while drawing places the next vertex that far along the pointer', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await screen.clickPath([[100, 200]]);
    await screen.hover([400, 200]);
    await page.keyboard.type('5');
    await expect(screen.nextLineLength).toBeFocused();
    await expect(screen.nextLineLength).toHaveValue('5');
    await page.keyboard.type('.5');
    await page.keyboard.press('Enter');
    await expect(screen.nextLineLength).toHaveCount(0);
    await expect(screen.perimeter).toHaveText('5.5 cm');

    // Escape closes the box and draws nothing.
    await screen.canvas.focus();
    await page.keyboard.type('3');
    await expect(screen.nextLineLength).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(screen.nextLineLength).toHaveCount(0);
    await expect(screen.perimeter).toHaveText('5.5 cm');
  });
});

test.describe('the rules the instruments keep', () => {
  test('Straight line after closing looks disabled and explains how to go on', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await screen.clickPath(square(100, 100));
    await expect(screen.instrument('Straight line')).toHaveAttribute('aria-disabled', 'true');
    await screen.choose('Straight line');
    await expect(screen.notice('Add a new drawing layer with plus (+) symbol in bottom right corner')).toBeVisible();
    await expect(screen.instrument('Select')).toHaveAttribute('aria-pressed', 'true');
  });

  test('Note on an open sketch explains that annotations need a closed one', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await screen.clickPath([
      [100, 100],
      [250, 100],
    ]);
    await expect(screen.instrument('Note')).toHaveAttribute('aria-disabled', 'true');
    await screen.choose('Note');
    await expect(screen.notice('Annotations can only be added to closed sketches.')).toBeVisible();
    await expect(screen.instrument('Straight line')).toHaveAttribute('aria-pressed', 'true');
  });

  test('crossing lines are refused', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await screen.clickPath([
      [100, 100],
      [250, 100],
      [250, 250],
      [175, 50],
    ]);
    await expect(screen.notice('Lines cannot intersect!')).toBeVisible();
    await expect(screen.perimeter).toHaveText('20 cm');
  });

  test('Select and Delete keep three points on a triangle', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await screen.clickPath([
      [100, 300],
      [250, 300],
      [250, 150],
      [100, 300],
    ]);
    await expect(screen.instrument('Select')).toHaveAttribute('aria-pressed', 'true');
    await screen.clickPath([[250, 150]]);
    await page.keyboard.press('Delete');
    await expect(screen.notice('Cannot have less than 3 points!')).toBeVisible();
    await expect(screen.area).toHaveText('50 cm²');
  });

  test('Select drags a vertex and the area follows', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await screen.clickPath(square(100, 100));
    await expect(screen.area).toHaveText('100 cm²');
    await expect(screen.instrument('Select')).toHaveAttribute('aria-pressed', 'true');
    await screen.drag([250, 250], [280, 250]);
    // The corner 30 px (2 cm) to the right adds a 2 × 10 / 2 cm² triangle.
    await expect(screen.area).toHaveText('110 cm²');
    await expect(screen.perimeter).toHaveText('42.2 cm');
  });

  test('Pan moves the view, and the drawing with it', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await screen.clickPath(square(100, 100));
    const before = (await screen.lineLabel(1).boundingBox())!;
    await screen.choose('Pan');
    await expect(screen.instrument('Pan')).toHaveAttribute('aria-pressed', 'true');
    await screen.drag([400, 400], [430, 420]);
    const after = (await screen.lineLabel(1).boundingBox())!;
    expect(after.x - before.x).toBeCloseTo(30, 0);
    expect(after.y - before.y).toBeCloseTo(20, 0);
    await expect(screen.area).toHaveText('100 cm²');
  });

  test('the arrow keys move the selected vertex one pixel a press', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await screen.clickPath(square(100, 100));
    await screen.clickPath([[250, 100]]);
    for (let i = 0; i < 15; i++) await page.keyboard.press('ArrowRight');
    // The corner 15 px (1 cm) to the right adds a 1 × 10 / 2 cm² triangle.
    await expect(screen.area).toHaveText('105 cm²');
  });
});

test.describe('line length labels', () => {
  test('edits a line length and the area follows; refuses text and a vertex pushed off screen', async ({ page }) => {
    test.slow();
    const screen = drawingScreen(page);
    await screen.open();
    await screen.choose('Rectangle');
    await screen.drag([100, 100], [250, 175]);
    await expect(screen.area).toHaveText('50 cm²');
    const top = screen.lineLabel(1);
    await expect(top).toHaveAccessibleName('Line 1 length 10 cm');

    await top.click();
    await expect(screen.lineLengthBox).toBeFocused();
    await expect(screen.lineLengthBox).toHaveValue('10');
    await screen.lineLengthBox.fill('abc');
    await screen.lineLengthBox.press('Enter');
    await expect(screen.notice('Numeric values only')).toBeVisible();
    await expect(screen.lineLengthBox).toBeVisible();

    await screen.lineLengthBox.fill('20');
    await screen.lineLengthBox.press('Enter');
    await expect(screen.lineLengthBox).toHaveCount(0);
    await expect(screen.area).toHaveText('100 cm²');
    await expect(screen.perimeter).toHaveText('50 cm');
    await expect(screen.lineLabel(1)).toHaveAccessibleName('Line 1 length 20 cm');

    await screen.editLineLength(screen.lineLabel(1), '500');
    await expect(screen.notice('You cannot move a vertex off screen by editing the line length!')).toBeVisible();
    await expect(screen.area).toHaveText('100 cm²');

    // Escape leaves the length as it was.
    await screen.lineLabel(2).click();
    await screen.lineLengthBox.fill('9');
    await screen.lineLengthBox.press('Escape');
    await expect(screen.lineLengthBox).toHaveCount(0);
    await expect(screen.area).toHaveText('100 cm²');
  });

  test('the canvas toggle hides and shows the labels', async ({ page }) => {
    const screen = drawingScreen(page);
    await screen.open();
    await screen.clickPath(square(100, 100));
    await expect(screen.lineLabels).toHaveCount(4);
    await expect(screen.labelsToggle).toHaveAttribute('aria-pressed', 'true');
    await screen.labelsToggle.click();
    await expect(screen.labelsToggle).toHaveAttribute('aria-pressed', 'false');
    await expect(screen.lineLabels).toHaveCount(0);
    await screen.labelsToggle.click();
    await expect(screen.lineLabels).toHaveCount(4);
  });
});

test('the zoom mini-view moves the view to the point clicked', async ({ page }) => {
  const screen = drawingScreen(page);
  await screen.open();
  await screen.clickPath(square(100, 100));
  for (let i = 0; i < 10; i++) await page.keyboard.press('+');
  await expect(page.getByLabel('Zoom level')).toHaveText('200%');
  const before = (await screen.lineLabel(1).boundingBox())!;

  // The mini-view's top-left corner: the view moves as far up and left as it may.
  const frame = (await screen.miniView.boundingBox())!;
  await page.mouse.click(frame.x + 4, frame.y + 4);
  await expect.poll(async () => (await screen.lineLabel(1).boundingBox())!.x).toBeGreaterThan(before.x);
  expect((await screen.lineLabel(1).boundingBox())!.y).toBeGreaterThan(before.y);
  expect(screen.consoleErrors).toEqual([]);
});

// Issue 36: Escape during an unfinished line opened "Clear canvas" with its two red buttons.
test('Escape stops an unfinished line where it is, and only a second Escape asks to clear the canvas', async ({ page }) => {
  const screen = drawingScreen(page);
  await screen.open();
  await screen.clickPath([
    [100, 100],
    [100 + 10 * CELL, 100],
  ]);
  await expect(screen.lineLabels).toHaveText(['10 cm']);
  // The line follows the pointer towards its next point.
  await screen.hover([300, 220]);
  const clearCanvas = page.getByRole('dialog', { name: 'Clear canvas' });

  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  // The first Escape ended the line in progress, so the second is the one that asks.
  await expect(clearCanvas).toBeVisible();
  await clearCanvas.getByRole('button', { name: 'Cancel' }).click();
  await expect(clearCanvas).toBeHidden();
  await expect(screen.lineLabels).toHaveText(['10 cm']);

  // The line goes on from where it stopped.
  await screen.clickPath([[100 + 10 * CELL, 100 + 5 * CELL]]);
  await expect(screen.lineLabels).toHaveText(['10 cm', '5 cm']);
  expect(screen.consoleErrors).toEqual([]);
});
