/**
 * The command registry: every toolbar entry and shortcut of the drawing screen is one record
 * here, so buttons, keys and help read the same list.
 */
import type { EditorInstrument, EditorSnapshot } from '../../engine/editor/editorMachine';
import { canRedoDocument, canUndoDocument } from '../../engine/document/drawingDocument';
import { sheetsOf } from '../../engine/document/sheets';
import { instrumentAvailability } from '../../engine/document/instrumentAvailability';
import type { AppServices } from '../AppServices';
import { COMMAND_NAMES, type CommandName } from './commandNames';
import { ESCAPE } from './escape';

export interface Command extends CommandName {
  /** The label as things are now, for a command whose name follows the state ("Show map" / "Hide map"). */
  labelNow?: (snapshot: EditorSnapshot) => string;
  /** Whether running the command does something now (which may be only to explain a refusal). */
  enabled: (snapshot: EditorSnapshot) => boolean;
  /**
   * Whether running the command now would only explain why it is refused: its control looks
   * disabled (aria-disabled) but stays clickable so the explanation can be shown.
   */
  refused?: (snapshot: EditorSnapshot) => boolean;
  run: (services: AppServices) => void;
}

/** How a control shows a command: usable, refused with an explanation, or plainly disabled. */
export type CommandState = 'enabled' | 'refused' | 'disabled';

export function commandState(command: Command, snapshot: EditorSnapshot): CommandState {
  if (!command.enabled(snapshot)) return 'disabled';
  return command.refused?.(snapshot) ? 'refused' : 'enabled';
}

const always = () => true;

/** An instrument command; `instrument` tells the toolbar which button is pressed. */
export interface InstrumentCommand extends Command {
  instrument: EditorInstrument;
}

const instrumentCommand = (name: CommandName, instrument: EditorInstrument): InstrumentCommand => ({
  ...name,
  instrument,
  // A refusal that has a notice still runs: the editor answers instrument.select with the notice.
  enabled: (snapshot) => {
    const availability = instrumentAvailability(snapshot.context.document, instrument);
    return availability.enabled || availability.notice !== undefined;
  },
  refused: (snapshot) => !instrumentAvailability(snapshot.context.document, instrument).enabled,
  run: ({ editor }) => editor.send({ type: 'instrument.select', instrument }),
});

export const INSTRUMENT_COMMANDS: readonly InstrumentCommand[] = [
  instrumentCommand(COMMAND_NAMES.straight, 'straight'),
  instrumentCommand(COMMAND_NAMES.constrained, 'constrained'),
  instrumentCommand(COMMAND_NAMES.curved, 'curved'),
  instrumentCommand(COMMAND_NAMES.angle, 'angle'),
  instrumentCommand(COMMAND_NAMES.rectangle, 'rectangle_tool'),
  instrumentCommand(COMMAND_NAMES.circle, 'circle_tool'),
  instrumentCommand(COMMAND_NAMES.pan, 'pan_move'),
  instrumentCommand(COMMAND_NAMES.select, 'select_tool'),
  instrumentCommand(COMMAND_NAMES.note, 'note_tool'),
  instrumentCommand(COMMAND_NAMES.count, 'count_tool'),
  instrumentCommand(COMMAND_NAMES.cutout, 'cutout_tool'),
  instrumentCommand(COMMAND_NAMES.scaleLine, 'scale_line'),
  instrumentCommand(COMMAND_NAMES.perspective, 'perspective_tool'),
  instrumentCommand(COMMAND_NAMES.magicWand, 'magic_wand'),
  instrumentCommand(COMMAND_NAMES.magicWandAdd, 'magic_wand_add'),
  instrumentCommand(COMMAND_NAMES.magicWandSub, 'magic_wand_sub'),
];

/** Which instrument each instrument command chooses, for the toolbar's pressed state. */
export const INSTRUMENT_OF_COMMAND: Record<string, EditorInstrument> = Object.fromEntries(
  INSTRUMENT_COMMANDS.map((command) => [command.id, command.instrument]),
);

export const UNDO: Command = {
  ...COMMAND_NAMES.undo,
  enabled: (snapshot) => canUndoDocument(snapshot.context.document),
  run: ({ editor }) => editor.send({ type: 'history.undo' }),
};

export const REDO: Command = {
  ...COMMAND_NAMES.redo,
  enabled: (snapshot) => canRedoDocument(snapshot.context.document),
  run: ({ editor }) => editor.send({ type: 'history.redo' }),
};

/** Snapping to the drawing's own lines, on or off; it matters only on a drawing that has lines (a vector PDF page). */
export const SNAP_TO_DRAWING: Command = {
  ...COMMAND_NAMES.snapToDrawing,
  enabled: always,
  run: ({ editor }) => editor.send({ type: 'snap.toggle' }),
};

export const ZOOM_IN: Command = {
  ...COMMAND_NAMES.zoomIn,
  enabled: always,
  run: ({ editor }) => editor.send({ type: 'zoom.step', direction: 1 }),
};

export const ZOOM_OUT: Command = {
  ...COMMAND_NAMES.zoomOut,
  enabled: always,
  run: ({ editor }) => editor.send({ type: 'zoom.step', direction: -1 }),
};

const hasSelection = (snapshot: EditorSnapshot): boolean => snapshot.context.selection !== null;

/** An arrow key moves the selected point one step (1/zoom px) that way (spec §5). */
const nudge = (name: CommandName, dx: number, dy: number): Command => ({
  ...name,
  enabled: hasSelection,
  run: ({ editor }) => editor.send({ type: 'selection.nudge', dx, dy }),
});

export const NUDGE_COMMANDS: readonly Command[] = [
  nudge(COMMAND_NAMES.nudgeLeft, -1, 0),
  nudge(COMMAND_NAMES.nudgeRight, 1, 0),
  nudge(COMMAND_NAMES.nudgeUp, 0, -1),
  nudge(COMMAND_NAMES.nudgeDown, 0, 1),
];

export const DELETE_SELECTION: Command = {
  ...COMMAND_NAMES.deleteSelection,
  enabled: hasSelection,
  run: ({ editor }) => editor.send({ type: 'selection.delete' }),
};

/** Page Up / Page Down: the sheet before or after the one shown (issue 38), its image loaded first. */
const stepSheet = (name: CommandName, step: -1 | 1): Command => ({
  ...name,
  enabled: (snapshot) => {
    const sheets = sheetsOf(snapshot.context.document);
    return sheets.list[sheets.shown + step] !== undefined;
  },
  run: ({ sheets }) => void sheets.step(step),
});

export const SHEET_COMMANDS: readonly Command[] = [stepSheet(COMMAND_NAMES.previousSheet, -1), stepSheet(COMMAND_NAMES.nextSheet, 1)];

export const COMMANDS: readonly Command[] = [
  ...INSTRUMENT_COMMANDS,
  UNDO,
  REDO,
  SNAP_TO_DRAWING,
  ZOOM_IN,
  ZOOM_OUT,
  ESCAPE,
  ...NUDGE_COMMANDS,
  DELETE_SELECTION,
  ...SHEET_COMMANDS,
];
