/**
 * The per-layer history (spec drawing-core §3, §4): a list of sketch snapshots, at most 20, with
 * a current position. Pure functions; the snapshots are immutable so keeping them costs only
 * the records that changed.
 */
import { HISTORY_LIMIT } from '../../shared/constants';
import type { History, Sketch } from '../../shared/schemas';
import { sketchesEqual } from '../document/sketch';

/** A history whose only step is `sketch`. */
export const createHistory = (sketch: Sketch): History => ({ entries: [sketch], currentPosition: 0 });

/** The snapshot at the current position. */
export const currentStep = (history: History): Sketch => history.entries[history.currentPosition]!;

/**
 * Records `sketch` as a new step after the current position, dropping any redo steps and the
 * oldest steps beyond the limit. A sketch equal to the current step is not recorded.
 */
export function pushStep(history: History, sketch: Sketch): History {
  if (sketchesEqual(currentStep(history), sketch)) return history;
  const entries = [...history.entries.slice(0, history.currentPosition + 1), sketch].slice(-HISTORY_LIMIT);
  return { entries, currentPosition: entries.length - 1 };
}

export const canUndo = (history: History): boolean => history.currentPosition > 0;
export const canRedo = (history: History): boolean => history.currentPosition < history.entries.length - 1;

/** One step back; stays at position 0. */
export const undo = (history: History): History =>
  canUndo(history) ? { ...history, currentPosition: history.currentPosition - 1 } : history;

/** One step forward; stays at the last entry. */
export const redo = (history: History): History =>
  canRedo(history) ? { ...history, currentPosition: history.currentPosition + 1 } : history;

/** Saving a layer keeps only the current step (spec §3 "Layer"). */
export const keepCurrentStepOnly = (history: History): History => createHistory(currentStep(history));
