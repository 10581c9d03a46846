import { useSelector } from '@xstate/react';
import { INSTRUMENT_COMMANDS, REDO, UNDO, commandState, type Command } from './commands/commands';
import { displayShortcut } from './commands/shortcut';
import { activeInstrument } from '../engine/editor/selectors';
import { useServices } from './AppServices';
import { ICONS } from './icons';

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

/** The instrument toolbar: the drawing instruments, then undo and redo. */
export function InstrumentToolbar() {
  const { editor } = useServices();
  const instrument = useSelector(editor, activeInstrument);
  return (
    <div className="toolbar" role="toolbar" aria-label="Instruments" aria-orientation="vertical">
      {INSTRUMENT_COMMANDS.map((command) => (
        <CommandButton key={command.id} command={command} pressed={command.instrument === instrument} />
      ))}
      <hr className="toolbar-separator" />
      <CommandButton command={UNDO} />
      <CommandButton command={REDO} />
    </div>
  );
}
