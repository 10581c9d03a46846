/**
 * Saved documents on the drawing screen (spec accounts §4 "Saved documents", §8 "Save/open"): saves
 * the editor's state with a preview (first storing on the server an image this tab opened itself,
 * so the saved state points at a path any device can fetch), opens a saved state into the editor (loading its image into
 * the kernel worker again), clears the canvas, keeps the open document's lock alive, and guards
 * unsaved changes. The dialogs call it; it holds no React state.
 */
import { ACCOUNT_MESSAGES } from '../../shared/accounts';
import type { EditorActor } from '../../engine/editor/editorMachine';
import type { Notice } from '../../shared/notices';
import { activeInstrument } from '../../engine/editor/selectors';
import type { KernelClient } from '../../engine/kernels/kernelClient';
import { allLayersEmpty, isSessionOnlyUrl, toDocumentState } from '../../engine/document/savedDocument';
import type { DocumentsApi, SaveResult } from '../../net/documentsApi';
import type { DocumentState } from '../../shared/documentState';
import type { Draft } from './draftStore';
import { appAddress } from '../../net/appAddress';
import { sheetImages } from '../../engine/document/sheets';
import type { PdfSheetPages } from '../sheets/pdfSheetPages';

/** The lock heartbeat (spec accounts §4: a device that goes silent loses its locks). */
export const HEARTBEAT_MS = 60_000;

export const UNSAVED_CHANGES_WARNING = 'You have unsaved changes. Are you sure you want to exit?';

/** Said when a document's image was a file of the tab that saved it and cannot be fetched again. */
export const IMAGE_NOT_KEPT = 'The image of this document was not kept; the drawing opened without it.';

/** Said when a save goes ahead without storing its image; the reason follows. */
export const IMAGE_NOT_STORED = 'The image could not be stored, so this save will open without it';

/** Draws a saved document's preview from the state being saved. */
export type CapturePreview = (state: DocumentState) => Promise<string | null> | string | null;

export interface DocumentSessionDeps {
  editor: EditorActor;
  /** Pages added as sheets and not drawn yet: a save draws them, so their images are stored too. */
  sheetPages?: Pick<PdfSheetPages, 'drawAll'>;
  kernels: Pick<KernelClient, 'loadImage'>;
  documents: DocumentsApi;
  notify: (notice: Notice) => void;
  /** The preview of the state being saved (scale 0.2, a PNG data URI), or null when there is none. */
  capturePreview: CapturePreview;
  /** Shows the logout's "Save your work?" question; its buttons call `answerLogout`. */
  askSaveYourWork: () => void;
}

/** The answers to "Save your work?": log out without saving, save then log out, or stay. */
export type LogoutAnswer = 'discard' | 'save' | 'stay';

/** Why a save did not start: the spec's messages. */
export function saveRefusal(editor: EditorActor, name: string): string | null {
  if (name.trim() === '') return ACCOUNT_MESSAGES.fileNameRequired;
  if (allLayersEmpty(editor.getSnapshot().context.document)) return ACCOUNT_MESSAGES.allLayersEmpty;
  return null;
}

