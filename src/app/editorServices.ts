/**
 * The editor part of the app, loaded with the drawing screen (createApp's `loadEditor`): the
 * editor statechart, the measurer over the kernel worker, the saved-document session, the import's
 * last step and the map's calls, wired to the core services that were there before them.
 */
import { createActor } from 'xstate';
import { editorMachine } from '../engine/editor/editorMachine';
import type { KernelClient } from '../engine/kernels/kernelClient';
import { withFallback } from '../engine/measure/fallbackMeasurer';
import type { ApiClient } from '../net/apiClient';
import { createMapApi } from '../net/mapApi';
import { DEFAULT_SETTINGS } from '../shared/settings';
import { DEFAULT_UNIT } from '../shared/units';
import type { CoreServices, EditorServices } from './appServices';
import { browserPreviewSources, capturePreview } from './documents/capturePreview';
import { createDocumentSession, UNSAVED_CHANGES_WARNING, type CapturePreview } from './documents/documentSession';
import { printSettingsSchema } from '../shared/print';
import { watchEditorForHelp } from './help/editorHelpTriggers';
import { createPlaceImage } from './import/placeImage';
import { createSheetSwitcher } from './sheets/sheetSwitcher';
import { createPdfSheetPages } from './sheets/pdfSheetPages';
import { detectRoomsOnImage } from './rooms/detectRooms';
import { createPrintServices } from './print/printServices';
import { createDraftRecoveryMachine } from './documents/draftRecoveryMachine';
import { indexedDbDraftStore, memoryDraftStore, type DraftStore } from './documents/draftStore';

export interface EditorServicesDeps {
  core: CoreServices;
  api: ApiClient;
  kernels: KernelClient;
  /** The drawing stage's size at start. */
  stage: { width: number; height: number };
  /** Where the unsaved-changes warning listens for the page being left; null where there is no page. */
  page: Pick<Window, 'addEventListener'> | null;
  capturePreview?: CapturePreview;
  /** Where an unsaved drawing is kept on this device; IndexedDB where the browser has it. */
  draftStore?: DraftStore;
}

/** A draft's owner: the account's address as the server compares it. */
const draftOwner = (user: { email: string } | null): string | null => (user ? user.email.toLowerCase() : null);

/**
 * Starts the editor with the default settings (createApp sends the loaded ones as they arrive)
 * and wires it to notifications, help and the modals' "Save your work?".
 */
export function createEditorServices({ core, api, kernels, stage, page, ...deps }: EditorServicesDeps): EditorServices {
  const editor = createActor(editorMachine, {
    input: {
      wand: kernels.wand,
      measure: DEFAULT_UNIT[DEFAULT_SETTINGS.measurementSystem],
      color: DEFAULT_SETTINGS.drawingColor,
      stage,
    },
  }).start();
  editor.on('notice', ({ kind, message, durationMs }) => core.notify({ kind, message, durationMs }));
  watchEditorForHelp(editor, core.help);

  const sheetPages = createPdfSheetPages(editor);
  const documents = createDocumentSession({
    editor,
    sheetPages,
    kernels,
    documents: core.documentsApi,
    notify: core.notify,
    // The preview shows labels, angles and lines as the person's settings draw them now.
    capturePreview: deps.capturePreview ?? ((state) => capturePreview(state, printSettingsSchema.parse(core.settings.getSnapshot().context.settings), browserPreviewSources(kernels))),
    askSaveYourWork: () => core.modals.send({ type: 'modal.open', modal: 'saveYourWork' }),
  });
  // Crash-safe drawing: the drawing is kept on this device after each edit and offered back after
  // a crash or a closed tab. createApp says when the account signs out (before the logout's clear).
  const drafts = createActor(
    createDraftRecoveryMachine({
      editor,
      store: deps.draftStore ?? (typeof indexedDB === 'undefined' ? memoryDraftStore() : indexedDbDraftStore()),
      recover: (draft) => documents.recover(draft),
    }),
  ).start();
  drafts.send({ type: 'owner.changed', owner: draftOwner(core.auth.getSnapshot().context.user) });
  core.auth.on('auth.loggedIn', ({ user }) => drafts.send({ type: 'owner.changed', owner: draftOwner(user) }));

  page?.addEventListener('beforeunload', (event) => {
    if (!documents.needsSave()) return;
    event.preventDefault();
    // Browsers show their own words; the spec's sentence is kept for those that still read it.
    event.returnValue = UNSAVED_CHANGES_WARNING;
  });

  return {
    editor,
    measurer: withFallback(kernels),
    kernels,
    placeImage: createPlaceImage({ editor, kernels, notify: core.notify }),
    detectRooms: () => detectRoomsOnImage({ editor, kernels, notify: core.notify }),
    documents,
    sheets: createSheetSwitcher({ editor, kernels, sheetPages, modals: core.modals, notify: core.notify }),
    sheetPages,
    drafts,
    mapApi: createMapApi(api),
    print: createPrintServices({ core, api, editor }),
  };
}
