import { describe, expect, it } from 'vitest';
import { CLIENT_ID_HEADER, settingsResponseSchema, toursResponseSchema } from '../../shared/api';
import { userResponseSchema } from '../../shared/accounts';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/settings';
import { ACCESS_TOKEN_HEADER } from '../auth/requestUser';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { accountsServerPerTest } from './accountsTestServer';

const ANN = 'ann@example.com';
const BOB = 'bob@example.com';
/** Two browsers: the one Ann registered in, and another she logs in from later. */
const HOME_BROWSER = 'home-browser-0001';
const WORK_BROWSER = 'work-browser-0002';
const ANNS: Settings = { ...DEFAULT_SETTINGS, lineWeight: 4, drawingColor: 'blue', marketingCookiesOn: true };
const BROWSERS: Settings = { ...DEFAULT_SETTINGS, gridTransparency: 3 };

describe.each(testDatabases)('settings and help flags per user on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh server per test', () => {
    const server = accountsServerPerTest(testDatabase);

    const headers = (clientId: string | undefined, token: string | undefined) => ({
      ...(clientId === undefined ? {} : { [CLIENT_ID_HEADER]: clientId }),
      ...(token === undefined ? {} : { [ACCESS_TOKEN_HEADER]: token }),
    });
    const call = (method: 'GET' | 'POST', url: string, clientId: string | undefined, token?: string, body?: object) =>
      server().app.inject({ method, url, headers: headers(clientId, token), ...(body === undefined ? {} : { payload: body }) });
    const loadSettings = async (clientId: string | undefined, token?: string) =>
      settingsResponseSchema.parse((await call('GET', '/api/settings', clientId, token)).json()).settings;
    const loadTours = async (clientId: string | undefined, token?: string) =>
      toursResponseSchema.parse((await call('GET', '/api/tours', clientId, token)).json()).tours;
    const login = async (email: string) =>
      (await server().request('POST', '/login', { body: { email, password: 'secret-123' } })).json().accessToken as string;

    it('lets the settings a user saved in one browser follow them to another', async () => {
      const homeToken = await server().registerAndVerify(ANN);
      expect((await call('POST', '/api/settings', HOME_BROWSER, homeToken, { settings: ANNS })).statusCode).toBe(200);

      const workToken = await login(ANN);
      expect(await loadSettings(WORK_BROWSER, workToken)).toEqual(ANNS);
      // The work browser's own (anonymous) settings were never touched.
      expect(await loadSettings(WORK_BROWSER)).toEqual(DEFAULT_SETTINGS);
    });

    it('keeps the browser-keyed settings of a visitor apart from the user\'s', async () => {
      expect((await call('POST', '/api/settings', HOME_BROWSER, undefined, { settings: BROWSERS })).statusCode).toBe(200);
      const token = await server().registerAndVerify(ANN);
      expect(await loadSettings(HOME_BROWSER, token)).toEqual(DEFAULT_SETTINGS);
      await call('POST', '/api/settings', HOME_BROWSER, token, { settings: ANNS });
      expect(await loadSettings(HOME_BROWSER)).toEqual(BROWSERS);
      expect(await loadSettings(HOME_BROWSER, token)).toEqual(ANNS);
    });

    it('keeps each user to their own settings and flags', async () => {
      const annToken = await server().registerAndVerify(ANN);
      const bobToken = await server().registerAndVerify(BOB);
      await call('POST', '/api/settings', HOME_BROWSER, annToken, { settings: ANNS });
      await call('POST', '/api/tours', HOME_BROWSER, annToken, { tours: { intro: true } });
      expect(await loadSettings(HOME_BROWSER, bobToken)).toEqual(DEFAULT_SETTINGS);
      expect(await loadTours(HOME_BROWSER, bobToken)).toEqual({});
    });

    it('merges help flags per user across browsers', async () => {
      const homeToken = await server().registerAndVerify(ANN);
      await call('POST', '/api/tours', HOME_BROWSER, homeToken, { tours: { intro: true } });
      const workToken = await login(ANN);
      const merged = await call('POST', '/api/tours', WORK_BROWSER, workToken, { tours: { menu: true } });
      expect(toursResponseSchema.parse(merged.json()).tours).toEqual({ intro: true, menu: true });
      expect(await loadTours(HOME_BROWSER, homeToken)).toEqual({ intro: true, menu: true });
      expect(await loadTours(HOME_BROWSER)).toEqual({});
    });

    it('needs no client id when the access token names the user', async () => {
      const token = await server().registerAndVerify(ANN);
      expect((await call('POST', '/api/settings', undefined, token, { settings: ANNS })).statusCode).toBe(200);
      expect(await loadSettings(undefined, token)).toEqual(ANNS);
      expect(await loadTours(undefined, token)).toEqual({});
    });

    it('treats a forged or expired token as none: the client id decides, and without one it is a 400', async () => {
      const token = await server().registerAndVerify(ANN);
      await call('POST', '/api/settings', HOME_BROWSER, token, { settings: ANNS });
      await call('POST', '/api/settings', HOME_BROWSER, undefined, { settings: BROWSERS });
      const forged = `${token.slice(0, -4)}AAAA`;
      expect(await loadSettings(HOME_BROWSER, forged)).toEqual(BROWSERS);
      server().advance(2 * 86_400_000);
      expect(await loadSettings(HOME_BROWSER, token)).toEqual(BROWSERS);
      const refused = await call('GET', '/api/settings', undefined, token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, field: CLIENT_ID_HEADER });
    });

    it('treats the token of an ended session (a logout, a password change) as none: it neither reads nor writes the user\'s records', async () => {
      const loggedOut = await server().registerAndVerify(ANN);
      await call('POST', '/api/settings', HOME_BROWSER, loggedOut, { settings: ANNS });
      await call('POST', '/api/tours', HOME_BROWSER, loggedOut, { tours: { intro: true } });
      expect((await server().request('GET', `/logout/${ANN}`, { token: loggedOut })).statusCode).toBe(200);
      expect(await loadSettings(HOME_BROWSER, loggedOut)).toEqual(DEFAULT_SETTINGS);
      await call('POST', '/api/settings', HOME_BROWSER, loggedOut, { settings: BROWSERS });
      await call('POST', '/api/tours', HOME_BROWSER, loggedOut, { tours: { lineLengths: true } });

      const stolen = await login(ANN);
      const current = await login(ANN);
      const changed = await server().request('POST', '/api/update/password', { token: current, body: { oldPassword: 'secret-123', newPassword: 'better-456' } });
      expect(changed.statusCode).toBe(200);
      expect(await loadSettings(WORK_BROWSER, stolen)).toEqual(DEFAULT_SETTINGS);
      await call('POST', '/api/settings', WORK_BROWSER, stolen, { settings: BROWSERS });

      // Ann's own records are as she left them; what the ended tokens sent went to the browsers'.
      const afterChange = (await server().request('POST', '/login', { body: { email: ANN, password: 'better-456' } })).json().accessToken as string;
      expect(await loadSettings(undefined, afterChange)).toEqual(ANNS);
      expect(await loadTours(undefined, afterChange)).toEqual({ intro: true });
      expect(await loadSettings(HOME_BROWSER)).toEqual(BROWSERS);
      expect(await loadTours(HOME_BROWSER)).toEqual({ lineLengths: true });
    });

    it('answers the stored settings and flags in GET /api/user, and null settings before any save', async () => {
      const token = await server().registerAndVerify(ANN);
      const before = userResponseSchema.parse((await server().request('GET', '/api/user', { token })).json());
      expect(before.user.settings).toEqual({ state: null });
      expect(before.user.tours).toEqual({ state: {} });

      await call('POST', '/api/settings', HOME_BROWSER, token, { settings: ANNS });
      await call('POST', '/api/tours', HOME_BROWSER, token, { tours: { intro: true, adjustLength: true } });
      const after = userResponseSchema.parse((await server().request('GET', '/api/user', { token })).json());
      expect(after.user.settings).toEqual({ state: ANNS });
      expect(after.user.tours).toEqual({ state: { intro: true, adjustLength: true } });
    });
  });
});
