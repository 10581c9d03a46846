/**
 * The composition root: builds the services in order and wires them, so that nothing else
 * creates actors or workers. The core (auth, settings, help flags, notifications, modals, help,
 * the live socket) starts at once; the editor part loads the first time the drawing screen asks
 * for it (`loadEditor`), and whatever the core owes the editor (the loaded settings, the modals'
 * confirmations, help's triggers, the logout's clearing) reaches it then or from then on.
 */
import type { $Fetch } from 'ofetch';
import { createActor } from 'xstate';
import type { KernelClient, KernelWorkerPort } from '../engine/kernels/kernelClient';
import { createApiClient } from '../net/apiClient';
import { createAuthApi } from '../net/authApi';
import { createBillingApi } from '../net/billingApi';
import { createClassroomApi } from '../net/classroomApi';
import { createContentApi } from '../net/contentApi';
import { createAuthMachine } from '../net/authMachine';
import { loadClientId } from '../net/clientId';
import { createDocumentsApi } from '../net/documentsApi';
import { clearSessionExpiry, readSessionExpiry, type CookieJar } from '../net/sessionCookie';
import { createSettingsMachine } from '../net/settingsMachine';
import { createToursMachine } from '../net/toursMachine';
import type { Settings } from '../shared/settings';
import type { CoreServices, EditorServices } from './appServices';
import type { CapturePreview } from './documents/documentSession';
import { LOGOUT_MESSAGES } from '../shared/liveEvents';
import { failureAction } from './auth/failureStatusRule';
import { isMobileBrowser } from './device';
import { skipsStartupUserLoad } from './home/startupLoad';
import { createBillingServices } from './billing/billingServices';
import { createEducatorEvents } from './classroom/educatorEvents';
import { helpMachine } from './help/helpMachine';
import { liveSocketOnDemand, type CreateLiveSocket } from './liveSocketOnDemand';
import { liveConnectionMachine } from './live/liveConnectionMachine';
import { modalMachine } from './modals/modalMachine';
import { createNavigator, type Navigator } from './navigator';
import { notificationsMachine } from './notifications/notificationsMachine';
import { createAccountTabServices } from './settings/accountTabServices';
import { createConsent, type ConsentOwner } from './site/consent';
import { createSiteNotice } from './site/siteNotice';
import { injectScript, loadSocialScriptWithConsent } from './site/socialScript';
import { browserLocalStorage } from './browserStorage';
import { createStudentClassroom } from './classroom/studentClassroom';
import { appPathOf } from '../net/appAddress';

/** The page's surroundings, each replaceable by a test; the browser's by default. */
export interface AppEnvironment {
  /** The fetch the API client sends through (a test's stands in for the server). */
  fetcher?: $Fetch;
  /** Where the client id is kept: localStorage. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** Where the session's readable expiry cookie is: the document. */
  cookies?: CookieJar | null;
  /** The live socket: socket.io to this origin (loaded at the first login). */
  createLiveSocket?: CreateLiveSocket;
  /** Starts the kernel worker: a module Web Worker. */
  startKernelWorker?: () => KernelWorkerPort;
  /** The drawing stage's size when the editor starts: the window's. */
  stageSize?: () => { width: number; height: number };
  /** Where the unsaved-changes warning listens for the page being left: the window. */
  page?: Pick<Window, 'addEventListener'> | null;
  /** A saved document's preview as a PNG data URI, drawn from the state being saved. */
  capturePreview?: CapturePreview;
  /** Moves the router; a page load until the router binds its own. */
  navigator?: Navigator;
  /** Where the pay-per-day welcome back's dismissal is kept: sessionStorage. */
  sessionStorage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The page the app starts on and whether the device is mobile: the browser's; none in tests. */
  startupPage?: { pathname: string; search: string; mobile: boolean } | null;
  /** Where a visitor's cookie choice and the dismissed site notice are kept: localStorage. */
  siteStorage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Adds the social-sharing script to the page: a `<script async>` in the document's head. */
  injectScript?: (url: string) => void;
}

const browserStartupPage = () =>
  typeof location === 'undefined' ? null : { pathname: appPathOf(location.pathname), search: location.search, mobile: isMobileBrowser() };

