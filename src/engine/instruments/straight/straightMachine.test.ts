import { describe, expect, it } from 'vitest';
import { angleMachine } from '../angle/angleMachine';
import { constrainedMachine } from '../constrained/constrainedMachine';
import { runTool } from '../testing/runTool';
import { straightMachine } from './straightMachine';

// The straight, constrained and angle instruments share one gesture; each sends commits of its kind.
describe.each([
  ['straight', straightMachine],
  ['constrained', constrainedMachine],
  ['angle', angleMachine],
] as const)('the %s gesture', (kind, machine) => {
  it(`sends a ${kind} commit for a click`, () => {
    const tool = runTool(machine);
    tool.down(10, 10);
    expect(tool.state()).toBe('pointing');
    tool.up(10, 10);
    expect(tool.state()).toBe('idle');
    expect(tool.commands()).toEqual([expect.objectContaining({ type: 'straight.commit', kind, dragged: false })]);
  });

  it('sends a dragged commit after moving beyond the threshold', () => {
    const tool = runTool(machine);
    tool.down(10, 10);
    tool.move(40, 12);
    expect(tool.state()).toBe('dragging');
    tool.up(40, 12);
    expect(tool.commands()).toEqual([expect.objectContaining({ kind, dragged: true, release: { x: 40, y: 12 } })]);
  });

  it('drops the gesture on Escape without a commit', () => {
    const tool = runTool(machine);
    tool.down(10, 10);
    tool.move(40, 12);
    tool.cancel();
    tool.up(40, 12);
    expect(tool.state()).toBe('idle');
    expect(tool.commands()).toEqual([]);
  });
});
