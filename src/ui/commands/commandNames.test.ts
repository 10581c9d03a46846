import { describe, expect, it } from 'vitest';
import { SHORTCUT_NAMES } from './commandNames';
import { COMMANDS } from './commands';
import { MENU_COMMANDS } from './menuCommands';

const nameOf = ({ id, label, kbd }: { id: string; label: string; kbd: readonly string[] }) => ({ id, label, kbd });

describe('command names', () => {
  it("are the registries' own: the help page lists exactly the commands that have keys, in the same order", () => {
    const registered = [...COMMANDS, ...MENU_COMMANDS].filter((command) => command.kbd.length > 0).map(nameOf);
    expect(SHORTCUT_NAMES.map(nameOf)).toEqual(registered);
  });

  it('name every command once', () => {
    const ids = [...COMMANDS, ...MENU_COMMANDS].map((command) => command.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
