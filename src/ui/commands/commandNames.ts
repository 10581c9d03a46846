/**
 * What each command of the drawing screen is called and which keys run it, without what it does
 * (commands.ts and menuCommands.ts add that). The help page's shortcut table reads this list
 * alone, so a visitor reading /help does not load the editor's code.
 */
export interface CommandName {
  id: string;
  label: string;
  kbd: readonly string[];
}

const named = (id: string, label: string, ...kbd: string[]): CommandName => ({ id, label, kbd });

/** In the order the help page lists them: the toolbar's and the editor's keys, then the menu's. */
export const COMMAND_NAMES = {
  straight: named('instrument.straight', 'Straight line', 'L'),
  constrained: named('instrument.constrained', 'Constrained line', 'K'),
  curved: named('instrument.curved', 'Curved line', 'C'),
  angle: named('instrument.angle', 'Angle', 'A'),
  rectangle: named('instrument.rectangle', 'Rectangle', 'R'),
  // O belongs to Open in the action menu, so the circle takes Shift+C (C is the curved line).
  circle: named('instrument.circle', 'Circle', 'Shift+C'),
  pan: named('instrument.pan', 'Pan', 'H'),
  select: named('instrument.select', 'Select', 'V'),
  note: named('instrument.note', 'Note', 'N'),
  // T for Tally: C is the curved line.
  count: named('instrument.count', 'Count', 'T'),
  // X as in cutting out (C is the curved line).
  cutout: named('instrument.cutout', 'Cutout', 'X'),
  // The rule tool that sets the scale from a known length: U for rUler (R is the rectangle).
  scaleLine: named('instrument.scaleLine', 'Scale line', 'U'),
  // A photo's perspective scale (issue 23): Shift+U, beside the rule tool's U (P is Print).
  perspective: named('instrument.perspective', 'Perspective', 'Shift+U'),
  magicWand: named('instrument.magicWand', 'Magic wand', 'W'),
  magicWandAdd: named('instrument.magicWandAdd', 'Magic wand add', 'Shift+W'),
  magicWandSub: named('instrument.magicWandSub', 'Magic wand subtract', 'Alt+W'),
  undo: named('history.undo', 'Undo', 'Mod+Z'),
  redo: named('history.redo', 'Redo', 'Mod+Shift+Z', 'Mod+Y'),
  // D for the Drawing's own lines (S is Save, G is kept for a grid).
  snapToDrawing: named('snap.toggle', 'Snap to drawing', 'D'),
  zoomIn: named('zoom.in', 'Zoom in', '+', '='),
  zoomOut: named('zoom.out', 'Zoom out', '-'),
  escape: named('escape', 'Cancel the gesture, close the dialog, or clear the canvas', 'Escape'),
  nudgeLeft: named('selection.nudge.left', 'Move the selected point left', 'ArrowLeft'),
  nudgeRight: named('selection.nudge.right', 'Move the selected point right', 'ArrowRight'),
  nudgeUp: named('selection.nudge.up', 'Move the selected point up', 'ArrowUp'),
  nudgeDown: named('selection.nudge.down', 'Move the selected point down', 'ArrowDown'),
  deleteSelection: named('selection.delete', 'Delete the selected point', 'Delete', 'Backspace'),
  previousSheet: named('sheet.previous', 'Show the previous sheet', 'PageUp'),
  nextSheet: named('sheet.next', 'Show the next sheet', 'PageDown'),
  clearCanvas: named('menu.clearCanvas', 'Clear canvas', 'Escape'),
  save: named('menu.save', 'Save', 'S'),
  open: named('menu.open', 'Open', 'O'),
  export: named('menu.export', 'Export', 'E'),
  print: named('menu.print', 'Print', 'P'),
  import: named('menu.import', 'Import image or PDF', 'I'),
  maps: named('menu.maps', 'Show map', 'M'),
  settings: named('menu.settings', 'Settings'),
  help: named('menu.help', 'Help'),
  feedback: named('menu.feedback', 'Feedback'),
  logout: named('menu.logout', 'Log out'),
} as const satisfies Record<string, CommandName>;

/** Every command that has a shortcut, in the table's order. */
export const SHORTCUT_NAMES: readonly CommandName[] = Object.values(COMMAND_NAMES).filter((command) => command.kbd.length > 0);

/** How a menu shortcut is written beside its entry: "Esc" for Escape, the letter otherwise. */
export const menuShortcutText = (kbd: string): string => (kbd === 'Escape' ? 'Esc' : kbd);
