import { describe, expect, it } from 'vitest';
import { documentStateSchema, parseDocumentState } from '../../shared/documentState';
import { activeInstrument } from '../editor/selectors';
import { createEditorDriver, type EditorDriver } from '../testing/editorDriver';
import { allLayersEmpty, fromDocumentState, isSessionOnlyUrl, toDocumentState } from './savedDocument';

const SQUARE = [[100, 100], [250, 100], [250, 250], [100, 250], [100, 100]] as const;
const FILE = { id: '6f1c1a52-8a5e-4b55-9d5c-3b4a1d2e8f10', name: 'Plot 1' };

const saved = (editor: EditorDriver) => {
  const snapshot = editor.actor.getSnapshot();
  return toDocumentState({ document: snapshot.context.document, viewport: snapshot.context.viewport, instrument: activeInstrument(snapshot) });
};

describe('saved document state', () => {
  it('keeps only the current history step of each layer and validates against the shared schema', () => {
    const editor = createEditorDriver();
    editor.clickPath(SQUARE);
    expect(editor.layer().history.entries.length).toBeGreaterThan(1);
    const state = saved(editor);
    expect(documentStateSchema.safeParse(state).success).toBe(true);
    expect(state.layers.list[0]!.history).toEqual({ entries: [editor.sketch()], currentPosition: 0 });
    expect(state.layers.list[0]!.sketch).toEqual(editor.sketch());
    expect(state.instrument).toBe('select_tool');
    expect(state.drawArea).toEqual({ width: 1000, height: 800 });
    expect(state.map).toBeNull();
    expect(state.label.showSumLabels).toBe(true);
  });

  it('restores layers, current layer, scale, zoom, offset and labels into another editor, and re-selects the layer', () => {
    const first = createEditorDriver();
    first.clickPath(SQUARE);
    first.send({ type: 'layer.add' });
    first.clickPath([[400, 400], [500, 400], [500, 500], [400, 400]]);
    first.send({ type: 'scale.set', value: 2.5, measure: 'm' });
    first.send({ type: 'zoom.step', direction: 1 });
    first.send({ type: 'labels.toggle' });
    const state = saved(first);

    const second = createEditorDriver();
    second.send({ type: 'document.restore', state, file: FILE });
    const context = second.actor.getSnapshot().context;
    expect(context.document.layers.map((layer) => layer.sketch)).toEqual(first.document().layers.map((layer) => layer.sketch));
    expect(context.document.currentIndex).toBe(1);
    expect(context.document.scale).toEqual(first.document().scale);
    expect(context.viewport.zoom).toBe(first.viewport().zoom);
    expect(context.viewport.offset).toEqual(first.viewport().offset);
    expect(second.sketch().labelsVisible).toBe(false);
    expect(context.file).toEqual(FILE);
    expect(context.needSave).toBe(false);
    expect(second.instrument()).toBe('select_tool');
    // The restored history is the one saved step: nothing to undo past the opened drawing.
    second.send({ type: 'history.undo' });
    expect(second.sketch()).toEqual(first.sketch());
  });

  it('keeps a perspective plane and two axis lines through JSON, and a document saved before them opens with neither (issue 23)', () => {
    const editor = createEditorDriver();
    editor.clickPath(SQUARE);
    const base = saved(editor);
    const perspective = {
      kind: 'perspective',
      corners: [{ x: 300, y: 1300 }, { x: 1700, y: 1300 }, { x: 1350, y: 500 }, { x: 650, y: 500 }],
      width: 4,
      height: 3,
      unit: 'm',
      zoom: 2,
      rectified: true,
    } as const;
    const axes = {
      kind: 'axes',
      unit: 'cm',
      lines: [
        { from: { x: 1, y: 2 }, to: { x: 401, y: 2 }, length: 10, zoom: 1 },
        { from: { x: 1, y: 2 }, to: { x: 1, y: 202 }, length: 10, zoom: 4 },
      ],
    } as const;
    for (const plane of [perspective, axes]) {
      const state = { ...base, scale: { ...base.scale, manual: true, lineZoom: 3, plane } };
      const restored = parseDocumentState(JSON.parse(JSON.stringify(state)));
      expect(restored.scale).toEqual(state.scale);
      const reopened = createEditorDriver();
      reopened.send({ type: 'document.restore', state: restored, file: FILE });
      expect(reopened.document().scale.plane).toEqual(plane);
    }
    // What a version-3 document saved before issue 23 held: no plane, no zoom of the line.
    const older = parseDocumentState(JSON.parse(JSON.stringify(base)));
    expect(older.scale).toEqual(base.scale);
    expect('plane' in older.scale || 'lineZoom' in older.scale).toBe(false);
    // A plane with a corner missing or a side of no length is refused, not half-read.
    expect(documentStateSchema.safeParse({ ...base, scale: { ...base.scale, plane: { ...perspective, corners: perspective.corners.slice(0, 3) } } }).success).toBe(false);
    expect(documentStateSchema.safeParse({ ...base, scale: { ...base.scale, plane: { ...perspective, width: 0 } } }).success).toBe(false);
  });

  it('saves and restores count markers with their symbol, and opens with Count chosen again', () => {
    const first = createEditorDriver();
    first.choose('count_tool');
    first.send({ type: 'count.setSymbol', symbol: 'cross' });
    first.clickPath([[100, 100], [140, 100], [180, 100]]);
    const state = documentStateSchema.parse(JSON.parse(JSON.stringify(saved(first))));
    expect(state.instrument).toBe('count_tool');
    expect(allLayersEmpty(first.document())).toBe(false);

    const second = createEditorDriver();
    second.send({ type: 'document.restore', state, file: FILE });
    expect(second.sketch().count).toEqual({ symbol: 'cross', markers: [{ x: 100, y: 100 }, { x: 140, y: 100 }, { x: 180, y: 100 }] });
    expect(second.instrument()).toBe('count_tool');
  });

  it('chooses the instrument that matches the restored sketch when the saved one is not available', () => {
    const first = createEditorDriver();
    first.clickPath([[100, 100], [200, 100]]);
    const state = { ...saved(first), instrument: 'rectangle_tool' as const };
    const second = createEditorDriver();
    second.send({ type: 'document.restore', state, file: FILE });
    expect(second.instrument()).toBe('straight');
  });

  it('restores without the image when asked to', () => {
    const editor = createEditorDriver();
    editor.clickPath(SQUARE);
    const image = { url: 'blob:http://localhost/123', file: 'plan.png', originSizes: { width: 800, height: 600 }, realSizes: { width: 800, height: 600 }, ratio: 1, position: { x: 20, y: 20 }, display: true };
    const state = { ...saved(editor), image };
    const context = editor.actor.getSnapshot().context;
    expect(fromDocumentState(state, context).document.image).toEqual(image);
    expect(fromDocumentState(state, context, false).document.image).toBeNull();
    expect(isSessionOnlyUrl(image.url)).toBe(true);
    expect(isSessionOnlyUrl('/uploads/plan.png')).toBe(false);
  });

  it('tells an empty drawing from one with content', () => {
    const editor = createEditorDriver();
    expect(allLayersEmpty(editor.document())).toBe(true);
    editor.clickPath([[100, 100], [200, 100]]);
    expect(allLayersEmpty(editor.document())).toBe(false);
  });
});

