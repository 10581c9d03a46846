/**
 * Keeps the drawing on this device while it needs a save (issue 21, crash-safe drawing): a moment
 * after each committed edit, the editor's document is written to the draft store; once nothing
 * needs saving (saved, opened, cleared) or every layer is empty, the draft is forgotten.
 *
 * Off the critical path: a pointer move changes no document, so drawing and panning write nothing;
 * the write waits `delayMs` after the last edit and then for the browser's idle time, and runs one
 * at a time in the order asked, so a forget is never overtaken by an older write. When the page is
 * hidden (a tab closed or switched away from) a waiting write goes at once.
 */
import type { EditorActor } from '../../engine/editor/editorMachine';
import { activeInstrument } from '../../engine/editor/selectors';
import { allLayersEmpty, isSessionOnlyUrl, toDocumentState } from '../../engine/document/savedDocument';
import type { DraftStore } from './draftStore';
import { appAddress } from '../../net/appAddress';

/** How long after the last edit the drawing is written. */
export const DRAFT_DELAY_MS = 1000;

export interface DraftKeeperOptions {
  editor: EditorActor;
  store: DraftStore;
  owner: string;
  delayMs?: number;
  /** The page whose hiding (switched away from, or closed: browsers say so before unloading) writes at once. */
  page?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'> | null;
  /** Runs `task` when the browser is idle (requestIdleCallback where there is one). */
  whenIdle?: (task: () => void) => void;
  /** The bytes of an image only this tab holds. */
  imageBytes?: (url: string) => Promise<Blob>;
  now?: () => number;
}

const browserIdle = (task: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 0);
};

const fetchBytes = async (url: string): Promise<Blob> => (await fetch(appAddress(url))).blob();

/** Starts keeping; answers the function that stops (a waiting write is dropped). */
export function keepDrafts(options: DraftKeeperOptions): () => void {
  const { editor, store, owner, delayMs = DRAFT_DELAY_MS, whenIdle = browserIdle, imageBytes = fetchBytes, now = Date.now } = options;
  const page = options.page === undefined ? (typeof document === 'undefined' ? null : document) : options.page;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let queue: Promise<void> = Promise.resolve();
  /** The document last written or forgotten, and which of the two. */
  let handled: { document: unknown; kept: boolean } | null = null;
  /** The last image read for a draft: its blob: URL and bytes, read once however many edits follow. */
  let image: { url: string; bytes: Promise<Blob | null> } | null = null;

  const enqueue = (task: () => Promise<void>) => {
    queue = queue.then(task).catch((error: unknown) => console.warn(`The unsaved drawing could not be kept on this device: ${error instanceof Error ? error.message : String(error)}`));
  };

  const bytesOf = (url: string): Promise<Blob | null> => {
    if (image?.url !== url) image = { url, bytes: imageBytes(url).catch(() => null) };
    return image.bytes;
  };

  const write = () => {
    timer = null;
    enqueue(async () => {
      if (stopped) return;
      const snapshot = editor.getSnapshot();
      const { document, viewport, file } = snapshot.context;
      const state = toDocumentState({ document, viewport, instrument: activeInstrument(snapshot) });
      const bytes = document.image && isSessionOnlyUrl(document.image.url) ? await bytesOf(document.image.url) : null;
      await store.write({ owner, state, file, image: bytes, savedAt: now() });
    });
  };

  const cancelWrite = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const look = () => {
    const { document, needSave } = editor.getSnapshot().context;
    const worthKeeping = needSave && !(allLayersEmpty(document) && document.image === null);
    if (handled?.document === document && handled.kept === worthKeeping) return;
    handled = { document, kept: worthKeeping };
    cancelWrite();
    if (!worthKeeping) {
      enqueue(() => store.forget(owner));
      return;
    }
    timer = setTimeout(() => whenIdle(write), delayMs);
  };

  /** A waiting write goes now, skipping the idle wait: the page may not get another chance. */
  const flush = () => {
    if (timer === null) return;
    cancelWrite();
    write();
  };
  const onHidden = () => {
    if (page?.visibilityState === 'hidden') flush();
  };

  const subscription = editor.subscribe(look);
  page?.addEventListener('visibilitychange', onHidden);
  look();

  return () => {
    stopped = true;
    cancelWrite();
    subscription.unsubscribe();
    page?.removeEventListener('visibilitychange', onHidden);
  };
}
