import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/constants';
import { createEditorDriver } from '../testing/editorDriver';

const SQUARE = [[100, 100], [250, 100], [250, 250], [100, 250], [100, 100]] as const;

describe('editor', () => {
  it('draws a square by clicking, closes it and switches to select', () => {
    const editor = createEditorDriver();
    expect(editor.instrument()).toBe('straight');
    editor.clickPath(SQUARE);
    expect(editor.sketch().closed).toBe(true);
    expect(editor.sketch().lines).toHaveLength(4);
    expect(editor.instrument()).toBe('select_tool');
  });

  it('pushes one history step per committed vertex', () => {
    const editor = createEditorDriver();
    editor.clickPath(SQUARE);
    expect(editor.layer().history.entries).toHaveLength(6);
    expect(editor.layer().history.currentPosition).toBe(5);
  });

  it('draws a segment with press, drag and release', () => {
    const editor = createEditorDriver();
    editor.drag([100, 100], [250, 100]);
    expect(editor.sketch().controlPoints).toEqual([{ x: 100, y: 100 }, { x: 250, y: 100 }]);
    editor.drag([250, 100], [250, 250]);
    expect(editor.sketch().controlPoints).toHaveLength(3);
  });

  it('cancels a drag with Escape and keeps the sketch as it was', () => {
    const editor = createEditorDriver();
    editor.click(100, 100);
    const before = editor.sketch();
    editor.pointerDown(100, 100);
    editor.pointerMove(200, 160);
    expect(editor.toolState()).toBe('dragging');
    editor.send({ type: 'gesture.cancel' });
    expect(editor.toolState()).toBe('idle');
    editor.pointerUp(200, 160);
    expect(editor.sketch()).toBe(before);
  });

  it('rejects a crossing line with the spec message for 1000 ms', () => {
    const editor = createEditorDriver();
    editor.clickPath(SQUARE.slice(0, 4));
    const before = editor.sketch();
    editor.click(175, 50);
    expect(editor.notices).toEqual([{ kind: 'danger', message: MESSAGES.linesCannotIntersect, durationMs: 1000 }]);
    expect(editor.sketch()).toBe(before);
  });

  it('refuses line tools on a closed sketch with the add-layer hint', () => {
    const editor = createEditorDriver();
    editor.clickPath(SQUARE);
    editor.send({ type: 'instrument.select', instrument: 'straight' });
    expect(editor.instrument()).toBe('select_tool');
    expect(editor.notices.at(-1)).toEqual({ kind: 'info', message: MESSAGES.addNewLayer, durationMs: 2000 });
  });

  it('selects the matching instrument after undo and redo', () => {
    const editor = createEditorDriver();
    editor.clickPath(SQUARE);
    editor.send({ type: 'history.undo' });
    expect(editor.sketch().closed).toBe(false);
    expect(editor.instrument()).toBe('straight');
    editor.send({ type: 'instrument.select', instrument: 'pan_move' });
    editor.send({ type: 'history.redo' });
    expect(editor.sketch().closed).toBe(true);
    expect(editor.instrument()).toBe('select_tool');
  });

  it('stops undo at the empty sketch and redo at the last step', () => {
    const editor = createEditorDriver();
    editor.clickPath(SQUARE);
    for (let i = 0; i < 10; i++) editor.send({ type: 'history.undo' });
    expect(editor.sketch().controlPoints).toHaveLength(0);
    for (let i = 0; i < 10; i++) editor.send({ type: 'history.redo' });
    expect(editor.sketch().closed).toBe(true);
  });

  it('measures in canvas pixels whatever the zoom, so a zoomed square is the same square', () => {
    const editor = createEditorDriver();
    for (let i = 0; i < 10; i++) editor.send({ type: 'zoom.step', direction: 1 });
    expect(editor.viewport().zoom).toBe(2);
    const { offset } = editor.viewport();
    const screen = ([x, y]: readonly [number, number]) => [x * 2 + offset.x, y * 2 + offset.y] as const;
    editor.clickPath(SQUARE.map(screen));
    expect(editor.sketch().controlPoints).toEqual([
      { x: 100, y: 100 }, { x: 250, y: 100 }, { x: 250, y: 250 }, { x: 100, y: 250 },
    ]);
    expect(editor.sketch().closed).toBe(true);
  });

  it('keeps zoom between 1 and 10', () => {
    const editor = createEditorDriver();
    for (let i = 0; i < 200; i++) editor.send({ type: 'zoom.step', direction: 1 });
    expect(editor.viewport().zoom).toBe(10);
    for (let i = 0; i < 200; i++) editor.send({ type: 'zoom.wheel', deltaY: 100, screen: { x: 10, y: 10 } });
    expect(editor.viewport().zoom).toBe(1);
  });

  /** An editor zoomed to 2× with the pan instrument chosen, and the view's offset then. */
  const zoomedForPanning = () => {
    const editor = createEditorDriver();
    for (let i = 0; i < 10; i++) editor.send({ type: 'zoom.step', direction: 1 });
    editor.send({ type: 'instrument.select', instrument: 'pan_move' });
    return { editor, start: editor.viewport().offset };
  };

  it('pans with the pan instrument and puts the view back on Escape', () => {
    const { editor, start } = zoomedForPanning();
    editor.pointerDown(500, 400);
    editor.pointerMove(520, 390);
    expect(editor.viewport().offset).toEqual({ x: start.x + 20, y: start.y - 10 });
    editor.send({ type: 'gesture.cancel' });
    expect(editor.viewport().offset).toEqual(start);
  });

  it('restores the exact view on Escape even after the drag ran into the edge', () => {
    const { editor, start } = zoomedForPanning();
    editor.pointerDown(500, 400);
    editor.pointerMove(2500, 2400);
    editor.pointerMove(480, 390);
    // Back near the press point, the view follows the pointer, with no drift from the clamp.
    expect(editor.viewport().offset).toEqual({ x: start.x - 20, y: start.y - 10 });
    editor.pointerMove(2500, 2400);
    editor.send({ type: 'gesture.cancel' });
    expect(editor.viewport().offset).toEqual(start);
  });

  it('sets the scale, keeping at least 0.1', () => {
    const editor = createEditorDriver();
    editor.send({ type: 'scale.set', value: 2, measure: 'm' });
    expect(editor.document().scale).toMatchObject({ value: 2, measure: 'm' });
    editor.send({ type: 'scale.set', value: 0.01, measure: 'm' });
    expect(editor.document().scale.value).toBe(0.1);
  });

  it('gives a pristine drawing the stored system\'s default unit, and leaves a started one alone', () => {
    const fresh = createEditorDriver();
    fresh.send({ type: 'system.loaded', system: 'imperial' });
    expect(fresh.document().scale).toMatchObject({ value: 1, measure: 'ft' });

    const started = createEditorDriver();
    started.click(100, 100);
    started.send({ type: 'system.loaded', system: 'imperial' });
    expect(started.document().scale.measure).toBe('cm');

    const rescaled = createEditorDriver();
    rescaled.send({ type: 'scale.set', value: 1, measure: 'm' });
    rescaled.send({ type: 'system.loaded', system: 'imperial' });
    expect(rescaled.document().scale.measure).toBe('m');
  });

  it('gives a drawing still pristine the next stored system too (a login or logout loads another person\'s)', () => {
    const editor = createEditorDriver();
    editor.send({ type: 'system.loaded', system: 'imperial' });
    editor.send({ type: 'system.loaded', system: 'metric' });
    expect(editor.document().scale).toMatchObject({ value: 1, measure: 'cm' });
  });

  it('switches the measure to the other system\'s nearest unit when the default system is switched, converting the value so the drawing keeps its size', () => {
    const editor = createEditorDriver();
    editor.send({ type: 'scale.set', value: 2.5, measure: 'cm' });
    editor.send({ type: 'system.switched', system: 'imperial' });
    expect(editor.document().scale.measure).toBe('in');
    expect(editor.document().scale.value).toBeCloseTo(2.5 / 2.54, 15);
    editor.send({ type: 'system.switched', system: 'metric' });
    expect(editor.document().scale.measure).toBe('cm');
    expect(editor.document().scale.value).toBeCloseTo(2.5, 14);
  });

  it('says in an info notice that the scale is now shown in the new unit and the drawing keeps its size', () => {
    const editor = createEditorDriver();
    editor.send({ type: 'scale.set', value: 0.5, measure: 'm' });
    editor.send({ type: 'system.switched', system: 'imperial' });
    expect(editor.notices).toEqual([
      {
        kind: 'info',
        message: 'The scale is now shown in ft: 1 square = 1.64 ft. The drawing keeps its real size.',
        durationMs: 5000,
      },
    ]);
    // Already in ft: nothing changes and nothing is said.
    editor.send({ type: 'system.switched', system: 'imperial' });
    expect(editor.notices).toHaveLength(1);
  });

  it('sets the unit chosen in the scale box as it is, without converting the value', () => {
    const editor = createEditorDriver();
    editor.send({ type: 'scale.set', value: 0.5, measure: 'm' });
    editor.send({ type: 'scale.set', value: 0.5, measure: 'ft' });
    expect(editor.document().scale).toMatchObject({ value: 0.5, measure: 'ft' });
    expect(editor.notices).toEqual([]);
  });
});
