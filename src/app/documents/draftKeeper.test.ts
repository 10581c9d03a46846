import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { placeImage } from '../../engine/document/image';
import { createEditorDriver } from '../../engine/testing/editorDriver';
import { allLayersEmpty, toDocumentState } from '../../engine/document/savedDocument';
import { activeInstrument } from '../../engine/editor/selectors';
import { DRAFT_DELAY_MS, keepDrafts } from './draftKeeper';
import { memoryDraftStore } from './draftStore';

const OWNER = 'ann@example.com';

/** A page whose visibility the test sets, firing visibilitychange as a browser does. */
function fakePage() {
  const target = new EventTarget();
  const page = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    hide() {
      page.visibilityState = 'hidden';
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
  return page;
}

function keeping() {
  const driver = createEditorDriver();
  const store = memoryDraftStore();
  const writes = vi.spyOn(store, 'write');
  const page = fakePage();
  const stop = keepDrafts({ editor: driver.actor, store, owner: OWNER, page, whenIdle: (task) => task(), now: () => 42 });
  const drawSquare = () => {
    driver.choose('rectangle_tool');
    driver.drag([100, 100], [200, 200]);
  };
  return { driver, store, writes, page, stop, drawSquare };
}

/** Lets the timers and the store's queued promises run. */
async function settle(ms = 0) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe('keeping the unsaved drawing on the device', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the drawing a moment after a committed edit, not before', async () => {
    const { driver, store, writes, drawSquare } = keeping();
    drawSquare();
    await settle(DRAFT_DELAY_MS - 10);
    expect(writes).not.toHaveBeenCalled();
    await settle(20);
    const draft = store.drafts.get(OWNER);
    expect(draft).toMatchObject({ owner: OWNER, file: null, image: null, savedAt: 42 });
    const snapshot = driver.actor.getSnapshot();
    expect(draft?.state).toEqual(toDocumentState({ document: snapshot.context.document, viewport: snapshot.context.viewport, instrument: activeInstrument(snapshot) }));
    expect(allLayersEmpty(snapshot.context.document)).toBe(false);
  });

  it('writes once for edits that follow each other quickly, with the last of them', async () => {
    const { driver, store, writes, drawSquare } = keeping();
    drawSquare();
    await settle(300);
    driver.send({ type: 'layer.add' });
    await settle(DRAFT_DELAY_MS + 10);
    expect(writes).toHaveBeenCalledTimes(1);
    expect(store.drafts.get(OWNER)?.state.layers.list).toHaveLength(2);
  });

  it('writes nothing while the view only pans or zooms', async () => {
    const { driver, writes } = keeping();
    driver.choose('pan_move');
    driver.drag([100, 100], [300, 250]);
    driver.send({ type: 'zoom.step', direction: 1 });
    await settle(DRAFT_DELAY_MS * 3);
    expect(writes).not.toHaveBeenCalled();
  });

  it('forgets the draft once the drawing is saved, and when it is cleared', async () => {
    const { driver, store, drawSquare } = keeping();
    drawSquare();
    await settle(DRAFT_DELAY_MS + 10);
    expect(store.drafts.has(OWNER)).toBe(true);
    driver.send({ type: 'document.saved', file: { id: 'd1', name: 'Plot' } });
    await settle();
    expect(store.drafts.has(OWNER)).toBe(false);

    driver.send({ type: 'layer.add' });
    await settle(DRAFT_DELAY_MS + 10);
    expect(store.drafts.get(OWNER)?.file).toEqual({ id: 'd1', name: 'Plot' });
    driver.send({ type: 'document.clear' });
    await settle();
    expect(store.drafts.has(OWNER)).toBe(false);
  });

  it('never lets a write asked for earlier land after a later forget', async () => {
    const { driver, store, drawSquare } = keeping();
    let finishWrite!: () => void;
    const slowWrite = store.write;
    store.write = (draft) => new Promise<void>((resolve) => (finishWrite = () => void slowWrite(draft).then(resolve)));
    drawSquare();
    await settle(DRAFT_DELAY_MS + 10);
    driver.send({ type: 'document.saved', file: { id: 'd1', name: 'Plot' } });
    finishWrite();
    await settle();
    expect(store.drafts.has(OWNER)).toBe(false);
  });

  it('writes at once when the page is hidden (a tab closed or left), without waiting for the delay', async () => {
    const { store, page, drawSquare } = keeping();
    drawSquare();
    page.hide();
    await settle();
    expect(store.drafts.has(OWNER)).toBe(true);
  });

  it('keeps the bytes of an image only this tab holds, read once for many edits', async () => {
    const driver = createEditorDriver();
    const store = memoryDraftStore();
    const bytes = new Blob(['png']);
    const imageBytes = vi.fn(async () => bytes);
    keepDrafts({ editor: driver.actor, store, owner: OWNER, page: null, whenIdle: (task) => task(), imageBytes });
    driver.send({ type: 'image.place', image: placeImage('blob:http://x/1', 'plan.png', { width: 400, height: 300 }, driver.viewport().stage) });
    await settle(DRAFT_DELAY_MS + 10);
    driver.send({ type: 'layer.add' });
    await settle(DRAFT_DELAY_MS + 10);
    expect(store.drafts.get(OWNER)?.image).toBe(bytes);
    expect(imageBytes).toHaveBeenCalledTimes(1);
  });

  it('stops: a waiting write is dropped and later edits are not written', async () => {
    const { writes, stop, drawSquare } = keeping();
    drawSquare();
    stop();
    drawSquare();
    await settle(DRAFT_DELAY_MS * 3);
    expect(writes).not.toHaveBeenCalled();
  });
});
