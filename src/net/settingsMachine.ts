/**
 * Canvas settings: loaded from the server at start and again at each login and logout
 * (`settings.reload`, from the defaults), changed by the settings dialog, and saved back whole.
 * The UI works from defaults at once; a failed load or save keeps the local settings and emits
 * `settings.error`.
 */
import { DEFAULT_SETTINGS, type Settings } from '../shared/settings';
import { createSyncedRecordMachine, type SyncedRecordError, type SyncedRecordReload } from './syncedRecordMachine';

export type SettingsChange = { type: 'settings.change'; changes: Partial<Settings> };
export type SettingsEvent = SettingsChange | SyncedRecordReload<'settings'>;
export type SettingsEmitted = SyncedRecordError<'settings'>;

export interface SettingsServices {
  load: () => Promise<Settings>;
  save: (settings: Settings) => Promise<Settings>;
}

export const createSettingsMachine = (services: SettingsServices) =>
  createSyncedRecordMachine({
    name: 'settings',
    initial: DEFAULT_SETTINGS,
    changeEvent: 'settings.change',
    changesOf: (event: SettingsChange) => event.changes,
    load: services.load,
    save: ({ record }) => services.save(record),
  });

export type SettingsMachine = ReturnType<typeof createSettingsMachine>;
