/**
 * Which modal is open: none, a confirmation, the settings dialog, the Export dialog, an info
 * message, the PDF page picker or the loader. One modal at a time; the loader takes over from any other and Escape
 * (`modal.close`) never closes it. Confirming a clear or a layer deletion is what sends the
 * editor the command; the import's confirmation and page picker answer the import instead, by
 * an emitted event. The modals start before the editor has loaded (the login page has no
 * editor); `editor.ready` hands it over, and until then a confirmation has no editor to tell.
 */
import { assign, emit, enqueueActions, setup, type ActorRefFrom } from 'xstate';
import type { EditorActor } from '../../engine/editor/editorMachine';

/** The modals `modal.open` can name. */
export type ModalName =
  | 'confirmClearCanvas'
  | 'confirmDeleteLayer'
  | 'confirmToggleMap'
  | 'settings'
  | 'info'
  | 'confirmImport'
  | 'pdfPages'
  | 'saveOpen'
  | 'export'
  | 'saveYourWork'
  | 'activate'
  | 'welcomeBack'
  | 'feedback'
  | 'layerItem';

/** A page's thumbnail, 200 px on its longest side, once drawn. */
export interface PdfThumbnailImage {
  /** An object URL, revoked by the import once the picker closes. */
  url: string;
  width: number;
  height: number;
}

/** A page of the PDF being imported, as the page picker shows it. */
export interface PdfPageChoice {
  /** 1-based. */
  number: number;
  /** Null while it is being drawn (the picker shows a placeholder; the page can be chosen already). */
  thumbnail: PdfThumbnailImage | null;
  /** Its thumbnail could not be drawn: the placeholder stays. */
  failed?: boolean;
}

/** A page whose thumbnail was drawn, or could not be (null). */
export interface DrawnPage {
  page: number;
  thumbnail: PdfThumbnailImage | null;
}

/** What the import's confirmation asks. */
export interface ImportQuestion {
  title: string;
  message: string;
  confirmLabel: string;
  /** The other answer's button; "Cancel" when not given. */
  cancelLabel?: string;
  /** A choice between two ways to go on (which units), where neither loses anything: the confirming button is not shown as dangerous. */
  choice?: boolean;
}

export type ModalEvent =
  | { type: 'modal.open'; modal: Exclude<ModalName, 'info' | 'confirmImport' | 'pdfPages' | 'welcomeBack'> }
  | { type: 'modal.open'; modal: 'info'; title: string; message: string }
  /** Pay-per-day: how much of the 24-hour session is left, shown at login. */
  | { type: 'modal.open'; modal: 'welcomeBack'; message: string }
  | ({ type: 'modal.open'; modal: 'confirmImport' } & ImportQuestion)
  | { type: 'modal.open'; modal: 'pdfPages'; pages: readonly PdfPageChoice[] }
  /** The page picker's choice. */
  | { type: 'pdf.page.choose'; page: number }
  /** "Add pages as sheets" with these pages ticked (issue 38), in page order. */
  | { type: 'pdf.pages.addAsSheets'; pages: readonly number[] }
  /** Thumbnails drawn (or given up: null) while the picker is open; ignored once it is closed. */
  | { type: 'pdf.thumbnails'; drawn: readonly DrawnPage[] }
  /** Cancel, Close, Escape or a click outside. Ignored while loading. */
  | { type: 'modal.close' }
  /** The confirming button: Clear, Delete, or the info modal's Ok. */
  | { type: 'modal.confirm' }
  /**
   * `message` says why the screen is locked ("Converting to image. Waiting..."). A `cancellable`
   * loader shows a progress bar and a Cancel button (an image load); shown again while it shows,
   * it takes the new message and starts its bar afresh.
   */
  | { type: 'loader.show'; message?: string; cancellable?: boolean }
  /** How far the cancellable work has come: `done` of `total`. */
  | { type: 'loader.progress'; done: number; total: number }
  /** The loader's Cancel button: only a cancellable loader answers it, once. */
  | { type: 'loader.cancel' }
  | { type: 'loader.hide' }
  /** The editor has loaded: confirmations act on it from now on. */
  | { type: 'editor.ready'; editor: EditorActor };

