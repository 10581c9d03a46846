import { describe, expect, it } from 'vitest';
import { screenPoint } from '../../shared/geometry';
import { createEditorDriver } from '../../engine/testing/editorDriver';
import { NO_POINTERS, routePointer, type PointerKind, type PointerPhase, type RoutedEvent, type RoutingState } from './pointerRouting';

type Step = readonly [PointerPhase, number, PointerKind, number, number, number?];

/** Runs pointer events through the routing; returns every event the editor received and the last state. */
function run(steps: readonly Step[], start: RoutingState = NO_POINTERS) {
  let state = start;
  const events: RoutedEvent[] = [];
  for (const [phase, id, kind, x, y, button = 0] of steps) {
    const routed = routePointer(state, phase, { id, kind, screen: screenPoint(x, y), button, shift: false });
    state = routed.state;
    events.push(...routed.events);
  }
  return { state, events, types: events.map((event) => event.type) };
}

const drawingTypes = new Set(['pointer.down', 'pointer.move', 'pointer.up']);

describe('pointer routing', () => {
  it('lets one finger draw like a mouse: a tap is a press and a release', () => {
    const { events } = run([
      ['down', 7, 'touch', 100, 120],
      ['up', 7, 'touch', 100, 120],
    ]);
    expect(events).toEqual([
      { type: 'pointer.down', screen: { x: 100, y: 120 }, shift: false },
      { type: 'pointer.up', screen: { x: 100, y: 120 }, shift: false },
    ]);
  });

  it('cancels the first finger\u2019s gesture when a second comes down, so it commits nothing, and starts a pinch', () => {
    const { types } = run([
      ['down', 1, 'touch', 100, 100],
      ['down', 2, 'touch', 200, 100],
      ['up', 1, 'touch', 100, 100],
    ]);
    expect(types).toEqual(['pointer.down', 'gesture.cancel', 'pinch.begin', 'pinch.end']);
  });

  it('never sends the second finger to the editor as a drawing pointer', () => {
    const { events } = run([
      ['down', 1, 'touch', 100, 100],
      ['down', 2, 'touch', 200, 100],
      ['move', 2, 'touch', 260, 100],
      ['move', 1, 'touch', 60, 100],
      ['up', 2, 'touch', 260, 100],
      ['move', 1, 'touch', 50, 100],
      ['up', 1, 'touch', 50, 100],
    ]);
    const drawing = events.filter((event) => drawingTypes.has(event.type));
    expect(drawing).toEqual([{ type: 'pointer.down', screen: { x: 100, y: 100 }, shift: false }]);
  });

  it('reports both fingers from where they came down to where they are', () => {
    const { events } = run([
      ['down', 1, 'touch', 100, 100],
      ['down', 2, 'touch', 200, 100],
      ['move', 2, 'touch', 260, 100],
      ['move', 1, 'touch', 60, 110],
    ]);
    const moves = events.filter((event) => event.type === 'pinch.move');
    expect(moves).toEqual([
      { type: 'pinch.move', from: [{ x: 100, y: 100 }, { x: 200, y: 100 }], to: [{ x: 100, y: 100 }, { x: 260, y: 100 }] },
      { type: 'pinch.move', from: [{ x: 100, y: 100 }, { x: 200, y: 100 }], to: [{ x: 60, y: 110 }, { x: 260, y: 100 }] },
    ]);
  });

  it('draws nothing with the finger left down after a pinch, until every finger is lifted', () => {
    const afterPinch = run([
      ['down', 1, 'touch', 100, 100],
      ['down', 2, 'touch', 200, 100],
      ['up', 2, 'touch', 200, 100],
      ['move', 1, 'touch', 120, 100],
      ['up', 1, 'touch', 120, 100],
    ]);
    expect(afterPinch.types).toEqual(['pointer.down', 'gesture.cancel', 'pinch.begin', 'pinch.end']);
    const next = run([
      ['down', 3, 'touch', 40, 40],
      ['up', 3, 'touch', 40, 40],
    ], afterPinch.state);
    expect(next.types).toEqual(['pointer.down', 'pointer.up']);
  });

  it('ignores a third finger during a pinch', () => {
    const { types } = run([
      ['down', 1, 'touch', 100, 100],
      ['down', 2, 'touch', 200, 100],
      ['down', 3, 'touch', 300, 100],
      ['move', 3, 'touch', 320, 100],
      ['up', 3, 'touch', 320, 100],
    ]);
    expect(types).toEqual(['pointer.down', 'gesture.cancel', 'pinch.begin']);
  });

  it('starts a new pinch when a finger comes down again beside the one left down', () => {
    const { types } = run([
      ['down', 1, 'touch', 100, 100],
      ['down', 2, 'touch', 200, 100],
      ['up', 2, 'touch', 200, 100],
      ['down', 3, 'touch', 220, 100],
      ['move', 3, 'touch', 240, 100],
    ]);
    expect(types).toEqual(['pointer.down', 'gesture.cancel', 'pinch.begin', 'pinch.end', 'pinch.begin', 'pinch.move']);
  });

  it('draws with a pen like a mouse, hovering included', () => {
    const { types } = run([
      ['move', 4, 'pen', 10, 10],
      ['down', 4, 'pen', 10, 10],
      ['move', 4, 'pen', 30, 10],
      ['up', 4, 'pen', 30, 10],
    ]);
    expect(types).toEqual(['pointer.move', 'pointer.down', 'pointer.move', 'pointer.up']);
  });

  it('lets a hand resting on the screen draw nothing while the pen draws', () => {
    const { types } = run([
      ['down', 4, 'pen', 10, 10],
      ['down', 9, 'touch', 300, 300],
      ['move', 9, 'touch', 310, 300],
      ['up', 9, 'touch', 310, 300],
      ['up', 4, 'pen', 10, 10],
    ]);
    expect(types).toEqual(['pointer.down', 'pointer.up']);
  });

  it('sends a press of a mouse\u2019s other buttons nowhere', () => {
    const { types } = run([
      ['down', 1, 'mouse', 10, 10, 2],
      ['up', 1, 'mouse', 10, 10, 2],
    ]);
    expect(types).toEqual([]);
  });

  it('cancels the drawing finger\u2019s gesture when the browser takes the pointer away', () => {
    const { types, state } = run([
      ['down', 1, 'touch', 100, 100],
      ['cancel', 1, 'touch', 100, 100],
    ]);
    expect(types).toEqual(['pointer.down', 'gesture.cancel']);
    expect(state).toEqual(NO_POINTERS);
  });
});

