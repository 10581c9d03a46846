/**
 * The Educator Dashboard's workflow (spec accounts §2 "Educator Dashboard", §4 "Educator session"):
 * parallel regions for the Session tab (loading, no session, starting, running with the
 * click-again End Session), the countdown's minute clock, the copied-password flash, the
 * Documents tab (sessions, the chosen session's documents, the click-again deletes, Open), the
 * session settings and Close Educator Account (click again, then revoke). The live events arrive
 * as `session.ended` and `documents.updated`. The calls are the ClassroomApi's, given as input.
 */
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DocumentSummaryResponse } from '../../shared/accounts';
import { CLASSROOM_COUNTDOWN_REFRESH_MS, type ClassroomSession, type ClassroomSettings } from '../../shared/classroom';
import type { ClassroomApi } from '../../net/classroomApi';
import { NOTIFICATION_MS } from '../../shared/constants';

/** How long a "click again" button waits for the second click. */
export const CONFIRM_MS = 4000;
/** How long 'Copied!' shows: the spec's 500 ms (drawing-core DC9.16, accounts AB9.04). */
export const COPIED_MS = NOTIFICATION_MS.copied;

export type DashboardApi = Pick<ClassroomApi, 'running' | 'start' | 'stop' | 'sessions' | 'documents' | 'remove' | 'removeAllDocuments' | 'saveSettings' | 'revoke'>;

export interface EducatorDashboardInput {
  api: DashboardApi;
  /** Puts the password on the clipboard. */
  copy: (text: string) => Promise<void>;
  /** Loads a student's document read-only into the view. */
  openDocument: (id: string) => Promise<void>;
  /** The clock, for the countdown. */
  now?: () => number;
}

export type DashboardTab = 'session' | 'documents';

export interface EducatorDashboardContext extends Required<EducatorDashboardInput> {
  tab: DashboardTab;
  name: string;
  session: ClassroomSession | null;
  /** The countdown's "now", moved on once a minute. */
  clock: number;
  sessions: readonly ClassroomSession[];
  chosenId: string | null;
  documents: readonly DocumentSummaryResponse[];
  /** The latest outcome or error to show; empty when quiet. */
  message: string;
  /** The document Open is loading. */
  openingId: string | null;
  /** The settings Save is sending. */
  settingsToSave: ClassroomSettings | null;
}

export type EducatorDashboardEvent =
  | { type: 'tab.choose'; tab: DashboardTab }
  | { type: 'name.change'; name: string }
  | { type: 'start' }
  | { type: 'end' }
  | { type: 'password.copy' }
  | { type: 'settings.save'; settings: ClassroomSettings }
  | { type: 'account.close' }
  | { type: 'session.choose'; id: string }
  | { type: 'session.delete' }
  | { type: 'documents.deleteAll' }
  | { type: 'document.open'; id: string }
  /** Live: the server ended the running session (or the educator's own stop, seen from another tab). */
  | { type: 'session.ended' }
  /** Live: a student saved, archived or deleted a document of the running session. */
  | { type: 'documents.updated'; documents: readonly DocumentSummaryResponse[] };

export type EducatorDashboardEmitted = { type: 'document.opened'; id: string } | { type: 'account.closed' };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.');

