import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { DEFAULT_SETTINGS, type Settings } from '../shared/settings';
import { createSettingsMachine, type SettingsEmitted } from './settingsMachine';

/** In-memory stand-in for the settings API: our own interface, not an outside service. */
function memoryServices(stored: Settings, options: { failSave?: boolean; failLoad?: boolean } = {}) {
  const saved: Settings[] = [];
  return {
    saved,
    load: async () => {
      if (options.failLoad) throw new Error('offline');
      return stored;
    },
    save: async (settings: Settings) => {
      if (options.failSave) throw new Error('disk full');
      saved.push(settings);
      return settings;
    },
  };
}

describe('settings statechart', () => {
  it('loads the stored settings, then saves each change', async () => {
    const services = memoryServices({ ...DEFAULT_SETTINGS, lineWeight: 4 });
    const actor = createActor(createSettingsMachine(services)).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.settings.lineWeight).toBe(4);

    actor.send({ type: 'settings.change', changes: { imperial: 'fractions' } });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(services.saved).toEqual([{ ...DEFAULT_SETTINGS, lineWeight: 4, imperial: 'fractions' }]);
  });

  it('keeps a change made while loading and saves it over the stored settings', async () => {
    const services = memoryServices({ ...DEFAULT_SETTINGS, lineWeight: 4 });
    const actor = createActor(createSettingsMachine(services)).start();
    actor.send({ type: 'settings.change', changes: { drawingColor: 'blue' } });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && services.saved.length === 1);
    expect(actor.getSnapshot().context.settings.drawingColor).toBe('blue');
    // The other stored settings survive the early change instead of falling back to the defaults.
    expect(actor.getSnapshot().context.settings.lineWeight).toBe(4);
    expect(services.saved).toEqual([{ ...DEFAULT_SETTINGS, lineWeight: 4, drawingColor: 'blue' }]);
  });

  it('reports a failed save and keeps the local settings', async () => {
    const services = memoryServices(DEFAULT_SETTINGS, { failSave: true });
    const actor = createActor(createSettingsMachine(services));
    const errors: SettingsEmitted[] = [];
    actor.on('settings.error', (event) => errors.push(event));
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'settings.change', changes: { lineWeight: 1 } });
    await waitFor(actor, () => errors.length > 0);
    expect(errors).toEqual([{ type: 'settings.error', during: 'save', message: 'disk full' }]);
    expect(actor.getSnapshot().context.settings.lineWeight).toBe(1);
  });

  it('works from the defaults when loading fails', async () => {
    const actor = createActor(createSettingsMachine(memoryServices(DEFAULT_SETTINGS, { failLoad: true })));
    const errors: SettingsEmitted[] = [];
    actor.on('settings.error', (event) => errors.push(event));
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(errors[0]).toMatchObject({ during: 'load', message: 'offline' });
    expect(actor.getSnapshot().context.settings).toEqual(DEFAULT_SETTINGS);
  });
});
