import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DocumentState } from '../../shared/documentState';
import { indexedDbDraftStore, readableDraft } from './draftStore';

const SQUARE_PLOT = JSON.parse(readFileSync(new URL('../../shared/testing/squarePlotState.json', import.meta.url), 'utf8')) as { state: DocumentState };

const draft = (owner: string, savedAt = 1_700_000_000_000) => ({ owner, state: SQUARE_PLOT.state, file: null, image: null, savedAt });

describe('the drafts in IndexedDB', () => {
  it('keeps one draft per account, written over by the next, until forgotten', async () => {
    const store = indexedDbDraftStore();
    await store.write(draft('ann@example.com', 1));
    await store.write(draft('ann@example.com', 2));
    await store.write(draft('bob@example.com', 3));
    expect((await store.read('ann@example.com'))?.savedAt).toBe(2);
    expect((await store.read('bob@example.com'))?.savedAt).toBe(3);
    await store.forget('ann@example.com');
    expect(await store.read('ann@example.com')).toBeUndefined();
    expect(await store.read('bob@example.com')).toBeDefined();
  });

  it("keeps the drawing's state whole, its saved file, and the bytes of an image only the tab held", async () => {
    const store = indexedDbDraftStore();
    const image = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    await store.write({ ...draft('cy@example.com'), file: { id: 'd1', name: 'Plot 1' }, image });
    const read = await store.read('cy@example.com');
    expect(read?.state).toEqual(SQUARE_PLOT.state);
    expect(read?.file).toEqual({ id: 'd1', name: 'Plot 1' });
    expect(new Uint8Array(await read!.image!.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });
});

describe('a stored draft as this app reads it', () => {
  it('migrates a state of an older version', () => {
    const { version: _version, ...unversioned } = SQUARE_PLOT.state;
    expect(readableDraft({ ...draft('a@b.c'), state: unversioned })?.state.version).toBe(SQUARE_PLOT.state.version);
  });

  it('offers nothing for a state of a newer app, a broken state or a value that is not a draft', () => {
    expect(readableDraft({ ...draft('a@b.c'), state: { ...SQUARE_PLOT.state, version: 99 } })).toBeUndefined();
    expect(readableDraft({ ...draft('a@b.c'), state: { layers: 'no' } })).toBeUndefined();
    expect(readableDraft({ owner: 'a@b.c' })).toBeUndefined();
    expect(readableDraft('text')).toBeUndefined();
  });

  it('drops a malformed file or image rather than the drawing', () => {
    const read = readableDraft({ ...draft('a@b.c'), file: { id: 5 }, image: 'not bytes' });
    expect(read).toMatchObject({ file: null, image: null });
    expect(read?.state).toEqual(SQUARE_PLOT.state);
  });
});

describe('a drafts database made without its store', () => {
  it('is repaired when the app opens it, and keeps drafts from then on', async () => {
    // An empty browser: the databases the tests above made are not in it.
    globalThis.indexedDB = new IDBFactory();
    await new Promise<void>((resolve, reject) => {
      const made = indexedDB.open('planimetry-drafts', 1);
      made.onsuccess = () => {
        made.result.close();
        resolve();
      };
      made.onerror = () => reject(made.error);
    });
    const store = indexedDbDraftStore();
    await store.write(draft('dee@example.com'));
    expect((await store.read('dee@example.com'))?.owner).toBe('dee@example.com');
  });
});
