import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DocumentState } from '../../shared/documentState';
import { createEditorDriver } from '../testing/editorDriver';

/** The editor-made square plot, saved with a drawing instrument chosen. */
const SQUARE_PLOT = JSON.parse(readFileSync(new URL('../../shared/testing/squarePlotState.json', import.meta.url), 'utf8')) as { state: DocumentState };

describe('a drawing kept on the device comes back (document.recover)', () => {
  it('restores the drawing as an open would, but it still needs a save', () => {
    const driver = createEditorDriver();
    driver.send({ type: 'document.recover', state: SQUARE_PLOT.state, file: null });
    const { context } = driver.actor.getSnapshot();
    expect(driver.layer().sketch.lines.length).toBeGreaterThan(0);
    expect(context.needSave).toBe(true);
    expect(context.file).toBeNull();
  });

  it('keeps the saved document it was opened from, so Save overwrites that one', () => {
    const driver = createEditorDriver();
    driver.send({ type: 'document.recover', state: SQUARE_PLOT.state, file: { id: 'd1', name: 'Plot' } });
    expect(driver.actor.getSnapshot().context).toMatchObject({ file: { id: 'd1', name: 'Plot' }, needSave: true });
  });

  it('differs from an open, which needs no save', () => {
    const driver = createEditorDriver();
    driver.send({ type: 'document.restore', state: SQUARE_PLOT.state, file: { id: 'd1', name: 'Plot' } });
    expect(driver.actor.getSnapshot().context.needSave).toBe(false);
  });
});
