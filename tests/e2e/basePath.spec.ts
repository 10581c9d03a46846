/**
 * The whole app under a base path (spec accounts §2, "A base path applies to the whole app"): a
 * server of its own started with BASE_PATH=/planimetry, as behind a proxy that gives the host's
 * other paths to other sites. A person signs in, imports an image, draws, saves, opens the saved
 * document after a reload and reads the help, and the page never asks for anything of ours outside
 * the base path: its scripts, the API, the live socket, the stored image, the previews.
 */
import { ACCESS_TOKEN_COOKIE } from '../../src/shared/api';
import { startAppServer, type AppServer } from './appServer';
import { drawingScreen } from './drawingScreen';
import { addressAt } from './e2eAccounts';
import { accountIn, expect, test } from './fixtures';
import { drawOverImportedImage, inkedMiniView, saveOpenDialog } from './saveOpenDialog';

const BASE_PATH = '/planimetry';

let server: AppServer;

test.beforeAll(async () => {
  server = await startAppServer({ BASE_PATH });
});

test.afterAll(async () => {
  await server.stop();
});

test.use({ accountOptions: null });

/** Whether `url` asks the server for something outside the base path (a page's own blob: is not asked of it). */
const outsideBasePath = (url: string) => {
  const { protocol, origin, pathname } = new URL(url);
  return protocol === 'http:' && origin === server.url && pathname !== BASE_PATH && !pathname.startsWith(`${BASE_PATH}/`);
};

test('under BASE_PATH a person signs in, imports, draws, saves and opens again, and nothing is asked for outside it', async ({ page, context }) => {
  test.setTimeout(90_000);
  const app = `${server.url}${BASE_PATH}`;
  const outside: string[] = [];
  page.on('request', (request) => {
    if (outsideBasePath(request.url())) outside.push(request.url());
  });
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));

  await accountIn(context, app, {}, server.dataDir);
  // The session cookie belongs to the app's path only, not to the host's other sites.
  const cookie = (await context.cookies(app)).find((each) => each.name === ACCESS_TOKEN_COOKIE);
  expect(cookie?.path).toBe(BASE_PATH);

  const screen = drawingScreen(page);
  await page.goto(`${app}/`);
  await expect(page.getByRole('application', { name: 'Drawing canvas' })).toBeVisible();
  const shown = await drawOverImportedImage(page, screen);

  const files = saveOpenDialog(page);
  await files.show();
  await files.fileName.fill('Yard');
  await files.button('Save').click();
  await expect(files.item('Yard')).toBeVisible();
  // The preview is an image the server keeps: it loads from under the base path.
  await expect.poll(() => files.item('Yard').locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await files.button('Close').click();

  // A deep link loads the app's scripts from under the base path; the document opens with its image.
  await page.goto(`${app}/help`);
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  await page.goto(`${app}/`);
  await expect(page.getByRole('application', { name: 'Drawing canvas' })).toBeVisible();
  await files.show();
  await files.item('Yard').click();
  await files.button('Open').click();
  await expect(files.dialog).toBeHidden();
  await expect(page.getByLabel('Document name')).toHaveText('Yard');
  await expect(screen.notice(/image of this document was not kept/)).toHaveCount(0);
  await expect.poll(async () => (await inkedMiniView(page)).inked).toBeGreaterThan(shown * 0.8);

  // The live socket is under the base path too.
  expect(sockets.length).toBeGreaterThan(0);
  expect(sockets.every((path) => path.startsWith(`${BASE_PATH}/socket.io/`))).toBe(true);
  expect(outside).toEqual([]);
  expect(screen.consoleErrors).toEqual([]);
});

test('outside BASE_PATH the host answers nothing of the app, and its root leads a browser to it', async ({ request }) => {
  const root = await request.get(`${server.url}/`, { headers: { accept: 'text/html' }, maxRedirects: 0 });
  expect(root.status()).toBe(302);
  expect(root.headers().location).toBe(`${BASE_PATH}/`);
  for (const path of ['/api/health', '/login', '/assets/index.js', '/socket.io/?EIO=4&transport=polling', `${BASE_PATH}-other/api/health`]) {
    const response = await request.get(`${server.url}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
  const health = await request.get(addressAt(`${server.url}${BASE_PATH}`, '/api/health'));
  expect(health.status()).toBe(200);
  // Every page names its base path, and its scripts are addressed from the root under it: those the
  // router answers, a blog post with its own head, and the pages the mailed links open.
  for (const path of ['/help/scale', '/blog/curves-and-irregular-shapes', `/verify/${'x'.repeat(43)}`, `/confirm-email/${'x'.repeat(43)}`]) {
    const page = await (await request.get(`${server.url}${BASE_PATH}${path}`, { headers: { accept: 'text/html' } })).text();
    expect(page, path).toContain(`<meta name="planimetry-base-path" content="${BASE_PATH}" />`);
    expect(page, path).toMatch(new RegExp(`src="${BASE_PATH}/assets/index-[\\w-]+\\.js"`));
  }
});
