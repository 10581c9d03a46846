import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EditorActor } from '../../engine/editor/editorMachine';
import type { EditorEvent } from '../../engine/editor/editorEvents';
import { attachPointerAdapter } from './pointerAdapter';

/** A ResizeObserver whose first report never comes: a frame the machine has not drawn yet. */
class SilentResizeObserver {
  static observed: Element[] = [];
  observe(target: Element) {
    SilentResizeObserver.observed.push(target);
  }
  disconnect() {}
}

function fakeHost(width: number, height: number) {
  const listeners = new Set<string>();
  const host = {
    clientWidth: width,
    clientHeight: height,
    addEventListener: (type: string) => listeners.add(type),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  return { host: host as unknown as HTMLElement, listeners };
}

describe('attachPointerAdapter', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    SilentResizeObserver.observed = [];
  });

  it("tells the editor the host's size as it attaches, before the resize observer's first report", () => {
    vi.stubGlobal('ResizeObserver', SilentResizeObserver);
    const sent: EditorEvent[] = [];
    const editor = { send: (event: EditorEvent) => sent.push(event) } as unknown as EditorActor;
    const { host } = fakeHost(1003, 750);

    attachPointerAdapter(host, editor);

    expect(sent).toEqual([{ type: 'stage.resize', size: { width: 1003, height: 750 } }]);
    expect(SilentResizeObserver.observed).toEqual([host]);
  });

  it('stops listening when detached', () => {
    vi.stubGlobal('ResizeObserver', SilentResizeObserver);
    const editor = { send: () => undefined } as unknown as EditorActor;
    const { host, listeners } = fakeHost(400, 300);

    const detach = attachPointerAdapter(host, editor);
    expect([...listeners].sort()).toEqual(['pointercancel', 'pointerdown', 'pointermove', 'pointerup', 'wheel']);
    detach();
    expect(listeners.size).toBe(0);
  });
});
