/**
 * The header's action menu (spec accounts-and-business §2 "Main app account-related parts"), as
 * commands of the same shape as the toolbar's: the menu, the shortcuts and the help page read
 * this one list.
 */
import { documentHasContent } from '../../engine/editor/selectors';
import type { AppServices } from '../AppServices';
import { openImportFilePicker } from '../import/importFilePicker';
import { COMMAND_NAMES } from './commandNames';
import type { Command } from './commands';
import { appAddress } from '../../net/appAddress';

const always = () => true;

/** Opens the clear-canvas choice, but only when clearing would lose something or close an open document. */
export function requestClearCanvas({ editor, modals }: Pick<AppServices, 'editor' | 'modals'>): void {
  const { document, file } = editor.getSnapshot().context;
  if (documentHasContent(document) || document.image !== null || file !== null) modals.send({ type: 'modal.open', modal: 'confirmClearCanvas' });
}

/** Save [S] and Open [O] both open the Save / Open dialog (spec accounts §2). */
const openSaveOpen = ({ modals }: Pick<AppServices, 'modals'>) => modals.send({ type: 'modal.open', modal: 'saveOpen' });

export const SAVE_DOCUMENT: Command = { ...COMMAND_NAMES.save, enabled: always, run: openSaveOpen };
export const OPEN_DOCUMENT: Command = { ...COMMAND_NAMES.open, enabled: always, run: openSaveOpen };

/** Export [E]: the Export dialog's choices of PNG per layer, CSV, PDF report, DXF and, on the map, GeoJSON and KML. */
export const EXPORT_DRAWING: Command = {
  ...COMMAND_NAMES.export,
  enabled: always,
  run: ({ modals }) => modals.send({ type: 'modal.open', modal: 'export' }),
};

/** Print [P]: the server draws the view, then the print view opens with it (app/print). */
export const PRINT_DRAWING: Command = {
  ...COMMAND_NAMES.print,
  enabled: always,
  run: ({ print }) => void print.print(),
};

export const CLEAR_CANVAS: Command = {
  ...COMMAND_NAMES.clearCanvas,
  enabled: always,
  run: requestClearCanvas,
};

/**
 * Opens the file chooser of the "Import file" input (spec: "import image/pdf [I]"; the issue's
 * accessible name is used). The import itself starts when a file is chosen.
 */
export const IMPORT_FILE: Command = {
  ...COMMAND_NAMES.import,
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
  ...COMMAND_NAMES.maps,
  labelNow: (snapshot) => (snapshot.context.document.map ? 'Hide map' : 'Show map'),
  enabled: always,
  run: requestToggleMap,
};

export const OPEN_SETTINGS: Command = {
  ...COMMAND_NAMES.settings,
  enabled: always,
  run: ({ modals }) => modals.send({ type: 'modal.open', modal: 'settings' }),
};

/** The feedback modal (spec accounts §2 "Other modals: feedback"): email and message, sent to us. */
export const OPEN_FEEDBACK: Command = {
  ...COMMAND_NAMES.feedback,
  enabled: always,
  run: ({ modals }) => modals.send({ type: 'modal.open', modal: 'feedback' }),
};

export const OPEN_HELP: Command = {
  ...COMMAND_NAMES.help,
  enabled: always,
  run: () => {
    window.open(appAddress('/help'), '_blank', 'noopener');
  },
};

/** Logs out; the auth machine first asks `confirmLogout` (the "Save your work?" prompt). */
export const LOG_OUT: Command = {
  ...COMMAND_NAMES.logout,
  enabled: always,
  run: ({ auth }) => auth.send({ type: 'logout' }),
};

/** The menu's entries in the spec's order. */
export const MENU_COMMANDS: readonly Command[] = [
  CLEAR_CANVAS,
  SAVE_DOCUMENT,
  OPEN_DOCUMENT,
  EXPORT_DRAWING,
  PRINT_DRAWING,
  IMPORT_FILE,
  TOGGLE_MAP,
  OPEN_SETTINGS,
  OPEN_HELP,
  OPEN_FEEDBACK,
  LOG_OUT,
];

/**
 * The menu as this person sees it: a student (session user) has no Settings entry (spec accounts
 * §2, §6); the educator's session settings apply instead.
 */
export function menuCommandsFor(user: { is_session_user: boolean } | null): readonly Command[] {
  return user?.is_session_user ? MENU_COMMANDS.filter((command) => command !== OPEN_SETTINGS) : MENU_COMMANDS;
}

export { menuShortcutText } from './commandNames';
