import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useServices } from '../AppServices';
import type { Command } from '../commands/commands';
import { menuCommandsFor, menuShortcutText } from '../commands/menuCommands';
import { displayShortcut } from '../commands/shortcut';
import { menuMachine, type MenuEvent } from './menuMachine';

interface MenuItemProps {
  command: Command;
  /** The active entry: the one reachable with Tab (roving tabindex). */
  focused: boolean;
  onActivate: () => void;
  /** The pointer moved over it or the focus arrived: this entry becomes the active one. */
  onHover: () => void;
  itemRef: (element: HTMLButtonElement | null) => void;
}

function MenuItem(props: MenuItemProps) {
  const { editor } = useServices();
  const { command } = props;
  const enabled = useSelector(editor, command.enabled);
  const label = useSelector(editor, (snapshot) => command.labelNow?.(snapshot) ?? command.label);
  const shortcut = command.kbd[0];
  return (
    <button
      ref={props.itemRef}
      type="button"
      role="menuitem"
      className="menu-item"
      aria-disabled={enabled ? undefined : true}
      aria-keyshortcuts={command.kbd.map(displayShortcut).join(' ') || undefined}
      tabIndex={props.focused ? 0 : -1}
      onClick={props.onActivate}
      onPointerMove={props.focused ? undefined : props.onHover}
      onFocus={props.onHover}
    >
      <span>{label}</span>
      {/* The name is the entry's words alone; aria-keyshortcuts tells the shortcut. */}
      {shortcut !== undefined && <kbd className="menu-shortcut" aria-hidden="true">{menuShortcutText(shortcut)}</kbd>}
    </button>
  );
}

/** Keys the open menu answers, as the menu statechart's events. */
const MENU_KEYS: Record<string, (count: number) => MenuEvent> = {
  ArrowDown: () => ({ type: 'menu.move', by: 1 }),
  ArrowUp: () => ({ type: 'menu.move', by: -1 }),
  Home: () => ({ type: 'menu.focus', index: 0 }),
  End: (count) => ({ type: 'menu.focus', index: count - 1 }),
};

/**
 * The header's action menu: a "Menu" button opening the entries of MENU_COMMANDS (without
 * Settings for a student, see menuCommandsFor), each with its
 * shortcut. Arrow keys move, Enter activates, Escape closes and gives the focus back to the button.
 */
export function ActionMenu() {
  const services = useServices();
  const isSessionUser = useSelector(services.auth, (snapshot) => snapshot.context.user?.is_session_user ?? false);
  const commands = menuCommandsFor({ is_session_user: isSessionUser });
  const menu = useActorRef(menuMachine, { input: { editor: services.editor, count: commands.length } });
  const open = useSelector(menu, (snapshot) => snapshot.matches('open'));
  const active = useSelector(menu, (snapshot) => snapshot.context.active);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const buttonId = useId();
  const menuId = useId();

  useEffect(() => {
    if (open) items.current[active]?.focus();
  }, [open, active]);

  // A press anywhere outside closes the menu and leaves the focus where the press put it.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) menu.send({ type: 'menu.close' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, menu]);

  const closeToButton = () => {
    menu.send({ type: 'menu.close' });
    button.current?.focus();
  };

  const activate = (command: Command) => {
    if (!command.enabled(services.editor.getSnapshot())) return;
    // The focus goes back to the button first, so a modal the command opens returns it there.
    closeToButton();
    command.run(services);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const toEvent = MENU_KEYS[event.key];
    if (toEvent) {
      menu.send(toEvent(commands.length));
    } else if (event.key === 'Escape') {
      closeToButton();
    } else if (event.key === 'Tab') {
      menu.send({ type: 'menu.close' });
      return;
    } else {
      return;
    }
    event.preventDefault();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    menu.send({ type: 'menu.open', focus: event.key === 'ArrowUp' ? 'last' : 'first' });
  };

  return (
    <div className="action-menu" ref={container}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="header-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => menu.send({ type: 'menu.toggle' })}
        onKeyDown={onButtonKeyDown}
      >
        Menu
      </button>
      {open && (
        <div id={menuId} role="menu" aria-labelledby={buttonId} className="menu" onKeyDown={onMenuKeyDown}>
          {commands.map((command, index) => (
            <MenuItem
              key={command.id}
              command={command}
              focused={index === active}
              itemRef={(element) => {
                items.current[index] = element;
              }}
              onActivate={() => activate(command)}
              onHover={() => menu.send({ type: 'menu.focus', index })}
            />
          ))}
        </div>
      )}
    </div>
  );
}
