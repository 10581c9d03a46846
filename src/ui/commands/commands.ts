/**
 * The command registry: every toolbar entry and shortcut of the drawing screen is one record
 * here, so buttons, keys and help read the same list.
 */
import type { EditorInstrument, EditorSnapshot } from '../../engine/editor/editorMachine';
import { canRedoDocument, canUndoDocument } from '../../engine/document/drawingDocument';
import type { AppServices } from '../AppServices';

export interface Command {
  id: string;
  label: string;
  kbd: readonly string[];
  enabled: (snapshot: EditorSnapshot) => boolean;
  run: (services: AppServices) => void;
}

const always = () => true;

const instrumentCommand = (id: string, label: string, kbd: string, instrument: EditorInstrument): Command => ({
  id,
  label,
  kbd: [kbd],
  enabled: always,
  run: ({ editor }) => editor.send({ type: 'instrument.select', instrument }),
});

export const INSTRUMENT_COMMANDS = [
  instrumentCommand('instrument.straight', 'Straight line', 'L', 'straight'),
  instrumentCommand('instrument.pan', 'Pan', 'H', 'pan_move'),
  instrumentCommand('instrument.select', 'Select', 'V', 'select_tool'),
] as const;

/** Which instrument each instrument command chooses, for the toolbar's pressed state. */
export const INSTRUMENT_OF_COMMAND: Record<string, EditorInstrument> = {
  'instrument.straight': 'straight',
  'instrument.pan': 'pan_move',
  'instrument.select': 'select_tool',
};

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

export const CANCEL: Command = {
  id: 'gesture.cancel',
  label: 'Cancel the gesture in progress',
  kbd: ['Escape'],
  enabled: always,
  run: ({ editor }) => editor.send({ type: 'gesture.cancel' }),
};

export const COMMANDS: readonly Command[] = [...INSTRUMENT_COMMANDS, UNDO, REDO, ZOOM_IN, ZOOM_OUT, CANCEL];
