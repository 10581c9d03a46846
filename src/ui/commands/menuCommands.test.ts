import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createEditorDriver } from '../../engine/testing/editorDriver';
import type { AppServices } from '../AppServices';
import { modalMachine } from '../../app/modals/modalMachine';
import { MENU_COMMANDS, menuCommandsFor, menuShortcutText } from './menuCommands';
import { accountUser } from '../../shared/testing/accountUser';

function menuWorld() {
  const driver = createEditorDriver();
  const modals = createActor(modalMachine, { input: { editor: driver.actor } }).start();
  const services = { editor: driver.actor, modals } as unknown as AppServices;
  const command = (label: string) => MENU_COMMANDS.find((each) => each.label === label)!;
  return { driver, modals, services, command, enabled: (label: string) => command(label).enabled(driver.actor.getSnapshot()) };
}

describe('the action menu commands', () => {
  it('lists the entries in the spec order with their shortcut letters', () => {
    expect(MENU_COMMANDS.map((each) => [each.label, each.kbd.map(menuShortcutText).join('')])).toEqual([
      ['Clear canvas', 'Esc'],
      ['Save', 'S'],
      ['Open', 'O'],
      ['Export', 'E'],
      ['Print', 'P'],
      ['Import image or PDF', 'I'],
      ['Show map', 'M'],
      ['Settings', ''],
      ['Help', ''],
      ['Feedback', ''],
      ['Log out', ''],
    ]);
  });

  it('hides Settings from a student (session user) and keeps it for everyone else', () => {
    const labels = (user: Parameters<typeof menuCommandsFor>[0]) => menuCommandsFor(user).map((each) => each.label);
    const student = accountUser('u1@students.invalid', 'Student', '', { is_session_user: true });
    expect(labels(student)).not.toContain('Settings');
    expect(labels(student)).toEqual(MENU_COMMANDS.map((each) => each.label).filter((label) => label !== 'Settings'));
    expect(labels(accountUser('ann@example.com', 'Ann', 'Lee'))).toContain('Settings');
    expect(labels(null)).toContain('Settings');
  });

  it('enables every entry', () => {
    const world = menuWorld();
    expect(MENU_COMMANDS.filter((each) => !each.enabled(world.driver.actor.getSnapshot()))).toEqual([]);
  });

  it('opens the Export dialog from Export [E], and starts the print from Print [P]', () => {
    const world = menuWorld();
    world.command('Export').run(world.services);
    expect(world.modals.getSnapshot().value).toBe('export');
    let printed = 0;
    world.command('Print').run({ ...world.services, print: { print: async () => void (printed += 1) } } as unknown as AppServices);
    expect(printed).toBe(1);
  });

  it('opens the Save / Open dialog from Save [S] and from Open [O]', () => {
    const world = menuWorld();
    world.command('Save').run(world.services);
    expect(world.modals.getSnapshot().value).toBe('saveOpen');
    world.modals.send({ type: 'modal.close' });
    world.command('Open').run(world.services);
    expect(world.modals.getSnapshot().value).toBe('saveOpen');
  });

  it('opens the feedback modal from Feedback', () => {
    const world = menuWorld();
    expect(world.enabled('Feedback')).toBe(true);
    world.command('Feedback').run(world.services);
    expect(world.modals.getSnapshot().value).toBe('feedback');
    world.modals.send({ type: 'modal.close' });
    expect(world.modals.getSnapshot().value).toBe('closed');
  });

  it('offers Clear canvas for an open document even when it is empty', () => {
    const world = menuWorld();
    world.driver.send({ type: 'document.saved', file: { id: 'a', name: 'Plot 1' } });
    world.command('Clear canvas').run(world.services);
    expect(world.modals.getSnapshot().value).toBe('confirmClearCanvas');
  });

  it('keeps Clear canvas, Import, Settings and Help enabled on an empty drawing', () => {
    const world = menuWorld();
    expect(['Clear canvas', 'Import image or PDF', 'Settings', 'Help'].map(world.enabled)).toEqual([true, true, true, true]);
  });

  it('asks before clearing only when there is something to clear', () => {
    const world = menuWorld();
    world.command('Clear canvas').run(world.services);
    expect(world.modals.getSnapshot().value).toBe('closed');

    world.driver.clickPath([
      [100, 100],
      [200, 100],
    ]);
    world.command('Clear canvas').run(world.services);
    expect(world.modals.getSnapshot().value).toBe('confirmClearCanvas');
  });

  it('opens the settings dialog', () => {
    const world = menuWorld();
    world.command('Settings').run(world.services);
    expect(world.modals.getSnapshot().value).toBe('settings');
  });
});
