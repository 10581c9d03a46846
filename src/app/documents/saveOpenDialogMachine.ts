/**
 * The Save / Open dialog's workflow (spec accounts §2 Save/Open, §4 Saved documents, §8
 * "Save/open"): the file name, the saved documents and which one is selected, the archived view,
 * and Save, Open, Archive, Restore and Delete with what they say. Three regions run side by side:
 * the workflow (idle, asking a question, a call on its way, opened), the list (loading, ready) and
 * the message line, which clears itself 1 s after a message unless the message is sticky
 * ("Saving... Please wait!"). A refusal because the file is open (a 423, or opening the file open
 * here) is the lock notice instead, kept until the person dismisses it.
 */
import { assign, enqueueActions, fromPromise, raise, setup, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { ACCOUNT_MESSAGES, LOCK_MESSAGES, type DocumentSummaryResponse } from '../../shared/accounts';
import type { EditorActor } from '../../engine/editor/editorMachine';
import type { DocumentsApi, SaveResult } from '../../net/documentsApi';
import { ApiRequestError } from '../../net/apiClient';
import { saveRefusal, type createDocumentSession } from './documentSession';

/** Dialog messages vanish after 1 s (spec §8 "Save/open"); a lock message stays until dismissed. */
export const MESSAGE_MS = 1000;

/** What the dialog needs of the documents session. */
export type SaveOpenSession = Pick<ReturnType<typeof createDocumentSession>, 'save' | 'open' | 'needsSave'>;

/** What the dialog needs of the documents API: the list and the archive, restore and delete calls. */
export type SaveOpenApi = Pick<DocumentsApi, 'list' | 'setArchived' | 'remove'>;

export interface SaveOpenDialogInput {
  /** The editor: the open file (its name starts the file name field) and whether the drawing can be saved. */
  editor: EditorActor;
  documents: SaveOpenSession;
  documentsApi: SaveOpenApi;
  /**
   * A student's classroom session (spec accounts §6 "Student"): the list is that session's
   * documents only; absent for everyone else.
   */
  sessionId?: string | null;
}

/** What the dialog asks before going on: overwrite a taken name, or save the changes first. */
export type SaveOpenQuestion = { kind: 'overwrite'; id: string; message: string } | { kind: 'unsavedOpen'; id: string };

export interface SaveOpenDialogContext extends SaveOpenDialogInput {
  name: string;
  list: readonly DocumentSummaryResponse[];
  selected: string | null;
  archivedView: boolean;
  /** The message line ("Saving... Please wait!", "Saved", an error); empty when quiet. */
  message: string;
  /** The question being asked, while the workflow is asking. */
  question: SaveOpenQuestion | null;
  /** A lock refusal, shown until dismissed. */
  lockNotice: string | null;
  /** The document being opened (or asked about before opening). */
  openingId: string | null;
  /** The document a confirmed overwrite saves over. */
  overwriteId: string | null;
  /** The call on the chosen document under way. */
  action: DocumentAction | null;
}

export type SaveOpenDialogEvent =
  | { type: 'name.change'; name: string }
  | { type: 'archived.toggle'; archived: boolean }
  /** A click selects a document and takes its name; Enter (no `name`) only selects it. */
  | { type: 'document.select'; id: string; name?: string }
  | { type: 'save' }
  | { type: 'open'; id: string }
  /** Archive, Restore and Delete act on the chosen (selected and shown) document. */
  | { type: 'archive' }
  | { type: 'restore' }
  | { type: 'delete' }
  /** The overwrite question's Overwrite. */
  | { type: 'overwrite' }
  /** The unsaved-changes question's two ways on. */
  | { type: 'open.saveFirst' }
  | { type: 'open.discard' }
  /** Cancel, Escape or a click outside a question. */
  | { type: 'question.cancel' }
  | { type: 'lock.dismiss' }
  /** The documents changed elsewhere (a socket event) or after a call: the list loads again. */
  | { type: 'list.refresh' }
  /** Internal: what the message line says; a sticky one stays until the next. */
  | { type: 'message.say'; text: string; sticky: boolean };

/** What a call on the chosen document does. */
export type DocumentAction = { kind: 'archive' | 'restore' | 'delete'; id: string };

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : 'Something went wrong');
const hasStatus = (error: unknown, status: number): boolean => error instanceof ApiRequestError && error.status === status;
/** A 423 carries the server's words for who holds the lock; without them, the spec's, which name nobody. */
const lockText = (error: unknown): string => (error instanceof Error && error.message) || ACCOUNT_MESSAGES.fileOpenByOtherUser;

