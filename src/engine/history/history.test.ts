import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT } from '../../shared/constants';
import { appendStraightLine, emptySketch, startSketch } from '../document/sketch';
import { canRedo, canUndo, createHistory, currentStep, keepCurrentStepOnly, pushStep, redo, undo } from './history';

const sketchWith = (points: number) => {
  let sketch = startSketch(emptySketch(), { x: 0, y: 0 });
  for (let i = 1; i < points; i++) sketch = appendStraightLine(sketch, { x: i * 10, y: (i % 2) * 10 });
  return sketch;
};

describe('history', () => {
  it('keeps at most 20 steps, dropping the oldest', () => {
    let history = createHistory(emptySketch());
    for (let i = 1; i <= 30; i++) history = pushStep(history, sketchWith(i));
    expect(history.entries).toHaveLength(HISTORY_LIMIT);
    expect(history.currentPosition).toBe(HISTORY_LIMIT - 1);
    expect(history.entries[0]).toEqual(sketchWith(11));
    expect(currentStep(history)).toEqual(sketchWith(30));
  });

  it('does not push a step equal to the current one', () => {
    const history = pushStep(createHistory(emptySketch()), sketchWith(2));
    expect(pushStep(history, sketchWith(2))).toBe(history);
  });

  it('stops undo at position 0 and redo at the last entry', () => {
    let history = createHistory(emptySketch());
    history = pushStep(history, sketchWith(1));
    history = pushStep(history, sketchWith(2));
    history = undo(undo(undo(undo(history))));
    expect(history.currentPosition).toBe(0);
    expect(canUndo(history)).toBe(false);
    history = redo(redo(redo(redo(history))));
    expect(history.currentPosition).toBe(2);
    expect(canRedo(history)).toBe(false);
    expect(currentStep(history)).toEqual(sketchWith(2));
  });

  it('drops the redo steps when a new edit follows an undo', () => {
    let history = createHistory(emptySketch());
    history = pushStep(history, sketchWith(1));
    history = pushStep(history, sketchWith(2));
    history = pushStep(undo(history), sketchWith(3));
    expect(history.entries).toEqual([emptySketch(), sketchWith(1), sketchWith(3)]);
    expect(canRedo(history)).toBe(false);
  });

  it('keeps only the current step when a layer is saved', () => {
    const history = undo(pushStep(pushStep(createHistory(emptySketch()), sketchWith(1)), sketchWith(2)));
    expect(keepCurrentStepOnly(history)).toEqual({ entries: [sketchWith(1)], currentPosition: 0 });
  });
});
