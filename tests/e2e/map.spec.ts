/**
 * The map view in Debian's Chromium with no network: every request that leaves localhost is
 * refused and recorded, so the offline basemap, the gazetteer search and the geodesic results
 * are shown to work with nothing from outside.
 */
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, NEW_ACCOUNT, test } from './fixtures';
import { drawingScreen, numberIn } from './drawingScreen';
import { offline } from './offline';
import { imagePixels } from './imagePixels';
import { expectSaveSaysSaved } from './saveOpenDialog';

const FIXTURES = new URL('../../../shared/fixtures/geodesic/', import.meta.url).pathname;
/** The README's ellipsoidal area of colorado.geojson (GeographicLib, WGS84), in km² as the panel shows it by default. */
const COLORADO_KM2 = 269_576_739_131 / 1e6;

test.use({ accountOptions: { ...NEW_ACCOUNT, label: 'map' } });

function mapControls(page: Page) {
  const panel = page.getByRole('region', { name: 'Map', exact: true });
  return {
    panel,
    search: page.getByRole('combobox', { name: 'Search places' }),
    latitude: page.getByRole('textbox', { name: 'Latitude' }),
    longitude: page.getByRole('textbox', { name: 'Longitude' }),
    type: page.getByRole('radiogroup', { name: 'Map type' }),
    areaUnit: page.getByRole('combobox', { name: 'Area unit' }),
    importGeoJson: page.getByLabel('Import GeoJSON'),
    exportGeoJson: page.getByRole('button', { name: 'Export GeoJSON' }),
    method: page.getByRole('region', { name: 'Results' }).getByText('geodesic (WGS84)'),
    /** The map has drawn its view (tiles and labels) under the canvas. */
    ready: page.locator('.map-layer[data-map-status="ready"]'),
  };
}

async function showMap(page: Page) {
  const screen = drawingScreen(page);
  await screen.open();
  await screen.helpCard('Welcome to Planimetry').getByRole('button', { name: 'Skip help' }).click();
  await screen.openMenu();
  await screen.menuItem('Show map').click();
  await expect(screen.notice('Grid scale locked to map scale!')).toBeVisible();
  const map = mapControls(page);
  await expect(map.ready).toBeVisible({ timeout: 20_000 });
  return { screen, map };
}

/**
 * What the map engine's canvas (under the drawing's) shows, counted pixel by pixel: `names`, the
 * near-black pixels of place labels and their dots (the land and sea are pale); `border`, the most
 * grey pixels of the border colours in one column or row, so a border line across the view counts
 * and the greys at the edges of letters do not. The canvas keeps its drawing buffer (documents'
 * previews read it too), so it can be copied.
 */
async function mapPixels(page: Page): Promise<{ names: number; border: number; height: number; width: number }> {
  return page.locator('.map-container canvas').evaluate((canvas: HTMLCanvasElement) => {
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d')!;
    context.drawImage(canvas, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const columns = new Array<number>(canvas.width).fill(0);
    const rows = new Array<number>(canvas.height).fill(0);
    let names = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      const brightest = Math.max(r, g, b);
      if (brightest < 90) names += 1;
      else if (brightest >= 120 && brightest <= 190 && Math.abs(r - b) < 30) {
        const pixel = i / 4;
        columns[pixel % canvas.width]! += 1;
        rows[Math.floor(pixel / canvas.width)]! += 1;
      }
    }
    return { names, border: Math.max(...columns, ...rows), height: canvas.height, width: canvas.width };
  });
}

