/**
 * The Mapbox path in Debian's Chromium, against a fake Mapbox that speaks its protocol. Each test
 * starts an app server of its own with a MAPBOX_TOKEN, so the browser loads mapbox-gl, and nothing
 * leaves this machine: mapbox-gl is sent to the fake either through MAPBOX_API_URL or, with Mapbox's
 * own address, by the browser's routing; every other request to another host is refused.
 */
import { type BrowserContext, type Page } from '@playwright/test';
import { accountIn, expect, NEW_ACCOUNT, test } from './fixtures';
import { startAppServer, type AppServer } from './appServer';
import { cspViolations } from './cspViolations';
import { drawingScreen } from './drawingScreen';
import { startFakeMapboxApi, type FakeMapboxApi } from './fakeMapbox';
import { offline } from './offline';

/** Shaped as Mapbox's public tokens are: "pk.", a base64url JSON payload naming the account, a signature. */
const TOKEN = `pk.${Buffer.from(JSON.stringify({ u: 'planimetry-e2e', a: 'fake' })).toString('base64url')}.c2lnbmF0dXJlLW5vdC1jaGVja2Vk`;
/** The hosts mapbox-gl talks to when left at Mapbox's own API address. */
const MAPBOX_HOSTS = ['api.mapbox.com', 'events.mapbox.com'];

/** The style ids `mapbox` was asked for with our token, in order. */
const stylesAsked = (mapbox: FakeMapboxApi) =>
  mapbox.requests
    .filter((request) => request.path.startsWith('/styles/v1/mapbox/') && request.query.access_token === TOKEN)
    .map((request) => request.path.split('/').at(-1));

/** `METHOD /path` of each distinct request mapbox-gl made (the server's geocoding left out). */
const mapboxGlRequests = (mapbox: FakeMapboxApi) =>
  [...new Set(mapbox.requests.filter((request) => !request.path.startsWith('/geocoding/')).map((request) => `${request.method} ${request.path}`))].sort();

/** Logs a new account of `server` in, in `context`. */
async function logIn(context: BrowserContext, server: AppServer): Promise<void> {
  await accountIn(context, server.url, { ...NEW_ACCOUNT, label: 'mapbox' }, server.dataDir);
}

/** Opens the drawing screen of `server` and shows the map until it is drawn; answers the map chunks the page loaded. */
async function showMap(page: Page, server: AppServer) {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/assets\/(mapboxView|maplibreView)-/.exec(request.url())?.[1];
    if (chunk) chunks.push(chunk);
  });
  const screen = drawingScreen(page);
  await screen.open(`${server.url}/`);
  await screen.helpCard('Welcome to Planimetry').getByRole('button', { name: 'Skip help' }).click();
  expect(chunks, 'no map engine before the map is shown').toEqual([]);
  await screen.openMenu();
  await screen.menuItem('Show map').click();
  const ready = page.locator('.map-layer[data-map-status="ready"]');
  await expect(ready).toBeVisible({ timeout: 20_000 });
  return { screen, chunks, ready };
}

// Each test logs in on a server of its own, not the shared one.
test.use({ accountOptions: null });

