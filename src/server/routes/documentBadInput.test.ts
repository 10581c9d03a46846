import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_HEADER } from '../auth/requestUser';
import { dataUri, freshDocumentsAppPerTest, GIF, PNG_A, SQUARE_PLOT, type TestUser } from '../documents/testing/documentsTestApp';
import { testDatabases, type TestDatabase } from '../testing/databases';

const EMPTY_LAYER_STATE = {
  ...SQUARE_PLOT.state,
  layers: {
    ...SQUARE_PLOT.state.layers,
    list: SQUARE_PLOT.state.layers.list.map((layer) => ({ ...layer, sketch: layer.history.entries[0]!, notes: [] })),
  },
};

describe.each(testDatabases)('documents routes refusing bad input on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh database per test', () => {
    const server = freshDocumentsAppPerTest(testDatabase);
    let ann: TestUser;
    let token: string;
    let stored: { id: string; updated_at: string };

    /** One saved document whose row must survive every bad request untouched. */
    const setUp = async () => {
      ann = await server().createUser('ann@example.com');
      token = await ann.tokenFor('device-a');
      stored = (await save({ name: 'Kept', state: SQUARE_PLOT.state, preview: dataUri(PNG_A) })).json().document;
    };
    const save = (payload: object | string, headers: Record<string, string> = {}) =>
      server().as(token, { method: 'POST', url: '/api/document', payload, headers });
    const expectRefused = async (response: { statusCode: number; json(): unknown }, status: number, body: object) => {
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ success: false, ...body });
      // The stored document, its preview and the list are exactly as before.
      const listed = (await server().as(token, { method: 'GET', url: '/api/documents' })).json().documents;
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({ id: stored.id, name: 'Kept', updated_at: stored.updated_at });
      expect(await readdir(join(server().dataDir, 'previews'))).toHaveLength(1);
    };

    it('says "Please specify a file name." for a missing, blank or null name', async () => {
      await setUp();
      for (const name of [undefined, '', '   ', null]) {
        await expectRefused(await save({ name, state: SQUARE_PLOT.state }), 400, { message: 'Please specify a file name.', field: 'name' });
      }
      await expectRefused(await save({ name: 42, state: SQUARE_PLOT.state }), 400, { field: 'name' });
      await expectRefused(await save({ name: 'x'.repeat(201), state: SQUARE_PLOT.state }), 400, {
        message: 'File name must be no more than 200 characters.',
      });
    });

    it('says "All layers are empty!" for a state with nothing drawn', async () => {
      await setUp();
      await expectRefused(await save({ name: 'Empty', state: EMPTY_LAYER_STATE }), 400, { message: 'All layers are empty!' });
    });

    it('names the path of a state that fails the saved-document schema', async () => {
      await setUp();
      await expectRefused(await save({ name: 'Zoomed', state: { ...SQUARE_PLOT.state, zoom: 99 } }), 400, { field: 'state.zoom' });
      const badLayer = { ...SQUARE_PLOT.state.layers.list[0]!, sketch: { ...SQUARE_PLOT.state.layers.list[0]!.sketch, closed: 'yes' } };
      const response = await save({ name: 'Broken', state: { ...SQUARE_PLOT.state, layers: { ...SQUARE_PLOT.state.layers, list: [badLayer] } } });
      await expectRefused(response, 400, { field: 'state.layers.list.0.sketch.closed' });
      expect((response.json() as { message: string }).message).toMatch(/^state\.layers\.list\.0\.sketch\.closed: /);
      await expectRefused(await save({ name: 'Future', state: { ...SQUARE_PLOT.state, version: 99 } }), 400, {
        message: 'state: Document state version 99 is newer than this app',
      });
      await expectRefused(await save({ name: 'None' }), 400, { field: 'state' });
    });

    it('refuses a layer name with a control or bidi-override character, or longer than 60 characters, naming its path', async () => {
      await setUp();
      const withName = (name: unknown) => {
        const layer = { ...SQUARE_PLOT.state.layers.list[0]!, name };
        return { ...SQUARE_PLOT.state, layers: { ...SQUARE_PLOT.state.layers, list: [layer] } };
      };
      for (const name of ['Kitchen\u0000', 'Bed\u0007room', 'Hall\nway', 'Room \u202E1', 'x'.repeat(61), '', '   ', 7]) {
        await expectRefused(await save({ name: 'Named', state: withName(name) }), 400, { field: 'state.layers.list.0.name' });
      }
      // Sixty characters, and one trimmed at its ends, are a name; the document saves with it as written.
      for (const [name, kept] of [['y'.repeat(60), 'y'.repeat(60)], ['  Kitchen  ', 'Kitchen']] as const) {
        const saved = await save({ name: `Named ${kept.length}`, state: withName(name) });
        expect(saved.statusCode).toBe(200);
        const opened = await server().as(token, { method: 'GET', url: `/api/document/${saved.json().document.id}` });
        expect(opened.json().document.state.layers.list[0].name).toBe(kept);
      }
    });

    it('refuses a takeoff item with a fractional or negative price, an unknown currency, waste over 100 % or a height on an area, naming its path; a good one saves and reopens as kept', async () => {
      await setUp();
      const withItem = (item: unknown) => {
        const layer = { ...SQUARE_PLOT.state.layers.list[0]!, item };
        return { ...SQUARE_PLOT.state, layers: { ...SQUARE_PLOT.state.layers, list: [layer] } };
      };
      const tile = { name: 'Floor tile', measure: 'area', unit: 'm', unitPrice: { minor: 2510, currency: 'GBP' }, wastePercent: 10 };
      const refused: [unknown, string][] = [
        [{ ...tile, unitPrice: { minor: 25.1, currency: 'GBP' } }, 'state.layers.list.0.item.unitPrice.minor'],
        [{ ...tile, unitPrice: { minor: -1, currency: 'GBP' } }, 'state.layers.list.0.item.unitPrice.minor'],
        [{ ...tile, unitPrice: { minor: 1e13, currency: 'GBP' } }, 'state.layers.list.0.item.unitPrice.minor'],
        [{ ...tile, unitPrice: { minor: 1, currency: 'XBT' } }, 'state.layers.list.0.item.unitPrice.currency'],
        [{ ...tile, wastePercent: 1e9 }, 'state.layers.list.0.item.wastePercent'],
        [{ ...tile, height: 2.4 }, 'state.layers.list.0.item.height'],
        [{ ...tile, measure: 'volume' }, 'state.layers.list.0.item.measure'],
        [{ ...tile, name: 'Tile\u202E' }, 'state.layers.list.0.item.name'],
      ];
      for (const [item, field] of refused) await expectRefused(await save({ name: 'Priced', state: withItem(item) }), 400, { field });
      const saved = await save({ name: 'Priced', state: withItem(tile) });
      expect(saved.statusCode).toBe(200);
      const opened = await server().as(token, { method: 'GET', url: `/api/document/${saved.json().document.id}` });
      expect(opened.json().document.state.layers.list[0].item).toEqual(tile);
    });

    it('refuses sheets that are malformed (the shown sheet with content, another without, repeated ids, more than 500, a long name or one with a bidi override), naming the path; a plan set saves and reopens whole', async () => {
      await setUp();
      const { image: _image, scale, layers } = SQUARE_PLOT.state;
      const other = { image: null, scale, layers, view: null };
      const withSheets = (sheets: unknown) => ({ ...SQUARE_PLOT.state, sheets });
      const good = { shown: 0, list: [{ id: 1, name: 'A-101', content: null }, { id: 2, name: 'A-102', content: other }] };
      const refused: [unknown, string][] = [
        [{ ...good, list: [{ id: 1, name: 'A-101', content: other }, good.list[1]] }, 'state.sheets.list.0.content'],
        [{ ...good, list: [good.list[0], { id: 2, name: 'A-102', content: null }] }, 'state.sheets.list.1.content'],
        [{ ...good, list: [good.list[0], { ...good.list[1], id: 1 }] }, 'state.sheets.list'],
        [{ ...good, shown: 2 }, 'state.sheets.shown'],
        [{ ...good, list: [good.list[0], { ...good.list[1], name: 'x'.repeat(121) }] }, 'state.sheets.list.1.name'],
        [{ ...good, list: [good.list[0], { ...good.list[1], name: 'Plan\u202E' }] }, 'state.sheets.list.1.name'],
        [{ shown: 0, list: [good.list[0], ...Array.from({ length: 500 }, (_, i) => ({ id: i + 2, name: '', content: other }))] }, 'state.sheets.list'],
      ];
      for (const [sheets, field] of refused) await expectRefused(await save({ name: 'Set', state: withSheets(sheets) }), 400, { field });
      const saved = await save({ name: 'Set', state: { ...withSheets(good), snapToDrawing: false } });
      expect(saved.statusCode).toBe(200);
      const opened = (await server().as(token, { method: 'GET', url: `/api/document/${saved.json().document.id}` })).json().document.state;
      expect(opened.sheets).toEqual(good);
      expect(opened.snapToDrawing).toBe(false);
    });

    it('refuses a preview that is not a PNG, not base64 or too large', async () => {
      await setUp();
      const attempts = [
        dataUri(GIF, 'image/gif'),
        `data:image/png;base64,${GIF.toString('base64')}`,
        'data:image/png;base64,not base64!',
        'https://example.com/preview.png',
        `data:image/png;base64,${Buffer.concat([PNG_A.subarray(0, 8), Buffer.alloc(1_500_000)]).toString('base64')}`,
      ];
      const messages = [];
      for (const preview of attempts) {
        const response = await save({ name: 'With preview', state: SQUARE_PLOT.state, preview });
        await expectRefused(response, 400, { field: 'preview' });
        messages.push((response.json() as { message: string }).message);
      }
      expect(messages).toEqual([
        'Preview must be a data:image/png;base64, URI',
        'Preview is not a PNG image',
        'Preview is not valid base64',
        'Preview must be a data:image/png;base64, URI',
        'Preview must be no more than 2000000 characters.',
      ]);
    });

    it('refuses wrong types, malformed JSON and a 20 MB body with clear 4xx JSON', async () => {
      await setUp();
      await expectRefused(await save({ name: 'Typed', state: SQUARE_PLOT.state, overwrite: 'yes' }), 400, { field: 'overwrite' });
      await expectRefused(await save([{ name: 'Array' }]), 400, {});
      await expectRefused(await save('{"name": "Plot", "state": ', { 'content-type': 'application/json' }), 400, {
        message: 'Malformed JSON body',
      });
      const huge = JSON.stringify({ name: 'Huge', state: SQUARE_PLOT.state, padding: 'x'.repeat(20 * 1024 * 1024) });
      await expectRefused(await save(huge, { 'content-type': 'application/json' }), 413, {
        message: 'A saved document may be at most 8 MB',
      });
      const patch = await server().as(token, { method: 'PATCH', url: '/api/document', payload: { id: 7, action: 'archive' } });
      await expectRefused(patch, 400, { field: 'id' });
    });

    it('answers 401 to a missing, forged, expired or alg:none token on every route', async () => {
      await setUp();
      const claims = { email: ann.email, device: 'device-a' };
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(ann.id)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('a-secret-that-is-not-the-servers-secret'));
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
        JSON.stringify({ ...claims, sub: ann.id, iat: 1, exp: 4102444800 }),
      ).toString('base64url')}.`;
      const expiring = await ann.tokenFor('device-a');
      server().advance(2 * 86_400_000);
      const routes = [
        { method: 'GET', url: '/api/documents' },
        { method: 'GET', url: `/api/document/${stored.id}` },
        { method: 'POST', url: '/api/document', payload: { name: 'Sneaky', state: SQUARE_PLOT.state } },
        { method: 'DELETE', url: `/api/document/${stored.id}` },
        { method: 'PATCH', url: '/api/document', payload: { id: stored.id, action: 'archive' } },
        { method: 'POST', url: '/api/document/clear-canvas' },
        { method: 'POST', url: `/api/document/${stored.id}/heartbeat` },
      ] as const;
      for (const bad of [undefined, forged, unsigned, expiring, 'not.a.token']) {
        for (const route of routes) {
          const headers = bad === undefined ? {} : { [ACCESS_TOKEN_HEADER]: bad };
          const response = await server().app.inject({ ...route, headers });
          expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
          expect(response.json()).toMatchObject({ success: false });
        }
      }
      token = await ann.tokenFor('device-a');
      await expectRefused(await save({ name: '' }), 400, {});
      const opened = await server().as(token, { method: 'GET', url: `/api/document/${stored.id}` });
      expect(opened.json().document).toMatchObject({ name: 'Kept', archived: false, state: SQUARE_PLOT.state });
    });
  });
});
