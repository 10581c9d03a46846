/**
 * The services the screens share, created once by the composition root (main.tsx) and handed
 * down through one React context.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { EditorActor } from '../engine/editor/editorMachine';
import type { Notice } from '../shared/notices';
import type { KernelClient } from '../engine/kernels/kernelClient';
import type { Measurer } from '../engine/measure/fallbackMeasurer';
import type { AuthApi } from '../net/authApi';
import type { AuthActor } from '../net/authMachine';
import type { Navigator } from './auth/navigator';
import type { SettingsMachine } from '../net/settingsMachine';
import type { ToursMachine } from '../net/toursMachine';
import type { DocumentsApi } from '../net/documentsApi';
import type { MapApi } from '../net/mapApi';
import type { DocumentSession } from './documents/documentSession';
import type { HelpActor } from './help/helpMachine';
import type { PlaceImage } from './import/importedImage';
import type { ModalActor } from './modals/modalMachine';
import type { AccountTabServices } from './settings/accountTabServices';
import type { notificationsMachine } from './notifications/notificationsMachine';

export interface AppServices {
  editor: EditorActor;
  settings: ActorRefFrom<SettingsMachine>;
  notifications: ActorRefFrom<typeof notificationsMachine>;
  measurer: Measurer;
  /** The kernel worker: the wand over a resident image, simplification, crossings, areas. */
  kernels: KernelClient;
  notify: (notice: Notice) => void;
  /** Which modal is open; send `modal.open` / `modal.close` / `modal.confirm` (see modalMachine.ts). */
  modals: ModalActor;
  /** The remembered help flags, loaded from and saved to /api/tours. */
  tours: ActorRefFrom<ToursMachine>;
  /** Which guided help step and popovers show. */
  help: HelpActor;
  /** Puts an imported image under a cleared drawing (see import/placeImage.ts). */
  placeImage: PlaceImage;
  /** Who is logged in: send `login`, `verify`, `logout` (see net/authMachine.ts). */
  auth: AuthActor;
  /** The auth and account calls (register, resend, reset, updates…). */
  authApi: AuthApi;
  /** Moves the router from outside React (status rules). */
  navigator: Navigator;
  /** Saving, opening and clearing the drawing as a saved document; the unsaved-changes guards. */
  documents: DocumentSession;
  /** The saved-documents calls the Save / Open dialog makes directly (list, archive, delete). */
  documentsApi: DocumentsApi;
  /** Calls `listener` when the live socket says the document list changed; answers the unsubscribe. */
  onDocumentsChanged: (listener: () => void) => () => void;
  /** The map's configuration and the place search. */
  mapApi: MapApi;
  /** The Account tab's user and update calls; absent until someone logs in is possible (tests, no auth). */
  account?: AccountTabServices;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside ServicesProvider');
  return services;
}
