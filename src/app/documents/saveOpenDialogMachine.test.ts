import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { DocumentSummaryResponse } from '../../shared/accounts';
import { createEditorDriver } from '../../engine/testing/editorDriver';
import type { SaveResult } from '../../net/documentsApi';
import { ApiRequestError } from '../../net/apiClient';
import { chosenDocument, documentOpened, MESSAGE_MS, SAVE_WAITS_FOR_LIST, saveDisabledReason, saveOpenDialogMachine, shownDocuments, type SaveOpenApi, type SaveOpenSession } from './saveOpenDialogMachine';

const SQUARE = [[100, 100], [250, 100], [250, 250], [100, 250], [100, 100]] as const;

const summary = (id: string, name: string, archived = false): DocumentSummaryResponse => ({
  id, name, updated_at: '2026-03-01T09:00:00.000Z', archived, device_uuid: null, preview: null, session_id: null, locked_by_device: null, lock_holder: null, student_name: null,
});

const LOCKED = new ApiRequestError('File is open by other user', 423);
const GONE = new ApiRequestError('Not Found', 404);

/**
 * A documents session and API kept in memory: `Plot 1` is taken, `calls` records what was asked,
 * and a test sets `failNext` to make the next call reject.
 */
function world(options: { sessionId?: string; list?: DocumentSummaryResponse[] } = {}) {
  const driver = createEditorDriver();
  const calls: string[] = [];
  let list = options.list ?? [summary('a', 'Plot 1'), summary('b', 'Plot 2'), summary('c', 'Old plot', true)];
  let unsaved = false;
  const fails: { next: Error | null } = { next: null };
  const failing = () => {
    const error = fails.next;
    fails.next = null;
    if (error) throw error;
  };
  const documents: SaveOpenSession = {
    save: async (name: string, overwriteId?: string): Promise<SaveResult> => {
      calls.push(overwriteId ? `save ${name} over ${overwriteId}` : `save ${name}`);
      failing();
      const taken = list.find((each) => each.name === name);
      if (taken && !overwriteId) return { nameExists: { id: taken.id, message: `A document called ${name} already exists. Overwrite it?` } };
      return { saved: taken ?? summary('new', name) };
    },
    open: async (id: string) => {
      calls.push(`open ${id}`);
      failing();
    },
    needsSave: () => unsaved,
  };
  const documentsApi: SaveOpenApi = {
    list: async () => {
      calls.push('list');
      return list;
    },
    setArchived: async (id: string, archived: boolean) => {
      calls.push(`${archived ? 'archive' : 'restore'} ${id}`);
      failing();
      list = list.map((each) => (each.id === id ? { ...each, archived } : each));
      return list.find((each) => each.id === id)!;
    },
    remove: async (id: string) => {
      calls.push(`delete ${id}`);
      failing();
      list = list.filter((each) => each.id !== id);
    },
  } as unknown as SaveOpenApi;
  const dialog = createActor(saveOpenDialogMachine, { input: { editor: driver.actor, documents, documentsApi, sessionId: options.sessionId ?? null } }).start();
  return {
    driver,
    dialog,
    calls,
    fails,
    setUnsaved: (value: boolean) => void (unsaved = value),
    context: () => dialog.getSnapshot().context,
    workflow: () => (dialog.getSnapshot().value as { workflow: string }).workflow,
  };
}

