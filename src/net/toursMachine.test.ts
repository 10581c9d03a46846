import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Tours } from '../shared/api';
import { createToursMachine, type ToursEmitted } from './toursMachine';

/** In-memory stand-in for the tours API, merging as the server does. */
function memoryServices(stored: Tours, options: { failSave?: boolean; failLoad?: boolean } = {}) {
  const saved: Tours[] = [];
  let current = { ...stored };
  return {
    saved,
    load: async () => {
      if (options.failLoad) throw new Error('offline');
      return current;
    },
    save: async (tours: Tours) => {
      if (options.failSave) throw new Error('disk full');
      saved.push(tours);
      current = { ...current, ...tours };
      return current;
    },
  };
}

const start = (services: ReturnType<typeof memoryServices>, errors: ToursEmitted[] = []) => {
  const actor = createActor(createToursMachine(services));
  actor.on('tours.error', (event) => errors.push(event));
  return actor.start();
};

describe('tours statechart', () => {
  it('loads the stored flags and saves only what is marked afterwards', async () => {
    const services = memoryServices({ intro: true });
    const actor = start(services);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.tours).toEqual({ intro: true });

    actor.send({ type: 'tours.mark', ids: ['menu', 'map'] });
    expect(actor.getSnapshot().context.tours).toEqual({ intro: true, menu: true, map: true });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(services.saved).toEqual([{ menu: true, map: true }]);
  });

  it('keeps a mark made while loading and saves it once loaded', async () => {
    const services = memoryServices({ intro: true });
    const actor = start(services);
    actor.send({ type: 'tours.mark', ids: ['results'] });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && services.saved.length === 1);
    expect(services.saved).toEqual([{ results: true }]);
    expect(actor.getSnapshot().context.tours).toEqual({ intro: true, results: true });
  });

  it('saves a mark made during a save in a second save', async () => {
    const services = memoryServices({});
    const actor = start(services);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'tours.mark', ids: ['intro'] });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    actor.send({ type: 'tours.mark', ids: ['menu'] });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && services.saved.length === 2);
    expect(services.saved).toEqual([{ intro: true }, { menu: true }]);
  });

  it('reports a failed save and keeps the local flags', async () => {
    const errors: ToursEmitted[] = [];
    const actor = start(memoryServices({}, { failSave: true }), errors);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'tours.mark', ids: ['intro'] });
    await waitFor(actor, () => errors.length > 0);
    expect(errors).toEqual([{ type: 'tours.error', during: 'save', message: 'disk full' }]);
    expect(actor.getSnapshot().context.tours).toEqual({ intro: true });
  });

  it('starts with no flags when loading fails', async () => {
    const errors: ToursEmitted[] = [];
    const actor = start(memoryServices({ intro: true }, { failLoad: true }), errors);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(errors[0]).toMatchObject({ during: 'load', message: 'offline' });
    expect(actor.getSnapshot().context.tours).toEqual({});
  });
});
