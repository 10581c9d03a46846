/**
 * A classroom, acted out by two people in two browsers: an approved educator starts a session from
 * the Educator Dashboard; a student logs in with the session's name and password, draws and saves;
 * the educator sees the document appear without reloading and opens it read-only; the educator
 * ends the session and the student is logged out with the spec's message. And a student on a
 * phone, whose educator (through the HTTP API here) fixed the scale: the header still fits and
 * says why the scale cannot change.
 */
import { type APIRequestContext, type APIResponse, type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { drawingScreen, square } from './drawingScreen';
import { EDUCATOR_PASSWORD, registerEducator, reviewEducator } from './educatorAccount';
import { CLASSROOM_MESSAGES } from '../../src/shared/classroom';
import { expectSaveSaysSaved } from './saveOpenDialog';

test.use({ accountOptions: null });

const SESSION = 'Geometry 7b';
const STUDENT_NAME = 'Ann K.';

/** A new educator, registered, verified and approved by the administrator's command; answers the address. */
async function approvedEducator(request: APIRequestContext, baseURL: string): Promise<string> {
  const email = await registerEducator(request, baseURL, 'classroom');
  reviewEducator('approve', email);
  return email;
}

async function freshPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const context = await browser.newContext(options);
  return context.newPage();
}

/** An approved educator driven through the HTTP API, as the dashboard calls it. */
async function educatorThroughApi(browser: Browser, request: APIRequestContext, baseURL: string) {
  const email = await approvedEducator(request, baseURL);
  const context = await browser.newContext();
  const at = (path: string) => new URL(path, baseURL).href;
  // The server takes a cookie's state-changing call only from our own origin.
  const headers = { origin: new URL(baseURL).origin };
  const ok = async (response: APIResponse) => {
    expect(response.ok(), await response.text()).toBe(true);
    return response.json() as Promise<Record<string, unknown>>;
  };
  await ok(await context.request.post(at('/login'), { data: { email, password: EDUCATOR_PASSWORD } }));
  return {
    start: async (name: string) => (await ok(await context.request.post(at('/api/educator/session'), { data: { name }, headers }))).session as { id: string; password: string },
    settings: async (settings: unknown) => ok(await context.request.put(at('/api/educator/session/settings'), { data: { settings }, headers })),
    documents: async (id: string) => (await ok(await context.request.get(at(`/api/educator/session/${id}/documents`)))).documents as { id: string; name: string }[],
    open: async (id: string) => (await ok(await context.request.get(at(`/api/document/${id}`)))).document as { locked_by_device: string | null },
    stop: async () => ok(await context.request.post(at('/api/educator/session/stop'), { headers })),
    close: () => context.close(),
  };
}

/** The Educator Dashboard, which opens on "/" for an approved educator. */
function dashboard(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Educator Dashboard' });
  return {
    dialog,
    tab: (name: 'Session' | 'Documents') => dialog.getByRole('tab', { name, exact: true }),
    button: (name: string) => dialog.getByRole('button', { name, exact: true }),
  };
}

/** Fills the login form's Student role and logs in. */
async function studentLogIn(page: Page, session: string, password: string, name = STUDENT_NAME) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByRole('radio', { name: 'Student' }).check();
  // The student's login ends with the session, so Remember Me is not offered.
  await expect(page.getByLabel('Remember Me')).toHaveCount(0);
  await page.getByLabel('Session', { exact: true }).fill(session);
  // The name the educator sees on the student's work (issue 36 item 10).
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The student joins the session and lands on the drawing screen. */
async function joinSession(page: Page, session: string, password: string, name = STUDENT_NAME) {
  await studentLogIn(page, session, password, name);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('application', { name: 'Drawing canvas' })).toBeVisible();
}

