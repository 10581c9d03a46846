import { describe, expect, it, vi } from 'vitest';
import { createEditorDriver } from '../../engine/testing/editorDriver';
import type { AppServices } from '../AppServices';
import { COMMANDS, DELETE_SELECTION, INSTRUMENT_COMMANDS, NUDGE_COMMANDS, commandState, type Command } from './commands';
import { matchesShortcut } from './shortcut';

const square: [number, number][] = [
  [100, 100],
  [250, 100],
  [250, 250],
  [100, 250],
  [100, 100],
];

const byLabel = (label: string): Command => INSTRUMENT_COMMANDS.find((command) => command.label === label)!;

function world() {
  const driver = createEditorDriver();
  const services = { editor: driver.actor } as unknown as AppServices;
  const state = (command: Command) => commandState(command, driver.actor.getSnapshot());
  return { driver, services, state };
}

describe('the instrument commands', () => {
  it('offers the twelve instruments, Count, the rule tool and Perspective with their names and keys', () => {
    expect(INSTRUMENT_COMMANDS.map((command) => [command.label, command.kbd.join(' ')])).toEqual([
      ['Straight line', 'L'],
      ['Constrained line', 'K'],
      ['Curved line', 'C'],
      ['Angle', 'A'],
      ['Rectangle', 'R'],
      ['Circle', 'Shift+C'],
      ['Pan', 'H'],
      ['Select', 'V'],
      ['Note', 'N'],
      ['Count', 'T'],
      ['Cutout', 'X'],
      ['Scale line', 'U'],
      ['Perspective', 'Shift+U'],
      ['Magic wand', 'W'],
      ['Magic wand add', 'Shift+W'],
      ['Magic wand subtract', 'Alt+W'],
    ]);
  });

  it('gives every registry shortcut to one command only', () => {
    const keys = COMMANDS.flatMap((command) => command.kbd);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('tells the curved line from the circle by the shift key', () => {
    const press = { key: 'C', ctrlKey: false, metaKey: false, shiftKey: true, altKey: false };
    expect(COMMANDS.find((command) => command.kbd.some((kbd) => matchesShortcut(press, kbd)))?.label).toBe('Circle');
    expect(COMMANDS.find((command) => command.kbd.some((kbd) => matchesShortcut({ ...press, key: 'c', shiftKey: false }, kbd)))?.label).toBe(
      'Curved line',
    );
  });

  it('enables every instrument (Count too) but Note, Cutout, Perspective and the wands on an empty layer without an image, and refuses those with their explanations', () => {
    const { state } = world();
    expect(INSTRUMENT_COMMANDS.map((command) => [command.label, state(command)])).toEqual([
      ['Straight line', 'enabled'],
      ['Constrained line', 'enabled'],
      ['Curved line', 'enabled'],
      ['Angle', 'enabled'],
      ['Rectangle', 'enabled'],
      ['Circle', 'enabled'],
      ['Pan', 'enabled'],
      ['Select', 'enabled'],
      ['Note', 'refused'],
      ['Count', 'enabled'],
      ['Cutout', 'refused'],
      ['Scale line', 'enabled'],
      ['Perspective', 'refused'],
      ['Magic wand', 'refused'],
      ['Magic wand add', 'refused'],
      ['Magic wand subtract', 'refused'],
    ]);
  });

  it('refuses the line tools once the shape is closed, and running one shows the notice', () => {
    const { driver, services, state } = world();
    driver.clickPath(square);
    expect(state(byLabel('Scale line'))).toBe('enabled');
    expect(state(byLabel('Straight line'))).toBe('refused');
    expect(state(byLabel('Rectangle'))).toBe('refused');
    expect(state(byLabel('Note'))).toBe('enabled');
    expect(state(byLabel('Cutout'))).toBe('enabled');

    byLabel('Straight line').run(services);
    expect(driver.messages()).toEqual(['Add a new drawing layer with plus (+) symbol in bottom right corner']);
    expect(driver.instrument()).toBe('select_tool');
  });

  it('disables all but Pan and Select in all-layers mode, without an explanation', () => {
    const { driver, state } = world();
    driver.send({ type: 'layers.showAll', on: true });
    const disabled = INSTRUMENT_COMMANDS.filter((command) => state(command) === 'disabled').map((command) => command.label);
    expect(disabled).toEqual([
      'Straight line', 'Constrained line', 'Curved line', 'Angle', 'Rectangle', 'Circle', 'Note', 'Count', 'Cutout',
      'Scale line', 'Perspective', 'Magic wand', 'Magic wand add', 'Magic wand subtract',
    ]);
    expect(state(byLabel('Pan'))).toBe('enabled');
    expect(state(byLabel('Select'))).toBe('enabled');
  });

  it('chooses the instrument it names', () => {
    const { driver, services } = world();
    byLabel('Circle').run(services);
    expect(driver.instrument()).toBe('circle_tool');
    byLabel('Pan').run(services);
    expect(driver.instrument()).toBe('pan_move');
    byLabel('Scale line').run(services);
    expect(driver.instrument()).toBe('scale_line');
  });
});

describe('the selection commands', () => {
  it('are disabled until a point is selected', () => {
    const { state } = world();
    expect([...NUDGE_COMMANDS, DELETE_SELECTION].map(state)).toEqual(['disabled', 'disabled', 'disabled', 'disabled', 'disabled']);
  });

  it('move the selected point one step per press with the arrow keys', () => {
    const { driver, services, state } = world();
    driver.clickPath(square);
    driver.click(250, 100);
    expect(state(DELETE_SELECTION)).toBe('enabled');
    const [left, right, up, down] = NUDGE_COMMANDS;
    right!.run(services);
    right!.run(services);
    down!.run(services);
    expect(driver.sketch().controlPoints[1]).toEqual({ x: 252, y: 101 });
    left!.run(services);
    up!.run(services);
    expect(driver.sketch().controlPoints[1]).toEqual({ x: 251, y: 100 });
  });

  it('delete the selected vertex, but keep three on a closed shape', () => {
    const { driver, services } = world();
    driver.clickPath([
      [100, 100],
      [250, 100],
      [250, 250],
      [100, 100],
    ]);
    driver.click(250, 100);
    DELETE_SELECTION.run(services);
    expect(driver.sketch().controlPoints).toHaveLength(3);
    expect(driver.messages()).toEqual(['Cannot have less than 3 points!']);
  });

  it('answer Delete and Backspace alike', () => {
    expect(DELETE_SELECTION.kbd).toEqual(['Delete', 'Backspace']);
    const send = vi.fn();
    DELETE_SELECTION.run({ editor: { send } } as unknown as AppServices);
    expect(send).toHaveBeenCalledWith({ type: 'selection.delete' });
  });
});

describe('Snap to drawing', () => {
  it('is the D key, and turns snapping off and on again in the document', () => {
    const { driver, services } = world();
    const press = { key: 'd', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
    const command = COMMANDS.find((each) => each.kbd.some((kbd) => matchesShortcut(press, kbd)))!;
    expect(command.label).toBe('Snap to drawing');
    expect(driver.document().snapToDrawing).toBe(true);
    command.run(services);
    expect(driver.document().snapToDrawing).toBe(false);
    command.run(services);
    expect(driver.document().snapToDrawing).toBe(true);
  });
});
