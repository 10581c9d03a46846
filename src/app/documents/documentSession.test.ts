import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentResponse, DocumentSummaryResponse } from '../../shared/accounts';
import type { DocumentState } from '../../shared/documentState';
import { createEditorDriver } from '../../engine/testing/editorDriver';
import { toDocumentState } from '../../engine/document/savedDocument';
import type { DocumentsApi, SaveDocument } from '../../net/documentsApi';
import type { ImageState } from '../../shared/schemas';
import { createDocumentSession, HEARTBEAT_MS, IMAGE_NOT_KEPT, IMAGE_NOT_STORED, saveRefusal } from './documentSession';

const GIF = readFileSync(new URL('../../../../shared/fixtures/images/resvg-image.gif', import.meta.url));

const SQUARE = [[100, 100], [250, 100], [250, 250], [100, 250], [100, 100]] as const;
const summary = (id: string, name: string): DocumentSummaryResponse => ({
  id, name, updated_at: '2026-03-01T09:00:00.000Z', archived: false, device_uuid: 'd', preview: null, session_id: null, locked_by_device: 'd', lock_holder: 'this-device', student_name: null,
});

/** An in-memory stand-in of the documents API that keeps what is saved, and the images it stores. */
function world(capturePreview: (state: DocumentState) => Promise<string | null> | string | null = () => null) {
  const stored = new Map<string, { name: string; state: DocumentState; preview: string | null | undefined }>();
  const images = new Map<string, Blob>();
  const calls: string[] = [];
  const loaded: Blob[] = [];
  const api = {
    storeImage: async (image: Blob, file: string) => {
      calls.push(`store-image ${file}`);
      const path = `/api/uploads/${String(images.size + 1).padStart(32, '0')}.gif`;
      images.set(path, image);
      return path;
    },
    save: async (save: SaveDocument) => {
      calls.push(`save ${save.name}`);
      const taken = [...stored.entries()].find(([, each]) => each.name === save.name);
      if (taken && !save.id) return { nameExists: { id: taken[0], message: 'exists' } };
      const id = save.id ?? `id-${stored.size + 1}`;
      stored.set(id, { name: save.name, state: save.state, preview: save.preview });
      return { saved: summary(id, save.name) };
    },
    open: async (id: string): Promise<DocumentResponse> => {
      const found = stored.get(id);
      if (!found) throw new Error('Document not found!');
      return { ...summary(id, found.name), state: found.state };
    },
    heartbeat: async (id: string) => void calls.push(`heartbeat ${id}`),
    clearCanvas: async () => void calls.push('clear-canvas'),
  } as unknown as DocumentsApi;
  const driver = createEditorDriver();
  const notices: string[] = [];
  let asked = 0;
  const session = createDocumentSession({
    editor: driver.actor,
    kernels: {
      loadImage: async ({ blob }: { blob: Blob }) => {
        loaded.push(blob);
        return { width: 1, height: 1 };
      },
    },
    documents: api,
    notify: (notice) => notices.push(notice.message),
    capturePreview,
    askSaveYourWork: () => void (asked += 1),
  });
  return { driver, session, stored, images, calls, loaded, notices, asked: () => asked };
}

