import { describe, expect, it } from 'vitest';
import type { Hit } from './hitTest';
import { runTool } from '../testing/runTool';
import { selectMachine } from './selectMachine';

const vertex: Hit = { kind: 'handle', handle: { kind: 'vertex', index: 2 }, at: { x: 52, y: 50 } };
const allowed = (hit: Hit) => ({ hit, layerDragAllowed: true });

describe('selectMachine', () => {
  it('selects a handle, previews the drag keeping the grab offset, and commits on release', () => {
    const tool = runTool(selectMachine);
    tool.down(50, 50, allowed(vertex));
    expect(tool.state()).toBe('pressingHandle');
    tool.move(80, 50, allowed(vertex));
    expect(tool.state()).toBe('draggingHandle');
    tool.up(90, 60, allowed(vertex));
    expect(tool.state()).toBe('idle');
    expect(tool.commands()).toEqual([
      { type: 'selection.set', handle: { kind: 'vertex', index: 2 } },
      { type: 'edit.preview', edit: { kind: 'moveHandle', handle: { kind: 'vertex', index: 2 }, to: { x: 82, y: 50 } } },
      { type: 'edit.commit', edit: { kind: 'moveHandle', handle: { kind: 'vertex', index: 2 }, to: { x: 92, y: 60 } } },
    ]);
  });

  it('restores the state from before the drag on Escape', () => {
    const tool = runTool(selectMachine);
    tool.down(50, 50, allowed(vertex));
    tool.move(80, 50, allowed(vertex));
    tool.cancel();
    expect(tool.state()).toBe('idle');
    expect(tool.commands().at(-1)).toEqual({ type: 'edit.cancel' });
  });

  it('adds a point where an edge is clicked', () => {
    const tool = runTool(selectMachine);
    tool.down(30, 0, allowed({ kind: 'edge', line: 0 }));
    tool.up(30, 0, allowed({ kind: 'edge', line: 0 }));
    expect(tool.commands()).toEqual([
      { type: 'selection.set', handle: null },
      { type: 'edit.addPoint', line: 0, point: { x: 30, y: 0 } },
    ]);
  });

  it('drags the whole layer from inside the shape', () => {
    const tool = runTool(selectMachine);
    tool.down(30, 30, allowed({ kind: 'inside' }));
    tool.move(40, 35, allowed({ kind: 'inside' }));
    expect(tool.state()).toBe('draggingLayer');
    tool.up(45, 40, allowed({ kind: 'inside' }));
    expect(tool.commands().at(-1)).toEqual({ type: 'edit.commit', edit: { kind: 'moveLayer', by: { x: 15, y: 10 } } });
  });

  it('does not drag a layer while an instrument menu is open', () => {
    const tool = runTool(selectMachine);
    const blocked = { hit: { kind: 'inside' } as Hit, layerDragAllowed: false };
    tool.down(30, 30, blocked);
    tool.move(80, 80, blocked);
    expect(tool.state()).toBe('pressingShape');
    tool.up(80, 80, blocked);
    expect(tool.commands().filter((command) => command.type.startsWith('edit.'))).toEqual([]);
  });

  it('picks another layer in all-layers mode', () => {
    const tool = runTool(selectMachine);
    tool.down(30, 30, allowed({ kind: 'layer', index: 1 }));
    expect(tool.commands()).toEqual([{ type: 'selection.set', handle: null }, { type: 'edit.pickLayer', index: 1 }]);
  });
});
