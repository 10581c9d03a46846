/**
 * A headless driver for the editor statechart: acts as a person would with a pointer, in screen
 * pixels, and records the notices the editor raises. For tests.
 */
import { createActor } from 'xstate';
import type { DrawingColor } from '../../shared/constants';
import { screenPoint } from '../../shared/geometry';
import type { LengthUnit } from '../../shared/units';
import { currentLayer, currentSketch } from '../document/drawingDocument';
import { editorMachine, type EditorEvent } from '../editor/editorMachine';
import type { Notice } from '../editor/notices';

export interface DriverOptions {
  measure?: LengthUnit;
  color?: DrawingColor;
  stage?: { width: number; height: number };
}

export function createEditorDriver(options: DriverOptions = {}) {
  const actor = createActor(editorMachine, {
    input: {
      measure: options.measure ?? 'cm',
      color: options.color ?? 'pink',
      stage: options.stage ?? { width: 1000, height: 800 },
    },
  });
  const notices: Notice[] = [];
  actor.on('notice', ({ kind, message, durationMs }) => notices.push({ kind, message, durationMs }));
  actor.start();

  const send = (event: EditorEvent) => actor.send(event);
  const pointer = (type: 'pointer.down' | 'pointer.move' | 'pointer.up', x: number, y: number) =>
    send({ type, screen: screenPoint(x, y) });

  return {
    actor,
    notices,
    send,
    pointerDown: (x: number, y: number) => pointer('pointer.down', x, y),
    pointerMove: (x: number, y: number) => pointer('pointer.move', x, y),
    pointerUp: (x: number, y: number) => pointer('pointer.up', x, y),
    /** A click without movement, as a mouse gives it. */
    click(x: number, y: number) {
      pointer('pointer.move', x, y);
      pointer('pointer.down', x, y);
      pointer('pointer.up', x, y);
    },
    /** Clicks each point in turn. */
    clickPath(points: ReadonlyArray<readonly [number, number]>) {
      for (const [x, y] of points) this.click(x, y);
    },
    drag(from: readonly [number, number], to: readonly [number, number]) {
      pointer('pointer.move', from[0], from[1]);
      pointer('pointer.down', from[0], from[1]);
      pointer('pointer.move', (from[0] + to[0]) / 2, (from[1] + to[1]) / 2);
      pointer('pointer.move', to[0], to[1]);
      pointer('pointer.up', to[0], to[1]);
    },
    /** The instrument state the editor is in. */
    instrument: () => actor.getSnapshot().value as string,
    /** The state of the active tool's gesture machine, if the instrument has one. */
    toolState: () => actor.getSnapshot().children.tool?.getSnapshot().value as string | undefined,
    sketch: () => currentSketch(actor.getSnapshot().context.document),
    layer: () => currentLayer(actor.getSnapshot().context.document),
    document: () => actor.getSnapshot().context.document,
    viewport: () => actor.getSnapshot().context.viewport,
  };
}

export type EditorDriver = ReturnType<typeof createEditorDriver>;
