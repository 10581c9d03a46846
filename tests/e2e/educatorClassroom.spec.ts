/**
 * The educator's classroom with a student at work: a student (through the API, as the student's
 * browser calls it) joins the running session and saves a drawing; the educator's Documents tab
 * shows it without a reload and opens it read-only. And a session the server ends when its time
 * is up shows 'Session <name> was ended.', whose close reopens the dashboard.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CLASSROOM_MESSAGES } from '../../src/shared/classroom';
import { SQLITE_FILE_NAME } from '../../src/server/db/createDatabase';
import { startAppServer, type AppServer } from './appServer';
import { EDUCATOR_PASSWORD, logInApprovedEducator, registerEducator, reviewEducator } from './educatorAccount';

test.use({ accountOptions: null });

const SQUARE_PLOT = JSON.parse(readFileSync(new URL('../../src/shared/testing/squarePlotState.json', import.meta.url), 'utf8')) as { state: unknown };

const dashboardOf = (page: Page) => page.getByRole('dialog', { name: 'Educator Dashboard' });

async function startSession(page: Page, name: string): Promise<string> {
  const dashboard = dashboardOf(page);
  await expect(dashboard).toBeVisible();
  await dashboard.getByLabel(CLASSROOM_MESSAGES.sessionNameLabel).fill(name);
  await dashboard.getByRole('button', { name: CLASSROOM_MESSAGES.startSession }).click();
  const password = dashboard.getByRole('textbox', { name: 'Password' });
  await expect(password).toHaveValue(/\S{8}/);
  return password.inputValue();
}

test("a student's saved drawing appears on the Documents tab live, and the educator opens it read-only", async ({ page, context, request, baseURL }) => {
  await logInApprovedEducator(request, context, baseURL!, 'live-teacher');
  await page.goto('/');
  const name = `Garden class ${Date.now().toString(36)}`;
  const password = await startSession(page, name);
  const dashboard = dashboardOf(page);
  await dashboard.getByRole('tab', { name: 'Documents' }).click();
  await expect(dashboard.getByRole('button', { name: `${name}, 0 files, running` })).toBeVisible();

  // As the student's browser sends it: from the app's own address.
  const student = await playwrightRequest.newContext({ baseURL: baseURL!, extraHTTPHeaders: { origin: baseURL! } });
  try {
    const login = await student.post('/session-login', { data: { session: name, password, deviceUuid: 'e2e-student-device-1' } });
    expect(login.ok(), await login.text()).toBe(true);
    const saved = await student.post('/api/document', { data: { name: 'Our garden', state: SQUARE_PLOT.state, preview: null } });
    expect(saved.ok(), await saved.text()).toBe(true);
  } finally {
    await student.dispose();
  }

  await expect(dashboard.getByRole('button', { name: `${name}, 1 file, running` })).toBeVisible();
  await dashboard.getByRole('button', { name: 'Open Our garden' }).click();
  await expect(dashboard).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Document name' })).toHaveText('Our garden (read-only)');
  // The student's plot is measured; nothing of it can be edited and no drawing help shows.
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByLabel('Perimeter', { exact: true })).toHaveText('24.8 m');
  await expect(results.getByLabel('Area', { exact: true })).toHaveText('38.43 m²');
  // Its scale came from a known length: the ± of the line's clicks shows too.
  await expect(results.getByLabel('Area uncertainty', { exact: true })).toContainText('±');
  await expect(page.getByRole('button', { name: /^Line \d+ length/ })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('a session whose time is up', () => {
  let server: AppServer;

  test.beforeAll(async () => {
    server = await startAppServer({ CLASSROOM_SESSION_MINUTES: '1' });
  });

  test.afterAll(async () => server?.stop());

  /**
   * Brings the session's end to now, as a minute passing would. The server's own timing (the end
   * it stamps, the sweeper that finds it, the events it sends) is tested in Vitest
   * (classroomLive.test.ts, studentSessions.test.ts); what only the browser shows is the dialog.
   */
  function endTimeReached(name: string) {
    const db = new BetterSqlite3(join(server.dataDir, SQLITE_FILE_NAME));
    try {
      const moved = db.prepare('UPDATE classrooms SET ends_at = ? WHERE name = ? AND ended_at IS NULL').run(new Date().toISOString(), name);
      expect(moved.changes).toBe(1);
    } finally {
      db.close();
    }
  }

  test("shows 'Session <name> was ended.' and its close reopens the dashboard", async ({ page, context, request }) => {
    const email = await registerEducator(request, server.url, 'timed-teacher', undefined, server.dataDir);
    reviewEducator('approve', email, server.dataDir);
    const login = await context.request.post(`${server.url}/login`, { data: { email, password: EDUCATOR_PASSWORD } });
    expect(login.ok(), await login.text()).toBe(true);
    await page.goto(server.url);
    await startSession(page, 'Short class');
    await expect(dashboardOf(page).getByLabel('Time left in the session')).toHaveText('0:01');
    await dashboardOf(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dashboardOf(page)).toHaveCount(0);

    // The time is up; the next look at the educator's session (here the API's, as another tab of
    // the educator's would ask) ends it at once, without waiting for the 15 s sweep.
    endTimeReached('Short class');
    expect((await context.request.get(`${server.url}/api/educator/session`)).ok()).toBe(true);
    const ended = page.getByRole('dialog', { name: CLASSROOM_MESSAGES.sessionEndedTitle });
    await expect(ended).toBeVisible();
    await expect(ended).toContainText(CLASSROOM_MESSAGES.sessionEnded('Short class'));
    await ended.getByRole('button', { name: 'Ok' }).click();
    await expect(dashboardOf(page)).toBeVisible();
    await expect(dashboardOf(page).getByRole('button', { name: CLASSROOM_MESSAGES.startSession })).toBeVisible();
  });
});
