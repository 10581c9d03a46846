import { describe, expect, it } from 'vitest';
import { apiErrorSchema, CLIENT_ID_HEADER, settingsResponseSchema } from '../../shared/api';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/settings';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { freshAppPerTest } from '../testing/openTestApp';

const ALICE = 'alice-0001';
const BOB = 'bob-00000002';
const CUSTOM: Settings = { ...DEFAULT_SETTINGS, lineWeight: 4, drawingColor: 'blue', imperial: 'fractions' };

describe.each(testDatabases)('/api/settings on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh database per test', () => {
    const server = freshAppPerTest(testDatabase);

    const load = (clientId: string | undefined) =>
      server().app.inject({
        method: 'GET',
        url: '/api/settings',
        headers: clientId === undefined ? {} : { [CLIENT_ID_HEADER]: clientId },
      });
    const save = (clientId: string, body: unknown) =>
      server().app.inject({ method: 'POST', url: '/api/settings', headers: { [CLIENT_ID_HEADER]: clientId }, payload: body as object });
    const expectError = (response: { statusCode: number; json(): unknown }, field: string | undefined) => {
      expect(response.statusCode).toBe(400);
      const error = apiErrorSchema.parse(response.json());
      expect(error.field).toBe(field);
      if (field !== undefined) expect(error.message).toContain(field);
      return error;
    };

    it('answers the default settings to a client that never saved', async () => {
      const response = await load(ALICE);
      expect(response.statusCode).toBe(200);
      expect(settingsResponseSchema.parse(response.json())).toEqual({ success: true, settings: DEFAULT_SETTINGS });
    });

    it('saves settings, answers them, and reads them back', async () => {
      const saved = await save(ALICE, { settings: CUSTOM });
      expect(saved.statusCode).toBe(200);
      expect(settingsResponseSchema.parse(saved.json())).toEqual({ success: true, settings: CUSTOM });

      const loaded = await load(ALICE);
      expect(settingsResponseSchema.parse(loaded.json())).toEqual({ success: true, settings: CUSTOM });
    });

    it('replaces settings saved earlier', async () => {
      await save(ALICE, { settings: CUSTOM });
      const changed = { ...CUSTOM, displayAngles: 3, cookiesAccepted: true };
      await save(ALICE, { settings: changed });
      expect((await load(ALICE)).json()).toEqual({ success: true, settings: changed });
    });

    it('keeps each client to its own settings', async () => {
      await save(ALICE, { settings: CUSTOM });
      expect((await load(BOB)).json()).toEqual({ success: true, settings: DEFAULT_SETTINGS });
      const bobs = { ...DEFAULT_SETTINGS, gridTransparency: 2 };
      await save(BOB, { settings: bobs });
      expect((await load(ALICE)).json()).toEqual({ success: true, settings: CUSTOM });
      expect((await load(BOB)).json()).toEqual({ success: true, settings: bobs });
    });

    it('drops keys the schema does not know', async () => {
      const response = await save(ALICE, { settings: { ...CUSTOM, admin: true }, extra: 1 });
      expect(response.statusCode).toBe(200);
      expect((await load(ALICE)).json()).toEqual({ success: true, settings: CUSTOM });
    });

    it('answers 400 naming settings.lineWeight when it has the wrong type, and stores nothing', async () => {
      expectError(await save(ALICE, { settings: { ...CUSTOM, lineWeight: 'heavy' } }), 'settings.lineWeight');
      expect((await load(ALICE)).json()).toEqual({ success: true, settings: DEFAULT_SETTINGS });
    });

    it('takes settings from a client that knows no inch precision, storing the default 1/16 in', async () => {
      const { inchFraction: _absent, ...old } = CUSTOM;
      const saved = await save(ALICE, { settings: old });
      expect(saved.statusCode).toBe(200);
      expect((await load(ALICE)).json()).toEqual({ success: true, settings: { ...old, inchFraction: 16 } });
    });

    it('saves the ± hidden, and takes settings from a client that knows no ±, storing it shown', async () => {
      await save(ALICE, { settings: { ...CUSTOM, showUncertainty: false } });
      expect((await load(ALICE)).json()).toEqual({ success: true, settings: { ...CUSTOM, showUncertainty: false } });
      const { showUncertainty: _absent, ...old } = CUSTOM;
      expect((await save(BOB, { settings: old })).statusCode).toBe(200);
      expect((await load(BOB)).json()).toEqual({ success: true, settings: { ...old, showUncertainty: true } });
      expectError(await save(ALICE, { settings: { ...CUSTOM, showUncertainty: 'off' } }), 'settings.showUncertainty');
    });

    it('saves a chosen inch precision and answers 400 naming settings.inchFraction for one that is no tape step', async () => {
      await save(ALICE, { settings: { ...CUSTOM, inchFraction: 64 } });
      expect((await load(ALICE)).json()).toEqual({ success: true, settings: { ...CUSTOM, inchFraction: 64 } });
      expectError(await save(ALICE, { settings: { ...CUSTOM, inchFraction: 10 } }), 'settings.inchFraction');
    });

    it('answers 400 naming a slider value out of range', async () => {
      expectError(await save(ALICE, { settings: { ...CUSTOM, displayAngles: 5 } }), 'settings.displayAngles');
    });

    it('answers 400 naming settings when the key is missing', async () => {
      expectError(await save(ALICE, { options: CUSTOM }), 'settings');
    });

    it('answers 400 when the body is not an object', async () => {
      const error = expectError(await save(ALICE, [CUSTOM]), undefined);
      expect(error.message).toMatch(/^Request body/);
    });

    it('answers 400 naming x-client-id when the client id is missing or malformed', async () => {
      expectError(await load(undefined), CLIENT_ID_HEADER);
      expectError(await load('short'), CLIENT_ID_HEADER);
      expectError(await load('has spaces in it'), CLIENT_ID_HEADER);
      expectError(await save('bad/client/id', { settings: CUSTOM }), CLIENT_ID_HEADER);
    });

    it('still answers after bad requests', async () => {
      await save(ALICE, { settings: { lineWeight: 'heavy' } });
      await load('bad id');
      const response = await save(ALICE, { settings: CUSTOM });
      expect(response.json()).toEqual({ success: true, settings: CUSTOM });
    });
  });
});
