import { describe, expect, it } from 'vitest';
import { apiErrorSchema, CLIENT_ID_HEADER, toursResponseSchema } from '../../shared/api';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { freshAppPerTest } from '../testing/openTestApp';

const ALICE = 'alice-0001';
const BOB = 'bob-00000002';

describe.each(testDatabases)('/api/tours on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh database per test', () => {
    const server = freshAppPerTest(testDatabase);

    const load = (clientId: string | undefined) =>
      server().app.inject({
        method: 'GET',
        url: '/api/tours',
        headers: clientId === undefined ? {} : { [CLIENT_ID_HEADER]: clientId },
      });
    const save = (clientId: string, body: unknown) =>
      server().app.inject({ method: 'POST', url: '/api/tours', headers: { [CLIENT_ID_HEADER]: clientId }, payload: body as object });
    const expectError = (response: { statusCode: number; json(): unknown }, field: string | undefined) => {
      expect(response.statusCode).toBe(400);
      const error = apiErrorSchema.parse(response.json());
      expect(error.field).toBe(field);
      if (field !== undefined) expect(error.message).toContain(field);
      return error;
    };

    it('answers no flags to a client that never saved', async () => {
      const response = await load(ALICE);
      expect(response.statusCode).toBe(200);
      expect(toursResponseSchema.parse(response.json())).toEqual({ success: true, tours: {} });
    });

    it('saves flags, answers them, and reads them back', async () => {
      const saved = await save(ALICE, { tours: { intro: true, adjustLength: true } });
      expect(saved.statusCode).toBe(200);
      expect(toursResponseSchema.parse(saved.json())).toEqual({ success: true, tours: { intro: true, adjustLength: true } });
      expect((await load(ALICE)).json()).toEqual({ success: true, tours: { intro: true, adjustLength: true } });
    });

    it('merges each save into the flags saved before', async () => {
      await save(ALICE, { tours: { intro: true } });
      const merged = await save(ALICE, { tours: { menu: true, intro: false } });
      expect(merged.json()).toEqual({ success: true, tours: { intro: false, menu: true } });
      expect((await load(ALICE)).json()).toEqual({ success: true, tours: { intro: false, menu: true } });
    });

    it('keeps each client to its own flags', async () => {
      await save(ALICE, { tours: { intro: true } });
      expect((await load(BOB)).json()).toEqual({ success: true, tours: {} });
    });

    it('answers 400 naming tours when a step id is unknown, and stores nothing', async () => {
      const error = expectError(await save(ALICE, { tours: { intro: true, sneaky: true } }), 'tours');
      expect(error.message).toContain('sneaky');
      expect((await load(ALICE)).json()).toEqual({ success: true, tours: {} });
    });

    it('answers 400 naming the step whose flag is not a boolean', async () => {
      expectError(await save(ALICE, { tours: { intro: 'yes' } }), 'tours.intro');
      expectError(await save(ALICE, { tours: { results: 1 } }), 'tours.results');
    });

    it('answers 400 naming tours when it is missing or not an object', async () => {
      expectError(await save(ALICE, { flags: { intro: true } }), 'tours');
      expectError(await save(ALICE, { tours: [true] }), 'tours');
    });

    it('answers 400 to malformed JSON with the usual error body', async () => {
      const response = await server().app.inject({
        method: 'POST',
        url: '/api/tours',
        headers: { [CLIENT_ID_HEADER]: ALICE, 'content-type': 'application/json' },
        payload: '{"tours": {',
      });
      const error = expectError(response, undefined);
      expect(error).toEqual({ success: false, message: 'Malformed JSON body' });
    });

    it('answers 400 naming x-client-id when the client id is missing or malformed', async () => {
      expectError(await load(undefined), CLIENT_ID_HEADER);
      expectError(await load('short'), CLIENT_ID_HEADER);
      expectError(await save('bad/client/id', { tours: { intro: true } }), CLIENT_ID_HEADER);
    });
  });
});
