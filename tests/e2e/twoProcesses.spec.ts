/**
 * Issue 21: several server processes are one server. Two processes of the built server on one
 * PostgreSQL database and Redis, each with its own DATA_DIR (as on two machines): an image a person
 * imports and saves through the first opens with the document through the second, logged in by the
 * same cookie.
 */
import { randomBytes } from 'node:crypto';
import { accountIn, expect, NEW_ACCOUNT, test } from './fixtures';
import pg from 'pg';
import { startAppServer, type AppServer } from './appServer';
import { drawingScreen } from './drawingScreen';
import { drawOverImportedImage, inkedMiniView, saveOpenDialog } from './saveOpenDialog';

/** The local PostgreSQL server, as the unit tests find it (src/server/testing/databases.ts). */
const POSTGRES_CANDIDATES = process.env.TEST_DATABASE_URL
  ? [process.env.TEST_DATABASE_URL]
  : ['postgres://postgres@127.0.0.1:5432/test', 'postgres://root@127.0.0.1:5432/test'];
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Runs `sql` on the first candidate server that answers; answers that server's URL. */
async function onPostgres(sql: string, url?: string): Promise<string> {
  let lastError: unknown;
  for (const candidate of url ? [url] : POSTGRES_CANDIDATES) {
    const client = new pg.Client({ connectionString: candidate, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query(sql);
      return candidate;
    } catch (error) {
      lastError = error;
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  throw lastError;
}

// The test logs in on servers of its own, not the shared one.
test.use({ accountOptions: null });

test('an image saved through one server process opens with its document through the other', async ({ browser }) => {
  test.setTimeout(120_000);
  const database = `planimetry_e2e_${randomBytes(6).toString('hex')}`;
  const server = await onPostgres(`create database ${database}`);
  const databaseUrl = Object.assign(new URL(server), { pathname: `/${database}` }).toString();
  const processes: AppServer[] = [];
  const context = await browser.newContext();
  try {
    // One after the other: the first migrates the new database.
    for (let index = 0; index < 2; index += 1) processes.push(await startAppServer({ DATABASE_URL: databaseUrl, REDIS_URL }));
    const [first, second] = processes as [AppServer, AppServer];

    await accountIn(context, first.url, { ...NEW_ACCOUNT, label: 'two-processes' }, first.dataDir);
    const page = await context.newPage();
    await page.goto(first.url);
    const screen = drawingScreen(page);
    const shown = await drawOverImportedImage(page, screen);
    const files = saveOpenDialog(page);
    await files.show();
    await files.fileName.fill('Yard');
    const kept = page.waitForResponse((response) => response.url() === `${first.url}/api/images` && response.request().method() === 'POST');
    await files.button('Save').click();
    expect((await kept).status()).toBe(200);
    await expect(files.item('Yard')).toBeVisible();
    await files.button('Close').click();

    // The second process: its own DATA_DIR holds no upload, yet it serves the one the first kept.
    const elsewhere = await context.newPage();
    await elsewhere.goto(second.url);
    const there = drawingScreen(elsewhere);
    const opened = saveOpenDialog(elsewhere);
    await opened.show();
    await opened.item('Yard').click();
    const served = elsewhere.waitForResponse((response) => response.url().startsWith(`${second.url}/api/uploads/`));
    await opened.button('Open').click();
    expect((await served).status()).toBe(200);
    await expect(opened.dialog).toBeHidden();
    await expect(there.notice(/image of this document was not kept/)).toHaveCount(0);
    await expect.poll(async () => (await inkedMiniView(elsewhere)).inked).toBeGreaterThan(shown * 0.8);
    expect(there.consoleErrors).toEqual([]);
  } finally {
    await context.close();
    for (const each of processes) await each.stop();
    await onPostgres(`drop database if exists ${database} with (force)`, server);
  }
});
