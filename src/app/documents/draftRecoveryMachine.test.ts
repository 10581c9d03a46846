import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createEditorDriver } from '../../engine/testing/editorDriver';
import type { DocumentState } from '../../shared/documentState';
import { DRAFT_DELAY_MS } from './draftKeeper';
import { createDraftRecoveryMachine } from './draftRecoveryMachine';
import { memoryDraftStore, type Draft } from './draftStore';

const SQUARE_PLOT = JSON.parse(readFileSync(new URL('../../shared/testing/squarePlotState.json', import.meta.url), 'utf8')) as { state: DocumentState };
const ANN = 'ann@example.com';
const kept: Draft = { owner: ANN, state: SQUARE_PLOT.state, file: { id: 'd1', name: 'Plot' }, image: null, savedAt: 1 };

function recovery(drafts: Draft[] = []) {
  const driver = createEditorDriver();
  const store = memoryDraftStore();
  for (const draft of drafts) store.drafts.set(draft.owner, draft);
  const recover = vi.fn(async (draft: Draft) => void driver.send({ type: 'document.recover', state: draft.state, file: draft.file }));
  const actor = createActor(
    createDraftRecoveryMachine({ editor: driver.actor, store, recover, keeper: { page: null, whenIdle: (task) => task() } }),
  ).start();
  return { driver, store, recover, actor };
}

describe('offering back a drawing kept on the device', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the account, then offers its draft', async () => {
    const { actor } = recovery([kept]);
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'owner.changed', owner: ANN });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('offering'));
    expect(actor.getSnapshot().context.draft).toEqual(kept);
  });

  it("offers nobody else's draft, and keeps that account's drawing from the start", async () => {
    const { actor, store, driver } = recovery([kept]);
    actor.send({ type: 'owner.changed', owner: 'bob@example.com' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('keeping'));
    driver.choose('rectangle_tool');
    driver.drag([100, 100], [200, 200]);
    await vi.advanceTimersByTimeAsync(DRAFT_DELAY_MS + 10);
    expect(store.drafts.get('bob@example.com')).toBeDefined();
    expect(store.drafts.get(ANN)).toEqual(kept);
  });

  it('writes nothing over the draft while it is on offer, even when the person draws meanwhile', async () => {
    const { actor, store, driver } = recovery([kept]);
    actor.send({ type: 'owner.changed', owner: ANN });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('offering'));
    driver.choose('rectangle_tool');
    driver.drag([300, 300], [350, 350]);
    await vi.advanceTimersByTimeAsync(DRAFT_DELAY_MS * 3);
    expect(store.drafts.get(ANN)).toBe(kept);
  });

  it('Restore opens the draft, still needing a save, and keeps it from then on', async () => {
    const { actor, recover, driver, store } = recovery([kept]);
    actor.send({ type: 'owner.changed', owner: ANN });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('offering'));
    actor.send({ type: 'draft.restore' });
    await waitFor(actor, (snapshot) => snapshot.matches('keeping'));
    expect(recover).toHaveBeenCalledWith(kept);
    expect(driver.actor.getSnapshot().context).toMatchObject({ needSave: true, file: { id: 'd1', name: 'Plot' } });
    await vi.advanceTimersByTimeAsync(DRAFT_DELAY_MS + 10);
    expect(store.drafts.get(ANN)?.savedAt).not.toBe(kept.savedAt);
  });

  it('Discard forgets the draft', async () => {
    const { actor, store, recover } = recovery([kept]);
    actor.send({ type: 'owner.changed', owner: ANN });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('offering'));
    actor.send({ type: 'draft.discard' });
    await waitFor(actor, (snapshot) => snapshot.matches('keeping'));
    expect(store.drafts.has(ANN)).toBe(false);
    expect(recover).not.toHaveBeenCalled();
  });

  it('stops keeping at sign-out, before the logout clears the drawing, so the draft stays for the next login', async () => {
    const { actor, store, driver } = recovery();
    actor.send({ type: 'owner.changed', owner: ANN });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('keeping'));
    driver.choose('rectangle_tool');
    driver.drag([100, 100], [200, 200]);
    await vi.advanceTimersByTimeAsync(DRAFT_DELAY_MS + 10);
    actor.send({ type: 'owner.changed', owner: null });
    driver.send({ type: 'document.clear', removeImage: true });
    await vi.advanceTimersByTimeAsync(10);
    expect(store.drafts.has(ANN)).toBe(true);

    actor.send({ type: 'owner.changed', owner: ANN });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('offering'));
  });

  it('a discard while keeping (logged out without saving) forgets the drawing', async () => {
    const { actor, store, driver } = recovery();
    actor.send({ type: 'owner.changed', owner: ANN });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('keeping'));
    driver.choose('rectangle_tool');
    driver.drag([100, 100], [200, 200]);
    await vi.advanceTimersByTimeAsync(DRAFT_DELAY_MS + 10);
    actor.send({ type: 'draft.discard' });
    await waitFor(actor, (snapshot) => snapshot.matches('keeping'));
    expect(store.drafts.has(ANN)).toBe(false);
  });
});
