import { createFetch } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { KernelWorkerPort } from '../engine/kernels/kernelClient';
import type { LiveSocketHandlers } from '../net/liveSocket';
import type { CookieJar } from '../net/sessionCookie';
import { currentSketch } from '../engine/document/drawingDocument';
import { sketchStatus } from '../engine/document/sketch';
import type { EditorActor } from '../engine/editor/editorMachine';
import { SESSION_EXPIRES_COOKIE } from '../shared/api';
import { LOGOUT_MESSAGES } from '../shared/liveEvents';
import { screenPoint } from '../shared/geometry';
import { DEFAULT_SETTINGS, type Settings } from '../shared/settings';
import { createApp } from './createApp';
import { shownStep } from './help/helpMachine';
import { createNavigator } from './navigator';
import { accountUser } from '../shared/testing/accountUser';
import type { AccountUser } from '../shared/accounts';
import type { ClassroomSettings } from '../shared/classroom';
import { lockedScale } from './classroom/studentClassroomMachine';
import { deferred } from '../shared/testing/deferred';

const USER = accountUser('erin@example.com', 'Erin', 'Tester');

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The server as the API client sees it: each path answers from `routes` (a status and a body, or
 * a promise of them the test settles), anything else 404. Records the calls.
 */
function fakeServer(routes: Record<string, () => Promise<[number, unknown]> | [number, unknown]>) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://planimetry.test');
    const call = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push(call);
    const route = routes[call];
    if (!route) return json(404, { success: false, message: `No route ${call}` });
    const [status, body] = await route();
    return json(status, body);
  };
  return { calls, fetcher: createFetch({ fetch, Headers, AbortController }) };
}

/** A kernel worker that takes requests and never answers: the editor starts without waiting for it. */
const silentWorker = (): KernelWorkerPort => ({ postMessage: () => undefined, onmessage: null, onerror: null, terminate: () => undefined });

interface WorldOptions {
  loggedIn?: boolean;
  /** Who GET /api/user answers with. */
  user?: AccountUser;
  settings?: () => Promise<[number, unknown]> | [number, unknown];
  routes?: Record<string, () => Promise<[number, unknown]> | [number, unknown]>;
}

/** An app over the fake server, a cookie jar, a recording live socket and a recording router. */
function world({ loggedIn = true, user = USER, settings = () => [200, { success: true, settings: DEFAULT_SETTINGS }], routes = {} }: WorldOptions = {}) {
  const server = fakeServer({
    'GET /api/settings': settings,
    'GET /api/tours': () => [200, { success: true, tours: {} }],
    'GET /api/user': () => [200, { success: true, user }],
    [`GET /logout/${encodeURIComponent(user.email)}`]: () => [200, { success: true }],
    ...routes,
  });
  const expiry = Math.floor(Date.now() / 1000) + 30 * 86_400;
  const cookies: CookieJar = { cookie: loggedIn ? `${SESSION_EXPIRES_COOKIE}=${expiry}` : '' };
  const socket: string[] = [];
  let socketHandlers: LiveSocketHandlers | null = null;
  const routed: string[] = [];
  const navigator = createNavigator(null);
  navigator.bind((path, options) => routed.push(options?.replace ? `replace ${path}` : path));
  const stored = new Map<string, string>();
  const app = createApp({
    fetcher: server.fetcher,
    storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
    cookies,
    createLiveSocket: (handlers) => {
      socketHandlers = handlers;
      return { connect: () => void socket.push('connect'), disconnect: () => void socket.push('disconnect') };
    },
    startKernelWorker: silentWorker,
    stageSize: () => ({ width: 1000, height: 800 }),
    page: null,
    capturePreview: () => null,
    navigator,
  });
  const { auth, settings: settingsActor, modals } = app.core;
  return {
    app,
    server,
    socket,
    routed,
    cookies,
    liveSocket: () => socketHandlers,
    loggedIn: () => waitFor(auth, (snapshot) => snapshot.matches('loaded')),
    loggedOut: () => waitFor(auth, (snapshot) => snapshot.matches('unauthenticated')),
    settingsReady: () => waitFor(settingsActor, (snapshot) => snapshot.matches('ready')),
    modal: () => modals.getSnapshot().value,
  };
}

/** Draws a closed triangle on the editor's grid, as the pointer would. */
function drawTriangle(editor: EditorActor) {
  for (const [x, y] of [[100, 100], [300, 100], [200, 250], [100, 100]] as const) {
    for (const type of ['pointer.move', 'pointer.down', 'pointer.up'] as const) editor.send({ type, screen: screenPoint(x, y), shift: false });
  }
}

