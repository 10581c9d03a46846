/**
 * Escape, as one registry command (spec drawing-core §2): cancel the gesture in progress; else
 * close the open modal (never the loader); else end Detect rooms' review, adding nothing; else ask
 * to clear the canvas when it has content.
 */
import { openRoomReview } from '../../engine/editor/editorRooms';
import { hasGestureInProgress } from '../../engine/editor/selectors';
import type { AppServices } from '../AppServices';
import { COMMAND_NAMES } from './commandNames';
import type { Command } from './commands';
import { requestClearCanvas } from './menuCommands';

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
  if (openRoomReview(editor.getSnapshot().context)) {
    editor.send({ type: 'rooms.cancel' });
    return;
  }
  requestClearCanvas(services);
}

export const ESCAPE: Command = {
  ...COMMAND_NAMES.escape,
  enabled: () => true,
  run: pressEscape,
};