test.describe('the map view', () => {
  test('loads the map only when asked, finds Denver by name, takes typed coordinates and measures a rectangle on the ellipsoid', async ({ page }) => {
    test.setTimeout(60_000);
    const outside = await offline(page);
    const engineRequests: string[] = [];
    page.on('request', (request) => /maplibre|mapbox/i.test(request.url()) && engineRequests.push(request.url()));

    const screen = drawingScreen(page);
    await screen.open();
    expect(engineRequests, 'the map engine is not in the first bundle').toEqual([]);

    const { map } = await showMap(page);
    expect(engineRequests.length).toBeGreaterThan(0);
    await screen.openMenu();
    await expect(screen.menuItem('Hide map')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(map.latitude).toHaveValue('38.754083');
    await expect(map.longitude).toHaveValue('-101.337891');
    await expect(map.type.getByRole('radio', { name: 'Map' })).toBeChecked();
    await expect(map.type.getByRole('radio', { name: 'Satellite' })).toBeDisabled();

    // Search with autocomplete: the exact city comes first.
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/geocode') searches.push(url.searchParams.get('q') ?? '');
    });
    await map.search.fill('Denver');
    await expect(page.getByRole('listbox', { name: 'Places' }).getByRole('option').first()).toHaveText(/^Denver, Colorado/);
    // From here the page's timers run on Playwright's clock, so the search's pause is run through, not waited out.
    await page.clock.install();
    await map.search.press('Enter');
    await expect.poll(async () => Number(await map.latitude.inputValue())).toBeCloseTo(39.74, 1);
    expect(Number(await map.longitude.inputValue())).toBeCloseTo(-104.99, 1);
    await expect(map.search).toHaveValue(/^Denver, Colorado/);
    // The chosen place's label fills the box without a search of its own (the search waits 150 ms for typing to settle).
    await page.clock.runFor(500);
    expect(searches).toEqual(['Denver']);

    // Typed coordinates move the map; a latitude out of range is ignored.
    await map.latitude.fill('40.015');
    await map.longitude.fill('-105.2705');
    await map.longitude.press('Enter');
    await map.latitude.blur();
    await expect(map.latitude).toHaveValue('40.015000');
    await expect(map.longitude).toHaveValue('-105.270500');
    await map.latitude.fill('95');
    await map.latitude.press('Enter');
    await expect(map.latitude).toHaveAttribute('aria-invalid', 'true');
    await map.latitude.blur();
    await expect(map.latitude).toHaveValue('40.015000');

    // A rectangle on the map: its area is measured along geodesics, in the map's units.
    await screen.choose('Rectangle');
    await screen.drag([300, 200], [500, 350]);
    await expect(map.method).toBeVisible();
    await expect(screen.area).toHaveText(/ km²$/);
    // At map zoom 11 a Web Mercator pixel spans 40,075 km × cos(latitude) / (512 × 2¹¹) of ground,
    // about 29.3 m here: the 200 × 150 px rectangle is about 5.85 × 4.39 km.
    const metresPerPixel = (40_075_016.686 * Math.cos((40.015 * Math.PI) / 180)) / (512 * 2 ** 11);
    const expectedKm2 = (200 * metresPerPixel * 150 * metresPerPixel) / 1e6;
    const area = await numberIn(screen.area);
    expect(Math.abs(area - expectedKm2) / expectedKm2).toBeLessThan(0.01);
    await map.areaUnit.selectOption('ha');
    await expect(screen.area).toHaveText(/ ha$/);
    expect(await numberIn(screen.area)).toBeCloseTo(area * 100, -1);
    const side = (await screen.lineLabels.first().textContent()) ?? '';
    expect(side).toMatch(/ km$/);

    // The wand refuses the map.
    await screen.choose('Magic wand');
    await expect(screen.notice('Magic Wand can not be used on maps')).toBeVisible();

    // M asks before hiding a map with a drawing on it; Cancel keeps both.
    await screen.canvas.focus();
    await page.keyboard.press('m');
    const confirm = page.getByRole('dialog', { name: 'Hide the map?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(map.panel).toBeVisible();
    expect(await numberIn(screen.area)).toBeCloseTo(area * 100, -1);

    expect(outside).toEqual([]);
    expect(screen.consoleErrors).toEqual([]);
  });

  test('the header says about what one square of the screen measures at the view\'s centre, after zooming in', async ({ page }) => {
    const { screen } = await showMap(page);
    await screen.unit.selectOption('m');
    for (let level = 7; level <= 10; level++) {
      await screen.button('Zoom in').click();
      await expect(page.getByLabel('Zoom level')).toHaveText(`Map ${level}.0`);
    }
    // The box is approximate on the map, and says so.
    await expect(screen.scale).toHaveAccessibleName('Scale, approximately, at the centre of the view');
    const square = Number(await screen.scale.inputValue());

    // Ten squares (150 px) across the centre of the stage measure ten times what the box says.
    const box = (await screen.canvas.boundingBox())!;
    const [x, y] = [Math.round(box.width / 2), Math.round(box.height / 2)];
    await screen.clickPath([
      [x - 75, y],
      [x + 75, y],
    ]);
    const tenSquares = await numberIn(screen.perimeter);
    expect(Math.abs(tenSquares / (10 * square) - 1)).toBeLessThan(0.005);
    expect(screen.consoleErrors).toEqual([]);
  });

  test('the measurements CSV of a drawing on the map in acres names the column area_ac, not area_a (ares)', async ({ page }) => {
    const { screen, map } = await showMap(page);
    await screen.choose('Rectangle');
    await screen.drag([300, 200], [500, 350]);
    await map.areaUnit.selectOption('a');
    await expect(screen.area).toHaveText(/ acre$/);
    const header = (await screen.exportCsv()).split('\r\n')[0]!.split(',');
    expect(header).toContain('area_ac');
    expect(header).not.toContain('area_a');
  });

  test('imports Colorado from GeoJSON at its ellipsoidal area, keeps it through pan and zoom, exports and re-imports it', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const outside = await offline(page);
    const { screen, map } = await showMap(page);

    await map.importGeoJson.setInputFiles(`${FIXTURES}colorado.geojson`);
    await expect(screen.area).not.toHaveText('—');
    const imported = await numberIn(screen.area);
    expect(Math.abs(imported - COLORADO_KM2) / COLORADO_KM2).toBeLessThan(1e-4);
    await expect(map.method).toBeVisible();

    // Pan and zoom move the view and the map, never the drawing on the ground.
    await screen.choose('Pan');
    await screen.drag([400, 300], [250, 220]);
    await screen.button('Zoom in').click();
    await expect(page.getByLabel('Zoom level')).not.toHaveText('Map 6.0');
    const box = (await screen.canvas.boundingBox())!;
    await page.mouse.move(box.x + 300, box.y + 250);
    await page.mouse.wheel(0, 200);
    await expect(map.ready).toBeVisible();
    expect(await numberIn(screen.area)).toBe(imported);

    // Export, then clear the drawing by turning the map off and on, and import the export.
    const downloading = page.waitForEvent('download');
    await map.exportGeoJson.click();
    const download = await downloading;
    const saved = testInfo.outputPath('exported.geojson');
    await download.saveAs(saved);
    const exported = JSON.parse(readFileSync(saved, 'utf8')) as { features: { properties: { area_m2: number } }[] };
    expect(exported.features).toHaveLength(1);
    expect(Math.abs(exported.features[0]!.properties.area_m2 / 1e6 - COLORADO_KM2) / COLORADO_KM2).toBeLessThan(1e-4);

    // KML carries the same layer and measures.
    const kmlDownloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export KML' }).click();
    const kml = await kmlDownloading;
    expect(kml.suggestedFilename()).toMatch(/\.kml$/);
    const kmlPath = testInfo.outputPath('exported.kml');
    await kml.saveAs(kmlPath);
    const kmlText = readFileSync(kmlPath, 'utf8');
    expect(kmlText.match(/<Placemark>/g)).toHaveLength(1);
    const kmlArea = Number(/<Data name="area_m2"><value>([\d.]+)<\/value>/.exec(kmlText)?.[1]);
    expect(kmlArea).toBe(exported.features[0]!.properties.area_m2);

    await screen.openMenu();
    await screen.menuItem('Hide map').click();
    await page.getByRole('dialog', { name: 'Hide the map?' }).getByRole('button', { name: 'Hide map' }).click();
    await expect(map.panel).toBeHidden();
    await screen.openMenu();
    await screen.menuItem('Show map').click();
    await expect(screen.area).toHaveText('—');
    await map.importGeoJson.setInputFiles(saved);
    await expect(screen.area).not.toHaveText('—');
    expect(await numberIn(screen.area)).toBe(imported);

    // A file that is not GeoJSON is refused and changes nothing.
    await map.importGeoJson.setInputFiles({ name: 'broken.geojson', mimeType: 'application/geo+json', buffer: Buffer.from('{"type": "Feature", ') });
    await expect(screen.notice('The file is not valid JSON')).toBeVisible();
    expect(await numberIn(screen.area)).toBe(imported);

    expect(outside).toEqual([]);
    expect(screen.consoleErrors).toEqual([]);
  });

  test('a map drawing saved as a document reopens on the map, at the same place and with the same area', async ({ page }) => {
    test.setTimeout(120_000);
    const outside = await offline(page);
    const { screen, map } = await showMap(page);
    await map.importGeoJson.setInputFiles(`${FIXTURES}luxembourg.geojson`);
    await expect(screen.area).not.toHaveText('—');
    const area = await screen.area.textContent();
    const latitude = await map.latitude.inputValue();
    const longitude = await map.longitude.inputValue();

    const files = page.getByRole('dialog', { name: 'Save / Open' });
    await screen.openMenu();
    await screen.menuItem('Save').click();
    await files.getByRole('textbox', { name: 'File name' }).fill('Luxembourg');
    await expectSaveSaysSaved(files);
    // The preview shows the map under the drawing: its corner is the basemap's colour, not the page's white.
    const preview = files.getByRole('option', { name: 'Luxembourg', exact: true }).locator('img');
    await expect(preview).toBeVisible();
    const { width, data } = await imagePixels(preview);
    const corner = (1 * width + 1) * 4;
    expect(data.slice(corner, corner + 3)).not.toEqual([255, 255, 255]);
    await files.getByRole('button', { name: 'Close', exact: true }).click();

    // A fresh page starts on the grid; opening the document brings the map back.
    await page.reload();
    await expect(screen.canvas).toBeVisible();
    await expect(map.panel).toBeHidden();
    await screen.openMenu();
    await screen.menuItem('Open').click();
    await files.getByRole('option', { name: 'Luxembourg', exact: true }).click();
    await files.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(files).toBeHidden();
    await expect(map.ready).toBeVisible({ timeout: 20_000 });
    await expect(screen.area).toHaveText(area!);
    await expect(map.latitude).toHaveValue(latitude);
    await expect(map.longitude).toHaveValue(longitude);
    await expect(map.method).toBeVisible();

    expect(outside).toEqual([]);
    expect(screen.consoleErrors).toEqual([]);
  });

  test('on a default install the panel says what the offline map holds and how imagery is added, names places and draws borders at city zoom, and shows an imported GeoJSON at once', async ({ page }) => {
    test.setTimeout(60_000);
    const outside = await offline(page);
    const { screen, map } = await showMap(page);

    // What the map holds, plainly, and no developer's message about Satellite.
    await expect(map.panel).toContainText(
      'This offline map shows country and US state borders, and the names of places of 10,000 people or more. It has no streets, buildings or aerial photos to trace.',
    );
    await expect(map.type.getByRole('radio', { name: 'Satellite' })).toBeDisabled();
    await expect(map.type).toHaveAccessibleDescription('Satellite and Hybrid need aerial photos, which this server does not have yet.');
    await expect(map.panel).not.toContainText(/MAPBOX_TOKEN|MAP_SATELLITE_TILES/);

    // The link opens the help page's "Map imagery" section in a new tab, with the operator's settings and the README section named.
    const opening = page.waitForEvent('popup');
    await map.panel.getByRole('link', { name: 'How to add map imagery' }).click();
    const help = await opening;
    await expect(help).toHaveURL(/\/help#map-imagery$/);
    const section = help.getByRole('region', { name: 'Map imagery' });
    await expect(section.getByRole('heading', { name: 'Map imagery' })).toBeInViewport();
    for (const setting of ['MAP_SATELLITE_TILES', 'MAP_PMTILES', 'MAPBOX_TOKEN']) await expect(section.getByText(setting, { exact: true })).toBeVisible();
    await expect(section).toContainText("The README's section “Map imagery”");
    await help.close();

    // At city zoom on the Texas–Arkansas line, Texarkana (about 36,000 people) is named and the state border drawn.
    await map.search.fill('Texarkana');
    await expect(page.getByRole('listbox', { name: 'Places' }).getByRole('option').first()).toHaveText(/^Texarkana, /);
    await map.search.press('Enter');
    await expect(page.getByLabel('Zoom level')).toHaveText('Map 11.0');
    await expect.poll(async () => (await mapPixels(page)).names, { timeout: 15_000 }).toBeGreaterThan(50);
    const pixels = await mapPixels(page);
    expect(pixels.border).toBeGreaterThan(Math.min(pixels.width, pixels.height) / 4);

    // A GeoJSON imported over a drawing shows at once: its own layer becomes the current one, with no pan or zoom.
    await screen.choose('Rectangle');
    await screen.drag([300, 200], [500, 350]);
    await expect(screen.area).toHaveText(/ km²$/);
    await map.importGeoJson.setInputFiles(`${FIXTURES}colorado.geojson`);
    await expect(screen.layer(2)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => numberIn(screen.area)).toBeCloseTo(COLORADO_KM2, -2);
    await expect(screen.lineLabels).toHaveCount(40);

    expect(outside).toEqual([]);
    expect(screen.consoleErrors).toEqual([]);
  });

  test('when the map cannot be loaded the page says so, and drawings on the map are still measured on the ellipsoid', async ({ page }) => {
    const outside = await offline(page);
    // The server fails to hand out the map's configuration.
    await page.route('**/api/map/config', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"broken"}' }));
    const screen = drawingScreen(page);
    await screen.open();
    await screen.helpCard('Welcome to Planimetry').getByRole('button', { name: 'Skip help' }).click();
    await screen.openMenu();
    await screen.menuItem('Show map').click();
    await expect(page.getByRole('status').filter({ hasText: 'The map could not be loaded' })).toBeVisible();
    const map = mapControls(page);
    await expect(map.type.getByRole('radio', { name: 'Map' })).toBeChecked();

    await screen.choose('Rectangle');
    await screen.drag([300, 200], [500, 350]);
    await expect(map.method).toBeVisible();
    await expect(screen.area).toHaveText(/ km²$/);
    expect(outside).toEqual([]);
  });
});
