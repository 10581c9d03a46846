/**
 * The header's action menu (spec accounts-and-business §2 "Main app account-related parts"), as
 * commands of the same shape as the toolbar's: the menu, the shortcuts and the help page read
 * this one list. Entries whose feature is not built yet are listed, disabled, so the menu
 * already has its final order.
 */
import { documentHasContent } from '../../engine/editor/selectors';
import type { AppServices } from '../AppServices';
import { openImportFilePicker } from '../import/importFilePicker';
import type { Command } from './commands';

const always = () => true;
const never = () => false;

/** Opens the clear-canvas confirmation, but only when clearing would lose something. */
export function requestClearCanvas({ editor, modals }: Pick<AppServices, 'editor' | 'modals'>): void {
  if (documentHasContent(editor.getSnapshot().context.document)) modals.send({ type: 'modal.open', modal: 'confirmClearCanvas' });
}

/** A menu entry whose feature comes in a later issue: shown, disabled, and does nothing. */
const notBuiltYet = (id: string, label: string, kbd: readonly string[] = []): Command => ({
  id,
  label,
  kbd,
  enabled: never,
  run: () => undefined,
});

export const CLEAR_CANVAS: Command = {
  id: 'menu.clearCanvas',
  label: 'Clear canvas',
  kbd: ['Escape'],
  enabled: always,
  run: requestClearCanvas,
};

/**
 * Opens the file chooser of the "Import file" input (spec: "import image/pdf [I]"; the issue's
 * accessible name is used). The import itself starts when a file is chosen.
 */
export const IMPORT_FILE: Command = {
  id: 'menu.import',
  label: 'Import image or PDF',
  kbd: ['I'],
  enabled: always,
  run: openImportFilePicker,
};

export const OPEN_SETTINGS: Command = {
  id: 'menu.settings',
  label: 'Settings',
  kbd: [],
  enabled: always,
  run: ({ modals }) => modals.send({ type: 'modal.open', modal: 'settings' }),
};

export const OPEN_HELP: Command = {
  id: 'menu.help',
  label: 'Help',
  kbd: [],
  enabled: always,
  run: () => {
    window.open('/help', '_blank', 'noopener');
  },
};

/** Logs out; the auth machine first asks `confirmLogout` (the "Save your work?" prompt). */
export const LOG_OUT: Command = {
  id: 'menu.logout',
  label: 'Log out',
  kbd: [],
  enabled: always,
  run: ({ auth }) => auth.send({ type: 'logout' }),
};

/** The menu's entries in the spec's order. */
export const MENU_COMMANDS: readonly Command[] = [
  CLEAR_CANVAS,
  notBuiltYet('menu.save', 'Save', ['S']),
  notBuiltYet('menu.open', 'Open', ['O']),
  notBuiltYet('menu.export', 'Export', ['E']),
  notBuiltYet('menu.print', 'Print', ['P']),
  IMPORT_FILE,
  notBuiltYet('menu.maps', 'Show/hide maps', ['M']),
  OPEN_SETTINGS,
  OPEN_HELP,
  LOG_OUT,
];

/** How a menu shortcut is written beside its entry: "Esc" for Escape, the letter otherwise. */
export const menuShortcutText = (kbd: string): string => (kbd === 'Escape' ? 'Esc' : kbd);