/** The documents of the view (archived or not). */
export const shownDocuments = (context: Pick<SaveOpenDialogContext, 'list' | 'archivedView' | 'sessionId'>): DocumentSummaryResponse[] =>
  context.list.filter((each) => each.archived === context.archivedView && (!context.sessionId || each.session_id === context.sessionId));

/** The selected document when the view shows it: what Open, Archive, Restore and Delete act on. */
export const chosenDocument = (context: Pick<SaveOpenDialogContext, 'list' | 'archivedView' | 'selected' | 'sessionId'>): DocumentSummaryResponse | null =>
  shownDocuments(context).find((each) => each.id === context.selected) ?? null;

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const openingParams = ({ context }: { context: SaveOpenDialogContext }) => ({ id: context.openingId ?? '' });

/**
 * The message line's answer to a message: a sticky one stays (quiet), any other fades after 1 s.
 * Defined on each state rather than the region: re-entering the region would restart the others.
 */
type SayEvent = Extract<SaveOpenDialogEvent, { type: 'message.say' }>;
const SAY = [
  {
    guard: { type: 'isSticky', params: ({ event }: { event: SayEvent }) => ({ sticky: event.sticky }) },
    target: 'quiet',
    actions: { type: 'setMessage', params: ({ event }: { event: SayEvent }) => ({ text: event.text }) },
  },
  { target: 'fading', reenter: true, actions: { type: 'setMessage', params: ({ event }: { event: SayEvent }) => ({ text: event.text }) } },
] as const;

/** Opening the chosen document, after saving the open one first or not: the dialog closes when it is open. */
const openingState = (saveFirst: boolean) =>
  ({
    invoke: {
      src: 'open',
      input: ({ context }: { context: SaveOpenDialogContext }) => ({ documents: context.documents, editor: context.editor, id: context.openingId ?? '', saveFirst }),
      onDone: { target: 'opened' },
      onError: { target: 'idle', actions: { type: 'fail', params: errorParams } },
    },
  }) as const;

