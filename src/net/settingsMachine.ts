/**
 * Canvas settings: loaded from the server at start, changed by the settings dialog, and saved
 * back. The UI works from defaults at once; a failed load or save keeps the local settings and
 * reports the error.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { DEFAULT_SETTINGS, type Settings } from '../shared/settings';

export type SettingsEvent = { type: 'settings.change'; changes: Partial<Settings> };
export type SettingsEmitted = { type: 'settings.error'; during: 'load' | 'save'; message: string };

export interface SettingsServices {
  load: () => Promise<Settings>;
  save: (settings: Settings) => Promise<Settings>;
}

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export const createSettingsMachine = (services: SettingsServices) =>
  setup({
    types: {
      context: {} as { settings: Settings; unsaved: Partial<Settings> },
      events: {} as SettingsEvent,
      emitted: {} as SettingsEmitted,
    },
    actors: {
      load: fromPromise(() => services.load()),
      save: fromPromise(({ input }: { input: Settings }) => services.save(input)),
    },
    actions: {
      apply: assign(({ context, event }) => ({
        settings: { ...context.settings, ...event.changes },
        unsaved: { ...context.unsaved, ...event.changes },
      })),
      reportError: emit(({ event }, during: 'load' | 'save') => ({
        type: 'settings.error' as const,
        during,
        message: errorMessage((event as { error?: unknown }).error),
      })),
    },
  }).createMachine({
    id: 'settings',
    context: { settings: DEFAULT_SETTINGS, unsaved: {} },
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'load',
          onDone: {
            target: 'ready',
            // A change made while loading wins over what the server had, field by field.
            actions: assign(({ context, event }) => ({ settings: { ...event.output, ...context.unsaved } })),
          },
          onError: { target: 'ready', actions: { type: 'reportError', params: 'load' } },
        },
        on: { 'settings.change': { actions: 'apply' } },
      },
      ready: {
        always: { guard: ({ context }) => Object.keys(context.unsaved).length > 0, target: 'saving' },
        on: { 'settings.change': { target: 'saving', actions: 'apply' } },
      },
      saving: {
        entry: assign({ unsaved: {} }),
        invoke: {
          src: 'save',
          input: ({ context }) => context.settings,
          onDone: { target: 'ready' },
          onError: { target: 'ready', actions: { type: 'reportError', params: 'save' } },
        },
        // A change during a save is saved again once this one ends.
        on: { 'settings.change': { actions: 'apply' } },
      },
    },
  });

export type SettingsMachine = ReturnType<typeof createSettingsMachine>;
