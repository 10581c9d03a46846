/**
 * A headless driver for the editor statechart: acts as a person would with a pointer, in screen
 * pixels, and records the notices the editor raises. For tests.
 */
import { createActor } from 'xstate';
import type { LabelColor } from '../../shared/constants';
import { screenPoint } from '../../shared/geometry';
import type { LengthUnit } from '../../shared/units';
import { currentLayer, currentSketch } from '../document/drawingDocument';
import { isWandTool } from '../document/instrumentAvailability';
import { editorMachine, type EditorEvent, type EditorInstrument } from '../editor/editorMachine';
import type { Notice } from '../../shared/notices';
import type { WandPort } from '../instruments/magicWand/wandStep';

export interface DriverOptions {
  measure?: LengthUnit;
  color?: LabelColor;
  stage?: { width: number; height: number };
  /** The kernel worker's wand, or an in-process stand-in (see magicWand tests). */
  wand?: WandPort;
}

export function createEditorDriver(options: DriverOptions = {}) {
  const actor = createActor(editorMachine, {
    input: {
      measure: options.measure ?? 'cm',
      color: options.color ?? 'pink',
      stage: options.stage ?? { width: 1000, height: 800 },
      ...(options.wand ? { wand: options.wand } : {}),
    },
  });
  const notices: Notice[] = [];
  actor.on('notice', ({ kind, message, durationMs }) => notices.push({ kind, message, durationMs }));
  actor.start();

  const send = (event: EditorEvent) => actor.send(event);
  /** The state of the active tool's gesture machine, if the instrument has one. */
  const toolState = () => (actor.getSnapshot().children.tool?.getSnapshot() as { value?: unknown } | undefined)?.value as string | undefined;
  const pointer = (type: 'pointer.down' | 'pointer.move' | 'pointer.up', x: number, y: number, shift = false) =>
    send({ type, screen: screenPoint(x, y), shift });

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
    /** Press, move through the middle, release; `shift` holds Shift throughout. */
    drag(from: readonly [number, number], to: readonly [number, number], options: { shift?: boolean } = {}) {
      const shift = options.shift ?? false;
      pointer('pointer.move', from[0], from[1], shift);
      pointer('pointer.down', from[0], from[1], shift);
      pointer('pointer.move', (from[0] + to[0]) / 2, (from[1] + to[1]) / 2, shift);
      pointer('pointer.move', to[0], to[1], shift);
      pointer('pointer.up', to[0], to[1], shift);
    },
    /** Press, move along every point in turn, release at the last: a freehand stroke. */
    stroke(points: ReadonlyArray<readonly [number, number]>) {
      const [first, ...rest] = points;
      if (!first) return;
      pointer('pointer.move', first[0], first[1]);
      pointer('pointer.down', first[0], first[1]);
      for (const [x, y] of rest) pointer('pointer.move', x, y);
      const last = rest.at(-1) ?? first;
      pointer('pointer.up', last[0], last[1]);
    },
    /** Chooses an instrument as the toolbar does. */
    choose(instrument: EditorInstrument) {
      send({ type: 'instrument.select', instrument });
    },
    /** The messages of the notices raised so far. */
    messages: () => notices.map((notice) => notice.message),
    /**
     * The instrument state the editor is in. A wand instrument reads with its step's phase, as
     * `{ magic_wand: 'ready' | 'settling' | 'working' }`: ready when its machine is idle.
     */
    instrument: (): string | Record<string, string> => {
      const instrument = actor.getSnapshot().value;
      if (!isWandTool(instrument)) return instrument;
      const phase = toolState();
      return { [instrument]: phase === undefined || phase === 'idle' ? 'ready' : phase };
    },
    toolState,
    sketch: () => currentSketch(actor.getSnapshot().context.document),
    layer: () => currentLayer(actor.getSnapshot().context.document),
    document: () => actor.getSnapshot().context.document,
    viewport: () => actor.getSnapshot().context.viewport,
  };
}

export type EditorDriver = ReturnType<typeof createEditorDriver>;
