import { describe, expect, it } from 'vitest';
import { matchesShortcut } from './shortcut';

const press = (key: string, modifiers: Partial<{ ctrl: boolean; meta: boolean; shift: boolean; alt: boolean }> = {}) => ({
  key,
  ctrlKey: modifiers.ctrl ?? false,
  metaKey: modifiers.meta ?? false,
  shiftKey: modifiers.shift ?? false,
  altKey: modifiers.alt ?? false,
});

describe('matchesShortcut', () => {
  it('tells undo from redo by the shift key', () => {
    expect(matchesShortcut(press('z', { ctrl: true }), 'Mod+Z')).toBe(true);
    expect(matchesShortcut(press('Z', { ctrl: true, shift: true }), 'Mod+Z')).toBe(false);
    expect(matchesShortcut(press('Z', { ctrl: true, shift: true }), 'Mod+Shift+Z')).toBe(true);
    expect(matchesShortcut(press('y', { meta: true }), 'Mod+Y')).toBe(true);
  });

  it('needs the modifier a shortcut names, and no other', () => {
    expect(matchesShortcut(press('z'), 'Mod+Z')).toBe(false);
    expect(matchesShortcut(press('Escape', { ctrl: true }), 'Escape')).toBe(false);
    expect(matchesShortcut(press('Escape'), 'Escape')).toBe(true);
  });

  it('matches "+" and "-" whatever shift it took to type them', () => {
    expect(matchesShortcut(press('+', { shift: true }), '+')).toBe(true);
    expect(matchesShortcut(press('-'), '-')).toBe(true);
    expect(matchesShortcut(press('='), '+')).toBe(false);
  });
});
