/**
 * Keyboard shortcuts written as "Mod+Shift+Z": Mod is Ctrl, or ⌘ on a Mac. The key part is
 * compared case-insensitively with KeyboardEvent.key.
 */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export function matchesShortcut(press: KeyPress, shortcut: string): boolean {
  const parts = shortcut.split('+');
  // "+" itself is a key: "Mod++" or a lone "+".
  const key = shortcut.endsWith('++') || shortcut === '+' ? '+' : parts[parts.length - 1]!;
  const modifiers = new Set(parts.slice(0, key === '+' ? parts.length - 2 : parts.length - 1));
  const mod = press.ctrlKey || press.metaKey;
  if (modifiers.has('Mod') !== mod) return false;
  if (modifiers.has('Alt') !== press.altKey) return false;
  // Shift is part of typing "+" on most layouts, so only a named Shift is checked for letters.
  if (key.length === 1 && !/[a-z]/i.test(key)) return press.key === key;
  if (modifiers.has('Shift') !== press.shiftKey) return false;
  return press.key.toLowerCase() === key.toLowerCase();
}

/** "Mod+Shift+Z" → "Ctrl+Shift+Z", for tooltips and aria-keyshortcuts. */
export const displayShortcut = (shortcut: string): string => shortcut.replace('Mod', 'Control');
