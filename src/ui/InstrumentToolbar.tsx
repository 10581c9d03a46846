import { useSelector } from '@xstate/react';
import { useRef, type RefObject } from 'react';
import { INSTRUMENT_COMMANDS, REDO, SNAP_TO_DRAWING, UNDO, commandState, type Command } from './commands/commands';
import { displayShortcut } from './commands/shortcut';
import { activeInstrument } from '../engine/editor/selectors';
import { useServices } from './AppServices';
import { ICONS } from './icons';
import { PanelHandle } from './panels/PanelHandle';
import { useDraggablePanel } from './panels/useDraggablePanel';

/**
 * A toolbar button for a registry command. A refused command (one whose refusal the editor
 * explains with a notice) looks disabled yet stays clickable; a plainly disabled one is disabled.
 */
function CommandButton({ command, pressed }: { command: Command; pressed?: boolean }) {
  const services = useServices();
  const state = useSelector(services.editor, (snapshot) => commandState(command, snapshot));
  const shortcuts = command.kbd.map(displayShortcut);
  return (
    <button
      type="button"
      className="tool-button"
      aria-label={command.label}
      aria-pressed={pressed}
      aria-disabled={state === 'refused' ? true : undefined}
      aria-keyshortcuts={shortcuts.join(' ')}
      title={`${command.label} (${shortcuts.join(', ')})`}
      disabled={state === 'disabled'}
      onClick={() => command.run(services)}
    >
      {ICONS[command.id]}
    </button>
  );
}

/**
 * The instrument toolbar: its handle, the drawing instruments, then undo, redo and Snap to drawing. At home it is
 * the column beside the canvas (the rows above it on a phone); dragged by its handle (DC2.04) it
 * floats over the canvas, kept inside the box holding its home and `canvasArea`, so it never
 * covers the header or the side panel.
 */
export function InstrumentToolbar({ canvasArea }: { canvasArea: RefObject<HTMLElement | null> }) {
  const { editor } = useServices();
  const instrument = useSelector(editor, activeInstrument);
  const snapOn = useSelector(editor, (snapshot) => snapshot.context.document.snapToDrawing);
  const toolbar = useRef<HTMLDivElement>(null);
  const move = useDraggablePanel('instruments', toolbar, canvasArea);
  return (
    <div
      ref={toolbar}
      className={move.moved ? 'toolbar toolbar-moved' : 'toolbar'}
      role="toolbar"
      aria-label="Instruments"
      aria-orientation="vertical"
      style={move.style}
    >
      <PanelHandle panel="instruments toolbar" className="toolbar-handle" handleProps={move.handleProps} />
      {INSTRUMENT_COMMANDS.map((command) => (
        <CommandButton key={command.id} command={command} pressed={command.instrument === instrument} />
      ))}
      <hr className="toolbar-separator" />
      <CommandButton command={UNDO} />
      <CommandButton command={REDO} />
      <CommandButton command={SNAP_TO_DRAWING} pressed={snapOn} />
    </div>
  );
}
