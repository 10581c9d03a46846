/**
 * The services the screens share, created once by the composition root (main.tsx) and handed
 * down through one React context.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { EditorActor } from '../engine/editor/editorMachine';
import type { Notice } from '../engine/editor/notices';
import type { Measurer } from '../engine/measure/fallbackMeasurer';
import type { SettingsMachine } from '../net/settingsMachine';
import type { notificationsMachine } from './notifications/notificationsMachine';

export interface AppServices {
  editor: EditorActor;
  settings: ActorRefFrom<SettingsMachine>;
  notifications: ActorRefFrom<typeof notificationsMachine>;
  measurer: Measurer;
  notify: (notice: Notice) => void;
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
