import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type AnyEventObject } from 'xstate';
import type { EditorActor } from '../../engine/editor/editorMachine';
import { modalMachine } from './modalMachine';

/** A stand-in editor that records what it is sent. */
function recordingEditor() {
  const received: AnyEventObject[] = [];
  const actor = createActor(fromCallback<AnyEventObject>(({ receive }) => receive((event) => received.push(event)))).start();
  return { received, editor: actor as unknown as EditorActor };
}

function start() {
  const { received, editor } = recordingEditor();
  const modals = createActor(modalMachine, { input: { editor } }).start();
  return { received, modals, state: () => modals.getSnapshot().value };
}

describe('modal statechart', () => {
  it('starts with no modal open', () => {
    expect(start().state()).toBe('closed');
  });

  it('clears the canvas only when the clear-canvas confirmation is confirmed', () => {
    const { modals, received, state } = start();
    modals.send({ type: 'modal.open', modal: 'confirmClearCanvas' });
    expect(state()).toBe('confirmClearCanvas');
    modals.send({ type: 'modal.close' });
    expect(state()).toBe('closed');
    expect(received).toEqual([]);

    modals.send({ type: 'modal.open', modal: 'confirmClearCanvas' });
    modals.send({ type: 'modal.confirm' });
    expect(state()).toBe('closed');
    expect(received).toEqual([{ type: 'document.clear' }]);
  });

  it('deletes the layer only when the delete-layer confirmation is confirmed', () => {
    const { modals, received, state } = start();
    modals.send({ type: 'modal.open', modal: 'confirmDeleteLayer' });
    expect(state()).toBe('confirmDeleteLayer');
    modals.send({ type: 'modal.confirm' });
    expect(state()).toBe('closed');
    expect(received).toEqual([{ type: 'layer.delete' }]);
  });

  it('opens and closes the settings dialog, and confirming it does nothing', () => {
    const { modals, received, state } = start();
    modals.send({ type: 'modal.open', modal: 'settings' });
    modals.send({ type: 'modal.confirm' });
    expect(state()).toBe('settings');
    modals.send({ type: 'modal.close' });
    expect(state()).toBe('closed');
    expect(received).toEqual([]);
  });

  it('opens the Export dialog, closes it, and lets the loader of a chosen export take over', () => {
    const { modals, received, state } = start();
    modals.send({ type: 'modal.open', modal: 'export' });
    expect(state()).toBe('export');
    modals.send({ type: 'modal.close' });
    expect(state()).toBe('closed');
    modals.send({ type: 'modal.open', modal: 'export' });
    modals.send({ type: 'loader.show', message: 'Preparing the export...' });
    expect(state()).toBe('loading');
    expect(received).toEqual([]);
  });

  it('shows an info message until Ok, then forgets it', () => {
    const { modals, state } = start();
    modals.send({ type: 'modal.open', modal: 'info', title: 'Saved', message: 'Your drawing is saved.' });
    expect(state()).toBe('info');
    expect(modals.getSnapshot().context.info).toEqual({ title: 'Saved', message: 'Your drawing is saved.' });
    modals.send({ type: 'modal.confirm' });
    expect(state()).toBe('closed');
    expect(modals.getSnapshot().context.info).toEqual({ title: '', message: '' });
  });

  it('replaces an open modal with the one asked for', () => {
    const { modals, state } = start();
    modals.send({ type: 'modal.open', modal: 'settings' });
    modals.send({ type: 'modal.open', modal: 'info', title: 'A', message: 'first' });
    modals.send({ type: 'modal.open', modal: 'info', title: 'B', message: 'second' });
    expect(state()).toBe('info');
    expect(modals.getSnapshot().context.info).toEqual({ title: 'B', message: 'second' });
  });

  it('keeps the loader through Escape and any other modal, until it is hidden', () => {
    const { modals, state } = start();
    modals.send({ type: 'modal.open', modal: 'settings' });
    modals.send({ type: 'loader.show' });
    expect(state()).toBe('loading');
    modals.send({ type: 'modal.close' });
    modals.send({ type: 'modal.confirm' });
    modals.send({ type: 'modal.open', modal: 'confirmClearCanvas' });
    expect(state()).toBe('loading');
    modals.send({ type: 'loader.hide' });
    expect(state()).toBe('closed');
  });

  it('confirms into no editor until one has loaded, then into the one handed over', () => {
    const modals = createActor(modalMachine, { input: {} }).start();
    modals.send({ type: 'modal.open', modal: 'confirmClearCanvas' });
    modals.send({ type: 'modal.confirm' });
    expect(modals.getSnapshot().value).toBe('closed');

    const { received, editor } = recordingEditor();
    modals.send({ type: 'editor.ready', editor });
    modals.send({ type: 'modal.open', modal: 'confirmDeleteLayer' });
    modals.send({ type: 'modal.confirm' });
    expect(received).toEqual([{ type: 'layer.delete' }]);
  });

  it('ignores a loader.hide when the loader is not shown', () => {
    const { modals, state } = start();
    modals.send({ type: 'modal.open', modal: 'settings' });
    modals.send({ type: 'loader.hide' });
    expect(state()).toBe('settings');
  });

  describe('the import', () => {
    const QUESTION = { title: 'Replace the drawing?', message: 'Every layer is cleared.', confirmLabel: 'Replace' };
    const PAGES = [
      { number: 1, thumbnail: { url: 'blob:1', width: 155, height: 200 } },
      { number: 2, thumbnail: null },
    ];

    function answers() {
      const started = start();
      const emitted: unknown[] = [];
      started.modals.on('*', (event) => emitted.push(event));
      return { ...started, emitted };
    }

    it('answers the import confirmation yes on confirm, no on cancel, and never touches the editor itself', () => {
      const { modals, state, emitted, received } = answers();
      modals.send({ type: 'modal.open', modal: 'confirmImport', ...QUESTION });
      expect(state()).toBe('confirmImport');
      expect(modals.getSnapshot().context.importQuestion).toEqual(QUESTION);
      modals.send({ type: 'modal.close' });
      modals.send({ type: 'modal.open', modal: 'confirmImport', ...QUESTION });
      modals.send({ type: 'modal.confirm' });
      expect(state()).toBe('closed');
      expect(emitted).toEqual([
        { type: 'import.answered', confirmed: false },
        { type: 'import.answered', confirmed: true },
      ]);
      expect(received).toEqual([]);
    });

    it('answers no when the loader takes over the confirmation, and lets no other modal replace it', () => {
      const { modals, state, emitted } = answers();
      modals.send({ type: 'modal.open', modal: 'confirmImport', ...QUESTION });
      modals.send({ type: 'modal.open', modal: 'settings' });
      expect(state()).toBe('confirmImport');
      modals.send({ type: 'loader.show', message: 'Loading settings' });
      expect(state()).toBe('loading');
      expect(emitted).toEqual([{ type: 'import.answered', confirmed: false }]);
    });

    it('shows the pages, answers the chosen one, and answers none on Escape', () => {
      const { modals, state, emitted } = answers();
      modals.send({ type: 'modal.open', modal: 'pdfPages', pages: PAGES });
      expect(modals.getSnapshot().context.pdfPages).toEqual(PAGES);
      modals.send({ type: 'pdf.page.choose', page: 2 });
      expect(state()).toBe('closed');
      expect(modals.getSnapshot().context.pdfPages).toEqual([]);
      modals.send({ type: 'modal.open', modal: 'pdfPages', pages: PAGES });
      modals.send({ type: 'modal.close' });
      expect(emitted).toEqual([
        { type: 'import.pageChosen', page: 2 },
        { type: 'import.pageChosen', page: null },
      ]);
    });

    it('shows each thumbnail as it is drawn, marks one that failed, and ignores thumbnails once closed', () => {
      const { modals } = answers();
      modals.send({ type: 'modal.open', modal: 'pdfPages', pages: [{ number: 1, thumbnail: null }, { number: 2, thumbnail: null }, { number: 3, thumbnail: null }] });
      modals.send({ type: 'pdf.thumbnails', drawn: [{ page: 2, thumbnail: { url: 'blob:2', width: 200, height: 155 } }] });
      modals.send({ type: 'pdf.thumbnails', drawn: [{ page: 3, thumbnail: null }] });
      expect(modals.getSnapshot().context.pdfPages).toEqual([
        { number: 1, thumbnail: null },
        { number: 2, thumbnail: { url: 'blob:2', width: 200, height: 155 } },
        { number: 3, thumbnail: null, failed: true },
      ]);
      modals.send({ type: 'modal.close' });
      modals.send({ type: 'pdf.thumbnails', drawn: [{ page: 1, thumbnail: { url: 'blob:1', width: 155, height: 200 } }] });
      expect(modals.getSnapshot().value).toBe('closed');
      expect(modals.getSnapshot().context.pdfPages).toEqual([]);
    });

    it('ignores a page choice when the picker is not open', () => {
      const { modals, state, emitted } = answers();
      modals.send({ type: 'pdf.page.choose', page: 1 });
      expect(state()).toBe('closed');
      expect(emitted).toEqual([]);
    });

    it('shows a cancellable loader\'s progress and answers its Cancel once, by telling the workflow', () => {
      const { modals, state } = start();
      const cancelled: string[] = [];
      modals.on('loader.cancelled', (event) => cancelled.push(event.type));
      modals.send({ type: 'loader.show', message: 'Loading image', cancellable: true });
      const context = () => modals.getSnapshot().context;
      expect(context()).toMatchObject({ loaderCancellable: true, loaderProgress: null });
      modals.send({ type: 'loader.progress', done: 3500, total: 14000 });
      expect(context().loaderProgress).toBe(0.25);
      modals.send({ type: 'modal.close' });
      expect(state()).toBe('loading');
      modals.send({ type: 'loader.cancel' });
      modals.send({ type: 'loader.cancel' });
      expect(cancelled).toEqual(['loader.cancelled']);
      expect(context()).toMatchObject({ loaderCancellable: false, loaderMessage: 'Cancelling…' });
      modals.send({ type: 'loader.hide' });
      expect(state()).toBe('closed');
      expect(context()).toMatchObject({ loaderCancellable: false, loaderProgress: null, loaderMessage: '' });
    });

    it('ignores Cancel and progress on a loader that cannot be cancelled, and makes one cancellable when shown again', () => {
      const { modals } = start();
      const cancelled: string[] = [];
      modals.on('loader.cancelled', (event) => cancelled.push(event.type));
      modals.send({ type: 'loader.show', message: 'Converting to image. Waiting...' });
      modals.send({ type: 'loader.progress', done: 1, total: 2 });
      modals.send({ type: 'loader.cancel' });
      expect(cancelled).toEqual([]);
      expect(modals.getSnapshot().context.loaderProgress).toBeNull();
      modals.send({ type: 'loader.show', message: 'Loading image', cancellable: true });
      modals.send({ type: 'loader.cancel' });
      expect(cancelled).toEqual(['loader.cancelled']);
    });

    it('keeps the loader message while the loader shows', () => {
      const { modals } = start();
      modals.send({ type: 'loader.show', message: 'Converting to image. Waiting...' });
      expect(modals.getSnapshot().context.loaderMessage).toBe('Converting to image. Waiting...');
      modals.send({ type: 'loader.hide' });
      modals.send({ type: 'loader.show' });
      expect(modals.getSnapshot().context.loaderMessage).toBe('');
    });
  });

  describe('pay-per-day', () => {
    it('confirms the activate modal by telling the workflow, and lets only the loader and "Save your work?" over it', () => {
      const { modals, state } = start();
      const emitted: string[] = [];
      modals.on('activate.confirmed', (event) => emitted.push(event.type));
      modals.send({ type: 'modal.open', modal: 'activate' });
      modals.send({ type: 'modal.open', modal: 'confirmClearCanvas' });
      expect(state()).toBe('activate');
      modals.send({ type: 'modal.confirm' });
      expect(emitted).toEqual(['activate.confirmed']);
      // The workflow's loader takes over until the day is reported.
      modals.send({ type: 'loader.show' });
      expect(state()).toBe('loading');
      modals.send({ type: 'loader.hide' });
      modals.send({ type: 'modal.open', modal: 'activate' });
      modals.send({ type: 'modal.open', modal: 'saveYourWork' });
      expect(state()).toBe('saveYourWork');
    });

    it('shows the welcome back with its message and tells of its dismissal', () => {
      const { modals, state } = start();
      const emitted: string[] = [];
      modals.on('welcomeBack.dismissed', (event) => emitted.push(event.type));
      modals.send({ type: 'modal.open', modal: 'welcomeBack', message: 'You have 2 hours and 0 minutes left of your 24-hour session.' });
      expect(state()).toBe('welcomeBack');
      expect(modals.getSnapshot().context.info).toEqual({ title: 'Welcome back', message: 'You have 2 hours and 0 minutes left of your 24-hour session.' });
      modals.send({ type: 'modal.close' });
      expect(state()).toBe('closed');
      expect(emitted).toEqual(['welcomeBack.dismissed']);
      expect(modals.getSnapshot().context.info).toEqual({ title: '', message: '' });
    });
  });
});
