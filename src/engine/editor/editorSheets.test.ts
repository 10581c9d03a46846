/**
 * Sheets in the editor (issue 38 item 1): pages added as sheets, each with its own background,
 * scale, layers and view; switching keeps what was drawn on each; items add up across them;
 * the saved state keeps them all and a document from before sheets opens as one.
 */
import { describe, expect, it } from 'vitest';
import { parseDocumentState } from '../../shared/documentState';
import type { ImageState } from '../../shared/schemas';
import { currentLayer } from '../document/drawingDocument';
import { sheetDocuments, sheetName, sheetsOf, type NewSheet } from '../document/sheets';
import { fromDocumentState, toDocumentState } from '../document/savedDocument';
import { defaultScale } from '../document/drawingDocument';
import { takeoffTable } from '../takeoff/takeoffTable';
import { activeInstrument } from './selectors';
import { createEditorDriver, type EditorDriver } from '../testing/editorDriver';

const image = (url: string, width: number, height: number): ImageState => ({
  url,
  file: `${url}.png`,
  position: { x: 20, y: 20 },
  originSizes: { width, height },
  realSizes: { width, height },
  ratio: 1,
  display: true,
});

const sheet = (name: string, url: string, metresPerUnit: number): NewSheet => ({
  name,
  image: image(url, 800, 600),
  scale: { ...defaultScale('m'), value: metresPerUnit, text: String(metresPerUnit) },
});

const SQUARE = [[100, 100], [250, 100], [250, 250], [100, 250], [100, 100]] as const;

const document = (editor: EditorDriver) => editor.actor.getSnapshot().context.document;
const saved = (editor: EditorDriver) => {
  const snapshot = editor.actor.getSnapshot();
  return toDocumentState({ document: snapshot.context.document, viewport: snapshot.context.viewport, instrument: activeInstrument(snapshot) });
};

/** An editor on page 1's image with pages 2 and 3 added as sheets. */
function threeSheets(): EditorDriver {
  const editor = createEditorDriver();
  editor.send({ type: 'image.place', image: image('/page-1', 800, 600), scale: { value: 1, measure: 'm' } });
  editor.send({ type: 'sheet.rename', index: 0, name: 'A-101 Ground floor' });
  editor.send({ type: 'sheets.add', sheets: [sheet('A-102', '/page-2', 2), sheet('', '/page-3', 0.5)] });
  editor.send({ type: 'instrument.select', instrument: 'straight' });
  return editor;
}

