/**
 * Notices never cover an offer that needs an answer (issue 16, item 9): the PDF's stated scale is
 * offered while "Image uploaded successfully" still shows, and both can be read and used at once.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { drawingScreen } from './drawingScreen';

const FIXTURES = '../shared/fixtures';
/** pdf.js loads its worker on the first PDF, on shared machines. */
const PDF_WAIT = { timeout: 20_000 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** Imports the PDF, then checks the notice and the offer side by side, on screen, and uses the offer at once. */
async function expectOfferStaysUsable(page: Page) {
  const screen = drawingScreen(page);
  await screen.open();
  await page.getByLabel('Import file', { exact: true }).setInputFiles(`${FIXTURES}/pdf/issue20232.pdf`);
  const notice = screen.notice('Image uploaded successfully');
  await expect(notice).toBeVisible(PDF_WAIT);
  const offer = page.getByRole('region', { name: 'Scale from the PDF' });
  await expect(offer).toContainText('This page says Scale 1:1');

  const [a, b] = [await box(notice), await box(offer)];
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps, `notice ${JSON.stringify(a)} over offer ${JSON.stringify(b)}`).toBe(false);
  const viewport = page.viewportSize()!;
  for (const shown of [a, b]) {
    expect(shown.x).toBeGreaterThanOrEqual(0);
    expect(shown.x + shown.width).toBeLessThanOrEqual(viewport.width);
  }
  // Used at once, while the notice still shows: the click reaches the button.
  // The boxes above prove nothing covers it; the click's own hit test proves it again. A loaded
  // machine may still be settling the offer's entrance, so the click waits for it to be stable.
  await offer.getByRole('button', { name: 'Use scale 1:1' }).click({ timeout: 10_000 });
  await expect(offer).toBeHidden();
  await expect(screen.unit).toHaveValue('mm');
}

test('the upload notice does not cover the PDF scale offer', async ({ page }) => {
  test.setTimeout(60_000);
  await expectOfferStaysUsable(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the notice and the offer stack in one column across the narrow screen', async ({ page }) => {
    test.setTimeout(60_000);
    await expectOfferStaysUsable(page);
  });
});
