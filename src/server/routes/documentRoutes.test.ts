import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentResponseSchema, documentSummarySchema, documentsListResponseSchema } from '../../shared/accounts';
import { DOCUMENT_STATE_VERSION } from '../../shared/documentState';
import { tooManyRequests } from '../auth/rateLimits';
import { testDatabases, type TestDatabase } from '../testing/databases';
import { dataUri, freshDocumentsAppPerTest, PNG_A, PNG_B, SQUARE_PLOT, type TestUser } from '../documents/testing/documentsTestApp';

describe.each(testDatabases)('documents routes on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with a fresh database per test', () => {
    const server = freshDocumentsAppPerTest(testDatabase);
    let ann: TestUser;
    let annToken: string;

    const setUp = async () => {
      ann = await server().createUser('ann@example.com');
      annToken = await ann.tokenFor('device-a');
    };
    const save = (body: object, token = annToken) => server().as(token, { method: 'POST', url: '/api/document', payload: body });
    const list = (token = annToken) => server().as(token, { method: 'GET', url: '/api/documents' });
    const open = (id: string, token = annToken) => server().as(token, { method: 'GET', url: `/api/document/${id}` });
    const previews = () => readdir(join(server().dataDir, 'previews'));

    it('saves the editor-made square plot and opens it with the same state to the last digit', async () => {
      await setUp();
      const saved = await save({ name: 'Plot 1', state: SQUARE_PLOT.state, preview: dataUri(PNG_A) });
      expect(saved.statusCode).toBe(200);
      const { document: summary } = saved.json();
      expect(documentSummarySchema.strict().parse(summary)).toMatchObject({
        name: 'Plot 1', archived: false, device_uuid: 'device-a', session_id: null, locked_by_device: 'device-a',
      });
      expect(summary).not.toHaveProperty('state');

      const opened = await open(summary.id);
      expect(opened.statusCode).toBe(200);
      const { document } = documentResponseSchema.parse(opened.json());
      expect(document.state).toEqual(SQUARE_PLOT.state);
      // toEqual compares numbers with Object.is: every digit of the slanted scale survived.
      expect(document.state.scale.value).toBe(SQUARE_PLOT.state.scale.value);
      expect(document).toMatchObject({ id: summary.id, name: 'Plot 1', preview: summary.preview });
    });

    it('opens a stored state as it was saved, without reading it through the schema again, and migrates one an older app stored', async () => {
      await setUp();
      const { id } = (await save({ name: 'Plot 1', state: SQUARE_PLOT.state })).json().document;
      const { db } = server().database;
      const stored = (await db.selectFrom('documents').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;
      expect(stored.startsWith(`{"version":${DOCUMENT_STATE_VERSION},`)).toBe(true);
      // The stored text goes out as it is: a mark the schema would strip reaches the client, so nothing parsed it on the way.
      const marked = `${stored.slice(0, -1)},"unread":true}`;
      await db.updateTable('documents').set({ state: marked }).where('id', '=', id).execute();
      expect((await open(id)).body).toContain(`"state":${marked}}}`);
      // A state an older app stored (version 2) is read through the schema and migrated.
      const older = JSON.stringify({ ...SQUARE_PLOT.state, version: 2 });
      await db.updateTable('documents').set({ state: older }).where('id', '=', id).execute();
      const migrated = documentResponseSchema.parse((await open(id)).json()).document.state;
      expect(migrated).toEqual(SQUARE_PLOT.state);
    });

    it('lists only the user’s own documents, newest first, without states', async () => {
      await setUp();
      const bob = await server().createUser('bob@example.com');
      const first = (await save({ name: 'First', state: SQUARE_PLOT.state })).json().document;
      server().advance(1000);
      const second = (await save({ name: 'Second', state: SQUARE_PLOT.state, session_id: 'class-7' })).json().document;
      await save({ name: 'Bob’s', state: SQUARE_PLOT.state }, await bob.tokenFor('device-b'));

      const response = await list();
      expect(response.statusCode).toBe(200);
      const { documents } = documentsListResponseSchema.parse(response.json());
      expect(documents.map((each: { id: string }) => each.id)).toEqual([second.id, first.id]);
      expect(documents[0]).toEqual({ ...second, session_id: 'class-7' });
      for (const each of documents) expect(each).not.toHaveProperty('state');
      // Saving opens the saved document here; the device's earlier one is released.
      expect(documents.map((each: { locked_by_device: string | null }) => each.locked_by_device)).toEqual(['device-a', null]);
    });

    it('stores the preview as a file under DATA_DIR/previews, serves it, replaces it on update and removes it on delete', async () => {
      await setUp();
      const saved = (await save({ name: 'Plot', state: SQUARE_PLOT.state, preview: dataUri(PNG_A) })).json().document;
      expect(saved.preview).toMatch(/^[0-9a-f]{32}\.png$/);
      const row = await server().database.db.selectFrom('documents').select(['preview_file', 'state']).executeTakeFirstOrThrow();
      expect(row.preview_file).toBe(saved.preview);
      expect(row.state).not.toContain('base64');
      expect(await previews()).toEqual([row.preview_file]);

      const served = await server().app.inject({ method: 'GET', url: `/preview/${saved.preview}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG_A)).toBe(true);

      const updated = (await save({ id: saved.id, name: 'Plot', state: SQUARE_PLOT.state, preview: dataUri(PNG_B) })).json().document;
      expect(updated.id).toBe(saved.id);
      expect(updated.preview).not.toBe(saved.preview);
      expect(await previews()).toEqual([updated.preview]);
      expect((await server().app.inject({ method: 'GET', url: `/preview/${saved.preview}` })).statusCode).toBe(404);
      const file = await readFile(join(server().dataDir, 'previews', updated.preview));
      expect(file.equals(PNG_B)).toBe(true);

      // An update without a preview keeps the stored one.
      const kept = (await save({ id: saved.id, name: 'Plot renamed', state: SQUARE_PLOT.state })).json().document;
      expect(kept.preview).toBe(updated.preview);

      const deleted = await server().as(annToken, { method: 'DELETE', url: `/api/document/${saved.id}` });
      expect(deleted.statusCode).toBe(200);
      expect(await previews()).toEqual([]);
    });

    it('answers 404 JSON for preview names that are malformed, unknown or try to leave the folder', async () => {
      await setUp();
      for (const url of ['/preview/0123456789abcdef0123456789abcdef.png', '/preview/abc.png', '/preview/..%2Fjwt-secret', '/preview/..%2F..%2Fjwt-secret.png']) {
        const response = await server().app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ success: false, message: 'No such preview' });
      }
    });

    it('archives and restores a document', async () => {
      await setUp();
      const saved = (await save({ name: 'Plot', state: SQUARE_PLOT.state })).json().document;
      const patch = (body: object) => server().as(annToken, { method: 'PATCH', url: '/api/document', payload: body });

      const archived = await patch({ id: saved.id, action: 'archive' });
      expect(archived.statusCode).toBe(200);
      expect(archived.json()).toMatchObject({ success: true, document: { id: saved.id, archived: true } });
      expect((await list()).json().documents[0].archived).toBe(true);

      const restored = await patch({ id: saved.id, action: 'restore' });
      expect(restored.json()).toMatchObject({ success: true, document: { id: saved.id, archived: false } });

      const unknown = await patch({ id: randomUUID(), action: 'archive' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ success: false, message: 'Document not found!' });
      const badAction = await patch({ id: saved.id, action: 'shred' });
      expect(badAction.statusCode).toBe(400);
      expect(badAction.json()).toMatchObject({ success: false, field: 'action' });
    });

    it('deletes a document, after which it is not found', async () => {
      await setUp();
      const saved = (await save({ name: 'Plot', state: SQUARE_PLOT.state })).json().document;
      const deleted = await server().as(annToken, { method: 'DELETE', url: `/api/document/${saved.id}` });
      expect(deleted.json()).toMatchObject({ success: true, document: { id: saved.id } });
      expect((await open(saved.id)).statusCode).toBe(404);
      expect((await list()).json().documents).toEqual([]);
      const again = await server().as(annToken, { method: 'DELETE', url: `/api/document/${saved.id}` });
      expect(again.statusCode).toBe(404);
    });

    it('treats another user’s document as unknown: 404 on open, update, archive and delete, and nothing changes', async () => {
      await setUp();
      const saved = (await save({ name: 'Ann’s plot', state: SQUARE_PLOT.state })).json().document;
      await server().as(annToken, { method: 'POST', url: '/api/document/clear-canvas' });
      const bob = await server().createUser('bob@example.com');
      const bobToken = await bob.tokenFor('device-b');
      const notFound = { success: false, message: 'Document not found!', reason: 'not-found' };

      const attempts = [
        open(saved.id, bobToken),
        save({ id: saved.id, name: 'Stolen', state: SQUARE_PLOT.state }, bobToken),
        server().as(bobToken, { method: 'PATCH', url: '/api/document', payload: { id: saved.id, action: 'archive' } }),
        server().as(bobToken, { method: 'DELETE', url: `/api/document/${saved.id}` }),
        server().as(bobToken, { method: 'POST', url: `/api/document/${saved.id}/heartbeat` }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(notFound);
      }
      expect((await list(bobToken)).json().documents).toEqual([]);
      const [after] = (await list()).json().documents;
      expect(after).toMatchObject({ id: saved.id, name: 'Ann’s plot', archived: false, updated_at: saved.updated_at, locked_by_device: null });
      expect((await open(saved.id)).json().document.state).toEqual(SQUARE_PLOT.state);
    });

    it('asks before saving a new document under an existing name, and overwrites that one when told to', async () => {
      await setUp();
      const first = (await save({ name: 'Plot 1', state: SQUARE_PLOT.state })).json().document;
      const changed = { ...SQUARE_PLOT.state, zoom: 2 };

      const clash = await save({ name: 'Plot 1', state: changed });
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toMatchObject({ success: false, reason: 'name-exists', field: 'name', id: first.id });
      expect((await list()).json().documents).toHaveLength(1);
      expect((await open(first.id)).json().document.state.zoom).toBe(SQUARE_PLOT.state.zoom);

      const overwritten = await save({ name: ' Plot 1 ', state: changed, overwrite: true });
      expect(overwritten.statusCode).toBe(200);
      expect(overwritten.json().document.id).toBe(first.id);
      expect((await list()).json().documents).toHaveLength(1);
      expect((await open(first.id)).json().document.state.zoom).toBe(2);
    });

    it('keeps SQL-looking and unicode names exactly', async () => {
      await setUp();
      const names = ["Robert'); DROP TABLE documents;--", 'Ogród działka №7 — 北京 🏡', "x' OR '1'='1"];
      for (const name of names) expect((await save({ name, state: SQUARE_PLOT.state })).statusCode).toBe(200);
      const listed = (await list()).json().documents.map((each: { name: string }) => each.name);
      expect([...listed].sort()).toEqual([...names].sort());
      for (const { id, name } of (await list()).json().documents) expect((await open(id)).json().document.name).toBe(name);
    });

    it('announces a documents change for the user after save, archive, restore and delete only', async () => {
      await setUp();
      const saved = (await save({ name: 'Plot', state: SQUARE_PLOT.state })).json().document;
      await list();
      await open(saved.id);
      await server().as(annToken, { method: 'PATCH', url: '/api/document', payload: { id: saved.id, action: 'archive' } });
      await server().as(annToken, { method: 'PATCH', url: '/api/document', payload: { id: saved.id, action: 'restore' } });
      await save({ name: '', state: SQUARE_PLOT.state });
      await server().as(annToken, { method: 'DELETE', url: `/api/document/${saved.id}` });
      expect(server().changes).toEqual([ann.id, ann.id, ann.id, ann.id]);
    });
  });
});

describe.each(testDatabases)('the documents routes per account on $kind', (testDatabase: TestDatabase) => {
  describe.skipIf(testDatabase.skipReason !== undefined)('with an allowance of 4 calls', () => {
    const server = freshDocumentsAppPerTest(testDatabase, { requestLimit: { max: 4, windowMs: 60_000 } });

    it('answers 429 past the allowance, before a body is read, and leaves other accounts their own', async () => {
      const ann = await (await server().createUser('ann@example.com')).tokenFor('device-a');
      const bob = await (await server().createUser('bob@example.com')).tokenFor('device-b');
      const { id } = (await server().as(ann, { method: 'POST', url: '/api/document', payload: { name: 'Plot', state: SQUARE_PLOT.state } })).json().document;
      for (let call = 0; call < 3; call++) expect((await server().as(ann, { method: 'GET', url: `/api/document/${id}` })).statusCode).toBe(200);
      const refused = await server().as(ann, { method: 'GET', url: `/api/document/${id}` });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(tooManyRequests(60));
      // A malformed save is refused for the allowance (429), not as malformed (400): its body was not read.
      expect((await server().as(ann, { method: 'POST', url: '/api/document', headers: { 'content-type': 'application/json' }, payload: '{"name": ' })).statusCode).toBe(429);
      expect((await server().as(bob, { method: 'GET', url: '/api/documents' })).statusCode).toBe(200);
    });
  });

  describe.skipIf(testDatabase.skipReason !== undefined)('with an allowance of one byte of states an hour', () => {
    const server = freshDocumentsAppPerTest(testDatabase, { readLimit: { max: 1, windowMs: 3_600_000 } });

    it('sends an account one document however large, then 429 until its bytes come back, and others theirs (trust round two, finding 6)', async () => {
      const ann = await (await server().createUser('ann@example.com')).tokenFor('device-a');
      const bob = await (await server().createUser('bob@example.com')).tokenFor('device-b');
      const save = async (token: string) => (await server().as(token, { method: 'POST', url: '/api/document', payload: { name: 'Plot', state: SQUARE_PLOT.state } })).json().document.id as string;
      const [annsPlot, bobsPlot] = [await save(ann), await save(bob)];
      const open = (token: string, id: string) => server().as(token, { method: 'GET', url: `/api/document/${id}` });
      expect((await open(ann, annsPlot)).statusCode).toBe(200);
      const refused = await open(ann, annsPlot);
      expect(refused.statusCode).toBe(429);
      // The plot's bytes at one an hour.
      expect(refused.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many attempts\. Please try again in \d{5,} minutes\.$/) });
      // The list and a save read no state: they go on.
      expect((await server().as(ann, { method: 'GET', url: '/api/documents' })).statusCode).toBe(200);
      expect((await open(bob, bobsPlot)).statusCode).toBe(200);
    });
  });
});
