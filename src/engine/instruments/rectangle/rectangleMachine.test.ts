import { describe, expect, it } from 'vitest';
import { runTool } from '../testing/runTool';
import { rectangleMachine } from './rectangleMachine';

describe('rectangleMachine', () => {
  it('goes idle → pressing → dragging and commits both corners on release', () => {
    const tool = runTool(rectangleMachine);
    tool.down(10, 20);
    expect(tool.state()).toBe('pressing');
    tool.move(100, 80);
    expect(tool.state()).toBe('dragging');
    tool.up(160, 95);
    expect(tool.state()).toBe('idle');
    expect(tool.commands()).toEqual([{ type: 'rectangle.commit', from: { x: 10, y: 20 }, to: { x: 160, y: 95 }, shift: false }]);
  });

  it('reports Shift held at the release', () => {
    const tool = runTool(rectangleMachine);
    tool.down(10, 20);
    tool.move(100, 80);
    tool.up(160, 95, { shift: true });
    expect(tool.commands()).toEqual([expect.objectContaining({ shift: true })]);
  });

  it('draws nothing for a click or after Escape', () => {
    const tool = runTool(rectangleMachine);
    tool.down(10, 20);
    tool.up(10, 20);
    tool.down(10, 20);
    tool.move(90, 90);
    tool.cancel();
    expect(tool.state()).toBe('idle');
    expect(tool.commands()).toEqual([]);
  });
});