/** The answers the import waits for: whether to replace the drawing, and which page (null: cancelled). */
export type ModalEmitted =
  | { type: 'import.answered'; confirmed: boolean }
  | { type: 'import.pageChosen'; page: number | null }
  /** The picker's "Add pages as sheets": these pages, in page order. */
  | { type: 'import.sheetsChosen'; pages: readonly number[] }
  /** The activate modal's Confirm: the pay-per-day workflow starts a new day. */
  | { type: 'activate.confirmed' }
  /** The welcome-back modal was closed: it does not show again for this day. */
  | { type: 'welcomeBack.dismissed' }
  /** Cancel was pressed on a cancellable loader: whoever showed it stops its work and hides it. */
  | { type: 'loader.cancelled' };

export interface ModalContext {
  /** Null until the editor has loaded. */
  editor: EditorActor | null;
  /** What the info modal says; empty while another modal is open. */
  info: { title: string; message: string };
  /** What the import's confirmation asks, while it is open. */
  importQuestion: ImportQuestion;
  /** The pages the picker shows, while it is open. */
  pdfPages: readonly PdfPageChoice[];
  /** The loader's message, while it shows. */
  loaderMessage: string;
  /** Whether the loader offers Cancel (and shows a progress bar); false once Cancel was pressed. */
  loaderCancellable: boolean;
  /** The cancellable work's progress, 0 to 1, or null until it is known (an indeterminate bar). */
  loaderProgress: number | null;
}

type OpenEvent = Extract<ModalEvent, { type: 'modal.open' }>;
const NO_INFO = { title: '', message: '' };
const NO_QUESTION: ImportQuestion = { title: '', message: '', confirmLabel: '' };

/** Every state but the loader answers `modal.open` the same way: the named modal replaces the open one. */
const OPEN = {
  'modal.open': [
    { guard: 'opensClearCanvas', target: '#modals.confirmClearCanvas' },
    { guard: 'opensDeleteLayer', target: '#modals.confirmDeleteLayer' },
    { guard: 'opensToggleMap', target: '#modals.confirmToggleMap' },
    { guard: 'opensSettings', target: '#modals.settings' },
    { guard: 'opensFeedback', target: '#modals.feedback' },
    { guard: 'opensLayerItem', target: '#modals.layerItem' },
    { guard: 'opensSaveOpen', target: '#modals.saveOpen' },
    { guard: 'opensExport', target: '#modals.export' },
    { guard: 'opensSaveYourWork', target: '#modals.saveYourWork' },
    { guard: 'opensInfo', target: '#modals.info', actions: 'rememberInfo' },
    { guard: 'opensConfirmImport', target: '#modals.confirmImport', actions: 'rememberImportQuestion' },
    { guard: 'opensPdfPages', target: '#modals.pdfPages', actions: 'rememberPdfPages' },
    { guard: 'opensActivate', target: '#modals.activate' },
    { guard: 'opensWelcomeBack', target: '#modals.welcomeBack', actions: 'rememberWelcome' },
  ],
  'loader.show': { target: '#modals.loading', actions: 'rememberLoaderMessage' },
} as const;

const opens = (modal: ModalName) => ({ event }: { event: ModalEvent }) => (event as OpenEvent).modal === modal;