export function createDocumentSession(deps: DocumentSessionDeps) {
  const { editor, documents } = deps;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  let logoutAnswer: ((logOut: boolean) => void) | null = null;

  const stopHeartbeat = () => {
    if (heartbeat !== null) clearInterval(heartbeat);
    heartbeat = null;
  };
  const startHeartbeat = (id: string) => {
    stopHeartbeat();
    // A missed beat is harmless: the next one, or the next open, takes the lock again.
    heartbeat = setInterval(() => void documents.heartbeat(id).catch(() => undefined), HEARTBEAT_MS);
  };

  /**
   * Uploads each image only this tab has (a blob: URL), once however many sheets show it; the
   * editor then holds its server path on every sheet that shows it.
   */
  const storeSessionImages = async (): Promise<void> => {
    await deps.sheetPages?.drawAll().catch(() => undefined);
    const images = sheetImages(editor.getSnapshot().context.document).filter((image) => isSessionOnlyUrl(image.url));
    const stored = new Set<string>();
    for (const image of images) {
      if (stored.has(image.url)) continue;
      stored.add(image.url);
      try {
        const url = await documents.storeImage(await (await fetch(appAddress(image.url))).blob(), image.file);
        editor.send({ type: 'image.stored', url, from: image.url });
      } catch (error) {
        // The drawing is still worth saving; the person is told the image will not come back.
        const reason = error instanceof Error && error.message ? `: ${error.message}` : '.';
        deps.notify({ kind: 'warning', message: `${IMAGE_NOT_STORED}${reason}`, durationMs: 5000 });
      }
    }
  };

  /**
   * Loads a state's image into the kernel worker: from `bytes` when given (an image only a tab
   * held, kept beside a draft; its state then points at a new object URL), else from its URL. An
   * image that cannot be had is left out, and the person told.
   */
  const loadStateImage = async (state: DocumentState, bytes: Blob | null): Promise<{ state: DocumentState; keepImage: boolean }> => {
    const image = state.image;
    if (!image) return { state, keepImage: false };
    const dropImage = () => {
      deps.notify({ kind: 'warning', message: IMAGE_NOT_KEPT, durationMs: 5000 });
      return { state, keepImage: false };
    };
    if (!bytes && isSessionOnlyUrl(image.url)) return dropImage();
    try {
      await deps.kernels.loadImage({ blob: bytes ?? (await (await fetch(appAddress(image.url))).blob()) });
    } catch {
      return dropImage();
    }
    return { state: bytes ? { ...state, image: { ...image, url: URL.createObjectURL(bytes) } } : state, keepImage: true };
  };

  return {
    /** Saves the drawing as `name`; `overwriteId` answers the name-exists confirmation. */
    async save(name: string, overwriteId?: string): Promise<SaveResult> {
      await storeSessionImages();
      const snapshot = editor.getSnapshot();
      const state = toDocumentState({ document: snapshot.context.document, viewport: snapshot.context.viewport, instrument: activeInstrument(snapshot) });
      // Saving the open document under its own name overwrites it without asking.
      const file = snapshot.context.file;
      const id = overwriteId ?? (file && file.name === name.trim() ? file.id : undefined);
      // A preview that cannot be drawn leaves the document without one; the save goes on.
      const preview = await Promise.resolve()
        .then(() => deps.capturePreview(state))
        .catch(() => null);
      const result = await documents.save({ name: name.trim(), state, preview, ...(id ? { id } : {}) });
      if ('saved' in result) {
        editor.send({ type: 'document.saved', file: { id: result.saved.id, name: result.saved.name } });
        startHeartbeat(result.saved.id);
      }
      return result;
    },

    /**
     * Opens a saved document into the editor; rejects with the server's error (404, 423).
     * `readOnly`: an educator viewing a student's document, which holds no lock, so no heartbeat.
     */
    async open(id: string, { readOnly = false }: { readOnly?: boolean } = {}): Promise<void> {
      const document = await documents.open(id);
      const { state, keepImage } = await loadStateImage(document.state, null);
      editor.send({ type: 'document.restore', state, file: { id: document.id, name: document.name }, keepImage });
      if (readOnly) stopHeartbeat();
      else startHeartbeat(document.id);
    },

    /**
     * Brings back a drawing kept on this device after a crash or a closed tab (see
     * draftRecoveryMachine.ts): opened as it was, still needing a save. An image only that tab
     * held comes back from the bytes kept with it.
     */
    async recover(draft: Pick<Draft, 'state' | 'file' | 'image'>): Promise<void> {
      const { state, keepImage } = await loadStateImage(draft.state, draft.image);
      editor.send({ type: 'document.recover', state, file: draft.file, keepImage });
      // The lock of the document it came from is taken again by the next beat, as after an open.
      if (draft.file) startHeartbeat(draft.file.id);
    },

    /**
     * An import replaced the open saved document: the drawing becomes a new untitled one, so Save
     * (S) makes a new document instead of overwriting the old one with another plan, and this
     * device's lock on the old one is released.
     */
    async startUntitled(): Promise<void> {
      if (editor.getSnapshot().context.file === null) return;
      editor.send({ type: 'document.untitled' });
      stopHeartbeat();
      await documents.clearCanvas().catch(() => undefined);
    },

    /** Clear All (`removeImage`) or Clear Drawing Only: a new unsaved drawing, and this device's locks released. */
    async clear(removeImage: boolean): Promise<void> {
      editor.send({ type: 'document.clear', removeImage });
      stopHeartbeat();
      await documents.clearCanvas().catch(() => undefined);
    },

    needsSave: (): boolean => editor.getSnapshot().context.needSave,

    /** The auth machine's `confirmLogout`: asks "Save your work?" only when there are unsaved changes. */
    confirmLogout(): Promise<boolean> {
      if (!editor.getSnapshot().context.needSave) return Promise.resolve(true);
      logoutAnswer?.(false);
      deps.askSaveYourWork();
      return new Promise((resolve) => {
        logoutAnswer = resolve;
      });
    },

    /**
     * The answer to "Save your work?". Saving an unnamed drawing needs a name first, so the logout
     * waits (answers false) and the caller opens the Save / Open dialog.
     */
    async answerLogout(answer: LogoutAnswer): Promise<boolean> {
      const resolve = logoutAnswer;
      logoutAnswer = null;
      const file = editor.getSnapshot().context.file;
      let logOut = answer === 'discard';
      if (answer === 'save' && file) {
        const result = await this.save(file.name).catch(() => null);
        logOut = result !== null && 'saved' in result;
      }
      resolve?.(logOut);
      return logOut;
    },

    /** Logged out: the lock goes with the session. */
    stop: stopHeartbeat,
  };
}

export type DocumentSession = ReturnType<typeof createDocumentSession>;
