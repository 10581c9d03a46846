import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { runTool } from '../testing/runTool';
import { perspectiveMachine } from './perspectiveMachine';

const noCorner = { corner: null };
const corner = (index: number, x: number, y: number) => ({ corner: { index, at: { x, y } } });

describe('perspectiveMachine', () => {
  it('sends each click away from the corners as the next corner, and nothing for a drag', () => {
    const tool = runTool(perspectiveMachine);
    tool.down(50, 60, noCorner);
    tool.up(50, 60);
    tool.down(80, 20, noCorner);
    tool.move(120, 20);
    tool.up(120, 20);
    tool.down(90, 90, noCorner);
    tool.up(90, 90);
    expect(tool.commands()).toEqual([
      { type: 'perspective.place', point: { x: 50, y: 60 } },
      { type: 'perspective.place', point: { x: 90, y: 90 } },
    ]);
  });

  it('drags a pressed corner and sends where it was released, keeping the offset from the press to the corner', () => {
    const tool = runTool(perspectiveMachine);
    tool.down(102, 98, corner(2, 100, 100));
    tool.move(150, 140);
    expect(tool.state()).toBe('dragging');
    tool.move(202, 198);
    tool.up(202, 198);
    expect(tool.commands()).toEqual([{ type: 'perspective.moveCorner', index: 2, point: { x: 200, y: 200 } }]);
    expect(tool.state()).toBe('idle');
  });

  it('shows the dragged corner where the pointer has it while the drag goes on', () => {
    const parent = setup({ actors: { tool: perspectiveMachine } }).createMachine({ invoke: { id: 'tool', src: 'tool' } });
    const actor = createActor(parent).start();
    const tool = actor.getSnapshot().children.tool!;
    const at = (type: string, x: number, y: number, extra = {}) =>
      tool.send({ type, screen: { x, y }, point: { x, y }, offset: { x: 0, y: 0 }, ...extra } as never);
    at('pointer.down', 10, 10, corner(0, 10, 10));
    at('pointer.move', 40, 50);
    expect(tool.getSnapshot().context).toMatchObject({ corner: { index: 0 }, dragged: { x: 40, y: 50 } });
  });

  it('leaves a corner pressed and released in place as it was, and places nothing', () => {
    const tool = runTool(perspectiveMachine);
    tool.down(100, 100, corner(1, 100, 100));
    tool.move(101, 101);
    tool.up(101, 101);
    expect(tool.commands()).toEqual([]);
  });

  it('cancels a drag on Escape: the corner stays where it was and nothing is sent on release', () => {
    const tool = runTool(perspectiveMachine);
    tool.down(100, 100, corner(3, 100, 100));
    tool.move(160, 160);
    tool.cancel();
    expect(tool.state()).toBe('idle');
    tool.up(160, 160);
    expect(tool.commands()).toEqual([]);
  });

  it('cancels a click in progress on Escape', () => {
    const tool = runTool(perspectiveMachine);
    tool.down(30, 30, noCorner);
    tool.cancel();
    tool.up(30, 30);
    expect(tool.commands()).toEqual([]);
  });
});
