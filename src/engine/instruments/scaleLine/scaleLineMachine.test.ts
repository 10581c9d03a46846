import { describe, expect, it } from 'vitest';
import { runTool } from '../testing/runTool';
import { scaleLineMachine } from './scaleLineMachine';

describe('the rule tool', () => {
  it('draws the reference line by press, drag and release', () => {
    const tool = runTool(scaleLineMachine);
    tool.down(100, 100);
    expect(tool.state()).toBe('pressing');
    tool.move(250, 100);
    expect(tool.state()).toBe('dragging');
    tool.up(400, 100);
    expect(tool.state()).toBe('idle');
    expect(tool.commands()).toEqual([{ type: 'scaleLine.commit', from: { x: 100, y: 100 }, to: { x: 400, y: 100 } }]);
  });

  it('draws it by a click at each end, the line following the pointer in between', () => {
    const tool = runTool(scaleLineMachine);
    tool.down(50, 60);
    tool.up(50, 60);
    expect(tool.state()).toBe('placing');
    tool.move(120, 160);
    expect(tool.commands()).toEqual([]);
    tool.down(200, 260);
    expect(tool.state()).toBe('idle');
    tool.up(200, 260);
    expect(tool.commands()).toEqual([{ type: 'scaleLine.commit', from: { x: 50, y: 60 }, to: { x: 200, y: 260 } }]);
  });

  it('ignores a second click on the first end, and a drag released back at the start waits for the other end', () => {
    const tool = runTool(scaleLineMachine);
    tool.down(50, 60);
    tool.up(50, 60);
    tool.down(51, 61);
    expect(tool.state()).toBe('placing');
    tool.up(51, 61);

    const dragged = runTool(scaleLineMachine);
    dragged.down(10, 10);
    dragged.move(80, 10);
    dragged.up(11, 10);
    expect(dragged.state()).toBe('placing');
    expect(dragged.commands()).toEqual([]);
  });

  it('cancels with Escape while pressing, dragging or placing, sending nothing', () => {
    for (const gesture of ['pressing', 'dragging', 'placing'] as const) {
      const tool = runTool(scaleLineMachine);
      tool.down(10, 10);
      if (gesture === 'dragging') tool.move(90, 10);
      if (gesture === 'placing') tool.up(10, 10);
      expect(tool.state()).toBe(gesture);
      tool.cancel();
      expect(tool.state()).toBe('idle');
      tool.up(90, 10);
      expect(tool.commands()).toEqual([]);
    }
  });

  it('draws again after a line, each line a new command', () => {
    const tool = runTool(scaleLineMachine);
    tool.down(0, 0);
    tool.move(30, 40);
    tool.up(30, 40);
    tool.down(10, 10);
    tool.move(10, 200);
    tool.up(10, 210);
    expect(tool.commands().map((command) => (command as { to: unknown }).to)).toEqual([{ x: 30, y: 40 }, { x: 10, y: 210 }]);
  });
});