export const modalMachine = setup({
  types: {
    context: {} as ModalContext,
    events: {} as ModalEvent,
    emitted: {} as ModalEmitted,
    input: {} as { editor?: EditorActor | null },
  },
  guards: {
    opensClearCanvas: opens('confirmClearCanvas'),
    opensDeleteLayer: opens('confirmDeleteLayer'),
    opensToggleMap: opens('confirmToggleMap'),
    opensSettings: opens('settings'),
    opensFeedback: opens('feedback'),
    opensLayerItem: opens('layerItem'),
    opensSaveOpen: opens('saveOpen'),
    opensExport: opens('export'),
    opensSaveYourWork: opens('saveYourWork'),
    opensInfo: opens('info'),
    opensConfirmImport: opens('confirmImport'),
    opensPdfPages: opens('pdfPages'),
    somePages: ({ event }) => event.type === 'pdf.pages.addAsSheets' && event.pages.length > 0,
    opensActivate: opens('activate'),
    opensWelcomeBack: opens('welcomeBack'),
    loaderCancellable: ({ context }) => context.loaderCancellable,
  },
  actions: {
    rememberInfo: assign({
      info: ({ event }) => {
        const { title, message } = event as Extract<OpenEvent, { modal: 'info' }>;
        return { title, message };
      },
    }),
    forgetInfo: assign({ info: NO_INFO }),
    rememberWelcome: assign({
      info: ({ event }) => ({ title: 'Welcome back', message: (event as Extract<OpenEvent, { modal: 'welcomeBack' }>).message }),
    }),
    activateConfirmed: emit({ type: 'activate.confirmed' } as const),
    welcomeDismissed: emit({ type: 'welcomeBack.dismissed' } as const),
    rememberImportQuestion: assign({
      importQuestion: ({ event }) => {
        const { title, message, confirmLabel, cancelLabel, choice } = event as Extract<OpenEvent, { modal: 'confirmImport' }>;
        return { title, message, confirmLabel, cancelLabel, choice };
      },
    }),
    rememberPdfPages: assign({ pdfPages: ({ event }) => (event as Extract<OpenEvent, { modal: 'pdfPages' }>).pages }),
    forgetPdfPages: assign({ pdfPages: [] }),
    showThumbnails: assign({
      pdfPages: ({ context, event }) => {
        const drawn = new Map((event as Extract<ModalEvent, { type: 'pdf.thumbnails' }>).drawn.map(({ page, thumbnail }) => [page, thumbnail]));
        return context.pdfPages.map((choice) => {
          if (!drawn.has(choice.number)) return choice;
          const thumbnail = drawn.get(choice.number) ?? null;
          return thumbnail ? { number: choice.number, thumbnail } : { number: choice.number, thumbnail: null, failed: true };
        });
      },
    }),
    rememberLoaderMessage: assign(({ event }) => {
      const { message, cancellable } = event as Extract<ModalEvent, { type: 'loader.show' }>;
      return { loaderMessage: message ?? '', loaderCancellable: cancellable === true, loaderProgress: null };
    }),
    rememberProgress: assign({
      loaderProgress: ({ event }) => {
        const { done, total } = event as Extract<ModalEvent, { type: 'loader.progress' }>;
        return total > 0 ? Math.min(1, Math.max(0, done / total)) : null;
      },
    }),
    loaderCancelled: enqueueActions(({ enqueue }) => {
      enqueue.assign({ loaderCancellable: false, loaderMessage: 'Cancelling…' });
      enqueue.emit({ type: 'loader.cancelled' } as const);
    }),
    forgetLoader: assign({ loaderMessage: '', loaderCancellable: false, loaderProgress: null }),
    importConfirmed: emit({ type: 'import.answered', confirmed: true } as const),
    importRefused: emit({ type: 'import.answered', confirmed: false } as const),
    pageChosen: emit(({ event }) => ({ type: 'import.pageChosen', page: (event as Extract<ModalEvent, { type: 'pdf.page.choose' }>).page }) as const),
    noPageChosen: emit({ type: 'import.pageChosen', page: null } as const),
    sheetsChosen: emit(({ event }) => ({ type: 'import.sheetsChosen', pages: (event as Extract<ModalEvent, { type: 'pdf.pages.addAsSheets' }>).pages }) as const),
    clearCanvas: enqueueActions(({ context, enqueue }) => {
      if (context.editor) enqueue.sendTo(context.editor, { type: 'document.clear' });
    }),
    deleteLayer: enqueueActions(({ context, enqueue }) => {
      if (context.editor) enqueue.sendTo(context.editor, { type: 'layer.delete' });
    }),
    toggleMap: enqueueActions(({ context: { editor }, enqueue }) => {
      if (editor) enqueue.sendTo(editor, editor.getSnapshot().context.document.map ? { type: 'map.hide' } : { type: 'map.show' });
    }),
    rememberEditor: assign({ editor: ({ event }) => (event as Extract<ModalEvent, { type: 'editor.ready' }>).editor }),
  },
}).createMachine({
  id: 'modals',
  context: ({ input }) => ({ editor: input.editor ?? null, info: NO_INFO, importQuestion: NO_QUESTION, pdfPages: [], loaderMessage: '', loaderCancellable: false, loaderProgress: null }),
  initial: 'closed',
  on: { 'editor.ready': { actions: 'rememberEditor' } },
  states: {
    closed: { on: OPEN },
    confirmClearCanvas: {
      on: {
        ...OPEN,
        'modal.close': { target: 'closed' },
        'modal.confirm': { target: 'closed', actions: 'clearCanvas' },
      },
    },
    confirmDeleteLayer: {
      on: {
        ...OPEN,
        'modal.close': { target: 'closed' },
        'modal.confirm': { target: 'closed', actions: 'deleteLayer' },
      },
    },
    confirmToggleMap: {
      on: {
        ...OPEN,
        'modal.close': { target: 'closed' },
        'modal.confirm': { target: 'closed', actions: 'toggleMap' },
      },
    },
    settings: {
      on: { ...OPEN, 'modal.close': { target: 'closed' } },
    },
    // The feedback form's own workflow is app/feedback/feedbackMachine.ts.
    feedback: {
      on: { ...OPEN, 'modal.close': { target: 'closed' } },
    },
    // The current layer's takeoff item (issue 38): the form's workflow is app/takeoff/itemForm.ts.
    layerItem: {
      on: { ...OPEN, 'modal.close': { target: 'closed' } },
    },
    // The save/open dialog and the logout's "Save your work?" answer the documents session themselves.
    saveOpen: {
      on: { ...OPEN, 'modal.close': { target: 'closed' } },
    },
    saveYourWork: {
      on: { ...OPEN, 'modal.close': { target: 'closed' } },
    },
    // The Export dialog's choices run app/print/printWorkflows.ts; one that calls the server opens the loader over it.
    export: {
      on: { ...OPEN, 'modal.close': { target: 'closed' } },
    },
    info: {
      exit: 'forgetInfo',
      on: {
        ...OPEN,
        'modal.close': { target: 'closed' },
        'modal.confirm': { target: 'closed' },
      },
    },
    // The import waits for an answer, so every way out of these two gives one; no other modal opens over them.
    confirmImport: {
      on: {
        'modal.close': { target: 'closed', actions: 'importRefused' },
        'modal.confirm': { target: 'closed', actions: 'importConfirmed' },
        'loader.show': { target: 'loading', actions: ['importRefused', 'rememberLoaderMessage'] },
      },
    },
    pdfPages: {
      exit: 'forgetPdfPages',
      on: {
        'modal.close': { target: 'closed', actions: 'noPageChosen' },
        'pdf.page.choose': { target: 'closed', actions: 'pageChosen' },
        'pdf.pages.addAsSheets': { guard: 'somePages', target: 'closed', actions: 'sheetsChosen' },
        'pdf.thumbnails': { actions: 'showThumbnails' },
        'loader.show': { target: 'loading', actions: ['noPageChosen', 'rememberLoaderMessage'] },
      },
    },
    // Pay-per-day (see billing/payPerDayMachine.ts). The activate modal's only ways out are
    // Confirm (the loader takes over) and Log out (whose logout closes it); nothing else opens over it.
    activate: {
      on: {
        // Log out asks "Save your work?" first when there are unsaved changes.
        'modal.open': { guard: 'opensSaveYourWork', target: 'saveYourWork' },
        'modal.confirm': { actions: 'activateConfirmed' },
        'modal.close': { target: 'closed' },
        'loader.show': { target: 'loading', actions: 'rememberLoaderMessage' },
      },
    },
    welcomeBack: {
      exit: 'forgetInfo',
      on: {
        ...OPEN,
        'modal.close': { target: 'closed', actions: 'welcomeDismissed' },
        'modal.confirm': { target: 'closed', actions: 'welcomeDismissed' },
      },
    },
    // No `modal.close` here: Escape never closes the loader, and nothing opens over it. Only a
    // cancellable loader's own Cancel button asks its work to stop.
    loading: {
      exit: 'forgetLoader',
      on: {
        'loader.hide': { target: 'closed' },
        'loader.show': { actions: 'rememberLoaderMessage' },
        'loader.progress': { guard: 'loaderCancellable', actions: 'rememberProgress' },
        'loader.cancel': { guard: 'loaderCancellable', actions: 'loaderCancelled' },
      },
    },
  },
});

export type ModalActor = ActorRefFrom<typeof modalMachine>;
