/**
 * Composition root: creates the engine, the kernel worker, the network services and the UI, and
 * wires them together. Nothing else creates actors or workers.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor, waitFor } from 'xstate';
import { DEFAULT_UNIT } from './shared/units';
import { DEFAULT_SETTINGS } from './shared/settings';
import { editorMachine } from './engine/editor/editorMachine';
import { createKernelClient, startKernelWorker } from './engine/kernels/kernelClient';
import { withFallback } from './engine/measure/fallbackMeasurer';
import { createApiClient } from './net/apiClient';
import { loadClientId } from './net/clientId';
import { createSettingsMachine } from './net/settingsMachine';
import { App } from './ui/App';
import type { AppServices } from './ui/AppServices';
import { notificationsMachine } from './ui/notifications/notificationsMachine';
import './ui/styles.css';

const api = createApiClient({ clientId: loadClientId() });

const editor = createActor(editorMachine, {
  input: {
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

void waitFor(settings, (snapshot) => snapshot.matches('ready')).then(({ context }) =>
  editor.send({ type: 'system.loaded', system: context.settings.measurementSystem }),
);

const services: AppServices = { editor, settings, notifications, measurer: withFallback(createKernelClient(startKernelWorker())), notify };

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
