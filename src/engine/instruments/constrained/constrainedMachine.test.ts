import { describe, expect, it } from 'vitest';
import { runTool } from '../testing/runTool';
import { constrainedMachine } from './constrainedMachine';

describe('constrainedMachine', () => {
  it('sends a constrained commit for a click', () => {
    const tool = runTool(constrainedMachine);
    tool.down(10, 10);
    expect(tool.state()).toBe('pointing');
    tool.up(10, 10);
    expect(tool.state()).toBe('idle');
    expect(tool.commands()).toEqual([expect.objectContaining({ type: 'straight.commit', kind: 'constrained', dragged: false })]);
  });

  it('sends a dragged commit after moving beyond the threshold', () => {
    const tool = runTool(constrainedMachine);
    tool.down(10, 10);
    tool.move(40, 12);
    expect(tool.state()).toBe('dragging');
    tool.up(40, 12);
    expect(tool.commands()).toEqual([expect.objectContaining({ kind: 'constrained', dragged: true, release: { x: 40, y: 12 } })]);
  });

  it('drops the gesture on Escape without a commit', () => {
    const tool = runTool(constrainedMachine);
    tool.down(10, 10);
    tool.move(40, 12);
    tool.cancel();
    tool.up(40, 12);
    expect(tool.state()).toBe('idle');
    expect(tool.commands()).toEqual([]);
  });
});
