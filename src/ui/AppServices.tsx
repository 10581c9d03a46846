/**
 * The app's services in React: the app itself (its core services and the editor's loader) for
 * every page, and the drawing screen's services (core and editor together) under the drawing
 * route once the editor has loaded. Both are built by createApp (src/app), never here.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AppServices, CoreServices, EditorServices } from '../app/appServices';
import type { PlanimetryApp } from '../app/createApp';

export type { AppServices, CoreServices, EditorServices };

const AppContext = createContext<PlanimetryApp | null>(null);
const ServicesContext = createContext<AppServices | null>(null);

export function AppProvider({ app, children }: { app: PlanimetryApp; children: ReactNode }) {
  return <AppContext.Provider value={app}>{children}</AppContext.Provider>;
}

export function useApp(): PlanimetryApp {
  const app = useContext(AppContext);
  if (!app) throw new Error('useApp must be used inside AppProvider');
  return app;
}

/** What every page may use: auth, settings, modals, notifications, help. */
export function useCoreServices(): CoreServices {
  return useApp().core;
}

/** The drawing screen's services, given the editor part that has loaded. */
export function EditorServicesProvider({ editor, children }: { editor: EditorServices; children: ReactNode }) {
  const { core } = useApp();
  const services = useMemo<AppServices>(() => ({ ...core, ...editor }), [core, editor]);
  return <ServicesProvider services={services}>{children}</ServicesProvider>;
}

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The drawing screen's services: only inside the drawing route (or a test's ServicesProvider). */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside the drawing route (EditorServicesProvider)');
  return services;
}
