import { describe, expect, it } from 'vitest';
import { runTool } from '../testing/runTool';
import { curvedMachine } from './curvedMachine';

describe('curvedMachine', () => {
  it('collects the freehand points from press to release and commits them once', () => {
    const tool = runTool(curvedMachine);
    tool.down(0, 0);
    expect(tool.state()).toBe('drawing');
    tool.move(5, 2);
    tool.move(5, 2);
    tool.move(10, 6);
    tool.up(14, 12);
    expect(tool.state()).toBe('idle');
    expect(tool.commands()).toEqual([
      { type: 'curve.commit', points: [{ x: 0, y: 0 }, { x: 5, y: 2 }, { x: 10, y: 6 }, { x: 14, y: 12 }] },
    ]);
  });

  it('drops the stroke on Escape', () => {
    const tool = runTool(curvedMachine);
    tool.down(0, 0);
    tool.move(5, 2);
    tool.cancel();
    expect(tool.state()).toBe('idle');
    tool.up(9, 9);
    expect(tool.commands()).toEqual([]);
  });
});