export const educatorDashboardMachine = setup({
  types: {
    input: {} as EducatorDashboardInput,
    context: {} as EducatorDashboardContext,
    events: {} as EducatorDashboardEvent,
    emitted: {} as EducatorDashboardEmitted,
  },
  actors: {
    loadRunning: fromPromise<ClassroomSession | null, { api: DashboardApi }>(({ input }) => input.api.running()),
    startSession: fromPromise<ClassroomSession, { api: DashboardApi; name: string }>(({ input }) => input.api.start(input.name)),
    stopSession: fromPromise<void, { api: DashboardApi }>(({ input }) => input.api.stop()),
    copyPassword: fromPromise<void, { copy: (text: string) => Promise<void>; text: string }>(({ input }) => input.copy(input.text)),
    loadSessions: fromPromise<ClassroomSession[], { api: DashboardApi }>(({ input }) => input.api.sessions()),
    loadDocuments: fromPromise<DocumentSummaryResponse[], { api: DashboardApi; id: string }>(({ input }) => input.api.documents(input.id)),
    deleteSession: fromPromise<void, { api: DashboardApi; id: string }>(({ input }) => input.api.remove(input.id)),
    deleteAllDocuments: fromPromise<void, { api: DashboardApi }>(({ input }) => input.api.removeAllDocuments()),
    openDocument: fromPromise<void, { open: (id: string) => Promise<void>; id: string }>(({ input }) => input.open(input.id)),
    saveSettings: fromPromise<void, { api: DashboardApi; settings: ClassroomSettings | null }>(async ({ input }) => {
      if (input.settings) await input.api.saveSettings(input.settings);
    }),
    revoke: fromPromise<void, { api: DashboardApi }>(({ input }) => input.api.revoke()),
  },
  guards: {
    hasName: ({ context }) => context.name.trim() !== '',
    hasChosenSession: ({ context }) => context.chosenId !== null,
    hasSession: ({ context }) => context.session !== null,
  },
  actions: {
    say: assign((_, params: { message: string }) => ({ message: params.message })),
    quiet: assign({ message: '' }),
    sayError: assign((_, params: { error: unknown }) => ({ message: messageOf(params.error) })),
    tick: assign(({ context }) => ({ clock: context.now() })),
    setSession: assign(({ context }, params: { session: ClassroomSession | null }) => ({ session: params.session, clock: context.now() })),
    setSessions: assign(({ context }, params: { sessions: ClassroomSession[] }) => {
      // The chosen session stays chosen while it exists; otherwise the newest is shown.
      const kept = params.sessions.some((session) => session.id === context.chosenId) ? context.chosenId : (params.sessions[0]?.id ?? null);
      return { sessions: params.sessions, chosenId: kept, documents: kept === context.chosenId ? context.documents : [] };
    }),
    /** A live list belongs to the running session: the only one students can write to. */
    takeLiveDocuments: assign(({ context }, params: { documents: readonly DocumentSummaryResponse[] }) => {
      const id = context.session?.id ?? params.documents[0]?.session_id ?? null;
      if (id === null) return {};
      const sessions = context.sessions.map((session) => (session.id === id ? { ...session, documents_count: params.documents.length } : session));
      return { sessions, documents: context.chosenId === id ? params.documents : context.documents };
    }),
  },
}).createMachine({
  id: 'educatorDashboard',
  type: 'parallel',
  context: ({ input }) => ({
    now: Date.now,
    ...input,
    tab: 'session',
    name: '',
    session: null,
    clock: (input.now ?? Date.now)(),
    sessions: [],
    chosenId: null,
    documents: [],
    message: '',
    openingId: null,
    settingsToSave: null,
  }),
  on: {
    'tab.choose': { actions: [assign(({ event }) => ({ tab: event.tab })), 'quiet'] },
    'name.change': { actions: assign(({ event }) => ({ name: event.name })) },
  },
  states: {
    session: {
      initial: 'loading',
      on: { 'session.ended': { target: '.idle', actions: { type: 'setSession', params: { session: null } } } },
      states: {
        loading: {
          invoke: {
            src: 'loadRunning',
            input: ({ context }) => ({ api: context.api }),
            onDone: [
              { guard: ({ event }) => event.output !== null, target: 'running', actions: { type: 'setSession', params: ({ event }) => ({ session: event.output }) } },
              { target: 'idle' },
            ],
            onError: { target: 'idle', actions: { type: 'sayError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        idle: {
          on: { start: { guard: 'hasName', target: 'starting', actions: 'quiet' } },
        },
        starting: {
          invoke: {
            src: 'startSession',
            input: ({ context }) => ({ api: context.api, name: context.name.trim() }),
            onDone: { target: 'running', actions: { type: 'setSession', params: ({ event }) => ({ session: event.output }) } },
            onError: { target: 'idle', actions: { type: 'sayError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        running: {
          initial: 'ready',
          states: {
            ready: { on: { end: { target: 'confirmingEnd', actions: 'quiet' } } },
            confirmingEnd: {
              after: { [CONFIRM_MS]: 'ready' },
              on: { end: 'stopping' },
            },
            stopping: {
              invoke: {
                src: 'stopSession',
                input: ({ context }) => ({ api: context.api }),
                onDone: { target: '#educatorDashboard.session.idle', actions: { type: 'setSession', params: { session: null } } },
                onError: { target: 'ready', actions: { type: 'sayError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
      },
    },
    clock: {
      initial: 'ticking',
      states: {
        ticking: { after: { [CLASSROOM_COUNTDOWN_REFRESH_MS]: { target: 'ticking', reenter: true, actions: 'tick' } } },
      },
    },
    copy: {
      initial: 'idle',
      states: {
        idle: { on: { 'password.copy': { guard: 'hasSession', target: 'copying' } } },
        copying: {
          invoke: {
            src: 'copyPassword',
            input: ({ context }) => ({ copy: context.copy, text: context.session?.password ?? '' }),
            onDone: 'copied',
            onError: 'idle',
          },
        },
        copied: { after: { [COPIED_MS]: 'idle' }, on: { 'password.copy': { target: 'copied', reenter: true } } },
      },
    },
    documents: {
      initial: 'loading',
      on: {
        'documents.updated': { actions: { type: 'takeLiveDocuments', params: ({ event }) => ({ documents: event.documents }) } },
        // A session started or ended: its row and count change.
        'session.ended': '.loading',
      },
      states: {
        loading: {
          invoke: {
            src: 'loadSessions',
            input: ({ context }) => ({ api: context.api }),
            onDone: { target: 'loadingDocuments', actions: { type: 'setSessions', params: ({ event }) => ({ sessions: event.output }) } },
            onError: { target: 'ready', actions: { type: 'sayError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        loadingDocuments: {
          always: { guard: ({ context }) => context.chosenId === null, target: 'ready' },
          // A list fetched before this news would be older than it: fetch again.
          on: {
            'documents.updated': {
              target: 'loadingDocuments',
              reenter: true,
              actions: { type: 'takeLiveDocuments', params: ({ event }) => ({ documents: event.documents }) },
            },
          },
          invoke: {
            src: 'loadDocuments',
            input: ({ context }) => ({ api: context.api, id: context.chosenId ?? '' }),
            onDone: { target: 'ready', actions: assign(({ event }) => ({ documents: event.output })) },
            onError: { target: 'ready', actions: { type: 'sayError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: {
          on: {
            'tab.choose': { guard: ({ event }) => event.tab === 'documents', target: 'loading', actions: [assign(({ event }) => ({ tab: event.tab })), 'quiet'] },
            'session.choose': { target: 'loadingDocuments', actions: [assign(({ event }) => ({ chosenId: event.id, documents: [] })), 'quiet'] },
            'session.delete': { guard: 'hasChosenSession', target: 'confirmingDelete', actions: 'quiet' },
            'documents.deleteAll': { target: 'confirmingDeleteAll', actions: 'quiet' },
            'document.open': { target: 'opening', actions: [assign(({ event }) => ({ openingId: event.id })), 'quiet'] },
          },
        },
        confirmingDelete: {
          after: { [CONFIRM_MS]: 'ready' },
          on: { 'session.delete': 'deleting', 'session.choose': { target: 'loadingDocuments', actions: assign(({ event }) => ({ chosenId: event.id, documents: [] })) } },
        },
        deleting: {
          invoke: {
            src: 'deleteSession',
            input: ({ context }) => ({ api: context.api, id: context.chosenId ?? '' }),
            onDone: [
              // Deleting the running session ends it.
              {
                guard: ({ context }) => context.session?.id === context.chosenId,
                target: 'loading',
                actions: [{ type: 'setSession', params: { session: null } }, assign({ chosenId: null, documents: [] })],
              },
              { target: 'loading', actions: assign({ chosenId: null, documents: [] }) },
            ],
            onError: { target: 'ready', actions: { type: 'sayError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        confirmingDeleteAll: {
          after: { [CONFIRM_MS]: 'ready' },
          on: { 'documents.deleteAll': 'deletingAll' },
        },
        deletingAll: {
          invoke: {
            src: 'deleteAllDocuments',
            input: ({ context }) => ({ api: context.api }),
            onDone: { target: 'loading', actions: assign({ documents: [] }) },
            onError: { target: 'ready', actions: { type: 'sayError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        opening: {
          invoke: {
            src: 'openDocument',
            input: ({ context }) => ({ open: context.openDocument, id: context.openingId ?? '' }),
            onDone: { target: 'ready', actions: emit(({ context }) => ({ type: 'document.opened' as const, id: context.openingId ?? '' })) },
            onError: { target: 'ready', actions: { type: 'sayError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    settings: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'settings.save': { guard: 'hasSession', target: 'saving', actions: [assign(({ event }) => ({ settingsToSave: event.settings })), 'quiet'] } },
        },
        saving: {
          invoke: {
            src: 'saveSettings',
            input: ({ context }) => ({ api: context.api, settings: context.settingsToSave }),
            // The running session now carries them, so the form shows them when the dashboard opens again.
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context }) => ({ session: context.session && { ...context.session, settings: context.settingsToSave } })),
                { type: 'say', params: { message: 'Session settings saved.' } },
              ],
            },
            onError: { target: 'idle', actions: { type: 'sayError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    account: {
      initial: 'idle',
      states: {
        idle: { on: { 'account.close': { target: 'confirming', actions: 'quiet' } } },
        confirming: { after: { [CONFIRM_MS]: 'idle' }, on: { 'account.close': 'revoking' } },
        revoking: {
          invoke: {
            src: 'revoke',
            input: ({ context }) => ({ api: context.api }),
            onDone: { target: 'closed', actions: emit({ type: 'account.closed' }) },
            onError: { target: 'idle', actions: { type: 'sayError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        closed: { type: 'final' },
      },
    },
  },
});

export type EducatorDashboardActor = ActorRefFrom<typeof educatorDashboardMachine>;
export type EducatorDashboardSnapshot = SnapshotFrom<typeof educatorDashboardMachine>;

/**
 * Whether the Documents tab is between answers (fetching its lists, deleting or opening): it
 * takes no clicks then, so its buttons show disabled rather than drop a click on the floor (a
 * Delete session clicked while the list reloads after Delete all files used to do nothing).
 */
export function documentsBusy(snapshot: EducatorDashboardSnapshot): boolean {
  return (['loading', 'loadingDocuments', 'deleting', 'deletingAll', 'opening'] as const).some((state) => snapshot.matches({ documents: state }));
}
