/**
 * The command registry: every toolbar entry and shortcut of the drawing screen is one record
 * here, so buttons, keys and help read the same list.
 */
import type { EditorInstrument, EditorSnapshot } from '../../engine/editor/editorMachine';
import { canRedoDocument, canUndoDocument } from '../../engine/document/drawingDocument';
import { instrumentAvailability } from '../../engine/document/instrumentAvailability';
import type { AppServices } from '../AppServices';
import { ESCAPE } from './escape';

export interface Command {
  id: string;
  label: string;
  /** The label as things are now, for a command whose name follows the state ("Show map" / "Hide map"). */
  labelNow?: (snapshot: EditorSnapshot) => string;
  kbd: readonly string[];
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

const instrumentCommand = (id: string, label: string, kbd: string, instrument: EditorInstrument): InstrumentCommand => ({
  id,
  label,
  kbd: [kbd],
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
  instrumentCommand('instrument.straight', 'Straight line', 'L', 'straight'),
  instrumentCommand('instrument.constrained', 'Constrained line', 'K', 'constrained'),
  instrumentCommand('instrument.curved', 'Curved line', 'C', 'curved'),
  instrumentCommand('instrument.angle', 'Angle', 'A', 'angle'),
  instrumentCommand('instrument.rectangle', 'Rectangle', 'R', 'rectangle_tool'),
  // O belongs to Open in the action menu, so the circle takes Shift+C (C is the curved line).
  instrumentCommand('instrument.circle', 'Circle', 'Shift+C', 'circle_tool'),
  instrumentCommand('instrument.pan', 'Pan', 'H', 'pan_move'),
  instrumentCommand('instrument.select', 'Select', 'V', 'select_tool'),
  instrumentCommand('instrument.note', 'Note', 'N', 'note_tool'),
  // The rule tool that sets the scale from a known length: U for rUler (R is the rectangle).
  instrumentCommand('instrument.scaleLine', 'Scale line', 'U', 'scale_line'),
  instrumentCommand('instrument.magicWand', 'Magic wand', 'W', 'magic_wand'),
  instrumentCommand('instrument.magicWandAdd', 'Magic wand add', 'Shift+W', 'magic_wand_add'),
  instrumentCommand('instrument.magicWandSub', 'Magic wand subtract', 'Alt+W', 'magic_wand_sub'),
];

/** Which instrument each instrument command chooses, for the toolbar's pressed state. */
export const INSTRUMENT_OF_COMMAND: Record<string, EditorInstrument> = Object.fromEntries(
  INSTRUMENT_COMMANDS.map((command) => [command.id, command.instrument]),
);

export const UNDO: Command = {
  id: 'history.undo',
  label: 'Undo',
  kbd: ['Mod+Z'],
  enabled: (snapshot) => canUndoDocument(snapshot.context.document),
  run: ({ editor }) => editor.send({ type: 'history.undo' }),
};

export const REDO: Command = {
  id: 'history.redo',
  label: 'Redo',
  kbd: ['Mod+Shift+Z', 'Mod+Y'],
  enabled: (snapshot) => canRedoDocument(snapshot.context.document),
  run: ({ editor }) => editor.send({ type: 'history.redo' }),
};

export const ZOOM_IN: Command = {
  id: 'zoom.in',
  label: 'Zoom in',
  kbd: ['+', '='],
  enabled: always,
  run: ({ editor }) => editor.send({ type: 'zoom.step', direction: 1 }),
};

export const ZOOM_OUT: Command = {
  id: 'zoom.out',
  label: 'Zoom out',
  kbd: ['-'],
  enabled: always,
  run: ({ editor }) => editor.send({ type: 'zoom.step', direction: -1 }),
};

const hasSelection = (snapshot: EditorSnapshot): boolean => snapshot.context.selection !== null;

/** An arrow key moves the selected point one step (1/zoom px) that way (spec §5). */
const nudge = (direction: 'left' | 'right' | 'up' | 'down', key: string, dx: number, dy: number): Command => ({
  id: `selection.nudge.${direction}`,
  label: `Move the selected point ${direction}`,
  kbd: [key],
  enabled: hasSelection,
  run: ({ editor }) => editor.send({ type: 'selection.nudge', dx, dy }),
});

export const NUDGE_COMMANDS: readonly Command[] = [
  nudge('left', 'ArrowLeft', -1, 0),
  nudge('right', 'ArrowRight', 1, 0),
  nudge('up', 'ArrowUp', 0, -1),
  nudge('down', 'ArrowDown', 0, 1),
];

export const DELETE_SELECTION: Command = {
  id: 'selection.delete',
  label: 'Delete the selected point',
  kbd: ['Delete', 'Backspace'],
  enabled: hasSelection,
  run: ({ editor }) => editor.send({ type: 'selection.delete' }),
};

export const COMMANDS: readonly Command[] = [
  ...INSTRUMENT_COMMANDS,
  UNDO,
  REDO,
  ZOOM_IN,
  ZOOM_OUT,
  ESCAPE,
  ...NUDGE_COMMANDS,
  DELETE_SELECTION,
];
