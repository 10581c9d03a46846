import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DocumentState } from '../../shared/documentState';
import { createEditorDriver } from '../testing/editorDriver';

/** The editor-made square plot, saved with a drawing instrument chosen. */
const SQUARE_PLOT = JSON.parse(readFileSync(new URL('../../shared/testing/squarePlotState.json', import.meta.url), 'utf8')) as { state: DocumentState };

describe("the educator's read-only view", () => {
  it('switches to the pan tool and refuses every other instrument without a notice', () => {
    const driver = createEditorDriver();
    driver.send({ type: 'readOnly.set', readOnly: true });
    expect(driver.instrument()).toBe('pan_move');
    for (const instrument of ['straight', 'rectangle_tool', 'note_tool', 'select_tool', 'magic_wand', 'scale_line'] as const) {
      driver.choose(instrument);
      expect(driver.instrument()).toBe('pan_move');
    }
    expect(driver.notices).toEqual([]);
  });

  it('draws nothing on a drag, and moves the view instead', () => {
    const driver = createEditorDriver();
    driver.send({ type: 'readOnly.set', readOnly: true });
    const before = driver.viewport().offset;
    driver.drag([100, 100], [300, 200]);
    expect(driver.layer().sketch.lines).toHaveLength(0);
    expect(driver.viewport().offset).not.toEqual(before);
  });

  it('keeps the pan tool when a document opens with another instrument saved, and after undo or a clear', () => {
    const driver = createEditorDriver();
    driver.send({ type: 'readOnly.set', readOnly: true });
    driver.send({ type: 'document.restore', state: SQUARE_PLOT.state, file: { id: 'd1', name: 'Plot' } });
    expect(driver.instrument()).toBe('pan_move');
    expect(driver.layer().sketch.lines.length).toBeGreaterThan(0);
    driver.send({ type: 'history.undo' });
    driver.send({ type: 'document.clear', removeImage: true });
    expect(driver.instrument()).toBe('pan_move');
  });

  it('refuses layer, note and length edits, while a layer may still be chosen and shown', () => {
    const driver = createEditorDriver();
    driver.clickPath([[100, 100], [250, 100], [250, 250], [100, 250], [100, 100]]);
    driver.choose('note_tool');
    driver.click(175, 175);
    driver.send({ type: 'layer.add' });
    driver.send({ type: 'readOnly.set', readOnly: true });
    const before = driver.document();
    driver.send({ type: 'layer.add' });
    driver.send({ type: 'layer.duplicate' });
    driver.send({ type: 'layer.delete' });
    driver.send({ type: 'layer.setColor', index: 0, color: 'blue' });
    driver.send({ type: 'layer.togglePin', index: 0 });
    driver.send({ type: 'layer.select', index: 0 });
    const shown = driver.document();
    expect(shown.layers.map((layer) => [layer.color, layer.pinned])).toEqual(before.layers.map((layer) => [layer.color, layer.pinned]));
    expect(shown.layers).toHaveLength(2);
    expect(shown.currentIndex).toBe(0);
    const note = driver.layer().notes[0]!;
    driver.send({ type: 'note.setText', index: 0, text: 'changed' });
    driver.send({ type: 'note.delete', index: 0 });
    expect(driver.layer().notes[0]).toEqual(note);
    driver.send({ type: 'lineLength.edit', line: 0 });
    expect(driver.actor.getSnapshot().context.editingLine).toBeNull();
  });

  it('lets every instrument be chosen again once it is off', () => {
    const driver = createEditorDriver();
    driver.send({ type: 'readOnly.set', readOnly: true });
    driver.send({ type: 'readOnly.set', readOnly: false });
    driver.choose('rectangle_tool');
    expect(driver.instrument()).toBe('rectangle_tool');
  });
});
