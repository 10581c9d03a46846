import { useSelector } from '@xstate/react';
import { INSTRUMENT_COMMANDS, INSTRUMENT_OF_COMMAND, REDO, UNDO, type Command } from './commands/commands';
import { displayShortcut } from './commands/shortcut';
import { useServices } from './AppServices';
import { ICONS } from './icons';

function CommandButton({ command, pressed }: { command: Command; pressed?: boolean }) {
  const services = useServices();
  const enabled = useSelector(services.editor, command.enabled);
  const shortcuts = command.kbd.map(displayShortcut);
  return (
    <button
      type="button"
      className="tool-button"
      aria-label={command.label}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcuts.join(' ')}
      title={`${command.label} (${shortcuts.join(', ')})`}
      disabled={!enabled}
      onClick={() => command.run(services)}
    >
      {ICONS[command.id]}
    </button>
  );
}

/** The instrument toolbar: the drawing instruments, then undo and redo. */
export function InstrumentToolbar() {
  const { editor } = useServices();
  const instrument = useSelector(editor, (snapshot) => snapshot.value);
  return (
    <div className="toolbar" role="toolbar" aria-label="Instruments" aria-orientation="vertical">
      {INSTRUMENT_COMMANDS.map((command) => (
        <CommandButton key={command.id} command={command} pressed={INSTRUMENT_OF_COMMAND[command.id] === instrument} />
      ))}
      <hr className="toolbar-separator" />
      <CommandButton command={UNDO} />
      <CommandButton command={REDO} />
    </div>
  );
}
