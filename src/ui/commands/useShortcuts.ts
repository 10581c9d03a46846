import { useEffect } from 'react';
import type { AppServices } from '../AppServices';
import { COMMANDS } from './commands';
import { matchesShortcut } from './shortcut';

/** Keys typed into a field or a dialog belong to it, not to the drawing. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName) || target.closest('[role="dialog"]') !== null;
}

/** Runs the registry's commands from the keyboard while the drawing screen is shown. */
export function useShortcuts(services: AppServices): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      const command = COMMANDS.find((each) => each.kbd.some((kbd) => matchesShortcut(event, kbd)));
      if (!command || !command.enabled(services.editor.getSnapshot())) return;
      event.preventDefault();
      command.run(services);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [services]);
}
