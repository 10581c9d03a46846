/**
 * Composition root: creates the engine, the kernel worker, the network services and the UI, and
 * wires them together. Nothing else creates actors or workers.
 */
// First: switches PixiJS and zod to their eval-free code before either is used.
import './withoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor, waitFor } from 'xstate';
import { DEFAULT_UNIT } from './shared/units';
import { DEFAULT_SETTINGS } from './shared/settings';
import { editorMachine } from './engine/editor/editorMachine';
import { createKernelClient, startKernelWorker } from './engine/kernels/kernelClient';
import { withFallback } from './engine/measure/fallbackMeasurer';
import { clearSessionExpiry, readSessionExpiry } from './net/sessionCookie';
import { createApiClient } from './net/apiClient';
import { createAuthApi } from './net/authApi';
import { createAuthMachine } from './net/authMachine';
import { createDocumentsApi } from './net/documentsApi';
import { createMapApi } from './net/mapApi';
import { createLiveSocket } from './net/liveSocket';
import { loadClientId } from './net/clientId';
import { createSettingsMachine } from './net/settingsMachine';
import { createToursMachine } from './net/toursMachine';
import { App } from './ui/App';
import { failureAction } from './ui/auth/failureStatusRule';
import { createNavigator } from './ui/auth/navigator';
import type { AppServices } from './ui/AppServices';
import { watchEditorForHelp } from './ui/help/editorHelpTriggers';
import { helpMachine } from './ui/help/helpMachine';
import { createPlaceImage } from './ui/import/placeImage';
import { capturePreview } from './ui/documents/capturePreview';
import { createDocumentSession, UNSAVED_CHANGES_WARNING } from './ui/documents/documentSession';
import { modalMachine } from './ui/modals/modalMachine';
import { notificationsMachine } from './ui/notifications/notificationsMachine';
import { createAccountTabServices } from './ui/settings/accountTabServices';
import './ui/styles.css';

const clientId = loadClientId();
const navigator = createNavigator();
// Spec accounts §8, applied to every call but the auth forms' own (see failureStatusRule.ts).
const onFailureStatus = (status: number, url: string) => {
  const action = failureAction(status, url);
  if (action.kind === 'logout') auth.send({ type: 'session.expired' });
  if (action.kind === 'subscription') navigator.go('/subscription');
  if (action.kind === 'forceLogin') {
    modals.send({ type: 'modal.close' });
    auth.send({ type: 'forceLogin.set' });
    navigator.go('/login', { replace: true });
  }
};
const api = createApiClient({ clientId, onFailureStatus });
const authApi = createAuthApi(api, { deviceUuid: clientId });

const kernels = createKernelClient(startKernelWorker());

const editor = createActor(editorMachine, {
  input: {
    wand: kernels.wand,
    measure: DEFAULT_UNIT[DEFAULT_SETTINGS.measurementSystem],
    color: DEFAULT_SETTINGS.drawingColor,
    stage: { width: window.innerWidth, height: window.innerHeight },
  },
}).start();

const settings = createActor(createSettingsMachine({ load: api.loadSettings, save: api.saveSettings })).start();
const notifications = createActor(notificationsMachine).start();
const notify: AppServices['notify'] = (notice) => notifications.send({ type: 'notify', notice });

editor.on('notice', ({ kind, message, durationMs }) => notify({ kind, message, durationMs }));
settings.on('settings.error', ({ during, message }) =>
  notify({ kind: 'danger', message: `Settings could not be ${during === 'load' ? 'loaded' : 'saved'}: ${message}`, durationMs: 5000 }),
);

const modals = createActor(modalMachine, { input: { editor } }).start();

const auth = createActor(
  createAuthMachine({
    api: authApi,
    session: { expiresAt: () => readSessionExpiry(), clear: () => clearSessionExpiry() },
    // "Save your work?" when there are unsaved changes (documents is set by the time anyone logs out).
    confirmLogout: () => documents.confirmLogout(),
  }),
);
// Spec §4: on logout the document is cleared (the live socket also listens for this event).
auth.on('auth.loggedOut', () => {
  modals.send({ type: 'modal.close' });
  documents.stop();
  editor.send({ type: 'document.clear', removeImage: true });
  live.disconnect();
});
// The socket's handshake carries the session cookie, as every request does.
auth.on('auth.loggedIn', () => live.connect());
auth.start();
// The loader shows while the settings first load.
if (settings.getSnapshot().matches('loading')) modals.send({ type: 'loader.show' });

void waitFor(settings, (snapshot) => snapshot.matches('ready')).then(({ context }) => {
  editor.send({ type: 'system.loaded', system: context.settings.measurementSystem });
  editor.send({ type: 'color.set', color: context.settings.drawingColor });
  modals.send({ type: 'loader.hide' });
});

const tours = createActor(createToursMachine({ load: api.loadTours, save: api.saveTours })).start();
const help = createActor(helpMachine).start();
// Help never stands in the way: a flag that cannot be loaded or saved only means a tip may show again.
tours.on('tours.error', ({ during, message }) => console.warn(`Help flags could not be ${during === 'load' ? 'loaded' : 'saved'}: ${message}`));
help.on('help.remember', ({ ids }) => tours.send({ type: 'tours.mark', ids }));
void waitFor(tours, (snapshot) => snapshot.matches('ready')).then(({ context }) => help.send({ type: 'help.start', seen: context.tours }));
watchEditorForHelp(editor, help);

// Saved documents: the session, the unsaved-changes warning on leaving, and the list's listeners.
const documentsApi = createDocumentsApi(api);
const documents = createDocumentSession({
  editor,
  kernels,
  documents: documentsApi,
  notify,
  capturePreview: () => capturePreview(),
  askSaveYourWork: () => modals.send({ type: 'modal.open', modal: 'saveYourWork' }),
});
window.addEventListener('beforeunload', (event) => {
  if (!documents.needsSave()) return;
  event.preventDefault();
  // Browsers show their own words; the spec's sentence is kept for those that still read it.
  event.returnValue = UNSAVED_CHANGES_WARNING;
});
const documentsListeners = new Set<() => void>();
const live = createLiveSocket({
  documentsChanged: () => documentsListeners.forEach((listener) => listener()),
  loggedOut: (message) => {
    auth.send({ type: 'session.expired' });
    modals.send({ type: 'modal.open', modal: 'info', title: 'Logged out', message });
  },
});
const onDocumentsChanged: AppServices['onDocumentsChanged'] = (listener) => {
  documentsListeners.add(listener);
  return () => void documentsListeners.delete(listener);
};

const services: AppServices = {
  editor,
  settings,
  notifications,
  measurer: withFallback(kernels),
  kernels,
  notify,
  modals,
  tours,
  help,
  placeImage: createPlaceImage({ editor, kernels, notify }),
  auth,
  authApi,
  navigator,
  documents,
  documentsApi,
  onDocumentsChanged,
  mapApi: createMapApi(api),
  account: createAccountTabServices(auth, authApi),
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