describe('fingers on the editor', () => {
  /** An editor with the straight line chosen, fed through the routing. */
  function touchEditor() {
    const editor = createEditorDriver();
    let state = NO_POINTERS;
    const touch = (phase: PointerPhase, id: number, x: number, y: number) => {
      const routed = routePointer(state, phase, { id, kind: 'touch', screen: screenPoint(x, y), button: 0, shift: false });
      state = routed.state;
      for (const event of routed.events) editor.send(event);
    };
    const tap = (x: number, y: number) => {
      touch('down', 1, x, y);
      touch('up', 1, x, y);
    };
    return { editor, touch, tap };
  }

  it('draws a square by taps', () => {
    const { editor, tap } = touchEditor();
    for (const [x, y] of [[100, 100], [250, 100], [250, 250], [100, 250], [100, 100]] as const) tap(x, y);
    expect(editor.sketch().closed).toBe(true);
  });

  it('commits no point for the first finger of a pinch, and zooms about the fingers instead', () => {
    const { editor, touch, tap } = touchEditor();
    tap(100, 100);
    expect(editor.sketch().controlPoints).toHaveLength(1);
    touch('down', 1, 400, 300);
    touch('down', 2, 500, 300);
    touch('move', 1, 350, 300);
    touch('move', 2, 550, 300);
    touch('up', 1, 350, 300);
    touch('up', 2, 550, 300);
    expect(editor.sketch().controlPoints).toEqual([{ x: 100, y: 100 }]);
    expect(editor.viewport().zoom).toBe(2);
    // The canvas point that lay between the fingers (450, 300 at zoom 1) is still between them.
    expect(editor.viewport().offset).toEqual({ x: -450, y: -300 });
  });
});
