import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { EditorSnapshot } from '../../engine/editor/editorMachine';
import { mapCamera } from '../../engine/map/mapMode';
import { loadMapView, type MapView } from '../../render/map/mapView';
import { useServices } from '../AppServices';

/** The map's state as the page tells it: loading, shown, or why it could not be shown. */
type MapStatus = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; message: string };

/**
 * The map under the canvas while the map is on. The engine (maplibre-gl, or mapbox-gl with a
 * token) is loaded on first use; the map takes no input itself: the editor's view drives its
 * camera on every change, once per animation frame, so panning and zooming the drawing move the
 * map with it.
 */
export function MapLayer() {
  const { editor } = useServices();
  const on = useSelector(editor, (snapshot) => snapshot.context.document.map !== null);
  return on ? <LoadedMap /> : null;
}

function LoadedMap() {
  const { editor, mapApi } = useServices();
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<MapStatus>({ kind: 'loading' });
  const type = useSelector(editor, (snapshot) => snapshot.context.document.map?.type ?? 'map');
  const view = useRef<MapView | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    let frame = 0;
    let latest: EditorSnapshot = editor.getSnapshot();
    const follow = () => {
      frame = 0;
      const camera = mapCamera(latest.context.document, latest.context.viewport);
      if (camera) view.current?.jumpTo(camera);
    };
    const subscription = editor.subscribe((snapshot) => {
      const moved = snapshot.context.viewport !== latest.context.viewport || snapshot.context.document.map !== latest.context.document.map;
      latest = snapshot;
      if (moved && !frame) frame = requestAnimationFrame(follow);
    });
    const resize = new ResizeObserver(() => view.current?.resize());
    resize.observe(element);

    void (async () => {
      try {
        const config = await mapApi.config();
        editor.send({ type: 'map.maxZoom', maxZoom: config.maxZoom });
        const { document, viewport } = editor.getSnapshot().context;
        const camera = mapCamera(document, viewport);
        if (cancelled || !camera) return;
        const loaded = await loadMapView(element, config, { camera, type: document.map?.type ?? 'map' });
        if (cancelled) return loaded.destroy();
        view.current = loaded;
        follow();
        await loaded.idle();
        if (!cancelled) setStatus({ kind: 'ready' });
      } catch (error) {
        console.error('The map could not be shown', error);
        if (!cancelled) setStatus({ kind: 'failed', message: 'The map could not be loaded. The drawing still measures on the ellipsoid.' });
      }
    })();

    return () => {
      cancelled = true;
      if (frame) cancelAnimationFrame(frame);
      subscription.unsubscribe();
      resize.disconnect();
      view.current?.destroy();
      view.current = null;
    };
  }, [editor, mapApi]);

  useEffect(() => view.current?.setType(type), [type]);

  return (
    <div className="map-layer" data-map-status={status.kind}>
      <div ref={container} className="map-container" aria-hidden="true" />
      {status.kind === 'failed' && (
        <p className="map-status" role="status">
          {status.message}
        </p>
      )}
    </div>
  );
}
