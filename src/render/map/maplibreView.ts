/**
 * The maplibre-gl engine with the offline basemap. Imported only through loadMapView's dynamic
 * import, so maplibre-gl and its stylesheet land in their own chunk.
 */
import { Map as MaplibreMap, addProtocol, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// maplibre-gl finds its worker next to its own module, which a bundler moves: name it explicitly.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { MapConfig } from '../../shared/map';
import { MAP_MIN_ZOOM } from '../../shared/map';
import { engineMapView, lngLatOf } from './engineView';
import { placeLabelText, renderLabelImage } from './labelImages';
import type { MapView, MapViewOptions } from './mapView';
import { offlineStyle } from './offlineStyle';

let pmtilesRegistered = false;

/** The pmtiles protocol is global to maplibre-gl: register it once, with the pmtiles library loaded on demand. */
async function registerPmtiles(): Promise<void> {
  if (pmtilesRegistered) return;
  const { Protocol } = await import('pmtiles');
  const protocol = new Protocol();
  addProtocol('pmtiles', protocol.tile);
  pmtilesRegistered = true;
}

/** Shows the offline basemap with maplibre-gl in `container`, as a MapView. */
export async function createMaplibreView(
  container: HTMLElement,
  config: MapConfig,
  initial: MapViewOptions,
): Promise<MapView> {
  if (config.pmtiles !== null) await registerPmtiles();
  setWorkerUrl(workerUrl);
  const origin = window.location.origin;
  const map = new MaplibreMap({
    container,
    style: offlineStyle(config, initial.type, origin),
    center: lngLatOf(initial.camera),
    zoom: initial.camera.zoom,
    minZoom: MAP_MIN_ZOOM,
    maxZoom: config.maxZoom,
    // Our Pixi canvas above the map takes every pointer and drives the map through jumpTo.
    interactive: false,
    fadeDuration: 0,
    trackResize: false,
    attributionControl: { compact: true },
    // A saved document's preview draws this canvas under the drawing (app/documents/capturePreview.ts).
    canvasContextAttributes: { preserveDrawingBuffer: true },
  });
  // Labels are images painted on demand (no glyph server); collisions still apply to them.
  map.setMissingStyleImageResolver((id) => {
    const text = placeLabelText(id);
    if (text === null || map.hasImage(id)) return;
    const image = renderLabelImage(text, window.devicePixelRatio || 1);
    if (image) map.addImage(id, image, { pixelRatio: image.pixelRatio });
  });

  return engineMapView(
    {
      jumpTo: (camera) => map.jumpTo({ center: lngLatOf(camera), zoom: camera.zoom }),
      setType: (type) => map.setStyle(offlineStyle(config, type, origin)),
      resize: () => map.resize(),
      repaint: () => map.triggerRepaint(),
      remove: () => map.remove(),
      on: (event, listener) => map.on(event, listener),
    },
    initial.camera,
  );
}