/** Lets the fakes' promises settle without moving the fake clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** A square drawn and saved as "Plot 1", a name the list already holds: the dialog asks to overwrite. */
async function askedToOverwritePlot1() {
  const setup = world();
  await settle();
  setup.driver.clickPath(SQUARE);
  setup.dialog.send({ type: 'name.change', name: 'Plot 1' });
  setup.dialog.send({ type: 'save' });
  await settle();
  return setup;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('save / open dialog statechart', () => {
  it('loads the list and shows the archived or the other documents, the selected one chosen', async () => {
    const { dialog, context, calls } = world();
    await settle();
    expect(calls).toEqual(['list']);
    expect(shownDocuments(context()).map((each) => each.name)).toEqual(['Plot 1', 'Plot 2']);
    dialog.send({ type: 'document.select', id: 'b', name: 'Plot 2' });
    expect(context().name).toBe('Plot 2');
    expect(chosenDocument(context())?.id).toBe('b');
    dialog.send({ type: 'archived.toggle', archived: true });
    expect(shownDocuments(context()).map((each) => each.name)).toEqual(['Old plot']);
    expect(context().selected).toBeNull();
    // Enter selects without taking the name.
    dialog.send({ type: 'document.select', id: 'c' });
    expect(context().name).toBe('Plot 2');
    expect(chosenDocument(context())?.id).toBe('c');
  });

  it('starts with the open file name', () => {
    const driver = createEditorDriver();
    driver.actor.send({ type: 'document.saved', file: { id: 'a', name: 'Plot 1' } });
    const dialog = createActor(saveOpenDialogMachine, {
      input: { editor: driver.actor, documents: {} as SaveOpenSession, documentsApi: { list: async () => [] } as unknown as SaveOpenApi },
    }).start();
    expect(dialog.getSnapshot().context.name).toBe('Plot 1');
  });

  it('refuses a save without a name or with every layer empty, and the message clears after 1 s', async () => {
    const { dialog, driver, context, calls } = world();
    await settle();
    dialog.send({ type: 'save' });
    expect(context().message).toBe('Please specify a file name.');
    dialog.send({ type: 'name.change', name: 'Plot 3' });
    dialog.send({ type: 'save' });
    expect(context().message).toBe('All layers are empty!');
    await vi.advanceTimersByTimeAsync(MESSAGE_MS - 1);
    expect(context().message).toBe('All layers are empty!');
    await vi.advanceTimersByTimeAsync(1);
    expect(context().message).toBe('');
    expect(calls).toEqual(['list']);
    driver.clickPath(SQUARE);
    dialog.send({ type: 'save' });
    expect(context().message).toBe('Saving... Please wait!');
    await settle();
    expect(context().message).toBe('Saved');
    expect(calls).toEqual(['list', 'save Plot 3', 'list']);
  });

  it('disables Save without a name or while the list loads, and ignores a save sent meanwhile (AB5.15)', async () => {
    const driver = createEditorDriver();
    driver.clickPath(SQUARE);
    let listed: (list: []) => void = () => undefined;
    const saves: string[] = [];
    const documents: SaveOpenSession = { save: async (name) => (saves.push(name), { saved: summary('new', name) }), open: async () => undefined, needsSave: () => false };
    const documentsApi = { list: () => new Promise((resolve) => (listed = resolve)) } as unknown as SaveOpenApi;
    const dialog = createActor(saveOpenDialogMachine, { input: { editor: driver.actor, documents, documentsApi } }).start();
    expect(saveDisabledReason(dialog.getSnapshot())).toBe('Please specify a file name.');
    dialog.send({ type: 'name.change', name: '   ' });
    expect(saveDisabledReason(dialog.getSnapshot())).toBe('Please specify a file name.');
    dialog.send({ type: 'name.change', name: 'Plot 3' });
    expect(saveDisabledReason(dialog.getSnapshot())).toBe(SAVE_WAITS_FOR_LIST);
    dialog.send({ type: 'save' });
    await settle();
    expect(saves).toEqual([]);
    listed([]);
    await settle();
    expect(saveDisabledReason(dialog.getSnapshot())).toBeNull();
    dialog.send({ type: 'save' });
    await settle();
    expect(saves).toEqual(['Plot 3']);
  });

  it('keeps "Saving... Please wait!" until the save answers, then "Saved" for 1 s', async () => {
    const driver = createEditorDriver();
    driver.clickPath(SQUARE);
    let answer: (result: SaveResult) => void = () => undefined;
    const documents: SaveOpenSession = { save: () => new Promise((resolve) => (answer = resolve)), open: async () => undefined, needsSave: () => false };
    const documentsApi = { list: async () => [] } as unknown as SaveOpenApi;
    const dialog = createActor(saveOpenDialogMachine, { input: { editor: driver.actor, documents, documentsApi } }).start();
    dialog.send({ type: 'name.change', name: 'Plot 3' });
    await settle();
    dialog.send({ type: 'save' });
    await vi.advanceTimersByTimeAsync(MESSAGE_MS * 3);
    expect(dialog.getSnapshot().context.message).toBe('Saving... Please wait!');
    answer({ saved: summary('new', 'Plot 3') });
    await settle();
    expect(dialog.getSnapshot().context.message).toBe('Saved');
    await vi.advanceTimersByTimeAsync(MESSAGE_MS);
    expect(dialog.getSnapshot().context.message).toBe('');
  });

  it('asks before overwriting a taken name, and overwrites when told', async () => {
    const { dialog, context, calls, workflow } = await askedToOverwritePlot1();
    expect(workflow()).toBe('askingOverwrite');
    expect(context().question).toEqual({ kind: 'overwrite', id: 'a', message: 'A document called Plot 1 already exists. Overwrite it?' });
    expect(context().message).toBe('');
    dialog.send({ type: 'question.cancel' });
    expect(workflow()).toBe('idle');
    expect(context().question).toBeNull();
    expect(calls).toEqual(['list', 'save Plot 1']);

    dialog.send({ type: 'save' });
    await settle();
    dialog.send({ type: 'overwrite' });
    expect(context().question).toBeNull();
    await settle();
    expect(calls).toEqual(['list', 'save Plot 1', 'save Plot 1', 'save Plot 1 over a', 'list']);
    expect(context().message).toBe('Saved');
    expect(workflow()).toBe('idle');
  });

  it('checks the drawing again before overwriting: a drawing emptied meanwhile is not saved', async () => {
    const { dialog, driver, context, calls, workflow } = await askedToOverwritePlot1();
    driver.actor.send({ type: 'document.clear', removeImage: true });
    dialog.send({ type: 'overwrite' });
    await settle();
    expect(workflow()).toBe('idle');
    expect(context().question).toBeNull();
    expect(context().message).toBe('All layers are empty!');
    expect(calls).toEqual(['list', 'save Plot 1']);
  });

  it('opens a document straight away when nothing needs saving, and is then done', async () => {
    const { dialog, calls, workflow } = world();
    await settle();
    dialog.send({ type: 'open', id: 'b' });
    await settle();
    expect(calls).toEqual(['list', 'open b']);
    expect(workflow()).toBe('opened');
    expect(documentOpened(dialog.getSnapshot())).toBe(true);
  });

  it('asks about unsaved changes before opening: save them first, open without saving, or cancel', async () => {
    const { dialog, driver, context, calls, workflow, setUnsaved } = world();
    await settle();
    driver.clickPath(SQUARE);
    driver.actor.send({ type: 'document.saved', file: { id: 'a', name: 'Plot 1' } });
    setUnsaved(true);
    dialog.send({ type: 'open', id: 'b' });
    expect(workflow()).toBe('askingUnsavedOpen');
    expect(context().question).toEqual({ kind: 'unsavedOpen', id: 'b' });
    dialog.send({ type: 'question.cancel' });
    expect(workflow()).toBe('idle');
    expect(calls).toEqual(['list']);

    dialog.send({ type: 'open', id: 'b' });
    dialog.send({ type: 'open.saveFirst' });
    expect(context().question).toBeNull();
    await settle();
    expect(calls).toEqual(['list', 'save Plot 1', 'open b']);
    expect(documentOpened(dialog.getSnapshot())).toBe(true);

    const other = world();
    await settle();
    other.setUnsaved(true);
    other.dialog.send({ type: 'open', id: 'b' });
    other.dialog.send({ type: 'open.discard' });
    await settle();
    expect(other.calls).toEqual(['list', 'open b']);
    expect(documentOpened(other.dialog.getSnapshot())).toBe(true);
  });

  it('answers "File currently open" for the file open here, and keeps it until dismissed', async () => {
    const { dialog, driver, context, calls, workflow } = world();
    await settle();
    driver.actor.send({ type: 'document.saved', file: { id: 'a', name: 'Plot 1' } });
    dialog.send({ type: 'open', id: 'a' });
    expect(context().lockNotice).toBe('File currently open');
    expect(workflow()).toBe('idle');
    await vi.advanceTimersByTimeAsync(MESSAGE_MS * 5);
    expect(context().lockNotice).toBe('File currently open');
    dialog.send({ type: 'lock.dismiss' });
    expect(context().lockNotice).toBeNull();
    expect(calls).toEqual(['list']);
  });

  it('says "Document not found!" for a document no longer listed', async () => {
    const { dialog, context, calls } = world();
    await settle();
    dialog.send({ type: 'open', id: 'gone' });
    expect(context().message).toBe('Document not found!');
    expect(calls).toEqual(['list']);
  });

  it.each([
    ['open', (dialog: ReturnType<typeof world>['dialog']) => dialog.send({ type: 'open', id: 'b' }), 'open b'],
    ['archive', (dialog: ReturnType<typeof world>['dialog']) => dialog.send({ type: 'archive' }), 'archive b'],
    ['delete', (dialog: ReturnType<typeof world>['dialog']) => dialog.send({ type: 'delete' }), 'delete b'],
  ])('a 423 on %s shows the lock notice until dismissed and loads the list again', async (_, act, call) => {
    const { dialog, context, calls, fails, workflow } = world();
    await settle();
    dialog.send({ type: 'document.select', id: 'b', name: 'Plot 2' });
    fails.next = LOCKED;
    act(dialog);
    await settle();
    expect(calls).toEqual(['list', call, 'list']);
    expect(workflow()).toBe('idle');
    expect(context().lockNotice).toBe('File is open by other user');
    expect(context().message).toBe('');
    await vi.advanceTimersByTimeAsync(MESSAGE_MS * 5);
    expect(context().lockNotice).toBe('File is open by other user');
    dialog.send({ type: 'lock.dismiss' });
    expect(context().lockNotice).toBeNull();
  });

  it('a 423 without words says the file is open by another user; a 423 on save clears "Saving..."', async () => {
    const { dialog, driver, context, fails } = world();
    await settle();
    driver.clickPath(SQUARE);
    dialog.send({ type: 'name.change', name: 'Plot 3' });
    fails.next = new ApiRequestError('', 423);
    dialog.send({ type: 'save' });
    await settle();
    expect(context().lockNotice).toBe('File is open by other user');
    expect(context().message).toBe('');
  });

  it('a 404 says "Document not found!" and any other failure its own words, each for 1 s', async () => {
    const { dialog, context, fails } = world();
    await settle();
    dialog.send({ type: 'document.select', id: 'b', name: 'Plot 2' });
    fails.next = GONE;
    dialog.send({ type: 'open', id: 'b' });
    await settle();
    expect(context().message).toBe('Document not found!');
    expect(context().lockNotice).toBeNull();
    await vi.advanceTimersByTimeAsync(MESSAGE_MS);
    expect(context().message).toBe('');

    fails.next = new Error('Network down');
    dialog.send({ type: 'archive' });
    await settle();
    expect(context().message).toBe('Network down');
    expect(context().selected).toBe('b');
    await vi.advanceTimersByTimeAsync(MESSAGE_MS);
    expect(context().message).toBe('');
  });

  it('archives, restores and deletes the chosen document, then unselects it and loads the list again', async () => {
    const { dialog, context, calls } = world();
    await settle();
    dialog.send({ type: 'archive' });
    await settle();
    expect(calls).toEqual(['list']);
    dialog.send({ type: 'document.select', id: 'b', name: 'Plot 2' });
    dialog.send({ type: 'archive' });
    await settle();
    expect(context().selected).toBeNull();
    dialog.send({ type: 'archived.toggle', archived: true });
    expect(shownDocuments(context()).map((each) => each.name)).toEqual(['Plot 2', 'Old plot']);
    dialog.send({ type: 'document.select', id: 'b', name: 'Plot 2' });
    dialog.send({ type: 'restore' });
    await settle();
    dialog.send({ type: 'document.select', id: 'c', name: 'Old plot' });
    dialog.send({ type: 'delete' });
    await settle();
    expect(calls).toEqual(['list', 'archive b', 'list', 'restore b', 'list', 'delete c', 'list']);
    expect(shownDocuments(context())).toEqual([]);
  });

  it('a new message restarts the second: the later one is shown a full second', async () => {
    const { dialog, context } = world();
    await settle();
    dialog.send({ type: 'save' });
    await vi.advanceTimersByTimeAsync(MESSAGE_MS - 100);
    dialog.send({ type: 'open', id: 'gone' });
    await vi.advanceTimersByTimeAsync(MESSAGE_MS - 1);
    expect(context().message).toBe('Document not found!');
    await vi.advanceTimersByTimeAsync(1);
    expect(context().message).toBe('');
  });

  it("lists a student's documents of their classroom session only, and asks before overwriting a name taken in it", async () => {
    const inSession = (id: string, name: string, session: string | null) => ({ ...summary(id, name), session_id: session });
    const { dialog, context, driver, calls } = world({
      sessionId: 'class-1',
      list: [inSession('s1', 'Triangle', 'class-1'), inSession('s2', 'Square', 'class-1'), inSession('o1', 'Earlier class', 'class-0'), inSession('p1', 'Own plot', null)],
    });
    await settle();
    expect(shownDocuments(context()).map((each) => each.name)).toEqual(['Triangle', 'Square']);
    dialog.send({ type: 'document.select', id: 'o1', name: 'Earlier class' });
    expect(chosenDocument(context())).toBeNull();

    driver.clickPath(SQUARE);
    dialog.send({ type: 'name.change', name: 'Square' });
    dialog.send({ type: 'save' });
    await settle();
    expect(context().question).toEqual({ kind: 'overwrite', id: 's2', message: 'A document called Square already exists. Overwrite it?' });
    dialog.send({ type: 'overwrite' });
    await settle();
    expect(calls).toContain('save Square over s2');
  });
});
