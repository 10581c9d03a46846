import { describe, expect, it } from 'vitest';
import { runTool } from '../testing/runTool';
import { cutoutMachine } from './cutoutMachine';

describe('cutoutMachine', () => {
  it('sends each click as the next point of the hole, and nothing for a drag', () => {
    const tool = runTool(cutoutMachine);
    tool.down(50, 60);
    tool.up(50, 60);
    tool.down(80, 20);
    tool.move(120, 20);
    tool.up(120, 20);
    tool.down(90, 90);
    tool.up(90, 90);
    expect(tool.commands()).toEqual([
      { type: 'cutout.place', point: { x: 50, y: 60 } },
      { type: 'cutout.place', point: { x: 90, y: 90 } },
    ]);
  });
});
