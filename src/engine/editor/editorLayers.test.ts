import { describe, expect, it } from 'vitest';
import { layerName } from '../../shared/layerName';
import { toDocumentState } from '../document/savedDocument';
import { createEditorDriver, type EditorDriver } from '../testing/editorDriver';
import { renamingIndex } from './editorLayers';
import { activeInstrument } from './selectors';

const SQUARE = [[100, 100], [250, 100], [250, 250], [100, 250], [100, 100]] as const;

const names = (driver: EditorDriver) => driver.document().layers.map((layer, index) => layerName(layer, index));
const context = (driver: EditorDriver) => driver.actor.getSnapshot().context;

/** A drawing of a square on layer 1 and an empty layer 2, saved (nothing to save). */
function twoLayers() {
  const driver = createEditorDriver();
  driver.clickPath(SQUARE);
  driver.send({ type: 'layer.add' });
  driver.send({ type: 'document.saved', file: { id: 'd1', name: 'Plot' } });
  return driver;
}

describe('renaming a layer in the editor', () => {
  it('opens the name field on one layer; Enter keeps the typed name, trimmed, and the drawing needs a save', () => {
    const driver = twoLayers();
    driver.send({ type: 'layer.renameStart', index: 0 });
    expect(renamingIndex(context(driver))).toBe(0);
    driver.send({ type: 'layer.rename', name: '  Kitchen ' });
    expect(names(driver)).toEqual(['Kitchen', 'Layer 2']);
    expect(context(driver).renamingLayer).toBeNull();
    expect(context(driver).needSave).toBe(true);
  });

  it('keeps the name as it was on Escape, and takes no name while no field is open', () => {
    const driver = twoLayers();
    driver.send({ type: 'layer.renameStart', index: 1 });
    driver.send({ type: 'layer.renameCancel' });
    expect(context(driver).renamingLayer).toBeNull();
    driver.send({ type: 'layer.rename', name: 'Hall' });
    expect(names(driver)).toEqual(['Layer 1', 'Layer 2']);
    expect(context(driver).needSave).toBe(false);
  });

  it('gives a layer "Layer N" back for an empty name, and an unchanged name needs no save', () => {
    const driver = twoLayers();
    driver.send({ type: 'layer.renameStart', index: 1 });
    driver.send({ type: 'layer.rename', name: 'Hall' });
    driver.send({ type: 'document.saved', file: { id: 'd1', name: 'Plot' } });
    driver.send({ type: 'layer.renameStart', index: 1 });
    driver.send({ type: 'layer.rename', name: 'Hall ' });
    expect(context(driver).needSave).toBe(false);
    driver.send({ type: 'layer.renameStart', index: 1 });
    driver.send({ type: 'layer.rename', name: '' });
    expect(names(driver)).toEqual(['Layer 1', 'Layer 2']);
    expect(context(driver).needSave).toBe(true);
  });

  it('keeps the field on its layer while the layers before it go, and closes it when that layer goes', () => {
    const driver = twoLayers();
    driver.send({ type: 'layer.renameStart', index: 1 });
    driver.send({ type: 'layer.select', index: 0 });
    driver.send({ type: 'layer.delete' });
    expect(renamingIndex(context(driver))).toBe(0);
    driver.send({ type: 'layer.rename', name: 'Hall' });
    expect(names(driver)).toEqual(['Hall']);
    driver.send({ type: 'layer.renameStart', index: 0 });
    driver.send({ type: 'layer.delete' });
    expect(renamingIndex(context(driver))).toBe(-1);
    driver.send({ type: 'layer.rename', name: 'Gone' });
    expect(names(driver)).toEqual(['Layer 1']);
  });

  it('duplicates a named layer as "<name> (copy)"', () => {
    const driver = twoLayers();
    driver.send({ type: 'layer.select', index: 0 });
    driver.send({ type: 'layer.renameStart', index: 0 });
    driver.send({ type: 'layer.rename', name: 'Kitchen' });
    driver.send({ type: 'layer.duplicate' });
    expect(names(driver)).toEqual(['Kitchen', 'Kitchen (copy)', 'Layer 3']);
  });

  it('leaves names out of undo: undo and redo walk the current layer\'s sketches only, as for its colour', () => {
    const driver = twoLayers();
    driver.send({ type: 'layer.select', index: 0 });
    driver.send({ type: 'layer.renameStart', index: 0 });
    driver.send({ type: 'layer.rename', name: 'Kitchen' });
    const lines = driver.sketch().lines.length;
    driver.send({ type: 'history.undo' });
    expect(driver.sketch().lines.length).toBeLessThan(lines);
    expect(names(driver)[0]).toBe('Kitchen');
  });

  it('refuses a rename in the educator\'s read-only view', () => {
    const driver = twoLayers();
    driver.send({ type: 'layer.renameStart', index: 0 });
    driver.send({ type: 'readOnly.set', readOnly: true });
    expect(context(driver).renamingLayer).toBeNull();
    driver.send({ type: 'layer.renameStart', index: 0 });
    expect(context(driver).renamingLayer).toBeNull();
    driver.send({ type: 'layer.rename', name: 'Kitchen' });
    expect(names(driver)).toEqual(['Layer 1', 'Layer 2']);
  });

  it('keeps the names through a save and an open in another editor', () => {
    const driver = twoLayers();
    driver.send({ type: 'layer.renameStart', index: 1 });
    driver.send({ type: 'layer.rename', name: 'Hall' });
    const snapshot = driver.actor.getSnapshot();
    const state = toDocumentState({ document: snapshot.context.document, viewport: snapshot.context.viewport, instrument: activeInstrument(snapshot) });
    expect(state.layers.list.map((layer) => layer.name)).toEqual([undefined, 'Hall']);
    const other = createEditorDriver();
    other.send({ type: 'document.restore', state, file: { id: 'd1', name: 'Plot' } });
    expect(names(other)).toEqual(['Layer 1', 'Hall']);
  });
});

