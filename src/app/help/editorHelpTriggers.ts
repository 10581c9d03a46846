/**
 * Watches the editor for the moments that call for help: a sketch closing, the layer count, the
 * select tool at work on a closed sketch, a vertex being selected, an image placed, and each
 * step of the scale from a known length. Each editor snapshot is
 * summed up as a HelpView and compared with the one before, so help reacts to changes and the
 * editor knows nothing about help.
 */
import { currentLayer, currentSketch } from '../../engine/document/drawingDocument';
import { sketchStatus } from '../../engine/document/sketch';
import type { EditorActor, EditorSnapshot } from '../../engine/editor/editorMachine';
import { hasGestureInProgress } from '../../engine/editor/selectors';
import type { HelpActor, HelpTriggerEvent } from './helpMachine';

/** What help needs to know of one editor snapshot. */
export interface HelpView {
  layerId: number;
  closed: boolean;
  layerCount: number;
  /** The select tool is at work on a closed sketch: a handle is selected or being pressed or dragged. */
  selectInUse: boolean;
  hasSelection: boolean;
  /** An image lies under the drawing. */
  hasImage: boolean;
  /** The rule tool is the instrument. */
  ruleChosen: boolean;
  /** The reference line shown and waiting for its length (its identity changes when it is redrawn). */
  scaleLine: readonly unknown[] | null;
  /** The scale was set from that line: Add to Canvas is offered. */
  scaleLineSet: boolean;
}

/**
 * Sums up a snapshot at the moment it is taken. It must be taken at once: the gesture state
 * lives in the tool's child actor, which a stored snapshot does not freeze.
 */
export function helpView(snapshot: EditorSnapshot): HelpView {
  const document = snapshot.context.document;
  const closed = sketchStatus(currentSketch(document)) === 'closed';
  const hasSelection = snapshot.context.selection !== null;
  return {
    layerId: currentLayer(document).id,
    closed,
    layerCount: document.layers.length,
    selectInUse: snapshot.matches('select_tool') && closed && (hasSelection || hasGestureInProgress(snapshot)),
    hasSelection,
    hasImage: document.image !== null,
    ruleChosen: snapshot.matches('scale_line'),
    scaleLine: document.scale.lineReady ? (document.scale.line ?? null) : null,
    scaleLineSet: snapshot.context.scaleLineSet,
  };
}

/** The help triggers between two views, in the order help should hear them. */
export function helpTriggersBetween(previous: HelpView, next: HelpView): HelpTriggerEvent[] {
  const triggers: HelpTriggerEvent[] = [];
  if (previous.layerId === next.layerId && !previous.closed && next.closed) {
    triggers.push({ type: 'help.sketchClosed', layerId: next.layerId });
  }
  if (previous.layerCount !== next.layerCount) triggers.push({ type: 'help.layersCounted', count: next.layerCount });
  if (!previous.selectInUse && next.selectInUse) triggers.push({ type: 'help.selectUsed' });
  if (!previous.hasSelection && next.hasSelection) triggers.push({ type: 'help.vertexSelected' });
  triggers.push(...scaleTriggersBetween(previous, next));
  return triggers;
}

/** The scale steps: 1 of 3 on an image or the rule tool, 2 on a line, 3 once set, then Add to Canvas. */
function scaleTriggersBetween(previous: HelpView, next: HelpView): HelpTriggerEvent[] {
  const triggers: HelpTriggerEvent[] = [];
  if (!previous.hasImage && next.hasImage) triggers.push({ type: 'help.imageAdded' });
  if (!previous.ruleChosen && next.ruleChosen) triggers.push({ type: 'help.scaleLineChosen' });
  if (next.scaleLine && next.scaleLine !== previous.scaleLine) triggers.push({ type: 'help.scaleLineDrawn' });
  if (!previous.scaleLineSet && next.scaleLineSet) triggers.push({ type: 'help.scaleEntered' });
  // Once set, the line is hidden only by Add to Canvas (the panel offers no discard then).
  if (previous.scaleLineSet && previous.scaleLine && !next.scaleLine) triggers.push({ type: 'help.scaleAdded' });
  return triggers;
}

/** Sends `help` the triggers of every editor change from now on; returns the unsubscribe. */
export function watchEditorForHelp(editor: EditorActor, help: Pick<HelpActor, 'send'>): () => void {
  let previous = helpView(editor.getSnapshot());
  const subscription = editor.subscribe((snapshot) => {
    const next = helpView(snapshot);
    const triggers = helpTriggersBetween(previous, next);
    previous = next;
    for (const trigger of triggers) help.send(trigger);
  });
  return () => subscription.unsubscribe();
}
