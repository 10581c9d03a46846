import { type Page } from '@playwright/test';
import { expect, NEW_ACCOUNT, test } from './fixtures';
import { drawingScreen } from './drawingScreen';

// Labels and layers change the user's drawing state: start each test from fresh settings.
test.use({ accountOptions: { ...NEW_ACCOUNT, label: 'labels-results' } });

/** A 300 × 300 px PNG, white with a black disc of radius 120 px in its middle, made by the browser. */
async function discImage(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 300;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 300, 300);
    context.fillStyle = '#000';
    context.beginPath();
    context.arc(150, 150, 120, 0, 2 * Math.PI);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test.describe('labels after a traced outline, and the results as terms and values', () => {
  test('a wand outline of more than 12 edges goes unlabelled, a square on the next layer shows its lengths', async ({ page }) => {
    // An import, a wand click and two layers' labels: about 40 s beside another browser here, so twice
    // that for the two-core CI machine.
    test.setTimeout(120_000);
    const screen = drawingScreen(page);
    await screen.open();
    await page.getByLabel('Import file', { exact: true }).setInputFiles({ name: 'disc.png', mimeType: 'image/png', buffer: await discImage(page) });
    await expect(screen.notice('Image uploaded successfully')).toBeVisible({ timeout: 20_000 });

    // The wand inside the disc traces a round outline of many short edges.
    // An import is fitted and centred in the view (issue 16 item 3): the disc is at the canvas's middle.
    await screen.choose('Magic wand');
    const canvasBox = (await screen.canvas.boundingBox())!;
    await screen.clickPath([[Math.round(canvasBox.width / 2), Math.round(canvasBox.height / 2)]]);
    const panel = page.getByRole('region', { name: 'Magic wand' });
    await expect(panel.getByRole('status', { name: 'Selected area' })).toHaveAttribute('aria-busy', 'false');
    await panel.getByRole('button', { name: 'Confirm selection' }).click();
    await expect(screen.instrument('Select')).toHaveAttribute('aria-pressed', 'true');
    await expect(screen.lineLabels).toHaveCount(0);
    await expect(screen.labelsToggle).toHaveAttribute('aria-pressed', 'true');

    // A square on a new layer: its four lengths show without touching the Labels toggle.
    await screen.button('Add layer').click();
    await page.keyboard.press('r');
    await expect(screen.instrument('Rectangle')).toHaveAttribute('aria-pressed', 'true');
    await screen.drag([400, 100], [500, 200], { shift: true });
    await expect(screen.lineLabels).toHaveCount(4);

    // The toggle, off and on again, shows the outline's labels too: more than 12 of them.
    await screen.layer(1).click();
    await screen.labelsToggle.click();
    await expect(screen.lineLabels).toHaveCount(0);
    await screen.labelsToggle.click();
    await expect.poll(() => screen.lineLabels.count()).toBeGreaterThan(12);

    // The results: each label a term, each value a definition named by it, never wrapped.
    await screen.button('Show all layers').click();
    await expect(screen.results.getByRole('term').filter({ hasText: /^Total perimeter$/ })).toHaveCount(1);
    // The value, labelled by its term: a definition of its own, not part of the term's text.
    const total = screen.result('Total perimeter');
    await expect(total).toHaveRole('definition');
    await expect(total).toHaveText(/^[\d,]+(\.\d+)? [a-z]+$/);
    await expect(total).toHaveCSS('white-space', 'nowrap');
    await expect(screen.results.getByRole('definition').filter({ hasText: await total.innerText() })).toHaveCount(1);
  });
});
