/**
 * Runs an instrument's gesture machine under a recording parent, so a test can send it pointer
 * events and read the commands it sends the editor. `input` is the tool's input, for the
 * instruments that take one (the magic wand).
 */
import { assign, createActor, sendTo, setup, type AnyStateMachine } from 'xstate';
import { canvasPoint, screenPoint } from '../../../shared/geometry';
import type { InstrumentCommand } from '../instrumentCommands';

type Extra = Record<string, unknown>;

export function runTool(tool: AnyStateMachine, input?: unknown) {
  const parent = setup({
    types: { context: {} as { commands: InstrumentCommand[] }, events: {} as { type: string } },
    actors: { tool },
  }).createMachine({
    context: { commands: [] },
    invoke: { id: 'tool', src: 'tool', input },
    on: {
      forward: { actions: sendTo('tool', ({ event }) => (event as unknown as { inner: { type: string } }).inner) },
      '*': { actions: assign({ commands: ({ context, event }) => [...context.commands, event as InstrumentCommand] }) },
    },
  });
  const actor = createActor(parent).start();
  const forward = (inner: Extra & { type: string }) => actor.send({ type: 'forward', inner } as { type: string });
  const pointer = (type: string, x: number, y: number, extra: Extra = {}) =>
    forward({ type, screen: screenPoint(x, y), point: canvasPoint(x, y), offset: screenPoint(0, 0), ...extra });
  return {
    down: (x: number, y: number, extra?: Extra) => pointer('pointer.down', x, y, extra),
    move: (x: number, y: number, extra?: Extra) => pointer('pointer.move', x, y, extra),
    up: (x: number, y: number, extra?: Extra) => pointer('pointer.up', x, y, extra),
    cancel: () => forward({ type: 'gesture.cancel' }),
    /** Any other event for the tool. */
    send: forward,
    state: () => actor.getSnapshot().children.tool!.getSnapshot().value as string,
    commands: () => actor.getSnapshot().context.commands,
  };
}
