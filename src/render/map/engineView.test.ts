import { describe, expect, it } from 'vitest';
import type { MapType } from '../../shared/map';
import { engineMapView, lngLatOf, type EngineHooks } from './engineView';
import type { MapCamera } from './mapView';

/** An engine stand-in: records calls and fires events on demand. */
function fakeEngine() {
  const calls: string[] = [];
  const listeners = new Map<string, (() => void)[]>();
  const hooks: EngineHooks = {
    jumpTo: (camera) => calls.push(`jumpTo ${camera.center.lat},${camera.center.lng} z${camera.zoom}`),
    setType: (type: MapType) => calls.push(`setType ${type}`),
    resize: () => calls.push('resize'),
    repaint: () => calls.push('repaint'),
    remove: () => calls.push('remove'),
    on: (event, listener) => listeners.set(event, [...(listeners.get(event) ?? []), listener]),
  };
  const fire = (event: 'idle' | 'render' | 'style.load') => {
    for (const listener of listeners.get(event) ?? []) listener();
  };
  return { hooks, calls, fire };
}

const camera = (lat: number, lng: number, zoom: number): MapCamera => ({ center: { lat, lng }, zoom });

/** Whether the promise has settled after pending microtasks ran. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('engineMapView', () => {
  it('waits for the first idle event before the view counts as drawn', async () => {
    const engine = fakeEngine();
    const view = engineMapView(engine.hooks, camera(38.75, -101.34, 6));
    const first = view.idle();
    expect(await settled(first)).toBe(false);
    engine.fire('render');
    engine.fire('idle');
    expect(await settled(first)).toBe(true);
    expect(await settled(view.idle())).toBe(true);
  });

  it('waits again after a move, a resize or a type change, and asks for a frame', async () => {
    const engine = fakeEngine();
    const view = engineMapView(engine.hooks, camera(0, 0, 2));
    engine.fire('idle');
    for (const change of [() => view.jumpTo(camera(39.74, -104.99, 9)), () => view.resize(), () => view.setType('hybrid')]) {
      change();
      const waiting = view.idle();
      expect(await settled(waiting)).toBe(false);
      engine.fire('render');
      engine.fire('idle');
      expect(await settled(waiting)).toBe(true);
    }
    // Each change asks for a frame, and its frame for the next, until the idle event.
    expect(engine.calls).toEqual([
      'jumpTo 39.74,-104.99 z9',
      'repaint',
      'repaint',
      'resize',
      'repaint',
      'repaint',
      'setType hybrid',
      'repaint',
      'repaint',
    ]);
  });

  it('asks for the next frame from each frame while it settles, and for none once idle', () => {
    const engine = fakeEngine();
    const view = engineMapView(engine.hooks, camera(0, 0, 2));
    engine.fire('render');
    engine.fire('render');
    expect(engine.calls).toEqual(['repaint', 'repaint']);
    engine.fire('idle');
    engine.fire('render');
    engine.fire('render');
    expect(engine.calls).toEqual(['repaint', 'repaint']);
    view.jumpTo(camera(1, 1, 3));
    engine.fire('render');
    engine.fire('idle');
    engine.fire('render');
    expect(engine.calls).toEqual(['repaint', 'repaint', 'jumpTo 1,1 z3', 'repaint', 'repaint']);
  });

  it('puts the camera back when a new style has loaded', () => {
    const engine = fakeEngine();
    const view = engineMapView(engine.hooks, camera(10, 20, 3));
    engine.fire('style.load');
    view.jumpTo(camera(39.74, -104.99, 9));
    engine.calls.length = 0;
    engine.fire('style.load');
    expect(engine.calls).toEqual(['jumpTo 39.74,-104.99 z9']);
  });

  it('releases waiters on destroy and ignores calls afterwards', async () => {
    const engine = fakeEngine();
    const view = engineMapView(engine.hooks, camera(0, 0, 2));
    const waiting = view.idle();
    view.destroy();
    expect(await settled(waiting)).toBe(true);
    view.jumpTo(camera(1, 1, 1));
    view.destroy();
    engine.fire('style.load');
    expect(engine.calls).toEqual(['remove']);
  });
});

describe('lngLatOf', () => {
  it('orders the centre as the engines want it: longitude first', () => {
    expect(lngLatOf(camera(39.74, -104.99, 9))).toEqual([-104.99, 39.74]);
  });
});