describe('a layer as an item of the takeoff in the editor (issue 38)', () => {
  const TILE = { name: 'Floor tile', measure: 'area', unit: 'm', unitPrice: { minor: 2_500, currency: 'GBP' } } as const;

  it('makes a layer an item, which the drawing saves, and no item again; each change needs a save', () => {
    const driver = twoLayers();
    driver.send({ type: 'layer.setItem', index: 0, item: TILE });
    expect(driver.document().layers[0]!.item).toEqual(TILE);
    expect(context(driver).needSave).toBe(true);
    const saved = toDocumentState({ document: driver.document(), viewport: context(driver).viewport, instrument: activeInstrument(driver.actor.getSnapshot()) });
    expect(saved.layers.list[0]!.item).toEqual(TILE);
    driver.send({ type: 'document.saved', file: { id: 'd1', name: 'Plot' } });
    driver.send({ type: 'layer.setItem', index: 0, item: null });
    expect(driver.document().layers[0]!.item).toBeUndefined();
    expect(context(driver).needSave).toBe(true);
  });

  it('keeps the item through a pin and a duplicate: a copy adds to the same item', () => {
    const driver = twoLayers();
    driver.send({ type: 'layer.setItem', index: 0, item: TILE });
    driver.send({ type: 'layer.select', index: 0 });
    driver.send({ type: 'layer.duplicate' });
    driver.send({ type: 'layer.togglePin', index: 0 });
    expect(driver.document().layers.map((layer) => layer.item?.name ?? null)).toEqual(['Floor tile', 'Floor tile', null]);
  });

  it('sets an item on every layer of its name: a price changed on any of them is the item\'s', () => {
    const driver = twoLayers();
    driver.send({ type: 'layer.setItem', index: 0, item: TILE });
    driver.send({ type: 'layer.setItem', index: 1, item: TILE });
    const dearer = { ...TILE, unitPrice: { minor: 3_000, currency: 'GBP' } } as const;
    driver.send({ type: 'layer.setItem', index: 1, item: dearer });
    expect(driver.document().layers.map((layer) => layer.item)).toEqual([dearer, dearer]);
    // Renamed on one layer, that layer alone becomes another item.
    driver.send({ type: 'layer.setItem', index: 0, item: { ...dearer, name: 'Carpet' } });
    expect(driver.document().layers.map((layer) => layer.item?.name)).toEqual(['Carpet', 'Floor tile']);
  });

  it("takes no item in the educator's read-only view", () => {
    const driver = twoLayers();
    driver.send({ type: 'readOnly.set', readOnly: true });
    driver.send({ type: 'layer.setItem', index: 0, item: TILE });
    expect(driver.document().layers[0]!.item).toBeUndefined();
  });
});
