import { useEffect } from 'react';
import { hasGestureInProgress } from '../../engine/editor/selectors';
import type { AppServices } from '../AppServices';
import { COMMANDS } from './commands';
import { MENU_COMMANDS, requestClearCanvas } from './menuCommands';
import { isTypingTarget } from './isTypingTarget';
import { matchesShortcut } from './shortcut';

/**
 * Escape, in order (spec drawing-core §2): cancel the gesture in progress; else close the open
 * modal (never the loader); else ask to clear the canvas when it has content.
 */
export function pressEscape(services: Pick<AppServices, 'editor' | 'modals'>): void {
  const { editor, modals } = services;
  if (hasGestureInProgress(editor.getSnapshot())) {
    editor.send({ type: 'gesture.cancel' });
    return;
  }
  const modal = modals.getSnapshot();
  if (modal.matches('loading')) return;
  if (!modal.matches('closed')) {
    modals.send({ type: 'modal.close' });
    return;
  }
  requestClearCanvas(services);
}

/** The drawing commands first, so a menu letter never shadows an instrument's. */
const SHORTCUT_COMMANDS = [...COMMANDS, ...MENU_COMMANDS];

/** Runs the registries' commands from the keyboard while the drawing screen is shown. */
export function useShortcuts(services: AppServices): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      if (matchesShortcut(event, 'Escape')) {
        event.preventDefault();
        pressEscape(services);
        return;
      }
      const command = SHORTCUT_COMMANDS.find((each) => each.kbd.some((kbd) => matchesShortcut(event, kbd)));
      if (!command || !command.enabled(services.editor.getSnapshot())) return;
      event.preventDefault();
      command.run(services);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [services]);
}
