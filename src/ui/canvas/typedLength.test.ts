import { describe, expect, it } from 'vitest';
import { createEditorDriver } from '../../engine/testing/editorDriver';
import { acceptsTypedLength, startsLength } from './typedLength';

const key = (value: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: value,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('startsLength', () => {
  it('starts a length with a digit or a decimal point', () => {
    expect(['0', '7', '.'].map((value) => startsLength(key(value)))).toEqual([true, true, true]);
  });

  it('leaves letters, signs and modified keys to the shortcuts', () => {
    expect(['a', '-', '+', 'Enter'].some((value) => startsLength(key(value)))).toBe(false);
    expect(startsLength(key('1', { ctrlKey: true }))).toBe(false);
    expect(startsLength(key('1', { altKey: true }))).toBe(false);
  });
});

describe('acceptsTypedLength', () => {
  const accepts = (driver: ReturnType<typeof createEditorDriver>) => acceptsTypedLength(driver.actor.getSnapshot());

  it('waits for the first vertex', () => {
    const driver = createEditorDriver();
    expect(accepts(driver)).toBe(false);
    driver.click(100, 100);
    expect(accepts(driver)).toBe(true);
  });

  it('takes lengths for straight, constrained and angle lines only', () => {
    const driver = createEditorDriver();
    driver.click(100, 100);
    driver.choose('constrained');
    expect(accepts(driver)).toBe(true);
    driver.choose('pan_move');
    expect(accepts(driver)).toBe(false);
    driver.choose('curved');
    expect(accepts(driver)).toBe(false);
  });

  it('stops once the sketch is closed', () => {
    const driver = createEditorDriver();
    driver.clickPath([
      [100, 100],
      [200, 100],
      [200, 200],
    ]);
    driver.choose('straight');
    expect(accepts(driver)).toBe(true);
    driver.click(100, 100);
    expect(accepts(driver)).toBe(false);
  });
});