describe('needSave', () => {
  it('is set by a committed edit, cleared by a save, and cleared with the file by Clear canvas', () => {
    const editor = createEditorDriver();
    const flag = () => editor.actor.getSnapshot().context.needSave;
    expect(flag()).toBe(false);
    editor.send({ type: 'color.set', color: 'blue' });
    expect(flag()).toBe(false);
    editor.clickPath([[100, 100], [200, 100]]);
    expect(flag()).toBe(true);
    editor.send({ type: 'document.saved', file: FILE });
    expect(flag()).toBe(false);
    expect(editor.actor.getSnapshot().context.file).toEqual(FILE);
    editor.send({ type: 'history.undo' });
    expect(flag()).toBe(true);
    editor.send({ type: 'document.clear' });
    expect(flag()).toBe(false);
    expect(editor.actor.getSnapshot().context.file).toBeNull();
  });

  it('is not set by a refused edit or by choosing a layer', () => {
    const editor = createEditorDriver();
    editor.click(100, 100);
    editor.send({ type: 'document.saved', file: FILE });
    editor.click(101, 100);
    expect(editor.actor.getSnapshot().context.needSave).toBe(false);
    editor.send({ type: 'layer.select', index: 0 });
    expect(editor.actor.getSnapshot().context.needSave).toBe(false);
  });
});