const drawing = (editor: EditorActor) => sketchStatus(currentSketch(editor.getSnapshot().context.document));

describe('createApp', () => {
  it('starts the core at once and the editor only when asked, once', async () => {
    const { app, server } = world({ loggedIn: false });
    expect(app.loadedEditor()).toBeNull();
    expect(app.core.modals.getSnapshot().context.editor).toBeNull();

    const [first, second] = await Promise.all([app.loadEditor(), app.loadEditor()]);
    expect(second).toBe(first);
    expect(await app.loadEditor()).toBe(first);
    expect(app.loadedEditor()).toBe(first);
    expect(await app.loadKernels()).toBe(first.kernels);
    // The modals' confirmations act on the editor that loaded.
    expect(app.core.modals.getSnapshot().context.editor).toBe(first.editor);
    // Nobody is logged in: no user was asked for.
    expect(server.calls).not.toContain('GET /api/user');
  });

  it('gives the editor the system and colour of settings loaded before it', async () => {
    const settings: Settings = { ...DEFAULT_SETTINGS, measurementSystem: 'imperial', drawingColor: 'blue' };
    const { app, settingsReady } = world({ settings: () => [200, { success: true, settings }] });
    await settingsReady();
    const { editor } = await app.loadEditor();
    const { document } = editor.getSnapshot().context;
    expect(document.scale.measure).toBe('ft');
    expect(document.color).toBe('blue');
  });

  it('gives them to an editor that loaded first as soon as they arrive, and hides the loader', async () => {
    const answer = deferred<[number, unknown]>();
    const { app, settingsReady, modal } = world({ settings: () => answer.promise });
    expect(modal()).toBe('loading');
    const { editor } = await app.loadEditor();
    expect(editor.getSnapshot().context.document.scale.measure).toBe('cm');

    answer.resolve([200, { success: true, settings: { ...DEFAULT_SETTINGS, measurementSystem: 'imperial', drawingColor: 'lime' } }]);
    await settingsReady();
    expect(editor.getSnapshot().context.document.scale.measure).toBe('ft');
    expect(editor.getSnapshot().context.document.color).toBe('lime');
    expect(modal()).toBe('closed');
  });

  it('confirms a clear canvas in the modals on the loaded editor', async () => {
    const { app } = world();
    const { editor } = await app.loadEditor();
    drawTriangle(editor);
    expect(drawing(editor)).toBe('closed');
    app.core.modals.send({ type: 'modal.open', modal: 'confirmClearCanvas' });
    app.core.modals.send({ type: 'modal.confirm' });
    expect(drawing(editor)).toBe('empty');
  });

  it('connects the live socket at login and lets go of it at logout', async () => {
    const { app, socket, loggedIn, loggedOut } = world();
    await loggedIn();
    await expect.poll(() => socket).toEqual(['connect']);
    app.core.auth.send({ type: 'logout' });
    await loggedOut();
    expect(socket).toEqual(['connect', 'disconnect']);
  });

  it('asks "Save your work?" at logout with unsaved changes, then clears the document and closes the modals', async () => {
    const { app, loggedIn, loggedOut, modal, cookies, settingsReady } = world();
    await loggedIn();
    const { editor, documents } = await app.loadEditor();
    drawTriangle(editor);
    expect(documents.needsSave()).toBe(true);

    app.core.auth.send({ type: 'logout' });
    await expect.poll(modal).toBe('saveYourWork');
    expect(app.core.auth.getSnapshot().matches('loaded')).toBe(true);
    await documents.answerLogout('discard');
    await loggedOut();
    // The modal is closed; the loader shows while this browser's own settings load.
    expect(modal()).toBe('loading');
    await settingsReady();
    expect(modal()).toBe('closed');
    expect(drawing(editor)).toBe('empty');
    expect(editor.getSnapshot().context.needSave).toBe(false);
    expect(cookies.cookie).toContain('Max-Age=0');
  });

  it('logs out without asking when the editor has not loaded', async () => {
    const { app, loggedIn, loggedOut, modal, settingsReady } = world();
    await loggedIn();
    app.core.modals.send({ type: 'modal.open', modal: 'settings' });
    app.core.auth.send({ type: 'logout' });
    await loggedOut();
    // The modal is closed; the loader shows while this browser's own settings load.
    expect(modal()).toBe('loading');
    await settingsReady();
    expect(modal()).toBe('closed');
    expect(app.loadedEditor()).toBeNull();
  });

  it('logs out when a call answers 401, and clears the drawing', async () => {
    const { app, loggedIn, loggedOut, modal, settingsReady } = world({
      routes: { 'GET /api/documents': () => [401, { success: false, message: 'Unauthorized' }] },
    });
    await loggedIn();
    const { editor } = await app.loadEditor();
    drawTriangle(editor);
    app.core.modals.send({ type: 'modal.open', modal: 'saveOpen' });

    await expect(app.core.documentsApi.list()).rejects.toMatchObject({ status: 401 });
    await loggedOut();
    // The modal is closed; the loader shows while this browser's own settings load.
    expect(modal()).toBe('loading');
    await settingsReady();
    expect(modal()).toBe('closed');
    expect(drawing(editor)).toBe('empty');
  });

  it('leaves a refused login to its form: a 401 from /login logs nobody out', async () => {
    const { app, loggedIn, routed } = world({
      routes: { 'POST /login': () => [401, { success: false, message: 'Wrong password' }] },
    });
    await loggedIn();
    await expect(app.core.authApi.login({ email: USER.email, password: 'nope', remember: false })).rejects.toMatchObject({ status: 401 });
    expect(app.core.auth.getSnapshot().matches('loaded')).toBe(true);
    expect(routed).toEqual([]);
  });

  it('on a 403 closes the modal, sets the force-login flag and replaces the route with /login', async () => {
    const { app, loggedIn, routed, modal } = world({
      routes: { 'GET /api/documents': () => [403, { success: false, message: 'Another device logged in' }] },
    });
    await loggedIn();
    app.core.modals.send({ type: 'modal.open', modal: 'settings' });
    await expect(app.core.documentsApi.list()).rejects.toMatchObject({ status: 403 });
    expect(modal()).toBe('closed');
    expect(app.core.auth.getSnapshot().context.forceLogin).toBe(true);
    expect(routed).toEqual(['replace /login']);
  });

  it('sends a 402 to /subscription', async () => {
    const { app, loggedIn, routed } = world({
      routes: { 'GET /api/documents': () => [402, { success: false, message: 'Payment required' }] },
    });
    await loggedIn();
    await expect(app.core.documentsApi.list()).rejects.toMatchObject({ status: 402 });
    expect(routed).toEqual(['/subscription']);
  });

  it('logs out when the live socket says the server logged this device out', async () => {
    const { loggedIn, loggedOut, liveSocket, socket } = world();
    await loggedIn();
    await expect.poll(liveSocket).not.toBeNull();
    liveSocket()?.loggedOut('You were logged out because you logged in on another device.');
    await loggedOut();
    expect(socket).toEqual(['connect', 'disconnect']);
  });

  it.each([
    ['devices-exceeded', 'You have been logged out. The number of devices for your plan has been exceeded.'],
    ['plan-changed', 'You have been logged out. Subscription plan was successfully changed.'],
  ] as const)('says why in the "Logged out" modal once the logout is over (%s)', async (reason, text) => {
    const { app, loggedIn, loggedOut, liveSocket, modal, settingsReady } = world();
    await loggedIn();
    await settingsReady();
    await expect.poll(liveSocket).not.toBeNull();
    liveSocket()?.loggedOut(LOGOUT_MESSAGES[reason]);
    await loggedOut();
    // This browser's own settings load first; the message is not lost under their loader.
    await settingsReady();
    expect(modal()).toBe('info');
    expect(app.core.modals.getSnapshot().context.info).toEqual({ title: 'Logged out', message: text });
  });

  describe('a student of a classroom session', () => {
    const IMPERIAL: ClassroomSettings = {
      state: { measurementSystem: 'imperial', imperial: 'fractions', inchFraction: 8, displayLineLength: true, displayAngles: 3 },
      lock: null,
    };
    const STUDENT = accountUser('c0ffee@students.invalid', 'Student', '', {
      is_session_user: true,
      classroom: { id: 'class-1', name: 'Geometry 7b', ends_at: '2030-01-01T00:00:00.000Z', settings: IMPERIAL },
    });

    it("draws with the session's settings from GET /api/user, over the student's own, and takes the educator's changes live", async () => {
      const { app, loggedIn, liveSocket, settingsReady } = world({ user: STUDENT });
      await loggedIn();
      await settingsReady();
      expect(app.core.settings.getSnapshot().context.settings).toMatchObject(IMPERIAL.state);
      const { editor } = await app.loadEditor();
      expect(editor.getSnapshot().context.document.scale.measure).toBe('ft');

      await expect.poll(liveSocket).not.toBeNull();
      liveSocket()?.classroomSettingsChanged?.({ ...IMPERIAL, lock: { value: 3, unit: 'yd' } });
      expect(lockedScale(app.core.studentClassroom!.getSnapshot())).toEqual({ value: 3, unit: 'yd' });
      expect(editor.getSnapshot().context.document.scale).toMatchObject({ value: 3, measure: 'yd' });
      editor.send({ type: 'scale.set', value: 9, measure: 'm' });
      expect(editor.getSnapshot().context.document.scale).toMatchObject({ value: 3, measure: 'yd' });
    });

    it('is logged out with the spec\'s words when the session ends, and the lock goes with the session', async () => {
      const { app, loggedIn, loggedOut, liveSocket, modal, settingsReady } = world({ user: STUDENT });
      await loggedIn();
      await settingsReady();
      await expect.poll(liveSocket).not.toBeNull();
      liveSocket()?.classroomSettingsChanged?.({ ...IMPERIAL, lock: { value: 3, unit: 'yd' } });
      liveSocket()?.loggedOut(LOGOUT_MESSAGES['session-ended']);
      await loggedOut();
      await settingsReady();
      expect(modal()).toBe('info');
      expect(app.core.modals.getSnapshot().context.info).toEqual({ title: 'Logged out', message: 'You have been logged out. Session was ended.' });
      expect(app.core.studentClassroom!.getSnapshot().context.classroom).toBeNull();
    });

    it("hears why at the next call when the socket missed the session's end: a student's 401 says the session ended", async () => {
      const { app, loggedIn, loggedOut, modal, settingsReady } = world({
        user: STUDENT,
        routes: { 'GET /api/documents': () => [401, { success: false, message: 'Unauthorized' }] },
      });
      await loggedIn();
      await settingsReady();
      await expect(app.core.documentsApi.list()).rejects.toMatchObject({ status: 401 });
      await loggedOut();
      await settingsReady();
      expect(modal()).toBe('info');
      expect(app.core.modals.getSnapshot().context.info).toEqual({ title: 'Logged out', message: LOGOUT_MESSAGES['session-ended'] });
    });
  });

  it('tells the document list\'s listeners when the live socket says it changed, until they unsubscribe', async () => {
    const { app, loggedIn, liveSocket } = world();
    await loggedIn();
    await expect.poll(liveSocket).not.toBeNull();
    let heard = 0;
    const unsubscribe = app.core.onDocumentsChanged(() => (heard += 1));
    liveSocket()?.documentsChanged();
    unsubscribe();
    liveSocket()?.documentsChanged();
    expect(heard).toBe(1);
  });

  it('hands the editor\'s notices to the notifications', async () => {
    const { app } = world();
    const { editor } = await app.loadEditor();
    drawTriangle(editor);
    // The line tool on a closed shape: the editor tells the person to add a layer.
    editor.send({ type: 'instrument.select', instrument: 'straight' });
    expect(app.core.notifications.getSnapshot().context.items.length).toBeGreaterThan(0);
  });

  describe('settings and help flags follow whoever is logged in', () => {
    const ACCOUNT_SETTINGS: Settings = { ...DEFAULT_SETTINGS, measurementSystem: 'imperial', drawingColor: 'orange' };
    const FINISHED_TOUR = { intro: true, menu: true, map: true };

    /**
     * The server as settingsOwner.ts answers: the account's records once /login has set the
     * session, this browser's own (the defaults, no flags) without one.
     */
    function accountWorld(options: { settings?: () => Promise<[number, unknown]> | [number, unknown] } = {}) {
      let session = false;
      const saved: string[] = [];
      const owner = () => (session ? 'account' : 'browser');
      const here = world({
        loggedIn: false,
        settings: options.settings ?? (() => [200, { success: true, settings: session ? ACCOUNT_SETTINGS : DEFAULT_SETTINGS }]),
        routes: {
          'GET /api/tours': () => [200, { success: true, tours: session ? FINISHED_TOUR : {} }],
          'POST /login': () => {
            session = true;
            return [200, { success: true, accessToken: 'token' }];
          },
          'POST /api/settings': () => {
            saved.push(owner());
            return [200, { success: true, settings: DEFAULT_SETTINGS }];
          },
        },
      });
      const logIn = async () => {
        here.app.core.auth.send({ type: 'login', email: USER.email, password: 'secret-123', remember: false });
        await here.loggedIn();
      };
      const logOut = async () => {
        session = false;
        here.app.core.auth.send({ type: 'logout' });
        await here.loggedOut();
      };
      const toursReady = () => waitFor(here.app.core.tours, (snapshot) => snapshot.matches('ready'));
      const helpStep = () => shownStep(here.app.core.help.getSnapshot());
      return { ...here, saved, logIn, logOut, toursReady, helpStep };
    }

    it('loads the account\'s at a login through the form: the editor takes its system and colour, and a finished tour stays finished', async () => {
      const { app, server, logIn, settingsReady, toursReady, helpStep, modal } = accountWorld();
      const { editor } = await app.loadEditor();
      await settingsReady();
      await toursReady();
      expect(editor.getSnapshot().context.document.scale.measure).toBe('cm');
      expect(helpStep()).toBe('intro');

      await logIn();
      // While they load the loader shows and help waits, so the browser's tour does not linger.
      expect(app.core.settings.getSnapshot().context.settings).toEqual(DEFAULT_SETTINGS);
      expect(modal()).toBe('loading');
      expect(helpStep()).toBeUndefined();
      await settingsReady();
      await toursReady();
      expect(app.core.settings.getSnapshot().context.settings).toEqual(ACCOUNT_SETTINGS);
      expect(editor.getSnapshot().context.document.scale.measure).toBe('ft');
      expect(editor.getSnapshot().context.document.color).toBe('orange');
      expect(modal()).toBe('closed');
      expect(app.core.help.getSnapshot().context.seen).toEqual(FINISHED_TOUR);
      expect(helpStep()).toBeUndefined();
      expect(server.calls.filter((call) => call === 'GET /api/settings')).toHaveLength(2);
      expect(server.calls.filter((call) => call === 'GET /api/tours')).toHaveLength(2);
    });

    it('gives an editor that loads after the login the account\'s settings', async () => {
      const { app, logIn, settingsReady } = accountWorld();
      await settingsReady();
      await logIn();
      await settingsReady();
      const { editor } = await app.loadEditor();
      expect(editor.getSnapshot().context.document.scale.measure).toBe('ft');
      expect(editor.getSnapshot().context.document.color).toBe('orange');
    });

    it('saves a change after the login to the account, over its own settings, not the browser\'s', async () => {
      const { app, saved, logIn, settingsReady } = accountWorld();
      await settingsReady();
      await logIn();
      await settingsReady();
      app.core.settings.send({ type: 'settings.change', changes: { lineWeight: 5 } });
      await expect.poll(() => saved).toEqual(['account']);
      expect(app.core.settings.getSnapshot().context.settings).toEqual({ ...ACCOUNT_SETTINGS, lineWeight: 5 });
    });

    it('goes back to the defaults and this browser\'s records at logout, and the tour is offered again', async () => {
      const { app, logIn, logOut, settingsReady, toursReady, helpStep } = accountWorld();
      const { editor } = await app.loadEditor();
      await logIn();
      await settingsReady();
      await toursReady();
      expect(editor.getSnapshot().context.document.scale.measure).toBe('ft');
      expect(helpStep()).toBeUndefined();

      await logOut();
      await settingsReady();
      await toursReady();
      expect(app.core.settings.getSnapshot().context.settings).toEqual(DEFAULT_SETTINGS);
      expect(editor.getSnapshot().context.document.color).toBe(DEFAULT_SETTINGS.drawingColor);
      expect(editor.getSnapshot().context.document.scale.measure).toBe('cm');
      expect(helpStep()).toBe('intro');
    });

    it('ignores the browser\'s settings still loading when the account\'s are asked for', async () => {
      const answers: ReturnType<typeof deferred<[number, unknown]>>[] = [];
      const { app, logIn, settingsReady } = accountWorld({
        settings: () => {
          const answer = deferred<[number, unknown]>();
          answers.push(answer);
          return answer.promise;
        },
      });
      await logIn();
      await expect.poll(() => answers.length).toBe(2);
      answers[1]!.resolve([200, { success: true, settings: ACCOUNT_SETTINGS }]);
      await settingsReady();
      answers[0]!.resolve([200, { success: true, settings: DEFAULT_SETTINGS }]);
      await new Promise((settle) => setTimeout(settle, 0));
      expect(app.core.settings.getSnapshot().context.settings).toEqual(ACCOUNT_SETTINGS);
    });

    it('does not load them twice when the page starts with a session', async () => {
      const { server, loggedIn, settingsReady } = world();
      await loggedIn();
      await settingsReady();
      expect(server.calls.filter((call) => call === 'GET /api/settings')).toHaveLength(1);
      expect(server.calls.filter((call) => call === 'GET /api/tours')).toHaveLength(1);
    });
  });
});

