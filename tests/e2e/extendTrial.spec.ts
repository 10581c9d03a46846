/**
 * Extend-trial where a person meets the end of their trial (coverage AB7.21): the plans page, where
 * an ended trial lands, offers "Extend my trial" once; it leads back to the drawing with a week's
 * countdown, and is not offered again. Its own server with TRIAL_DAYS=0, so the trial is over at once.
 */
import { ACCOUNT_PASSWORD, expect, test } from './fixtures';
import { startAppServer, type AppServer } from './appServer';
import { freshEmail, verificationLink } from './e2eAccounts';

let server: AppServer;

test.beforeAll(async () => {
  server = await startAppServer({ TRIAL_DAYS: '0' });
});

test.afterAll(async () => {
  await server.stop();
});

test.use({ accountOptions: null });

test('an ended trial is offered one extension on the plans page, which opens the drawing for 7 more days', async ({ page, context }) => {
  const email = freshEmail('extend');
  const registered = await context.request.post(`${server.url}/register`, { data: { type: 'user', firstName: 'Eli', lastName: 'Extend', email, password: ACCOUNT_PASSWORD } });
  expect(registered.ok(), await registered.text()).toBe(true);
  await page.goto(await verificationLink(email, server.dataDir));
  await expect(page).toHaveURL(/\/register-complete/);
  await page.goto(`${server.url}/`);
  await expect(page).toHaveURL(`${server.url}/subscription`);

  const offer = page.getByRole('region', { name: 'Your free trial has ended' });
  await offer.getByRole('button', { name: 'Extend my trial' }).click();
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(page.getByRole('application', { name: 'Drawing canvas' })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Trial time left' })).toHaveText(/^16[78] h \d\d min$/);

  // Once only: the plans page no longer offers it.
  await page.goto(`${server.url}/subscription`);
  await expect(page.getByRole('button', { name: 'Buy Pro', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Extend my trial' })).toHaveCount(0);
});
