/**
 * The MapView both engines share: maplibre-gl and mapbox-gl differ in how a map is made, not in
 * how it is driven, so each engine module hands over these few hooks and gets the same behaviour
 * (camera kept across style swaps, idle tracking, a destroy that releases waiters).
 */
import type { MapType } from '../../shared/map';
import type { MapCamera, MapView } from './mapView';

/** What an engine map must do for the adapter. */
export interface EngineHooks {
  jumpTo(camera: MapCamera): void;
  setType(type: MapType): void;
  resize(): void;
  /** Asks for one more frame, so an idle event follows even when nothing visible changed. */
  repaint(): void;
  remove(): void;
  on(event: 'idle' | 'render' | 'style.load', listener: () => void): void;
}

/** Engines take [longitude, latitude]. */
export const lngLatOf = (camera: MapCamera): [number, number] => [camera.center.lng, camera.center.lat];

/**
 * Wraps an engine map as a MapView. The view counts as drawn from an idle event until the next
 * change (a frame, a move, a resize or a style swap), which is when `idle()` resolves at once.
 *
 * From its start and from each change until its next idle event the map is settling, and each
 * frame it draws asks for the next. The page draws no other frames (the drawing's canvas draws on
 * demand, render/frameRequests.ts), and maplibre-gl, left alone after its first frame, was seen
 * to stop there with its tiles loaded but undrawn and no idle event, until some other frame
 * came: in Chromium, a map shown from a still drawing never finished. Once idle, it draws only
 * when asked again.
 */
export function engineMapView(hooks: EngineHooks, initialCamera: MapCamera): MapView {
  let camera = initialCamera;
  let drawn = false;
  let destroyed = false;
  let settling = true;
  let waiters: (() => void)[] = [];

  const release = () => {
    const pending = waiters;
    waiters = [];
    for (const resolve of pending) resolve();
  };
  const changed = () => {
    drawn = false;
    settling = true;
    hooks.repaint();
  };

  hooks.on('render', () => {
    drawn = false;
    if (settling && !destroyed) hooks.repaint();
  });
  hooks.on('idle', () => {
    drawn = true;
    settling = false;
    release();
  });
  // A new style may carry its own centre and zoom; the canvas decides where the map is.
  hooks.on('style.load', () => {
    if (!destroyed) hooks.jumpTo(camera);
  });

  return {
    jumpTo(next) {
      if (destroyed) return;
      camera = next;
      hooks.jumpTo(next);
      changed();
    },
    setType(type) {
      if (destroyed) return;
      hooks.setType(type);
      changed();
    },
    resize() {
      if (destroyed) return;
      hooks.resize();
      changed();
    },
    idle() {
      if (destroyed || drawn) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      hooks.remove();
      // Nothing will be drawn any more: nobody should wait for it.
      release();
    },
  };
}
