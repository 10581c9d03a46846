import { describe, expect, it } from 'vitest';
import { runTool } from '../testing/runTool';
import { noteMachine } from './noteMachine';

describe('noteMachine', () => {
  it('places a note where a click lands', () => {
    const tool = runTool(noteMachine);
    tool.down(50, 60);
    expect(tool.state()).toBe('pointing');
    tool.up(50, 60);
    expect(tool.commands()).toEqual([{ type: 'note.place', point: { x: 50, y: 60 } }]);
  });

  it('places nothing when the press becomes a drag or is cancelled', () => {
    const tool = runTool(noteMachine);
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
