import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createSyncedRecordMachine, type SyncedRecordError, type SyncedRecordSave } from './syncedRecordMachine';
import { deferred } from '../shared/testing/deferred';

interface Prefs {
  colour: string;
  size: number;
  grid: boolean;
}

const INITIAL: Prefs = { colour: 'black', size: 1, grid: false };
type PrefsEvent = { type: 'prefs.set'; changes: Partial<Prefs> };

/** Loads and saves wait for the test; every save is recorded with what it sent. */
function heldServices() {
  const loads: ReturnType<typeof deferred<Prefs>>[] = [];
  const saves: { sent: SyncedRecordSave<Prefs>; reply: ReturnType<typeof deferred<unknown>> }[] = [];
  return {
    loads,
    saves,
    load: () => {
      const reply = deferred<Prefs>();
      loads.push(reply);
      return reply.promise;
    },
    save: (sent: SyncedRecordSave<Prefs>) => {
      const reply = deferred<unknown>();
      saves.push({ sent, reply });
      return reply.promise;
    },
  };
}

function start(services: ReturnType<typeof heldServices>) {
  const machine = createSyncedRecordMachine({
    name: 'prefs',
    initial: INITIAL,
    changeEvent: 'prefs.set',
    changesOf: (event: PrefsEvent) => event.changes,
    load: services.load,
    save: services.save,
  });
  const errors: SyncedRecordError<'prefs'>[] = [];
  const actor = createActor(machine);
  actor.on('prefs.error', (event) => errors.push(event));
  actor.start();
  const set = (changes: Partial<Prefs>) => actor.send({ type: 'prefs.set', changes });
  const reload = () => actor.send({ type: 'prefs.reload' });
  return { machine, actor, errors, set, reload };
}

const STORED: Prefs = { colour: 'red', size: 3, grid: true };