export interface PlanimetryApp {
  core: CoreServices;
  /**
   * The editor part: loads its code and starts the editor, the kernel worker and the document
   * session the first time; answers the same promise after (a failed load is tried again).
   */
  loadEditor(): Promise<EditorServices>;
  /** The kernel worker alone, for the developer pages; the editor shares it. */
  loadKernels(): Promise<KernelClient>;
  /** The editor part if it has loaded, else null. */
  loadedEditor(): EditorServices | null;
}

/** A synced record's actor (settings, help flags) as followLoads watches it. */
interface SyncedRecordActor<Snapshot extends { matches: (state: 'loading') => boolean }> {
  getSnapshot: () => Snapshot;
  subscribe: (observer: (snapshot: Snapshot) => void) => unknown;
}

/**
 * Calls `began` as each load of a synced record starts (the first, and each reload) and `ended`
 * with its snapshot as the load ends, loaded or not.
 */
function followLoads<Snapshot extends { matches: (state: 'loading') => boolean }>(
  actor: SyncedRecordActor<Snapshot>,
  { began, ended }: { began: () => void; ended: (snapshot: Snapshot) => void },
): void {
  let loading = false;
  const follow = (snapshot: Snapshot) => {
    const now = snapshot.matches('loading');
    if (now && !loading) began();
    if (!now && loading) ended(snapshot);
    loading = now;
  };
  follow(actor.getSnapshot());
  actor.subscribe(follow);
}

/** Forgets a failed load so that the next call tries again. */
function memoized<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

