import { useEffect } from 'react';
import type { AppServices } from '../AppServices';
import { COMMANDS } from './commands';
import { MENU_COMMANDS } from './menuCommands';
import { isTypingTarget } from './isTypingTarget';
import { matchesShortcut } from './shortcut';

/** The drawing commands first, so a menu letter never shadows an instrument's. */
const SHORTCUT_COMMANDS = [...COMMANDS, ...MENU_COMMANDS];

/** Runs the registries' commands from the keyboard while the drawing screen is shown. */
export function useShortcuts(services: AppServices): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      const command = SHORTCUT_COMMANDS.find((each) => each.kbd.some((kbd) => matchesShortcut(event, kbd)));
      if (!command || !command.enabled(services.editor.getSnapshot())) return;
      event.preventDefault();
      command.run(services);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [services]);
}