test.describe('with MAPBOX_API_URL at the fake', () => {
  let mapbox: FakeMapboxApi;
  let server: AppServer;

  test.beforeAll(async () => {
    mapbox = await startFakeMapboxApi();
    server = await startAppServer({ MAPBOX_TOKEN: TOKEN, MAPBOX_API_URL: mapbox.url });
  });

  test.afterAll(async () => {
    await server?.stop();
    await mapbox?.close();
  });

  test('the map is mapbox-gl on Mapbox styles, offers every map type, and searches with Mapbox geocoding', async ({ page, context }) => {
    test.setTimeout(60_000);
    await logIn(context, server);
    const outside = await offline(page);
    const violations = await cspViolations(page);

    const { screen, chunks, ready } = await showMap(page, server);
    expect(chunks).toContain('mapboxView');
    expect(chunks).not.toContain('maplibreView');
    expect(stylesAsked(mapbox)).toEqual(['streets-v12']);

    // Mapbox has a source for every map type.
    const types = page.getByRole('radiogroup', { name: 'Map type' });
    for (const name of ['Map', 'Hybrid', 'Satellite']) await expect(types.getByRole('radio', { name })).toBeEnabled();
    await expect(types.getByRole('radio', { name: 'Map' })).toBeChecked();
    await types.getByRole('radio', { name: 'Satellite' }).check();
    await expect.poll(() => stylesAsked(mapbox)).toEqual(['streets-v12', 'satellite-v9']);
    await expect(ready).toBeVisible({ timeout: 20_000 });

    // The places come from the fake's Geocoding v5 answer (the gazetteer has no "Denver Street").
    const search = page.getByRole('combobox', { name: 'Search places' });
    await search.fill('Denver');
    const places = page.getByRole('listbox', { name: 'Places' }).getByRole('option');
    await expect(places).toHaveText(['Denver, Colorado, United States', 'Denver Street, Los Angeles, California 90001, United States']);
    await search.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Latitude' })).toHaveValue('39.739200');
    await expect(page.getByRole('textbox', { name: 'Longitude' })).toHaveValue('-104.984700');
    const geocoding = mapbox.requests.filter((request) => request.path.startsWith('/geocoding/v5/mapbox.places/'));
    expect(geocoding.length).toBeGreaterThan(0);
    expect(geocoding.every((request) => request.query.access_token === TOKEN)).toBe(true);

    // At an address not Mapbox's own, mapbox-gl sends no telemetry: only the two styles were asked.
    expect(mapboxGlRequests(mapbox)).toEqual(['GET /styles/v1/mapbox/satellite-v9', 'GET /styles/v1/mapbox/streets-v12']);
    expect(outside).toEqual([]);
    // The page's CSP allows the fake's origin, and mapbox-gl's blob: worker inherits it.
    expect(violations).toEqual([]);
    expect(screen.consoleErrors).toEqual([]);
  });
});

test.describe("with Mapbox's own address", () => {
  let mapbox: FakeMapboxApi;
  let server: AppServer;

  test.beforeAll(async () => {
    mapbox = await startFakeMapboxApi();
    // No MAPBOX_API_URL: the server would geocode at api.mapbox.com itself, so this test never searches.
    server = await startAppServer({ MAPBOX_TOKEN: TOKEN });
  });

  test.afterAll(async () => {
    await server?.stop();
    await mapbox?.close();
  });

  test("mapbox-gl loads Mapbox's style and sends its telemetry, each answered as Mapbox answers", async ({ page, context }) => {
    test.setTimeout(60_000);
    await logIn(context, server);
    // Registered after offline(), so it is asked first: Mapbox's hosts are answered by the fake.
    const outside = await offline(page);
    const violations = await cspViolations(page);
    const routed: string[] = [];
    await context.route(
      (url) => MAPBOX_HOSTS.includes(url.hostname),
      async (route) => {
        const request = route.request();
        const url = new URL(request.url());
        routed.push(`${request.method()} ${url.hostname}${url.pathname}`);
        const answer = await fetch(`${mapbox.url}${url.pathname}${url.search}`, { method: request.method(), body: request.postData() ?? undefined });
        await route.fulfill({ status: answer.status, headers: Object.fromEntries(answer.headers), body: Buffer.from(await answer.arrayBuffer()) });
      },
    );

    const { screen, chunks } = await showMap(page, server);
    expect(chunks).toContain('mapboxView');
    expect(stylesAsked(mapbox)).toEqual(['streets-v12']);
    // After the load, mapbox-gl reports it (events) and opens a map session.
    await expect.poll(() => mapboxGlRequests(mapbox), { timeout: 10_000 }).toEqual(['GET /map-sessions/v1', 'GET /styles/v1/mapbox/streets-v12', 'POST /events/v2']);
    expect(new Set(routed)).toEqual(new Set(['GET api.mapbox.com/styles/v1/mapbox/streets-v12', 'POST events.mapbox.com/events/v2', 'GET api.mapbox.com/map-sessions/v1']));
    const session = mapbox.requests.find((request) => request.path === '/map-sessions/v1');
    expect(session?.query).toMatchObject({ access_token: TOKEN, sku: expect.stringMatching(/^101\w+$/) });
    // Each telemetry POST is a JSON array of events; the load events go separately from the session.
    const events = () =>
      mapbox.requests
        .filter((request) => request.path === '/events/v2')
        .flatMap((request) => (JSON.parse(request.body) as { event: string }[]).map(({ event }) => `${event} ${request.query.access_token === TOKEN}`));
    await expect.poll(events).toEqual(expect.arrayContaining(['style.load true', 'map.load true']));

    expect(outside).toEqual([]);
    // Mapbox's API and telemetry hosts are allowed by the page's CSP.
    expect(violations).toEqual([]);
    expect(screen.consoleErrors).toEqual([]);
  });
});