describe('synced record statechart', () => {
  it('answers the initial record under its name while loading, and the stored one once loaded', async () => {
    const services = heldServices();
    const { machine, actor } = start(services);
    expect(machine.id).toBe('prefs');
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.prefs).toEqual(INITIAL);

    services.loads[0]!.resolve(STORED);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.prefs).toEqual(STORED);
    expect(services.loads).toHaveLength(1);
    expect(services.saves).toEqual([]);
  });

  it('changes the record at once and saves the whole record with only the changed fields', async () => {
    const services = heldServices();
    const { actor, set } = start(services);
    services.loads[0]!.resolve(STORED);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));

    set({ size: 5 });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    expect(actor.getSnapshot().context.prefs).toEqual({ ...STORED, size: 5 });
    expect(services.saves.map(({ sent }) => sent)).toEqual([{ record: { ...STORED, size: 5 }, changes: { size: 5 } }]);

    services.saves[0]!.reply.resolve(undefined);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.unsaved).toEqual({});
  });

  it('keeps changes made while loading over the stored fields, field by field, and saves them once loaded', async () => {
    const services = heldServices();
    const { actor, set } = start(services);
    set({ colour: 'blue' });
    set({ size: 8 });
    expect(actor.getSnapshot().context.prefs).toEqual({ ...INITIAL, colour: 'blue', size: 8 });
    expect(services.saves).toEqual([]);

    services.loads[0]!.resolve(STORED);
    await waitFor(actor, (snapshot) => snapshot.matches('saving'));
    expect(actor.getSnapshot().context.prefs).toEqual({ colour: 'blue', size: 8, grid: true });
    expect(services.saves.map(({ sent }) => sent)).toEqual([{ record: { colour: 'blue', size: 8, grid: true }, changes: { colour: 'blue', size: 8 } }]);
  });

  it('saves changes made during a save in one second save, after the first ends', async () => {
    const services = heldServices();
    const { actor, set } = start(services);
    services.loads[0]!.resolve(STORED);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));

    set({ size: 5 });
    set({ grid: false });
    set({ colour: 'green' });
    expect(services.saves).toHaveLength(1);
    expect(actor.getSnapshot().context.unsaved).toEqual({ grid: false, colour: 'green' });

    services.saves[0]!.reply.resolve(undefined);
    await waitFor(actor, () => services.saves.length === 2);
    expect(services.saves[1]!.sent).toEqual({ record: { colour: 'green', size: 5, grid: false }, changes: { grid: false, colour: 'green' } });
    services.saves[1]!.reply.resolve(undefined);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(services.saves).toHaveLength(2);
  });

  it('emits an error during the load, keeps the initial record and local changes, and still saves', async () => {
    const services = heldServices();
    const { actor, errors, set } = start(services);
    set({ grid: true });
    services.loads[0]!.reject(new Error('offline'));
    await waitFor(actor, () => services.saves.length === 1);
    expect(errors).toEqual([{ type: 'prefs.error', during: 'load', message: 'offline' }]);
    expect(actor.getSnapshot().context.prefs).toEqual({ ...INITIAL, grid: true });
    expect(services.saves[0]!.sent.changes).toEqual({ grid: true });
  });

  it('emits an error during a save and keeps the local record', async () => {
    const services = heldServices();
    const { actor, errors, set } = start(services);
    services.loads[0]!.resolve(STORED);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    set({ size: 2 });
    services.saves[0]!.reply.reject(new Error('disk full'));
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(errors).toEqual([{ type: 'prefs.error', during: 'save', message: 'disk full' }]);
    expect(actor.getSnapshot().context.prefs).toEqual({ ...STORED, size: 2 });

    // The next change is saved as usual, with the whole record as the person sees it.
    set({ colour: 'white' });
    expect(services.saves[1]!.sent).toEqual({ record: { colour: 'white', size: 2, grid: true }, changes: { colour: 'white' } });
  });

  it('names a thrown value that is not an Error by its text', async () => {
    const services = heldServices();
    const { actor, errors } = start(services);
    services.loads[0]!.reject('refused');
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(errors).toEqual([{ type: 'prefs.error', during: 'load', message: 'refused' }]);
  });

  describe('reloaded for a new owner (a login or a logout)', () => {
    const OWNERS: Prefs = { colour: 'navy', size: 9, grid: false };

    it('starts again from the initial record and answers the new owner\'s once loaded', async () => {
      const services = heldServices();
      const { actor, reload } = start(services);
      services.loads[0]!.resolve(STORED);
      await waitFor(actor, (snapshot) => snapshot.matches('ready'));

      reload();
      expect(actor.getSnapshot().matches('loading')).toBe(true);
      expect(actor.getSnapshot().context.prefs).toEqual(INITIAL);
      expect(services.loads).toHaveLength(2);
      services.loads[1]!.resolve(OWNERS);
      await waitFor(actor, (snapshot) => snapshot.matches('ready'));
      expect(actor.getSnapshot().context.prefs).toEqual(OWNERS);
      expect(services.saves).toEqual([]);
    });

    it('ignores the load under way and waits for the new one', async () => {
      const services = heldServices();
      const { actor, reload } = start(services);
      reload();
      expect(services.loads).toHaveLength(2);

      // The previous owner's answer comes late: it is not the record of the one now logged in.
      services.loads[0]!.resolve(STORED);
      await new Promise((settle) => setTimeout(settle, 0));
      expect(actor.getSnapshot().matches('loading')).toBe(true);
      expect(actor.getSnapshot().context.prefs).toEqual(INITIAL);

      services.loads[1]!.resolve(OWNERS);
      await waitFor(actor, (snapshot) => snapshot.matches('ready'));
      expect(actor.getSnapshot().context.prefs).toEqual(OWNERS);
    });

    it('drops the previous owner\'s changes made while loading instead of saving them for the new one', async () => {
      const services = heldServices();
      const { actor, set, reload } = start(services);
      set({ colour: 'blue' });
      reload();
      services.loads[1]!.resolve(OWNERS);
      await waitFor(actor, (snapshot) => snapshot.matches('ready'));
      expect(actor.getSnapshot().context.prefs).toEqual(OWNERS);
      expect(services.saves).toEqual([]);
    });

    it('never sends the previous owner\'s unsaved changes after a save in flight ends, nor hears that save', async () => {
      const services = heldServices();
      const { actor, set, reload, errors } = start(services);
      services.loads[0]!.resolve(STORED);
      await waitFor(actor, (snapshot) => snapshot.matches('ready'));
      set({ size: 5 });
      // Made during the save: it would be sent, whole record and all, once the save ends.
      set({ colour: 'green' });
      expect(services.saves).toHaveLength(1);

      reload();
      expect(actor.getSnapshot().matches('loading')).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({ prefs: INITIAL, unsaved: {}, sending: {} });
      // The save sent for the previous owner ends (even badly) after the new owner's load began.
      services.saves[0]!.reply.reject(new Error('gone'));
      services.loads[1]!.resolve(OWNERS);
      await waitFor(actor, (snapshot) => snapshot.matches('ready'));
      expect(actor.getSnapshot().context.prefs).toEqual(OWNERS);
      expect(services.saves).toHaveLength(1);
      expect(errors).toEqual([]);

      // The new owner's own changes are saved over their record.
      set({ grid: true });
      expect(services.saves[1]!.sent).toEqual({ record: { ...OWNERS, grid: true }, changes: { grid: true } });
    });

    it('keeps a change the new owner makes while their record loads, over it', async () => {
      const services = heldServices();
      const { actor, set, reload } = start(services);
      services.loads[0]!.resolve(STORED);
      await waitFor(actor, (snapshot) => snapshot.matches('ready'));
      reload();
      set({ size: 2 });
      services.loads[1]!.resolve(OWNERS);
      await waitFor(actor, () => services.saves.length === 1);
      expect(services.saves[0]!.sent).toEqual({ record: { ...OWNERS, size: 2 }, changes: { size: 2 } });
    });
  });
});