describe('createApp: the site frame', () => {
  /** Lets the fake server's answers and the promises after them run until `done` (or gives up, and the assertion after fails). */
  const settle = async (done: () => boolean) => {
    for (let turn = 0; turn < 200 && !done(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  };

  /** A visitor (no session) whose browser has `stored` as its cookie choice; logs in through the form. */
  function siteWorld(stored: string | null, account: Partial<Settings>) {
    let session = false;
    const saved: Partial<Settings>[] = [];
    const server = fakeServer({
      'GET /api/settings': () => [200, { success: true, settings: session ? { ...DEFAULT_SETTINGS, ...account } : DEFAULT_SETTINGS }],
      'GET /api/tours': () => [200, { success: true, tours: {} }],
      'GET /api/user': () => [200, { success: true, user: USER }],
      'POST /login': () => {
        session = true;
        return [200, { success: true, accessToken: 'token' }];
      },
      'POST /api/settings': () => [200, { success: true, settings: DEFAULT_SETTINGS }],
      'GET /api/site': () => [
        200,
        { success: true, contact: { email: 'hello@planimetry.example', facebook: null, twitter: null }, socialScriptUrl: 'https://social.example.test/share.js',
          trustSealScriptUrl: null,
          storeUrls: { windows: null, mac: null, android: null, ios: null },
        },
      ],
    });
    const siteItems = new Map<string, string>(stored === null ? [] : [['planimetry.consent', stored]]);
    const injected: string[] = [];
    const app = createApp({
      fetcher: server.fetcher,
      storage: { getItem: () => null, setItem: () => undefined },
      siteStorage: { getItem: (key) => siteItems.get(key) ?? null, setItem: (key, value) => void siteItems.set(key, value) },
      injectScript: (url) => injected.push(url),
      cookies: { cookie: '' },
      createLiveSocket: () => ({ connect: () => undefined, disconnect: () => undefined }),
      startKernelWorker: silentWorker,
      page: null,
      navigator: createNavigator(null),
    });
    app.core.settings.subscribe((snapshot) => {
      if (snapshot.matches('saving')) saved.push(snapshot.context.sending);
    });
    const { auth, site } = app.core;
    const logIn = async () => {
      auth.send({ type: 'login', email: USER.email, password: 'secret-123', remember: false });
      await waitFor(auth, (snapshot) => snapshot.matches('loaded'));
      await waitFor(app.core.settings, (snapshot) => snapshot.matches('ready'));
    };
    return { app, server, site, saved, injected, logIn };
  }

  it("merges a visitor's acceptance into the account at login, and loads the social script only once marketing cookies are on", async () => {
    const { site, server, saved, injected, logIn } = siteWorld(JSON.stringify({ cookiesAccepted: true, marketingCookiesOn: false }), {});
    await settle(() => site.consent.get().known);
    expect(site.consent.get()).toEqual({ known: true, cookiesAccepted: true, marketingCookiesOn: false });
    await logIn();
    expect(saved).toContainEqual({ cookiesAccepted: true });
    expect(site.consent.get()).toEqual({ known: true, cookiesAccepted: true, marketingCookiesOn: false });
    expect(server.calls).not.toContain('GET /api/site');
    expect(injected).toEqual([]);

    site.consent.setMarketing(true);
    await settle(() => injected.length > 0);
    expect(injected).toEqual(['https://social.example.test/share.js']);
  });

  it("loads the script at once for an account whose marketing cookies are on, and not for a visitor who has not turned them on", async () => {
    const visitor = siteWorld(null, { marketingCookiesOn: true });
    await settle(() => visitor.site.consent.get().known);
    expect(visitor.site.consent.get()).toEqual({ known: true, cookiesAccepted: false, marketingCookiesOn: false });
    expect(visitor.injected).toEqual([]);
    await visitor.logIn();
    await settle(() => visitor.injected.length > 0);
    expect(visitor.injected).toEqual(['https://social.example.test/share.js']);
  });
});
