import { readFileSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DocumentState } from '../shared/documentState';
import { ApiRequestError, createApiClient } from './apiClient';
import { createDocumentsApi, previewUrl } from './documentsApi';
import { readJsonBody, sendJson, serveStandIn } from './testing/standInServer';

/** The editor-made square plot the server tests save (a real, schema-valid state). */
const SQUARE_PLOT = JSON.parse(readFileSync(new URL('../shared/testing/squarePlotState.json', import.meta.url), 'utf8')) as { state: DocumentState };
const ID = '0b7f5e2c-3a1d-4c8e-9f60-1d2e3f4a5b6c';
const summary = (extra: object = {}) => ({
  id: ID, name: 'Plot 1', updated_at: '2026-03-01T09:00:00.000Z', archived: false, device_uuid: 'device-a',
  preview: 'a1b2.png', session_id: null, locked_by_device: null, lock_holder: null, ...extra,
});

/** Requests the stand-in received: method, url, access token and body. */
const received: { method: string; url: string; token: string | undefined; body: unknown }[] = [];
const failures: number[] = [];
const dropped = new Set<string>();

/** A stand-in for the documents routes, answering as src/server/routes/documentRoutes.ts does. */
async function handle(request: IncomingMessage, response: ServerResponse) {
  const body = await readJsonBody(request);
  const token = request.headers['access-token'] as string | undefined;
  received.push({ method: request.method!, url: request.url!, token, body });
  if (token !== 'token-ann') return sendJson(response, 401, { success: false, message: 'Please log in' });
  const route = `${request.method} ${request.url}`;
  if (route === 'GET /api/documents') return sendJson(response, 200, { success: true, documents: [summary()] });
  if (route === `GET /api/document/${ID}`) return sendJson(response, 200, { success: true, document: { ...summary({ locked_by_device: 'device-a', lock_holder: 'this-device' }), state: SQUARE_PLOT.state } });
  if (route === 'GET /api/document/locked') return sendJson(response, 423, { success: false, message: 'File is open by a team member' });
  if (route === 'POST /api/document') {
    const save = body as { name: string; id?: string };
    if (save.name === 'Taken' && !save.id) return sendJson(response, 409, { success: false, message: 'A file with this name already exists. Overwrite it?', reason: 'name-exists', field: 'name', id: ID });
    // The server process dies before answering, once per name.
    if (save.name.startsWith('Dropped') && !dropped.has(save.name)) {
      dropped.add(save.name);
      request.socket.destroy();
      return;
    }
    if (save.name === '') return sendJson(response, 400, { success: false, message: 'Please specify a file name.', field: 'name' });
    return sendJson(response, 200, { success: true, document: summary({ name: save.name }) });
  }
  if (route === 'PATCH /api/document') return sendJson(response, 200, { success: true, document: summary({ archived: (body as { action: string }).action === 'archive' }) });
  if (route === `DELETE /api/document/${ID}`) return sendJson(response, 200, { success: true, document: summary() });
  if (route === 'POST /api/document/clear-canvas') return sendJson(response, 200, { success: true, released: 1 });
  if (route === `POST /api/document/${ID}/heartbeat`) return sendJson(response, 200, { success: true });
  return sendJson(response, 404, { success: false, message: 'Document not found!' });
}

const standIn = serveStandIn(handle);
beforeEach(() => {
  received.length = 0;
  failures.length = 0;
});

const api = (token = 'token-ann') =>
  createDocumentsApi(createApiClient({ baseURL: standIn.url, clientId: 'client-1', accessToken: () => token, onFailureStatus: (status) => failures.push(status) }));

describe('documents API client', () => {
  it('lists documents with the token and builds the preview path', async () => {
    const [first] = await api().list();
    expect(first).toMatchObject({ id: ID, name: 'Plot 1', archived: false });
    expect(received[0]).toMatchObject({ method: 'GET', url: '/api/documents', token: 'token-ann' });
    expect(previewUrl(first!)).toBe('/preview/a1b2.png');
    expect(previewUrl({ preview: null })).toBeNull();
  });

  it('opens a document with its saved state', async () => {
    const document = await api().open(ID);
    expect(document.state).toEqual(SQUARE_PLOT.state);
    expect(document.locked_by_device).toBe('device-a');
  });

  it("rejects a locked document with the server's message and status", async () => {
    const error = await api().open('locked').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ message: 'File is open by a team member', status: 423 });
    expect(failures).toEqual([423]);
  });

  it('saves, and answers a taken name with the document to overwrite, then overwrites it by id', async () => {
    const preview = 'data:image/png;base64,iVBORw0KGgo=';
    expect(await api().save({ name: 'Plot 1', state: SQUARE_PLOT.state, preview })).toMatchObject({ saved: { name: 'Plot 1' } });
    expect(received[0]!.body).toEqual({ name: 'Plot 1', state: SQUARE_PLOT.state, preview });
    const taken = await api().save({ name: 'Taken', state: SQUARE_PLOT.state, preview: null });
    expect(taken).toEqual({ nameExists: { id: ID, message: 'A file with this name already exists. Overwrite it?' } });
    expect(failures).toEqual([409]);
    const overwritten = await api().save({ name: 'Taken', state: SQUARE_PLOT.state, preview: null, id: ID });
    expect(overwritten).toMatchObject({ saved: { id: ID, name: 'Taken' } });
    expect(received[2]!.body).toMatchObject({ id: ID });
  });

  it("rejects a refused save with the spec's message", async () => {
    await expect(api().save({ name: '', state: SQUARE_PLOT.state, preview: null })).rejects.toMatchObject({ message: 'Please specify a file name.', status: 400 });
    expect(received).toHaveLength(1);
  });

  it('sends a save again when the connection dropped before any answer', async () => {
    const saved = await api().save({ name: 'Dropped mid-save', state: SQUARE_PLOT.state, preview: null, id: ID });
    expect(saved).toMatchObject({ saved: { name: 'Dropped mid-save' } });
    expect(received.map((each) => each.body)).toEqual([
      { name: 'Dropped mid-save', state: SQUARE_PLOT.state, preview: null, id: ID },
      { name: 'Dropped mid-save', state: SQUARE_PLOT.state, preview: null, id: ID },
    ]);
  });

  it('archives, restores, deletes, clears the canvas and sends the heartbeat', async () => {
    expect((await api().setArchived(ID, true)).archived).toBe(true);
    expect((await api().setArchived(ID, false)).archived).toBe(false);
    await api().remove(ID);
    await api().clearCanvas();
    await api().heartbeat(ID);
    expect(received.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['PATCH', '/api/document', { id: ID, action: 'archive' }],
      ['PATCH', '/api/document', { id: ID, action: 'restore' }],
      ['DELETE', `/api/document/${ID}`, undefined],
      ['POST', '/api/document/clear-canvas', undefined],
      ['POST', `/api/document/${ID}/heartbeat`, undefined],
    ]);
  });

  it('reports 401 to the status hook and rejects', async () => {
    await expect(api('expired').list()).rejects.toMatchObject({ status: 401 });
    expect(failures).toEqual([401]);
  });
});