export const saveOpenDialogMachine = setup({
  types: {
    context: {} as SaveOpenDialogContext,
    events: {} as SaveOpenDialogEvent,
    input: {} as SaveOpenDialogInput,
  },
  actors: {
    loadList: fromPromise<DocumentSummaryResponse[], { documentsApi: SaveOpenApi }>(({ input }) => input.documentsApi.list()),
    save: fromPromise<SaveResult, { documents: SaveOpenSession; name: string; overwriteId: string | null }>(({ input }) =>
      input.documents.save(input.name, input.overwriteId ?? undefined),
    ),
    open: fromPromise<void, { documents: SaveOpenSession; editor: EditorActor; id: string; saveFirst: boolean }>(async ({ input }) => {
      const file = input.editor.getSnapshot().context.file;
      if (input.saveFirst && file) await input.documents.save(file.name);
      await input.documents.open(input.id);
    }),
    act: fromPromise<unknown, { documentsApi: SaveOpenApi; action: DocumentAction | null }>(async ({ input: { documentsApi, action } }) => {
      if (!action) return;
      if (action.kind === 'delete') return documentsApi.remove(action.id);
      return documentsApi.setArchived(action.id, action.kind === 'archive');
    }),
  },
  guards: {
    saveRefused: ({ context }) => saveRefusal(context.editor, context.name) !== null,
    // Save waits for the list (AB5.15): its button is disabled meanwhile, and a save sent anyway is ignored.
    listLoading: stateIn({ list: 'loading' }),
    hasChosen: ({ context }) => chosenDocument(context) !== null,
    notListed: ({ context }, params: { id: string }) => !context.list.some((each) => each.id === params.id),
    openHere: ({ context }, params: { id: string }) => context.editor.getSnapshot().context.file?.id === params.id,
    needsSave: ({ context }) => context.documents.needsSave(),
    isSticky: (_, params: { sticky: boolean }) => params.sticky,
    nameTaken: (_, params: { result: SaveResult }) => 'nameExists' in params.result,
    locked: (_, params: { error: unknown }) => hasStatus(params.error, 423),
  },
  actions: {
    setName: assign((_, params: { name: string }) => ({ name: params.name })),
    setArchivedView: assign((_, params: { archived: boolean }) => ({ archivedView: params.archived, selected: null })),
    select: assign(({ context }, params: { id: string; name?: string }) => ({ selected: params.id, name: params.name ?? context.name })),
    unselect: assign({ selected: null }),
    setMessage: assign((_, params: { text: string }) => ({ message: params.text })),
    clearMessage: assign({ message: '' }),
    setList: assign((_, params: { list: DocumentSummaryResponse[] }) => ({ list: params.list })),
    rememberOpening: assign((_, params: { id: string }) => ({ openingId: params.id })),
    rememberAction: assign(({ context }, params: { kind: DocumentAction['kind'] }) => ({ action: { kind: params.kind, id: chosenDocument(context)?.id ?? '' } })),
    startSave: assign({ overwriteId: null }),
    askOverwrite: assign((_, params: { result: SaveResult }) =>
      'nameExists' in params.result ? { question: { kind: 'overwrite' as const, ...params.result.nameExists } } : {},
    ),
    confirmOverwrite: assign(({ context }) => ({ overwriteId: context.question?.kind === 'overwrite' ? context.question.id : null, question: null })),
    askUnsavedOpen: assign(({ context }) => ({ question: { kind: 'unsavedOpen' as const, id: context.openingId ?? '' } })),
    forgetQuestion: assign({ question: null }),
    showLockNotice: assign((_, params: { text: string }) => ({ lockNotice: params.text })),
    showOpenHere: assign({ lockNotice: LOCK_MESSAGES['this-device'] }),
    dismissLockNotice: assign({ lockNotice: null }),
    refresh: raise({ type: 'list.refresh' } as const),
    sayRefusal: raise(({ context }) => ({ type: 'message.say', text: saveRefusal(context.editor, context.name) ?? '', sticky: false }) as const),
    sayNotFound: raise({ type: 'message.say', text: ACCOUNT_MESSAGES.documentNotFound, sticky: false }),
    saySaving: raise({ type: 'message.say', text: ACCOUNT_MESSAGES.saving, sticky: true }),
    saySaved: raise({ type: 'message.say', text: ACCOUNT_MESSAGES.saved, sticky: false }),
    sayNothing: raise({ type: 'message.say', text: '', sticky: false }),
    sayError: raise((_, params: { error: unknown }) => ({ type: 'message.say', text: errorMessage(params.error), sticky: false }) as const),
    /** A failed call: a 423 is the lock notice and the list loads again; a 404 is "Document not found!"; else the error's words. */
    fail: enqueueActions(({ enqueue }, params: { error: unknown }) => {
      const { error } = params;
      if (hasStatus(error, 423)) {
        enqueue.assign({ lockNotice: lockText(error) });
        enqueue.raise({ type: 'list.refresh' });
      } else if (hasStatus(error, 404)) enqueue.raise({ type: 'message.say', text: ACCOUNT_MESSAGES.documentNotFound, sticky: false });
      else enqueue.raise({ type: 'message.say', text: errorMessage(error), sticky: false });
    }),
  },
}).createMachine({
  id: 'saveOpenDialog',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    name: input.editor.getSnapshot().context.file?.name ?? '',
    list: [],
    selected: null,
    archivedView: false,
    message: '',
    question: null,
    lockNotice: null,
    openingId: null,
    overwriteId: null,
    action: null,
  }),
  on: {
    'name.change': { actions: { type: 'setName', params: ({ event }) => ({ name: event.name }) } },
    'archived.toggle': { actions: { type: 'setArchivedView', params: ({ event }) => ({ archived: event.archived }) } },
    'document.select': { actions: { type: 'select', params: ({ event }) => ({ id: event.id, name: event.name }) } },
    'lock.dismiss': { actions: 'dismissLockNotice' },
  },
  states: {
    workflow: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            save: [{ guard: 'listLoading' }, { guard: 'saveRefused', actions: 'sayRefusal' }, { target: 'saving', actions: 'startSave' }],
            open: [
              { guard: { type: 'notListed', params: ({ event }) => ({ id: event.id }) }, actions: 'sayNotFound' },
              { guard: { type: 'openHere', params: ({ event }) => ({ id: event.id }) }, actions: 'showOpenHere' },
              {
                guard: 'needsSave',
                target: 'askingUnsavedOpen',
                actions: [{ type: 'rememberOpening', params: ({ event }) => ({ id: event.id }) }, 'askUnsavedOpen'],
              },
              { target: 'opening', actions: { type: 'rememberOpening', params: ({ event }) => ({ id: event.id }) } },
            ],
            archive: { guard: 'hasChosen', target: 'acting', actions: { type: 'rememberAction', params: { kind: 'archive' } } },
            restore: { guard: 'hasChosen', target: 'acting', actions: { type: 'rememberAction', params: { kind: 'restore' } } },
            delete: { guard: 'hasChosen', target: 'acting', actions: { type: 'rememberAction', params: { kind: 'delete' } } },
          },
        },
        saving: {
          entry: 'saySaving',
          invoke: {
            src: 'save',
            input: ({ context }) => ({ documents: context.documents, name: context.name, overwriteId: context.overwriteId }),
            onDone: [
              {
                guard: { type: 'nameTaken', params: ({ event }) => ({ result: event.output }) },
                target: 'askingOverwrite',
                actions: ['sayNothing', { type: 'askOverwrite', params: ({ event }) => ({ result: event.output }) }],
              },
              { target: 'idle', actions: ['saySaved', 'refresh'] },
            ],
            onError: [
              // "Saving... Please wait!" gives way to the lock notice.
              { guard: { type: 'locked', params: errorParams }, target: 'idle', actions: ['sayNothing', { type: 'fail', params: errorParams }] },
              { target: 'idle', actions: { type: 'fail', params: errorParams } },
            ],
          },
        },
        askingOverwrite: {
          on: {
            // Checked again, as any save is.
            overwrite: [
              { guard: 'saveRefused', target: 'idle', actions: ['forgetQuestion', 'sayRefusal'] },
              { target: 'saving', actions: 'confirmOverwrite' },
            ],
            'question.cancel': { target: 'idle', actions: 'forgetQuestion' },
          },
        },
        askingUnsavedOpen: {
          on: {
            'open.saveFirst': [
              { guard: { type: 'notListed', params: openingParams }, target: 'idle', actions: ['forgetQuestion', 'sayNotFound'] },
              { guard: { type: 'openHere', params: openingParams }, target: 'idle', actions: ['forgetQuestion', 'showOpenHere'] },
              { target: 'savingAndOpening', actions: 'forgetQuestion' },
            ],
            'open.discard': { target: 'opening', actions: 'forgetQuestion' },
            'question.cancel': { target: 'idle', actions: 'forgetQuestion' },
          },
        },
        opening: openingState(false),
        savingAndOpening: openingState(true),
        acting: {
          invoke: {
            src: 'act',
            input: ({ context }) => ({ documentsApi: context.documentsApi, action: context.action }),
            onDone: { target: 'idle', actions: ['unselect', 'refresh'] },
            onError: { target: 'idle', actions: { type: 'fail', params: errorParams } },
          },
        },
        /** The document is open in the editor: the dialog closes. */
        opened: { type: 'final' },
      },
    },
    list: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadList',
            input: ({ context }) => ({ documentsApi: context.documentsApi }),
            onDone: { target: 'ready', actions: { type: 'setList', params: ({ event }) => ({ list: event.output }) } },
            onError: { target: 'ready', actions: { type: 'sayError', params: errorParams } },
          },
          // A newer change restarts the load: the list shown is the latest one.
          on: { 'list.refresh': { target: 'loading', reenter: true } },
        },
        ready: {
          on: { 'list.refresh': { target: 'loading' } },
        },
      },
    },
    message: {
      initial: 'quiet',
      states: {
        quiet: { on: { 'message.say': SAY } },
        // Entered again on each message, so the 1 s starts again.
        fading: {
          after: { [MESSAGE_MS]: { target: 'quiet', actions: 'clearMessage' } },
          on: { 'message.say': SAY },
        },
      },
    },
  },
});

export type SaveOpenDialogActor = ActorRefFrom<typeof saveOpenDialogMachine>;
export type SaveOpenDialogSnapshot = SnapshotFrom<typeof saveOpenDialogMachine>;

/** Whether the dialog asks a question, and which. */
export const dialogQuestion = (snapshot: SaveOpenDialogSnapshot): SaveOpenQuestion | null => snapshot.context.question;

/**
 * Why Save is disabled now (spec accounts AB5.15), or null when it is not: no file name (the
 * spec's "Please specify a file name.", shown under the field), or the list still loading.
 */
export function saveDisabledReason(snapshot: SaveOpenDialogSnapshot): string | null {
  if (snapshot.context.name.trim() === '') return ACCOUNT_MESSAGES.fileNameRequired;
  if (snapshot.matches({ list: 'loading' })) return SAVE_WAITS_FOR_LIST;
  return null;
}

/** Said beside the disabled Save while the list loads (the spec names no words for it). */
export const SAVE_WAITS_FOR_LIST = 'Loading your documents…';

/** The document is open: the dialog is done. */
export const documentOpened = (snapshot: SaveOpenDialogSnapshot): boolean => snapshot.matches({ workflow: 'opened' });