export function createApp(environment: AppEnvironment = {}): PlanimetryApp {
  const clientId = loadClientId(environment.storage);
  const navigator = environment.navigator ?? createNavigator();
  let editorPart: EditorServices | null = null;
  const waitingForEditor: ((editor: EditorServices) => void)[] = [];
  /** Runs `use` with the editor part now if it has loaded, else as soon as it does. */
  const withEditor = (use: (editor: EditorServices) => void) => (editorPart ? use(editorPart) : void waitingForEditor.push(use));

  // Spec accounts §8, applied to every call but the auth forms' own (see auth/failureStatusRule.ts).
  const onFailureStatus = (status: number, url: string, reason?: string) => {
    const action = failureAction(status, url, reason);
    if (action.kind === 'logout') {
      // The device limit's 423 says why, as the socket would have (a sleeping phone missed it).
      if (action.reason) logoutNotice ??= LOGOUT_MESSAGES[action.reason];
      // A student's token is refused only once the classroom session ended: one whose socket
      // missed the news (a sleeping phone) still hears why.
      if (auth.getSnapshot().context.user?.is_session_user) logoutNotice ??= LOGOUT_MESSAGES['session-ended'];
      auth.send({ type: 'session.expired' });
    }
    if (action.kind === 'subscription') navigator.go('/subscription');
    if (action.kind === 'forceLogin') {
      modals.send({ type: 'modal.close' });
      auth.send({ type: 'forceLogin.set' });
      navigator.go('/login', { replace: true });
    }
  };
  const api = createApiClient({ clientId, onFailureStatus, ...(environment.fetcher ? { fetcher: environment.fetcher } : {}) });
  const authApi = createAuthApi(api, { deviceUuid: clientId });
  const documentsApi = createDocumentsApi(api);
  const billingApi = createBillingApi(api);
  const contentApi = createContentApi(api);
  const classroomApi = createClassroomApi(api);
  const educatorEvents = createEducatorEvents();

  const notifications = createActor(notificationsMachine).start();
  const notify: CoreServices['notify'] = (notice) => notifications.send({ type: 'notify', notice });
  const modals = createActor(modalMachine, { input: {} }).start();

  const settings = createActor(createSettingsMachine({ load: api.loadSettings, save: api.saveSettings })).start();
  settings.on('settings.error', ({ during, message }) =>
    notify({ kind: 'danger', message: `Settings could not be ${during === 'load' ? 'loaded' : 'saved'}: ${message}`, durationMs: 5000 }),
  );
  // The loader shows while the settings load (at start, and again for each new owner); the editor
  // takes the loaded system and colour each time.
  const applySettings = (loaded: Settings) => ({ editor }: EditorServices) => {
    editor.send({ type: 'system.loaded', system: loaded.measurementSystem });
    editor.send({ type: 'color.set', color: loaded.drawingColor });
  };
  followLoads(settings, {
    began: () => modals.send({ type: 'loader.show' }),
    ended: ({ context }) => {
      withEditor(applySettings(context.settings));
      modals.send({ type: 'loader.hide' });
      showLogoutNotice();
    },
  });

  // A student's classroom settings (measurement system, the educator's scale lock).
  const studentClassroom = createStudentClassroom({
    changeSettings: (changes) => settings.send({ type: 'settings.change', changes }),
    withEditor: (use) => withEditor(({ editor }) => use(editor)),
  });

  const tours = createActor(createToursMachine({ load: api.loadTours, save: api.saveTours })).start();
  const help = createActor(helpMachine).start();
  // Help never stands in the way: a flag that cannot be loaded or saved only means a tip may show again.
  tours.on('tours.error', ({ during, message }) => console.warn(`Help flags could not be ${during === 'load' ? 'loaded' : 'saved'}: ${message}`));
  help.on('help.remember', ({ ids }) => tours.send({ type: 'tours.mark', ids }));
  followLoads(tours, {
    began: () => help.send({ type: 'help.wait' }),
    ended: ({ context }) => help.send({ type: 'help.start', seen: context.tours }),
  });

  // Whose settings and help flags these are: the server answers for the session's user, else for
  // this browser (server/routes/settingsOwner.ts). They load again whenever that changes, at a
  // login through the form and at a logout. The first load went with whatever session the page
  // had, so the login that only restores it (undefined: the session's user, not yet known) changes
  // nobody, while its failure does.
  let recordsOwner: string | null | undefined = readSessionExpiry(environment.cookies) === null ? null : undefined;
  const followOwner = (owner: string | null) => {
    const changed = recordsOwner === undefined ? owner === null : recordsOwner !== owner;
    recordsOwner = owner;
    if (!changed) return;
    settings.send({ type: 'settings.reload' });
    tours.send({ type: 'tours.reload' });
  };

  // The server's reason for logging this device out (spec §8 "Logout modal messages") shows once
  // the logout is over: the logout closes every modal and this browser's settings load meanwhile.
  let logoutNotice: string | null = null;
  const showLogoutNotice = () => {
    if (logoutNotice === null || !modals.getSnapshot().matches('closed')) return;
    modals.send({ type: 'modal.open', modal: 'info', title: 'Logged out', message: logoutNotice });
    logoutNotice = null;
  };

  const documentsListeners = new Set<() => void>();
  const liveConnection = createActor(liveConnectionMachine).start();
  const givenLiveSocket = environment.createLiveSocket;
  const live = liveSocketOnDemand(
    {
      documentsChanged: () => documentsListeners.forEach((listener) => listener()),
      loggedOut: (message) => {
        logoutNotice = message;
        auth.send({ type: 'session.expired' });
      },
      classroomSettingsChanged: (changed) => studentClassroom.settingsChanged(changed),
      educatorSessionEnded: educatorEvents.sessionEnded,
      sessionDocumentUpdated: educatorEvents.documentsUpdated,
      connectionChanged: (state) => liveConnection.send({ type: 'live.state', state }),
    },
    givenLiveSocket ? async () => givenLiveSocket : undefined,
  );

  const auth = createActor(
    createAuthMachine({
      api: authApi,
      session: { expiresAt: () => readSessionExpiry(environment.cookies), clear: () => clearSessionExpiry(environment.cookies) },
      // "Save your work?" when there are unsaved changes; without an editor there are none.
      confirmLogout: async () => {
        if (!editorPart) return true;
        const { documents, drafts } = editorPart;
        const unsaved = documents.needsSave();
        const logOut = await documents.confirmLogout();
        // "Log out without saving" throws the drawing away on this device too; any other logout
        // (the session ended elsewhere) keeps it, to be offered at the next login here.
        if (logOut && unsaved && documents.needsSave()) drafts.send({ type: 'draft.discard' });
        return logOut;
      },
      skipStartupLoad: () => {
        const page = environment.startupPage === undefined ? browserStartupPage() : environment.startupPage;
        return page !== null && skipsStartupUserLoad(page);
      },
    }),
  );
  // Spec §4: on logout the document is cleared; an editor not loaded yet has nothing to clear.
  auth.on('auth.loggedOut', () => {
    modals.send({ type: 'modal.close' });
    if (editorPart) {
      editorPart.documents.stop();
      // Before the clear: the drawing kept on this device is the account's, and stays for its next login.
      editorPart.drafts.send({ type: 'owner.changed', owner: null });
      editorPart.editor.send({ type: 'document.clear', removeImage: true });
    }
    live.disconnect();
    studentClassroom.loggedOut();
    followOwner(null);
    showLogoutNotice();
  });
  // The socket's handshake carries the session cookie, as every request does.
  auth.on('auth.loggedIn', ({ user }) => {
    followOwner(user.email);
    // After followOwner: the classroom's settings win over the student's own as they load.
    studentClassroom.loggedIn(user);
    live.connect();
    consent.mergeVisitorChoice();
  });
  auth.start();

  const siteStorage = environment.siteStorage === undefined ? browserLocalStorage() : environment.siteStorage;
  const consent = createConsent({
    storage: siteStorage,
    owner: (): ConsentOwner => {
      const snapshot = auth.getSnapshot();
      return snapshot.matches('loaded') ? 'user' : snapshot.matches('unauthenticated') ? 'visitor' : 'unknown';
    },
    settings: () => {
      const snapshot = settings.getSnapshot();
      const { cookiesAccepted, marketingCookiesOn } = snapshot.context.settings;
      return { loading: snapshot.matches('loading'), choice: { cookiesAccepted, marketingCookiesOn } };
    },
    changeSettings: (changes) => settings.send({ type: 'settings.change', changes }),
    subscribe: (listener) => {
      const watches = [auth.subscribe(listener), settings.subscribe(listener)];
      return () => watches.forEach((watch) => watch.unsubscribe());
    },
  });
  const siteConfig = memoized(() => authApi.siteConfig());
  loadSocialScriptWithConsent(
    consent,
    () => siteConfig().then((config) => config.socialScriptUrl),
    environment.injectScript ?? ((url) => injectScript(url)),
  );

  const core: CoreServices = {
    settings,
    notifications,
    notify,
    modals,
    tours,
    help,
    auth,
    authApi,
    navigator,
    documentsApi,
    billingApi,
    contentApi,
    studentClassroom: studentClassroom.actor,
    classroomApi,
    educatorEvents,
    liveConnection,
    onDocumentsChanged: (listener) => {
      documentsListeners.add(listener);
      return () => void documentsListeners.delete(listener);
    },
    account: createAccountTabServices(auth, authApi),
    billing: createBillingServices({
      auth,
      authApi,
      billingApi,
      modals,
      notify,
      ...(environment.sessionStorage !== undefined ? { sessionStorage: environment.sessionStorage } : {}),
    }),
    site: {
      consent,
      notice: createSiteNotice({ fetchMessage: authApi.notification, storage: siteStorage }),
      config: siteConfig,
    },
  };

  const loadKernels = memoized(async () => {
    const { createKernelClient, startKernelWorker } = await import('../engine/kernels/kernelClient');
    return createKernelClient((environment.startKernelWorker ?? startKernelWorker)());
  });

  const loadEditor = memoized(async () => {
    const [{ createEditorServices }, kernels] = await Promise.all([import('./editorServices'), loadKernels()]);
    // A second caller may have finished first (after a failed try, say): one editor only.
    if (editorPart) return editorPart;
    const loaded = createEditorServices({
      core,
      api,
      kernels,
      stage: environment.stageSize?.() ?? { width: window.innerWidth, height: window.innerHeight },
      page: environment.page === undefined ? window : environment.page,
      ...(environment.capturePreview ? { capturePreview: environment.capturePreview } : {}),
    });
    editorPart = loaded;
    modals.send({ type: 'editor.ready', editor: loaded.editor });
    for (const use of waitingForEditor.splice(0)) use(loaded);
    return loaded;
  });

  return { core, loadEditor, loadKernels, loadedEditor: () => editorPart };
}