describe('sheets in the editor', () => {
  it('adds sheets after the one shown, which stays on screen, and names an unnamed one by its place', () => {
    const editor = threeSheets();
    const sheets = sheetsOf(document(editor));
    expect(sheets.shown).toBe(0);
    expect(sheets.list.map(sheetName)).toEqual(['A-101 Ground floor', 'A-102', 'Sheet 3']);
    expect(document(editor).image?.url).toBe('/page-1');
    expect(editor.actor.getSnapshot().context.needSave).toBe(true);
  });

  it('shows another sheet with its own image, scale and layers, and brings back what was drawn on the first', () => {
    const editor = threeSheets();
    editor.clickPath(SQUARE);
    const drawn = currentLayer(document(editor)).sketch;
    editor.send({ type: 'zoom.step', direction: 1 });
    const zoomed = editor.actor.getSnapshot().context.viewport;

    editor.send({ type: 'sheet.show', index: 1 });
    expect(document(editor).image?.url).toBe('/page-2');
    expect(document(editor).scale.value).toBe(2);
    expect(document(editor).layers).toHaveLength(1);
    expect(currentLayer(document(editor)).sketch.lines).toHaveLength(0);
    // Never shown before: its image is fitted, not the first sheet's zoom.
    expect(editor.actor.getSnapshot().context.viewport.zoom).toBe(1);

    editor.send({ type: 'sheet.show', index: 0 });
    expect(currentLayer(document(editor)).sketch).toEqual(drawn);
    expect(document(editor).scale.value).toBe(1);
    expect(editor.actor.getSnapshot().context.viewport.zoom).toBe(zoomed.zoom);
    expect(editor.actor.getSnapshot().context.viewport.offset).toEqual(zoomed.offset);
  });

  it('waits while a cutout is being placed on the sheet shown', () => {
    const editor = threeSheets();
    editor.clickPath(SQUARE);
    editor.send({ type: 'instrument.select', instrument: 'cutout_tool' });
    editor.click(150, 150);
    editor.send({ type: 'sheet.show', index: 1 });
    expect(document(editor).image?.url).toBe('/page-1');
  });

  it('shows a sheet whose image could not be had on the grid', () => {
    const editor = threeSheets();
    editor.send({ type: 'sheet.show', index: 2, withoutImage: true });
    expect(sheetsOf(document(editor)).shown).toBe(2);
    expect(document(editor).image).toBeNull();
  });

  it('moves a sheet, the one on screen staying on screen, and renames one', () => {
    const editor = threeSheets();
    editor.send({ type: 'sheet.move', from: 0, to: 2 });
    const sheets = sheetsOf(document(editor));
    expect(sheets.list.map(sheetName)).toEqual(['A-102', 'Sheet 2', 'A-101 Ground floor']);
    expect(sheets.shown).toBe(2);
    expect(document(editor).image?.url).toBe('/page-1');
    editor.send({ type: 'sheet.rename', index: 1, name: '  Roof\u202E plan  ' });
    expect(sheetName(sheetsOf(document(editor)).list[1]!, 1)).toBe('Roof plan');
  });

  it('adds up one item across sheets, each measured at its own scale, and a price set on one sheet is the item’s on all', () => {
    const editor = threeSheets();
    // A 150 × 150 px square: 10 × 10 grid units at 15 px a unit.
    editor.clickPath(SQUARE);
    editor.send({ type: 'layer.setItem', index: 0, item: { name: 'Floor tile', measure: 'area', unit: 'm' } });
    editor.send({ type: 'sheet.show', index: 1 });
    editor.clickPath(SQUARE);
    const priced = { name: 'Floor tile', measure: 'area', unit: 'm', unitPrice: { minor: 2500, currency: 'GBP' } } as const;
    editor.send({ type: 'layer.setItem', index: 0, item: priced });

    const table = takeoffTable(sheetDocuments(document(editor)));
    const row = table.rows.find((each) => each.name === 'Floor tile')!;
    // 10 × 10 units: 100 m² at 1 m a unit, 400 m² at 2 m a unit, nothing on the third sheet.
    expect(row.sheets.map((quantity) => quantity?.value ?? null)).toEqual([100, 400, null]);
    expect(row.total.value).toBe(500);
    expect(row.costMinor).toBe(500 * 2500);
    const firstSheetLayer = sheetsOf(document(editor)).list[0]!.content!.layers[0]!;
    expect(firstSheetLayer.item?.unitPrice?.minor).toBe(2500);
  });

  it('saves every sheet and opens them again, the one shown on screen', () => {
    const editor = threeSheets();
    editor.clickPath(SQUARE);
    editor.send({ type: 'sheet.show', index: 1 });
    editor.clickPath([[300, 300], [400, 300], [400, 400], [300, 300]]);
    const state = parseDocumentState(JSON.parse(JSON.stringify(saved(editor))));
    expect(state.sheets?.list.map((each) => each.content === null)).toEqual([false, true, false]);

    const other = createEditorDriver();
    other.send({ type: 'document.restore', state, file: { id: '6f1c1a52-8a5e-4b55-9d5c-3b4a1d2e8f10', name: 'Set' } });
    expect(sheetsOf(document(other)).shown).toBe(1);
    expect(document(other).image?.url).toBe('/page-2');
    other.send({ type: 'sheet.show', index: 0 });
    expect(currentLayer(document(other)).sketch.lines).toHaveLength(4);
    expect(document(other).image?.url).toBe('/page-1');
  });

  it('opens a document saved before sheets as one sheet, unchanged, and saves it without sheets', () => {
    const editor = createEditorDriver();
    editor.clickPath(SQUARE);
    const { sheets: _none, snapToDrawing: _neither, ...before } = saved(editor);
    const version4 = { ...before, version: 4 };
    const state = parseDocumentState(version4);
    expect(state.sheets).toBeUndefined();
    const snapshot = editor.actor.getSnapshot();
    const opened = fromDocumentState(state, snapshot.context);
    expect(sheetsOf(opened.document).list).toHaveLength(1);
    expect(opened.document.layers.map((layer) => layer.sketch)).toEqual(snapshot.context.document.layers.map((layer) => layer.sketch));
    expect(toDocumentState({ document: opened.document, viewport: opened.viewport, instrument: 'straight' }).sheets).toBeUndefined();
  });

  it('a new import, Clear All or the map leave one sheet; Clear Drawing Only keeps every sheet’s background', () => {
    const editor = threeSheets();
    editor.clickPath(SQUARE);
    editor.send({ type: 'document.clear' });
    expect(sheetsOf(document(editor)).list.map((each) => each.content?.image?.url ?? document(editor).image?.url)).toEqual(['/page-1', '/page-2', '/page-3']);
    expect(currentLayer(document(editor)).sketch.lines).toHaveLength(0);
    editor.send({ type: 'document.clear', removeImage: true });
    expect(sheetsOf(document(editor)).list).toHaveLength(1);

    const imported = threeSheets();
    imported.send({ type: 'image.place', image: image('/other', 500, 500) });
    expect(sheetsOf(document(imported)).list).toHaveLength(1);
  });

  it('stores a session image under its server path on whichever sheet shows it', () => {
    const editor = threeSheets();
    editor.send({ type: 'image.stored', url: '/api/images/p2.png', from: '/page-2' });
    expect(sheetsOf(document(editor)).list[1]!.content!.image?.url).toBe('/api/images/p2.png');
    expect(document(editor).image?.url).toBe('/page-1');
    editor.send({ type: 'image.stored', url: '/api/images/p1.png' });
    expect(document(editor).image?.url).toBe('/api/images/p1.png');
  });

  it('puts a page drawn when first needed on its sheet, with the scale the page states, and leaves the others', () => {
    const editor = threeSheets();
    editor.send({ type: 'sheets.add', sheets: [{ ...sheet('', 'pdf-page:1/4', 1), scale: defaultScale('m') }] });
    const stated = { ...defaultScale('m'), value: 0.25, text: '0.25' };
    editor.send({ type: 'sheet.pageDrawn', from: 'pdf-page:1/4', url: 'blob:page-4', scale: stated });
    const list = sheetsOf(document(editor)).list;
    expect(list[3]!.content!.image?.url).toBe('blob:page-4');
    expect(list[3]!.content!.scale).toEqual(stated);
    expect(list[1]!.content!.scale.value).toBe(2);
    expect(document(editor).scale.value).toBe(1);
  });
});
