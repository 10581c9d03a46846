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

/** Opens the clear-canvas choice, but only when clearing would lose something or close an open document. */
export function requestClearCanvas({ editor, modals }: Pick<AppServices, 'editor' | 'modals'>): void {
  const { document, file } = editor.getSnapshot().context;
  if (documentHasContent(document) || document.image !== null || file !== null) modals.send({ type: 'modal.open', modal: 'confirmClearCanvas' });
}

/** Save [S] and Open [O] both open the Save / Open dialog (spec accounts §2). */
const openSaveOpen = ({ modals }: Pick<AppServices, 'modals'>) => modals.send({ type: 'modal.open', modal: 'saveOpen' });

export const SAVE_DOCUMENT: Command = { id: 'menu.save', label: 'Save', kbd: ['S'], enabled: always, run: openSaveOpen };
export const OPEN_DOCUMENT: Command = { id: 'menu.open', label: 'Open', kbd: ['O'], enabled: always, run: openSaveOpen };

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

/**
 * Show map / Hide map [M]: toggling resets the drawing, so it asks first when there is something
 * to lose (spec drawing-core §4 "Map").
 */
export function requestToggleMap({ editor, modals }: Pick<AppServices, 'editor' | 'modals'>): void {
  const { document } = editor.getSnapshot().context;
  if (documentHasContent(document) || document.image !== null) modals.send({ type: 'modal.open', modal: 'confirmToggleMap' });
  else editor.send(document.map ? { type: 'map.hide' } : { type: 'map.show' });
}

export const TOGGLE_MAP: Command = {
  id: 'menu.maps',
  label: 'Show map',
  labelNow: (snapshot) => (snapshot.context.document.map ? 'Hide map' : 'Show map'),
  kbd: ['M'],
  enabled: always,
  run: requestToggleMap,
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
  SAVE_DOCUMENT,
  OPEN_DOCUMENT,
  notBuiltYet('menu.export', 'Export', ['E']),
  notBuiltYet('menu.print', 'Print', ['P']),
  IMPORT_FILE,
  TOGGLE_MAP,
  OPEN_SETTINGS,
  OPEN_HELP,
  LOG_OUT,
];

/** How a menu shortcut is written beside its entry: "Esc" for Escape, the letter otherwise. */
export const menuShortcutText = (kbd: string): string => (kbd === 'Escape' ? 'Esc' : kbd);
