import { describe, expect, it } from 'vitest';
import { runTool } from '../testing/runTool';
import { countMachine } from './countMachine';

describe('countMachine', () => {
  it('places one marker per click, where each click lands', () => {
    const tool = runTool(countMachine);
    tool.down(50, 60);
    expect(tool.state()).toBe('pointing');
    tool.up(50, 60);
    tool.down(80, 20);
    tool.move(81, 21);
    tool.up(81, 21);
    expect(tool.state()).toBe('idle');
    expect(tool.commands()).toEqual([
      { type: 'count.place', point: { x: 50, y: 60 } },
      { type: 'count.place', point: { x: 81, y: 21 } },
    ]);
  });

  it('places nothing when the press becomes a drag or is cancelled', () => {
    const tool = runTool(countMachine);
    tool.down(50, 60);
    tool.move(90, 60);
    tool.up(90, 60);
    tool.down(50, 60);
    tool.cancel();
    tool.up(50, 60);
    expect(tool.state()).toBe('idle');
    expect(tool.commands()).toEqual([]);
  });
});