/** The GIF fixture imported in the browser: a blob: URL only this tab can read. */
const importedGif = (): ImageState => ({
  url: URL.createObjectURL(new Blob([GIF], { type: 'image/gif' })),
  file: 'resvg-image.gif',
  position: { x: 20, y: 20 },
  originSizes: { width: 600, height: 600 },
  realSizes: { width: 600, height: 600 },
  ratio: 1,
  display: true,
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('document session', () => {
  it('refuses a save without a name or with every layer empty', () => {
    const { driver } = world();
    expect(saveRefusal(driver.actor, '  ')).toBe('Please specify a file name.');
    expect(saveRefusal(driver.actor, 'Plot 1')).toBe('All layers are empty!');
    driver.clickPath(SQUARE);
    expect(saveRefusal(driver.actor, 'Plot 1')).toBeNull();
  });

  it('saves, opens into a fresh drawing with the same sketch, and beats the lock every 60 s', async () => {
    vi.useFakeTimers();
    const { driver, session, calls } = world();
    driver.clickPath(SQUARE);
    const square = driver.sketch();
    expect(await session.save('Plot 1')).toMatchObject({ saved: { id: 'id-1' } });
    expect(driver.actor.getSnapshot().context.file).toEqual({ id: 'id-1', name: 'Plot 1' });
    await session.clear(true);
    expect(driver.sketch().lines).toHaveLength(0);
    expect(driver.actor.getSnapshot().context.file).toBeNull();
    await session.open('id-1');
    expect(driver.sketch()).toEqual(square);
    expect(session.needsSave()).toBe(false);
    calls.length = 0;
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(calls).toEqual(['heartbeat id-1']);
  });

  it('saves the preview drawn, once it is ready, from the very state it sends', async () => {
    const drawnFrom: DocumentState[] = [];
    const { driver, session, stored } = world(async (state) => {
      drawnFrom.push(state);
      await Promise.resolve();
      return 'data:image/png;base64,UFJFVklFVw==';
    });
    driver.clickPath(SQUARE);
    await session.save('Plot 1');
    expect(stored.get('id-1')?.preview).toBe('data:image/png;base64,UFJFVklFVw==');
    expect(drawnFrom).toEqual([stored.get('id-1')?.state]);
  });

  it('saves without a preview when drawing it fails', async () => {
    const { driver, session, stored } = world(() => {
      throw new Error('no canvas');
    });
    driver.clickPath(SQUARE);
    expect(await session.save('Plot 1')).toMatchObject({ saved: { id: 'id-1' } });
    expect(stored.get('id-1')?.preview).toBeNull();
  });

  it("opens a student's document read-only for an educator: the drawing shows, no lock heartbeat is sent", async () => {
    vi.useFakeTimers();
    const { driver, session, calls } = world();
    driver.clickPath(SQUARE);
    await session.save('Plot 1');
    const square = driver.sketch();
    await session.clear(true);
    calls.length = 0;
    await session.open('id-1', { readOnly: true });
    expect(driver.sketch()).toEqual(square);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 2);
    expect(calls).toEqual([]);
  });

  it('starts a new untitled document after an import: the lock is released and Save no longer overwrites the old one', async () => {
    vi.useFakeTimers();
    const { driver, session, calls, stored } = world();
    driver.clickPath(SQUARE);
    await session.save('Plot 1');
    const saved = stored.get('id-1')!.state;
    calls.length = 0;
    await session.startUntitled();
    expect(driver.actor.getSnapshot().context.file).toBeNull();
    expect(calls).toEqual(['clear-canvas']);
    // The drawing stays on screen; the old document's lock is no longer kept alive.
    expect(driver.sketch().lines).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 2);
    expect(calls).toEqual(['clear-canvas']);
    expect(await session.save('Plot 1')).toEqual({ nameExists: { id: 'id-1', message: 'exists' } });
    expect(stored.get('id-1')!.state).toBe(saved);
    // With nothing saved open, there is nothing to start afresh from.
    await session.startUntitled();
    expect(calls).toEqual(['clear-canvas', 'save Plot 1']);
  });

  it('overwrites the open document under its own name without asking, and asks for another taken name', async () => {
    const { driver, session } = world();
    driver.clickPath(SQUARE);
    await session.save('Plot 1');
    driver.send({ type: 'history.undo' });
    expect(await session.save('Plot 1')).toMatchObject({ saved: { id: 'id-1' } });
    driver.send({ type: 'document.clear' });
    driver.clickPath(SQUARE);
    expect(await session.save('Plot 1')).toEqual({ nameExists: { id: 'id-1', message: 'exists' } });
    expect(await session.save('Plot 1', 'id-1')).toMatchObject({ saved: { id: 'id-1' } });
  });

  it('opens a document whose image was a blob: URL without the image, saying so', async () => {
    const { driver, session, stored, notices } = world();
    driver.clickPath(SQUARE);
    await session.save('Plot 1');
    const entry = stored.get('id-1')!;
    const image = { url: 'blob:http://localhost/x', file: 'a.png', position: { x: 20, y: 20 }, originSizes: { width: 600, height: 600 }, realSizes: { width: 600, height: 600 }, ratio: 1, display: true };
    stored.set('id-1', { ...entry, state: { ...entry.state, image } });
    await session.open('id-1');
    expect(driver.document().image).toBeNull();
    expect(notices).toEqual([IMAGE_NOT_KEPT]);
  });

  it('stores a blob: image once before saving, so the saved state points at the server path and opening loads it', async () => {
    const { driver, session, stored, images, calls, loaded, notices } = world();
    const image = importedGif();
    driver.send({ type: 'image.place', image });
    driver.choose('straight');
    driver.clickPath(SQUARE);
    const undoSteps = driver.document().layers[0]!.history.entries.length;

    await session.save('Yard');
    const [path] = [...images.keys()];
    expect(path).toMatch(/^\/api\/uploads\/0+1\.gif$/);
    expect(Buffer.from(await images.get(path!)!.arrayBuffer())).toEqual(GIF);
    expect(stored.get('id-1')!.state.image).toEqual({ ...image, url: path });
    // The new url is no history step and no change to save.
    expect(driver.document().image).toEqual({ ...image, url: path });
    expect(driver.document().layers[0]!.history.entries).toHaveLength(undoSteps);
    expect(session.needsSave()).toBe(false);

    await session.save('Yard');
    expect(calls.filter((call) => call.startsWith('store-image'))).toEqual(['store-image resvg-image.gif']);

    // Opening fetches the stored path (the server's job in the app) and loads it into the kernels.
    vi.stubGlobal('fetch', async (url: string) => new Response(images.get(url) ?? null, { status: images.has(url) ? 200 : 404 }));
    await session.clear(true);
    expect(driver.document().image).toBeNull();
    await session.open('id-1');
    expect(driver.document().image).toEqual({ ...image, url: path });
    expect(Buffer.from(await loaded.at(-1)!.arrayBuffer())).toEqual(GIF);
    expect(notices).toEqual([]);
  });

  it('saves the drawing anyway when its image cannot be stored, saying why', async () => {
    const { driver, session, stored, notices } = world();
    const image = importedGif();
    URL.revokeObjectURL(image.url);
    driver.send({ type: 'image.place', image });
    driver.choose('straight');
    driver.clickPath(SQUARE);
    expect(await session.save('Yard')).toMatchObject({ saved: { id: 'id-1' } });
    expect(stored.get('id-1')!.state.image?.url).toBe(image.url);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(new RegExp(`^${IMAGE_NOT_STORED}: `));
  });

  it('asks "Save your work?" on logout only with unsaved changes, and saves a named drawing before logging out', async () => {
    const { driver, session, calls, asked } = world();
    expect(await session.confirmLogout()).toBe(true);
    expect(asked()).toBe(0);
    driver.clickPath(SQUARE);
    await session.save('Plot 1');
    driver.send({ type: 'history.undo' });
    const stay = session.confirmLogout();
    expect(asked()).toBe(1);
    await session.answerLogout('stay');
    expect(await stay).toBe(false);
    const save = session.confirmLogout();
    await session.answerLogout('save');
    expect(await save).toBe(true);
    expect(calls.filter((call) => call.startsWith('save'))).toEqual(['save Plot 1', 'save Plot 1']);
    expect(session.needsSave()).toBe(false);
  });

  it('waits for a name when an unnamed drawing is to be saved before logout', async () => {
    const { driver, session } = world();
    driver.clickPath(SQUARE);
    const logout = session.confirmLogout();
    expect(await session.answerLogout('save')).toBe(false);
    expect(await logout).toBe(false);
    const discard = session.confirmLogout();
    await session.answerLogout('discard');
    expect(await discard).toBe(true);
  });
});

