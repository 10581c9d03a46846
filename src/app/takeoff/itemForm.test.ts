import { describe, expect, it } from 'vitest';
import { createLayer } from '../../engine/document/layer';
import { rectangleSketch, openSketch } from '../../engine/print/testing/knownDrawing';
import { commitLayerSketch } from '../../engine/document/layer';
import { itemCurrency, itemFormFor, itemFromForm, type ItemForm } from './itemForm';

const FORM: ItemForm = { name: 'Floor tile', measure: 'area', unit: 'm', price: '25.10', currency: 'GBP', waste: '10', height: '' };

describe('the layer item form', () => {
  it('makes the item the fields say, the price in minor units', () => {
    expect(itemFromForm(FORM)).toEqual({ item: { name: 'Floor tile', measure: 'area', unit: 'm', unitPrice: { minor: 2510, currency: 'GBP' }, wastePercent: 10 } });
    expect(itemFromForm({ ...FORM, measure: 'perimeter', height: '2.4', price: '', waste: '' })).toEqual({ item: { name: 'Floor tile', measure: 'perimeter', unit: 'm', height: 2.4 } });
    // A height typed before the measure became an area is not kept.
    expect(itemFromForm({ ...FORM, height: '2.4' })).toEqual(itemFromForm(FORM));
  });

  it('says what is wrong: no name, a price that is not one, waste over 100 %, a wall of no height', () => {
    expect(itemFromForm({ ...FORM, name: '   ' })).toEqual({ error: 'Give the item a name of 1 to 60 characters.' });
    expect(itemFromForm({ ...FORM, price: '25.105' })).toEqual({ error: 'The unit price is not an amount of GBP: type it as 25 or 25.50.' });
    expect(itemFromForm({ ...FORM, price: '19.5', currency: 'JPY' })).toEqual({ error: 'The unit price is not an amount of JPY: type it as 25 or 25.50.' });
    expect(itemFromForm({ ...FORM, waste: '120' })).toEqual({ error: 'Waste is a percentage from 0 to 100.' });
    expect(itemFromForm({ ...FORM, waste: 'ten' })).toEqual({ error: 'Waste is a percentage from 0 to 100.' });
    expect(itemFromForm({ ...FORM, measure: 'length', height: '0' })).toEqual({ error: 'The wall height is a length greater than 0.' });
  });

  it('starts a new item from the layer: its name, and what it holds', () => {
    const closed = commitLayerSketch(createLayer(1, 'pink'), rectangleSketch());
    const open = commitLayerSketch(createLayer(2, 'pink'), openSketch());
    expect(itemFormFor(closed, 'Kitchen', 'ft', 'USD')).toEqual({ name: 'Kitchen', measure: 'area', unit: 'ft', price: '', currency: 'USD', waste: '', height: '' });
    expect(itemFormFor(open, 'Layer 2', 'm', 'GBP').measure).toBe('length');
    const item = itemFromForm(FORM);
    if (!('item' in item)) throw new Error('no item');
    expect(itemFormFor({ ...closed, item: item.item }, 'Kitchen', 'ft', 'USD')).toEqual(FORM);
  });

  it("types a new price in the drawing's other prices' currency, else the account's", () => {
    const priced = { ...createLayer(1, 'pink'), item: { name: 'A', measure: 'area' as const, unit: 'm' as const, unitPrice: { minor: 1, currency: 'EUR' as const } } };
    expect(itemCurrency([createLayer(2, 'pink'), priced], 'USD')).toBe('EUR');
    expect(itemCurrency([createLayer(2, 'pink')], 'USD')).toBe('USD');
    expect(itemCurrency([], 'nonsense')).toBe('GBP');
  });
});