test('an educator runs a session: a student joins, draws and saves, the educator sees it appear live and opens it read-only, fixes the scale for the class, and ending it logs the student out', async ({
  browser,
  request,
  baseURL,
}) => {
  // Two browsers through a whole class: about a minute on an idle two-core machine, twice that when it is busy.
  test.setTimeout(180_000);
  const educatorEmail = await approvedEducator(request, baseURL!);

  // The educator logs in: "/" is the read-only view with the dashboard open.
  const teacher = await freshPage(browser);
  await teacher.goto('/login');
  await teacher.getByLabel('Email').fill(educatorEmail);
  await teacher.getByLabel('Password', { exact: true }).fill(EDUCATOR_PASSWORD);
  await teacher.getByRole('button', { name: 'Log in' }).click();
  const board = dashboard(teacher);
  await expect(board.dialog).toBeVisible();
  await board.dialog.getByLabel('Session name').fill(SESSION);
  await board.button('Start session').click();
  const passwordField = board.dialog.getByLabel('Password', { exact: true });
  await expect(passwordField).toHaveValue(/^[a-z2-9]{8}$/);
  const password = await passwordField.inputValue();

  // The join details, large enough for the classroom's screen, with a join link that names the
  // session but never carries its password (issue 36 item 10).
  await board.button('Show join details').click();
  const join = teacher.getByRole('dialog', { name: `Join ${SESSION}` });
  await expect(join).toBeVisible();
  await expect(join.getByText(password, { exact: true })).toBeVisible();
  const joinLink = join.getByRole('link');
  const joinAddress = (await joinLink.getAttribute('href'))!;
  expect(joinAddress).toBe(new URL(`/login?web=1&session=${encodeURIComponent(SESSION).replace(/%20/g, '+')}`, baseURL).href);
  expect(joinAddress).not.toContain(password);
  const letterPx = (text: string) => join.getByText(text, { exact: true }).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(await letterPx(password)).toBeGreaterThanOrEqual(40);
  expect(await letterPx(SESSION)).toBeGreaterThanOrEqual(40);
  const joinBox = (await join.boundingBox())!;
  expect(joinBox.width).toBeGreaterThanOrEqual(teacher.viewportSize()!.width - 1);
  await join.getByRole('button', { name: 'Close' }).click();
  await expect(join).toHaveCount(0);

  // The educator watches the session's files.
  await board.tab('Documents').click();
  await board.dialog.getByRole('button', { name: new RegExp(`^${SESSION}, 0 files, running$`) }).click();
  await expect(board.dialog.getByText('No files in this session yet.')).toBeVisible();

  // The student, in a browser of their own.
  const pupil = await freshPage(browser);
  const screen = drawingScreen(pupil);
  // The join link opens the Student login with the session filled in.
  await pupil.goto(joinAddress);
  await expect(pupil.getByRole('radio', { name: 'Student' })).toBeChecked();
  await expect(pupil.getByLabel('Session', { exact: true })).toHaveValue(SESSION);
  await studentLogIn(pupil, SESSION, 'wrong-pass');
  await expect(pupil.getByRole('alert')).toHaveText(CLASSROOM_MESSAGES.sessionLoginFailed);
  await joinSession(pupil, SESSION, password);
  await screen.openMenu();
  await expect(screen.menuItem('Save')).toBeVisible();
  // Settings are the educator's: a student's menu has none.
  await expect(screen.menuItem('Settings')).toHaveCount(0);
  await pupil.keyboard.press('Escape');

  await screen.clickPath(square(120, 120, 165));
  await expect(screen.area).toHaveText('121 cm²');
  await screen.openMenu();
  await screen.menuItem('Save').click();
  const files = pupil.getByRole('dialog', { name: 'Save / Open' });
  // The list is the session's, under its name.
  await expect(files.getByRole('heading', { name: SESSION })).toBeVisible();
  await files.getByRole('textbox', { name: 'File name' }).fill('My square');
  await expectSaveSaysSaved(files);
  await expect(files.getByRole('listbox', { name: SESSION }).getByRole('option', { name: 'My square', exact: true })).toBeVisible();
  await files.getByRole('button', { name: 'Close', exact: true }).click();

  // The educator sees it arrive without reloading.
  const open = board.dialog.getByRole('button', { name: 'Open My square' });
  await expect(open).toBeVisible();
  // Under the name the student gave, not "Student" (issue 36 item 10).
  await expect(open).toHaveAccessibleName(`Open My square by ${STUDENT_NAME}`);
  await expect(board.dialog.getByText(`by ${STUDENT_NAME}`)).toBeVisible();

  // A new drawing saved under a name taken in the session asks first.
  await screen.openMenu();
  await screen.menuItem('Clear canvas').click();
  await pupil.getByRole('dialog', { name: 'Clear canvas' }).getByRole('button', { name: 'Clear All' }).click();
  await screen.clickPath([[450, 150], [560, 150], [500, 260], [450, 150]]);
  await screen.openMenu();
  await screen.menuItem('Save').click();
  await files.getByRole('textbox', { name: 'File name' }).fill('My square');
  await files.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(files.getByText(/already exists/)).toBeVisible();
  await expect(files.getByRole('button', { name: 'Overwrite' })).toBeVisible();
  await files.getByRole('button', { name: 'Cancel' }).click();
  await files.getByRole('button', { name: 'Close', exact: true }).click();

  // The educator opens the student's square read-only: the same results, nothing to draw with.
  await open.click();
  await expect(board.dialog).toBeHidden();
  const view = drawingScreen(teacher);
  await expect(teacher.getByLabel('Document name')).toHaveText('My square (read-only)');
  await expect(view.area).toHaveText('121 cm²');
  await expect(view.instrument('Straight line')).toHaveCount(0);

  // The educator fixes the scale for the class; the student's scale follows at once and is disabled.
  await teacher.getByRole('button', { name: 'Classroom', exact: true }).click();
  await board.tab('Session').click();
  await board.dialog.getByLabel('Lock the scale for every student').check();
  await board.dialog.getByLabel('Scale value').fill('2');
  await board.dialog.getByLabel('Scale unit').selectOption('m');
  await board.button('Save settings').click();
  await expect(screen.unit).toHaveValue('m');
  await expect(screen.scale).toHaveValue('2');
  await expect(screen.unit).toBeDisabled();
  await expect(screen.scale).toHaveAccessibleDescription('Scale set by your educator');
  // The scale line still measures, but sets no scale.
  await screen.choose('Scale line');
  await screen.drag([100, 420], [400, 420]);
  const setScale = pupil.getByRole('region', { name: 'Set scale' }).getByRole('button', { name: 'Set scale', exact: true });
  await expect(setScale).toHaveAttribute('aria-disabled', 'true');
  await expect(setScale).toHaveAccessibleDescription('Scale set by your educator');

  // The educator ends the session (a second click confirms); the student is logged out and told why.
  await board.button('End Session').click();
  await board.button('Click again to confirm').click();
  await expect(board.dialog.getByLabel('Session name')).toBeVisible();
  const loggedOut = pupil.getByRole('dialog', { name: 'Logged out' });
  await expect(loggedOut).toContainText('You have been logged out. Session was ended.');
  await expect(pupil).toHaveURL(/\/login$/);
  // The ended session lets nobody in again.
  await loggedOut.getByRole('button', { name: 'Ok' }).click();
  await studentLogIn(pupil, SESSION, password);
  await expect(pupil.getByRole('alert')).toHaveText(/not correct|has ended/);
  await expect(pupil).toHaveURL(/\/login$/);
});