describe('recovering a drawing kept on the device', () => {
  it('opens it still needing a save, under the saved document it came from, and beats its lock', async () => {
    vi.useFakeTimers();
    try {
      const { driver, session, stored, calls } = world();
      driver.clickPath(SQUARE);
      await session.save('Plot 1');
      const { state } = stored.get('id-1')!;
      driver.send({ type: 'document.clear' });
      await session.recover({ state, file: { id: 'id-1', name: 'Plot 1' }, image: null });
      expect(driver.actor.getSnapshot().context).toMatchObject({ needSave: true, file: { id: 'id-1', name: 'Plot 1' } });
      expect(driver.layer().sketch.lines.length).toBeGreaterThan(0);
      calls.length = 0;
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
      expect(calls).toEqual(['heartbeat id-1']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('brings back an image only the crashed tab held from the bytes kept with it, under a new blob: URL', async () => {
    const { driver, session, loaded, notices } = world();
    const image = { ...importedGif(), url: 'blob:http://localhost/gone' };
    driver.send({ type: 'image.place', image });
    driver.clickPath(SQUARE);
    const snapshot = driver.actor.getSnapshot().context;
    const state = toDocumentState({ document: snapshot.document, viewport: snapshot.viewport, instrument: 'straight' });
    driver.send({ type: 'document.clear', removeImage: true });
    const bytes = new Blob([GIF], { type: 'image/gif' });

    await session.recover({ state, file: null, image: bytes });
    expect(loaded).toEqual([bytes]);
    expect(notices).toEqual([]);
    const restored = driver.document().image;
    expect(restored?.url).toMatch(/^blob:/);
    expect(restored?.url).not.toBe('blob:http://localhost/gone');
    expect(Buffer.from(await (await fetch(restored!.url)).arrayBuffer())).toEqual(GIF);
  });

  it('opens without the image, saying so, when a blob: image came without its bytes', async () => {
    const { driver, session, notices } = world();
    driver.send({ type: 'image.place', image: { ...importedGif(), url: 'blob:http://localhost/gone' } });
    driver.clickPath(SQUARE);
    const snapshot = driver.actor.getSnapshot().context;
    const state = toDocumentState({ document: snapshot.document, viewport: snapshot.viewport, instrument: 'straight' });
    await session.recover({ state, file: null, image: null });
    expect(driver.document().image).toBeNull();
    expect(notices).toEqual([IMAGE_NOT_KEPT]);
  });
});
