import { describe, expect, it } from 'vitest';
import { runTool } from '../testing/runTool';
import { circleMachine } from './circleMachine';

describe('circleMachine', () => {
  it('commits the two ends of the diameter on release', () => {
    const tool = runTool(circleMachine);
    tool.down(100, 100);
    tool.move(180, 100);
    expect(tool.state()).toBe('dragging');
    tool.up(250, 100);
    expect(tool.commands()).toEqual([{ type: 'circle.commit', from: { x: 100, y: 100 }, to: { x: 250, y: 100 } }]);
  });

  it('cancels the drag on Escape', () => {
    const tool = runTool(circleMachine);
    tool.down(100, 100);
    tool.move(180, 100);
    tool.cancel();
    tool.up(250, 100);
    expect(tool.state()).toBe('idle');
    expect(tool.commands()).toEqual([]);
  });
});