test.describe('a student on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 });

  test("works at the scale the educator fixed, told why it cannot change, even over an imported DXF, in a header and dialogs that fit; the educator's changes arrive live", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const educator = await educatorThroughApi(browser, request, baseURL!);
    const session = await educator.start('Phones 9c');
    const settings = (lock: { value: number; unit: string } | null) => ({
      state: { measurementSystem: 'imperial', imperial: 'decimals', inchFraction: 16, displayLineLength: true, displayAngles: 1 },
      lock,
    });
    await educator.settings(settings({ value: 2, unit: 'ft' }));

    // The phone's login leads to the download page first; "Continue in the browser" is /login?web=1.
    await page.goto('/login?web=1');
    await joinSession(page, 'Phones 9c', session.password);
    const screen = drawingScreen(page);
    await expect(screen.scale).toHaveValue('2');
    await expect(screen.unit).toHaveValue('ft');
    await expect(screen.unit).toBeDisabled();
    await expect(screen.scale).toHaveAccessibleDescription('Scale set by your educator');
    await expect(page.getByText('Scale set by your educator')).toBeVisible();
    // Neither typing nor stepping changes it.
    await expect(screen.scale).not.toBeEditable();
    await screen.scale.press('ArrowUp');
    await expect(screen.scale).toHaveValue('2');
    // Nothing sticks out of the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await screen.openMenu();
    await expect(screen.menuItem('Settings')).toHaveCount(0);
    await screen.menuItem('Save').click();
    const files = page.getByRole('dialog', { name: 'Save / Open' });
    await expect(files.getByRole('heading', { name: 'Phones 9c' })).toBeVisible();
    const box = (await files.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await files.getByRole('button', { name: 'Close', exact: true }).click();

    // A student imports what only a plan or a session allows (pdf, svg, dxf, dwg): the server
    // converts the DXF, and the lock holds over the plan's own scale.
    const upload = page.waitForResponse((response) => response.url().endsWith('/api/uploads') && response.request().method() === 'POST');
    await page.getByLabel('Import file', { exact: true }).setInputFiles('../shared/fixtures/dxf/1x1rectangle.dxf');
    expect((await upload).status()).toBe(200);
    await expect(screen.notice('Image uploaded successfully')).toBeVisible({ timeout: 20_000 });
    await expect(screen.unit).toHaveValue('ft');
    await expect(screen.scale).toHaveValue('2');

    // The educator lifts the lock: the scale is the student's again, at once.
    await educator.settings(settings(null));
    await expect(screen.unit).toBeEnabled();
    await expect(page.getByText('Scale set by your educator')).toHaveCount(0);
    await educator.close();
  });
});
