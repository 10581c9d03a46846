/** Layer records (spec drawing-core §3 "Layer"). */
import type { LabelColor } from '../../shared/constants';
import type { Layer, Sketch } from '../../shared/schemas';
import { createHistory, currentStep, pushStep, redo, undo } from '../history/history';
import { emptySketch } from './sketch';

/** A visible, unpinned layer with an empty sketch. */
export function createLayer(id: number, color: LabelColor, labelsVisible = true): Layer {
  const sketch = emptySketch(labelsVisible);
  return { id, color, sketch, notes: [], history: createHistory(sketch), visible: true, pinned: false };
}

/** Commits an edit: the layer's sketch becomes `sketch` and a history step is pushed. */
export const commitLayerSketch = (layer: Layer, sketch: Sketch): Layer => ({
  ...layer,
  sketch,
  history: pushStep(layer.history, sketch),
});

/** Moves the layer's history one step back or forward and shows that step's sketch. */
export function stepLayerHistory(layer: Layer, direction: 'undo' | 'redo'): Layer {
  const history = direction === 'undo' ? undo(layer.history) : redo(layer.history);
  return history === layer.history ? layer : { ...layer, history, sketch: currentStep(history) };
}
